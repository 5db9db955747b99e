/**
 * One recipe in the PDF export, starting on a new page: title, first picture, description, facts,
 * source, then ingredients (headers bold), numbered instructions (a header restarts the count), notes and
 * labels. Every text is drawn as text, whatever it holds.
 */
import { parseIngredients, parseInstructions, scaleBracedAmounts } from '@rosemary/shared/recipe-text'
import type { ExportedRecipe } from '../exported-recipe.ts'
import type { PageWords } from '../print/print-words.ts'
import { toLinkUrl } from '../print/safe-url.ts'
import { heading, MUTED, paragraph, row, subheading, type Pen, type Run } from './pdf-pen.ts'
import type { PdfTypeface } from './pdf-fonts.ts'
import type { PdfPicture } from './pdf-picture.ts'

const PICTURE_HEIGHT = 200

function drawPicture(pen: Pen, picture: PdfPicture): void {
  const { doc } = pen
  // Never more than one point per pixel, so a small picture is not blown up into a blur.
  const scale = Math.min(pen.width / picture.width, PICTURE_HEIGHT / picture.height, 1)
  const width = picture.width * scale
  const height = picture.height * scale
  doc.image(picture.jpeg, pen.left + (pen.width - width) / 2, doc.y + 4, { width, height })
  doc.y += height + 14
}

function facts(recipe: ExportedRecipe, words: PageWords): Run[] {
  const entries: [string, string][] = [
    [words.yield, recipe.yield],
    [words.activeTime, recipe.activeTime],
    [words.totalTime, recipe.totalTime],
    [words.rating, recipe.rating === null ? '' : `${String(recipe.rating)}/5`],
  ]
  return entries
    .filter(([, value]) => value.trim())
    .flatMap(([term, value], index) => [
      { text: `${index > 0 ? '     ' : ''}${term}: `, font: 'bold' as const },
      { text: value.trim() },
    ])
}

function sourceRuns(recipe: ExportedRecipe, words: PageWords): Run[] {
  const source = recipe.source.trim()
  const url = recipe.url.trim()
  if (!source && !url) return []
  const link = toLinkUrl(url)
  return [
    { text: `${words.source}: `, font: 'bold' },
    { text: source, link },
    { text: source && url ? '  ' : '' },
    { text: url, link },
  ]
}

function drawIngredients(pen: Pen, text: string): void {
  for (const line of parseIngredients(text)) {
    if (line.isHeader) subheading(pen, line.content)
    else row(pen, '•', line.content, 14, 2)
  }
}

function drawInstructions(pen: Pen, text: string): void {
  for (const line of parseInstructions(text)) {
    if (line.isHeader) subheading(pen, line.content)
    // As on the recipe page at × 1: a braced amount ("Add {2 cups} flour") shows without its braces.
    else row(pen, `${String(line.count)}.`, scaleBracedAmounts(line.content, 1), 26, 6)
  }
}

/** Draws the recipe from the top of a new page; the picture is its first one, made ready by `toPdfPicture`. */
export function drawRecipe(
  doc: PDFKit.PDFDocument,
  type: PdfTypeface,
  recipe: ExportedRecipe,
  picture: PdfPicture | null,
  words: PageWords,
): void {
  doc.addPage()
  const { margins, width } = doc.page
  const pen: Pen = { doc, type, left: margins.left, width: width - margins.left - margins.right }
  doc.outline.addItem(type.prepare(recipe.title))
  paragraph(pen, [{ text: recipe.title, font: 'bold' }], 22, undefined, 8)
  if (picture) drawPicture(pen, picture)
  if (recipe.description.trim())
    paragraph(pen, [{ text: recipe.description.trim(), font: 'italic' }], 11, MUTED, 8)
  const factRuns = facts(recipe, words)
  if (factRuns.length > 0) paragraph(pen, factRuns, 10.5)
  const source = sourceRuns(recipe, words)
  if (source.length > 0) paragraph(pen, source, 10.5)
  if (recipe.ingredients.trim()) {
    heading(pen, words.ingredients)
    drawIngredients(pen, recipe.ingredients)
  }
  if (recipe.instructions.trim()) {
    heading(pen, words.instructions)
    drawInstructions(pen, recipe.instructions)
  }
  if (recipe.notes.trim()) {
    heading(pen, words.notes)
    paragraph(pen, [{ text: recipe.notes.trim() }], 11)
  }
  if (recipe.labels.length > 0) {
    doc.moveDown(0.8)
    paragraph(
      pen,
      [{ text: `${words.labels}: `, font: 'bold' }, { text: recipe.labels.join(', ') }],
      9.5,
      MUTED,
    )
  }
}

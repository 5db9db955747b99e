/**
 * The PDF export: one document with every recipe, each from a new page. pdfkit writes each page out as
 * soon as the next one starts (bufferPages stays off), and the next recipe is read only when the consumer
 * asks for more, so memory holds about one recipe, its picture and its pages at a time.
 */
import PDFDocument from 'pdfkit'
import type { ExportedRecipe } from '../exported-recipe.ts'
import { PAGE_WORDS, type PageLanguage } from '../print/print-words.ts'
import { findUnicodeFonts, useFonts, type PdfFontFiles } from './pdf-fonts.ts'
import { toPdfPicture, type PdfPicture } from './pdf-picture.ts'
import { drawRecipe } from './pdf-recipe.ts'

export interface PdfExportOptions {
  /** The user's language, for the few fixed words. */
  language?: PageLanguage
  /** A4 (the default) or LETTER. */
  pageSize?: 'A4' | 'LETTER'
  /** TrueType fonts to embed; by default DejaVu Sans when installed, null for the standard Helvetica. */
  fonts?: PdfFontFiles | null
  /** Deflate the page contents (the default); tests turn it off to read the text back. */
  compress?: boolean
}

const MARGIN = 54

/**
 * What pdfkit has written so far. The document is read synchronously in paused mode: in flowing mode its
 * 'data' events wait for a turn of the event loop, which a chain of resolved promises may never give.
 */
function* takeWritten(doc: PDFKit.PDFDocument): Generator<Uint8Array> {
  for (let chunk = doc.read() as Uint8Array | null; chunk !== null; chunk = doc.read() as Uint8Array | null)
    yield chunk
}

async function firstPicture(recipe: ExportedRecipe): Promise<PdfPicture | null> {
  const image = recipe.images[0]
  return image ? toPdfPicture(await image.load()) : null
}

/**
 * Writes the PDF as binary chunks. Pass the recipes as an async iterable (read page by page from the
 * database) and wrap the result in `Readable.from(…)` to send it. A picture that cannot be loaded from
 * storage fails the stream; one that cannot be decoded is left out.
 */
export async function* writePdf(
  recipes: AsyncIterable<ExportedRecipe>,
  options: PdfExportOptions = {},
): AsyncGenerator<Uint8Array> {
  const language = options.language ?? 'en-us'
  const words = PAGE_WORDS[language]
  const doc = new PDFDocument({
    autoFirstPage: false,
    bufferPages: false,
    compress: options.compress ?? true,
    size: options.pageSize ?? 'A4',
    margin: MARGIN,
    lang: words.htmlLang,
    displayTitle: true,
    // pdfkit's layout cache keeps every distinct word of the whole export; without it memory stays flat
    // for a library of any vocabulary, at about twice the drawing time.
    fontLayoutCache: false,
    info: { Title: 'Rosemary recipes', Creator: 'Rosemary' },
  })
  try {
    const type = useFonts(doc, options.fonts === undefined ? findUnicodeFonts() : options.fonts)
    let count = 0
    for await (const recipe of recipes) {
      const picture = await firstPicture(recipe)
      drawRecipe(doc, type, recipe, picture, words)
      count += 1
      yield* takeWritten(doc)
    }
    if (count === 0) doc.addPage().font(type.regular).fontSize(12).text(words.noRecipes)
    // pdfkit writes the rest (fonts, cross-reference table, trailer) synchronously in end().
    doc.end()
    yield* takeWritten(doc)
  } finally {
    // Also frees the document when the consumer stops early, as when a download is cancelled.
    doc.destroy()
  }
}

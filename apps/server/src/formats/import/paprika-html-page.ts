/**
 * One page of Paprika's HTML export as an imported recipe. Paprika writes every page from one template:
 * a schema.org Recipe item (microdata) whose parts are tagged with itemprop and laid out in named boxes.
 * The template is read directly rather than through the clipper's generic microdata reader, because
 * what matters here is Paprika's own: the rating in a `value` attribute (stars as text in older pages),
 * notes tagged `comment`, difficulty, and the pictures set among the directions. Choices, as for
 * Paprika's own export (paprika-recipe.ts), so both ways out of Paprika import alike:
 * - An ingredient line ending in a colon (which Paprika prints bold) heads a section.
 * - activeTime ← prepTime; totalTime ← totalTime, or cookTime when there is none (the cook time then
 *   opens the notes when both exist).
 * - source ← author (Paprika's name for the source), url ← the source link when it is an address.
 * - notes ← notes, then "Difficulty: …", then "Nutrition:" and the nutrition text.
 * - images ← the photo, then the pictures in the directions and notes: the file the page refers to
 *   (from the zip of the export), else, for the photo, the web address it links to.
 */
import type { AnyNode, Element } from 'domhandler'
import { elementText } from '../html/element-lines.ts'
import { elementsIn } from '../html/select-elements.ts'
import { emptyRecipe, type ImportedImage, type ImportedRecipe } from '../imported-recipe.ts'
import { isElement, nodeLines } from '../schema-org/markup-lines.ts'
import { toImportedImage } from '../schema-org/read-images.ts'
import { ingredientLines } from './paprika-recipe.ts'
import { joinParagraphs, recipeTitle } from './recipe-text.ts'
import { splitLabels, toRating } from './source-values.ts'

/** The picture a page refers to by a relative path, or null when the export does not hold it. */
export type FindPicture = (path: string) => ImportedImage | null

const isAddress = (text: string) => /^https?:\/\//i.test(text.trim())

/** The recipe's elements, and those carrying each property (itemprop is a list of names), listed once. */
interface ItemScope {
  elements: Element[]
  properties: Map<string, Element[]>
}

function listProperties(scope: Element): ItemScope {
  const elements = elementsIn(scope)
  const properties = new Map<string, Element[]>()
  for (const element of elements) {
    for (const name of (element.attribs.itemprop ?? '').split(/\s+/)) {
      if (name === '') continue
      const list = properties.get(name)
      if (list) list.push(element)
      else properties.set(name, [element])
    }
  }
  return { elements, properties }
}

const tagged = (scope: ItemScope, name: string) => scope.properties.get(name) ?? []

function text(scope: ItemScope, name: string): string {
  const element = tagged(scope, name)[0]
  return element ? elementText(element) : ''
}

/**
 * The text of every element carrying the property as paragraphs: Paprika writes a paragraph of the
 * text as a <p> and a line break inside it as <br>.
 */
function paragraphs(scope: ItemScope, name: string): string {
  const parts = tagged(scope, name).flatMap((element) => {
    const groups: AnyNode[][] = [[]]
    for (const node of element.children) {
      if (isElement(node) && node.name === 'p') groups.push([node], [])
      else groups.at(-1)?.push(node)
    }
    return groups.map((group) =>
      nodeLines(group)
        .map((line) => line.text)
        .join('\n'),
    )
  })
  return joinParagraphs(parts)
}

/** The lines of every element carrying the property, as a reader sees them. */
function lines(scope: ItemScope, name: string): string[] {
  return nodeLines(tagged(scope, name)).map((line) => line.text)
}

/** Paprika writes the rating as value="4"; older pages only as stars. */
function ratingOf(scope: ItemScope): number | null {
  const element = tagged(scope, 'aggregateRating')[0]
  if (!element) return null
  const value = element.attribs.value ?? element.attribs.content
  if (value !== undefined) return toRating(value)
  return toRating(elementText(element).split('★').length - 1)
}

function sourceUrl(scope: ItemScope): string {
  const link = tagged(scope, 'url')[0]
  const address = (link?.attribs.href ?? link?.attribs.content ?? '').trim()
  return isAddress(address) ? address : ''
}

function notesOf(scope: ItemScope): string {
  const cookTime = text(scope, 'cookTime')
  const difficulty = text(scope, 'difficulty')
  const nutrition = paragraphs(scope, 'nutrition')
  return joinParagraphs([
    text(scope, 'totalTime') && cookTime ? `Cook time: ${cookTime}` : '',
    paragraphs(scope, 'comment'),
    difficulty ? `Difficulty: ${difficulty}` : '',
    nutrition ? `Nutrition:\n${nutrition}` : '',
  ])
}

function picture(source: string, findPicture: FindPicture): ImportedImage | null {
  const trimmed = source.trim()
  if (trimmed === '') return null
  if (/^(data|https?):/i.test(trimmed)) return toImportedImage(trimmed)
  return findPicture(trimmed)
}

/** The photo (or the address it was taken from), then the pictures set in the text; each once. */
function imagesOf(scope: ItemScope, findPicture: FindPicture): ImportedImage[] {
  const photos = tagged(scope, 'image')
  const inline = scope.elements.filter((element) => element.name === 'img' && !photos.includes(element))
  const seen = new Set<string>()
  const images: ImportedImage[] = []
  for (const img of [...photos, ...inline]) {
    const source = img.attribs.src ?? img.attribs.content ?? ''
    if (seen.has(source)) continue
    seen.add(source)
    const link = img.parent && 'attribs' in img.parent ? (img.parent.attribs.href ?? '') : ''
    const found =
      picture(source, findPicture) ??
      (photos.includes(img) && isAddress(link) ? { kind: 'url' as const, url: link.trim() } : null)
    if (found) images.push(found)
  }
  return images
}

export function toPaprikaHtmlRecipe(
  item: Element,
  findPicture: FindPicture,
  fallbackTitle: string,
): ImportedRecipe {
  const scope = listProperties(item)
  const ingredients = [...lines(scope, 'recipeIngredient'), ...lines(scope, 'ingredients')]
  return {
    ...emptyRecipe(recipeTitle(text(scope, 'name'), fallbackTitle)),
    description: paragraphs(scope, 'description'),
    yield: text(scope, 'recipeYield'),
    activeTime: text(scope, 'prepTime'),
    totalTime: text(scope, 'totalTime') || text(scope, 'cookTime'),
    source: text(scope, 'author'),
    url: sourceUrl(scope),
    notes: notesOf(scope),
    ingredients: ingredientLines(ingredients.join('\n')),
    instructions: lines(scope, 'recipeInstructions').join('\n'),
    rating: ratingOf(scope),
    labels: splitLabels(tagged(scope, 'recipeCategory').map(elementText).join(',')),
    images: imagesOf(scope, findPicture),
  }
}

/**
 * Rosemary's own XML and text exports read back, so that a library exported from one Rosemary comes back
 * into another (the JSON-LD export already does, through the JSON-LD reader). The XML export
 * (formats/export/xml.ts: <recipes format="rosemary">, every field an element) carries every field as
 * stored and comes back to the letter, its pictures as the addresses they had on the exporting server.
 * The text export (formats/export/txt.ts) is for people and comes back as far as its text carries, see
 * rosemary-export-text.ts. Which one a file is comes from its content.
 */
import {
  emptyRecipe,
  ImportFileError,
  type ImportedRecipe,
  type ImportFormat,
  type ImportItem,
} from '../imported-recipe.ts'
import type { FileSample } from './file-sample.ts'
import { recipeTitle } from './recipe-text.ts'
import { readRosemaryTextRecipe, RULE, splitRecipes } from './rosemary-export-text.ts'
import { toRating, uniqueLabels } from './source-values.ts'
import { decodeText } from './text-encoding.ts'
import {
  attribute,
  childElement,
  childElements,
  looksLikeXml,
  parseXml,
  textContent,
  type XmlElement,
} from './xml.ts'
import { xmlRootName } from './xml-root.ts'

const FALLBACK_TITLE = 'Rosemary recipe'
const TEXT_FIELDS = [
  'description',
  'yield',
  'activeTime',
  'totalTime',
  'source',
  'url',
  'notes',
  'ingredients',
  'instructions',
] as const

/** The XML export's root tag, read from the start of the file. */
function isRosemaryXml(text: string): boolean {
  if (xmlRootName(text) !== 'recipes') return false
  const root = text.indexOf('<recipes')
  const end = text.indexOf('>', root)
  return root >= 0 && end > root && text.slice(root, end).includes('format="rosemary"')
}

/** The text export starts with a rule, the first recipe's title and a rule. */
function isRosemaryText(text: string): boolean {
  const [first, title, second] = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/, 3)
  return first === RULE && second === RULE && title !== undefined && title.trim() !== ''
}

export function recognizesRosemaryExport(sample: FileSample): boolean {
  return sample.members === null && (isRosemaryXml(sample.text) || isRosemaryText(sample.text))
}

function readXmlRecipe(recipe: XmlElement, index: number): ImportItem {
  const fallback = `${FALLBACK_TITLE} ${index + 1}`
  const title = childElement(recipe, 'title')
  if (!title) return { failure: { title: fallback, reason: 'The recipe has no <title>.' } }
  const field = (name: string) => textContent(childElement(recipe, name))
  const imported: ImportedRecipe = emptyRecipe(recipeTitle(textContent(title), fallback))
  for (const name of TEXT_FIELDS) imported[name] = field(name)
  imported.rating = toRating(field('rating'))
  imported.labels = uniqueLabels(
    childElements(recipe, 'labels').flatMap((list) => childElements(list, 'label').map(textContent)),
  )
  imported.images = childElements(recipe, 'images')
    .flatMap((list) => childElements(list, 'image'))
    .map((image) => textContent(image).trim())
    .filter((url) => /^https?:\/\/\S+$/i.test(url))
    .map((url) => ({ kind: 'url', url }))
  const createdAt = new Date(field('createdAt').trim())
  if (!Number.isNaN(createdAt.getTime())) imported.createdAt = createdAt
  return { recipe: imported }
}

function openXml(file: Uint8Array) {
  const root = parseXml(file)
  if (root.name !== 'recipes' || attribute(root, 'format') !== 'rosemary') {
    throw new ImportFileError(
      `This is not a Rosemary export: its XML starts with <${root.name}>, not <recipes format="rosemary">.`,
    )
  }
  const recipes = childElements(root, 'recipe')
  return {
    total: recipes.length,
    items: async function* () {
      for (const [index, recipe] of recipes.entries()) yield readXmlRecipe(recipe, index)
    },
  }
}

function openText(text: string) {
  const recipes = splitRecipes(text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/))
  return {
    total: recipes.length,
    items: async function* (): AsyncGenerator<ImportItem> {
      for (const [index, { title, body }] of recipes.entries())
        yield { recipe: readRosemaryTextRecipe(title, body, `${FALLBACK_TITLE} ${index + 1}`) }
    },
  }
}

const NOT_ROSEMARY =
  'This is not a Rosemary export: expected its XML (<recipes format="rosemary">) or its text export.'

export const openRosemaryExport: ImportFormat = async (file) => {
  if (file.length === 0) throw new ImportFileError('The file is empty.')
  if (looksLikeXml(file)) return openXml(file)
  const text = decodeText(file)
  if (!isRosemaryText(text)) throw new ImportFileError(NOT_ROSEMARY)
  return openText(text)
}

/**
 * One My Recipe Box (RecetteTek) recipe as an imported recipe, from its JSON export (an object in
 * recipes_N.json) or a row of its CSV export: both carry the same keys. Choices:
 * - yield ← quantity ("4" → "4 servings"); activeTime ← preparationTime; totalTime ← totalTime, else
 *   preparation + cooking + inactive time (minutes); cooking and inactive times beside a total go to notes.
 * - ingredients one a line, a line ending in a colon ("For the sauce:") a section header.
 * - url ← url, or source when it is an address (the CSV export writes the page there); source ← source
 *   otherwise.
 * - notes ← notes, then the video, the cookware and the nutrition, each a paragraph, then (CSV) any
 *   column with no field.
 * - labels ← categories and tags (lists of {title} in JSON, ";"-separated in CSV), keywords, and
 *   "Favorite" for a favorite (Rosemary has no such flag).
 * - images ← the pictures stored beside the JSON in the export zip; else originalPicture, the picture's
 *   address on the web.
 * - uuid and lastModifiedDate (when it was last changed, not created) are left out.
 */
import { emptyRecipe, type ImportedImage, type ImportedRecipe } from '../imported-recipe.ts'
import { recipeTimes, sectionedLines, servingsText } from './csv-fields.ts'
import { webAddress } from './front-matter.ts'
import { joinParagraphs, recipeTitle, toLines } from './recipe-text.ts'
import { toRating, uniqueLabels } from './source-values.ts'

/** The keys this reader maps; a CSV column by another name goes to the notes. */
export const RECETTETEK_KEYS = [
  'title',
  'description',
  'preparationTime',
  'cookingTime',
  'inactiveTime',
  'totalTime',
  'quantity',
  'ingredients',
  'instructions',
  'notes',
  'nutrition',
  'cookware',
  'favorite',
  'rating',
  'categories',
  'tags',
  'keywords',
  'video',
  'url',
  'source',
  'pictures',
  'originalPicture',
  'uuid',
  'lastModifiedDate',
]

/** A recipe's values by key, whichever export they come from. */
export interface RecetteTekValues {
  text: (key: string) => string
  /** Names in a list value or in ";"- or ","-separated text. */
  list: (key: string) => string[]
  /** Columns of a CSV row with no field, as "Name: value". */
  others: string[]
}

const SECTION_LINE = /^(.{1,80}):$/

function imagesOf(
  values: RecetteTekValues,
  findPicture: (name: string) => ImportedImage | null,
): ImportedImage[] {
  const stored = values
    .list('pictures')
    .map(findPicture)
    .filter((image): image is ImportedImage => image !== null)
  if (stored.length > 0) return stored
  const original = webAddress(values.text('originalPicture'))
  return original ? [{ kind: 'url', url: original }] : []
}

function notesOf(values: RecetteTekValues, timeNotes: string[]): string {
  const titled = (title: string, key: string) => {
    const lines = toLines(values.text(key))
    return lines.length > 0 ? [title, ...lines].join('\n') : ''
  }
  const video = values.text('video')
  return joinParagraphs([
    values.text('notes'),
    timeNotes.join('\n'),
    video ? `Video: ${video}` : '',
    titled('Cookware', 'cookware'),
    titled('Nutrition', 'nutrition'),
    values.others.join('\n'),
  ])
}

const isFlag = (text: string) => /^(true|yes|1)$/i.test(text)

export function toRecetteTekRecipe(
  values: RecetteTekValues,
  findPicture: (name: string) => ImportedImage | null,
  fallbackTitle: string,
): ImportedRecipe {
  const { text } = values
  const times = recipeTimes(
    text('preparationTime'),
    text('cookingTime'),
    text('totalTime'),
    text('inactiveTime'),
  )
  // The CSV export writes the recipe's address as its source; JSON has url.
  const sourceAddress = text('url') ? '' : webAddress(text('source'))
  return {
    ...emptyRecipe(recipeTitle(text('title'), fallbackTitle)),
    description: joinParagraphs([text('description')]),
    yield: servingsText(text('quantity')),
    activeTime: times.activeTime,
    totalTime: times.totalTime,
    source: sourceAddress ? '' : text('source'),
    url: text('url') || sourceAddress,
    notes: notesOf(values, times.notes),
    ingredients: sectionedLines(
      text('ingredients'),
      (line) => SECTION_LINE.test(line),
      (line) => line.slice(0, -1),
    ),
    instructions: toLines(text('instructions')).join('\n'),
    rating: toRating(text('rating')),
    labels: uniqueLabels([
      ...values.list('categories'),
      ...values.list('tags'),
      ...values.list('keywords'),
      isFlag(text('favorite')) ? 'Favorite' : '',
    ]),
    images: imagesOf(values, findPicture),
  }
}

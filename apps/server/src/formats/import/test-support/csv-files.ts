/**
 * CSV files built in code for tests: a writer that quotes the way RFC 4180 says (a cell holding the
 * delimiter, a quote or a line break is quoted, its quotes doubled), and the exports of Plan to Eat and
 * My Recipe Box written under their apps' column names with rows of our own.
 */
import { strToU8, zipSync } from 'fflate'
import type { CsvDelimiter } from '../csv.ts'

export interface CsvStyle {
  delimiter?: CsvDelimiter
  lineEnd?: '\r\n' | '\n'
  bom?: boolean
  /** Quote every cell, as some apps do, not only those that need it. */
  quoteAll?: boolean
}

/** A cell as written; a row of one empty cell is quoted (quoteAll), or it would read as a blank line. */
function quoted(cell: string, delimiter: string, quoteAll: boolean): string {
  const needs =
    quoteAll ||
    cell.includes(delimiter) ||
    cell.includes('"') ||
    cell.includes('\n') ||
    cell.includes('\r') ||
    cell.startsWith(' ')
  return needs ? `"${cell.replace(/"/g, '""')}"` : cell
}

export function writeCsv(rows: string[][], style: CsvStyle = {}): string {
  const { delimiter = ',', lineEnd = '\r\n', bom = false, quoteAll = false } = style
  const text = rows
    .map((row) => row.map((cell) => quoted(cell, delimiter, quoteAll || row.length === 1)).join(delimiter))
    .join(lineEnd)
  return (bom ? '\uFEFF' : '') + text + lineEnd
}

/** Rows under a header: each recipe's values by column name, "" where it has none. */
export function tableOf(header: string[], recipes: Record<string, string>[]): string[][] {
  return [header, ...recipes.map((recipe) => header.map((name) => recipe[name] ?? ''))]
}

export const PLAN_TO_EAT_HEADER = [
  'Title',
  'Course',
  'Cuisine',
  'Main Ingredient',
  'Description',
  'Source',
  'Url',
  'Url Host',
  'Prep Time',
  'Cook Time',
  'Total Time',
  'Servings',
  'Yield',
  'Ingredients',
  'Directions',
  'Tags',
  'Rating',
  'Public Url',
  'Photo Url',
  'Private',
  'Nutritional Score (generic)',
  'Calories',
  'Fat',
  'Cholesterol',
  'Sodium',
  'Sugar',
  'Carbohydrate',
  'Fiber',
  'Protein',
  'Cost',
  'Created At',
  'Updated At',
]

export const planToEatCsv = (recipes: Record<string, string>[], style?: CsvStyle): Uint8Array =>
  strToU8(writeCsv(tableOf(PLAN_TO_EAT_HEADER, recipes), style))

/** The CSV export's columns, in its order (the last one unnamed: each line ends with a comma). */
export const RECETTETEK_CSV_HEADER = [
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
  'favorite',
  'rating',
  'categories',
  'tags',
  'video',
  'source',
  'originalPicture',
  '',
]

export const recetteTekCsv = (recipes: Record<string, string>[], style?: CsvStyle): Uint8Array =>
  strToU8(writeCsv(tableOf(RECETTETEK_CSV_HEADER, recipes), style))

/** A recipe of recipes_N.json with every key RecetteTek writes; `fields` replace or add keys. */
export function recetteTekJson(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    uuid: '6f1d2c3b-0a9e-4e8f-9b7a-112233445566',
    title: 'Lentil soup',
    description: 'A thick winter soup.',
    preparationTime: '15',
    cookingTime: '40',
    inactiveTime: '',
    totalTime: '55',
    quantity: '4',
    ingredients: '200 g red lentils\n1 onion\n',
    instructions: 'Fry the onion.\nAdd the lentils and water.\n',
    pictures: [],
    url: 'https://example.com/lentils',
    video: '',
    notes: '',
    cookware: '',
    nutrition: '',
    favorite: false,
    rating: 0,
    lastModifiedDate: '2021-03-04 18:20:00',
    categories: [{ title: 'Soups' }],
    tags: [],
    ...fields,
  }
}

/** An .rtk export: recipes in files of at most 400, the pictures beside them, and the other lists. */
export function recetteTekArchive(
  recipes: Record<string, unknown>[],
  pictures: Record<string, Uint8Array> = {},
): Uint8Array {
  const entries: Record<string, Uint8Array> = { ...pictures }
  for (let at = 0, file = 0; at < recipes.length || file === 0; at += 400, file++)
    entries[`recipes_${file}.json`] = strToU8(JSON.stringify(recipes.slice(at, at + 400)))
  entries['categories.json'] = strToU8('[{"title":"Soups"}]')
  entries['tags.json'] = strToU8('[]')
  entries['calendar.json'] = strToU8('[]')
  return zipSync(entries)
}

/**
 * One row of a spreadsheet of recipes, read through a column mapping, as an imported recipe. A
 * spreadsheet is typed by hand, so values are taken as written, with these choices:
 * - ingredients one a line; a cell on one line with ";" or "|" between items (how a spreadsheet cell
 *   without line breaks lists them) is split there; a line ending in a colon heads a section.
 * - instructions one a line; a one-line cell is split at "|" only (";" is common in prose).
 * - yield ← "4" → "4 servings"; times in minutes become "1 h 30 min", others stay as written; the total
 *   is prep + cook when there is no total column.
 * - url ← the url column, or the source when it is an address; images ← the image column when it is an
 *   address (a bare CSV carries no picture files).
 * - labels ← category, course, cuisine and tags (split at commas and semicolons).
 * - createdAt ← a date in ISO or US form; another form of date goes to the notes.
 * - notes ← the notes column, then every other filled column as "Header: value", so nothing is lost.
 */
import { emptyRecipe, type ImportedRecipe } from '../imported-recipe.ts'
import { cellAt, otherCells, type CsvColumns } from './csv-source.ts'
import { recipeTimes, sectionedLines, servingsText } from './csv-fields.ts'
import type { CsvRecord } from './csv.ts'
import { webAddress } from './front-matter.ts'
import type { CsvColumnMapping, CsvRecipeField } from '@rosemary/shared/contract'
import { joinParagraphs, recipeTitle } from './recipe-text.ts'
import { parseSourceDate, splitLabels, toRating, uniqueLabels } from './source-values.ts'

const SECTION_LINE = /^(.{1,80}):$/

/** A one-line cell listing items between separators, as lines; a cell with line breaks as it is. */
function listLines(text: string, separators: RegExp): string {
  if (/[\r\n]/.test(text)) return text
  // Trimmed after splitting: a pattern with spaces around the separator backtracks on long runs of spaces.
  const items = text.split(separators).map((item) => item.trim())
  return items.length > 1 ? items.join('\n') : text
}

const withSections = (text: string) =>
  sectionedLines(
    text,
    (line) => SECTION_LINE.test(line),
    (line) => line.slice(0, -1),
  )

/** The recipe of a row; a string (why not) for a row with no title. */
export function toGenericCsvRecipe(
  columns: CsvColumns,
  mapping: CsvColumnMapping,
  record: CsvRecord,
): ImportedRecipe | string {
  const cell = (field: CsvRecipeField) => cellAt(record, mapping[field])
  if (cell('title') === '') return 'it has no title.'
  const title = recipeTitle(cell('title'), '')
  const times = recipeTimes(cell('prepTime'), cell('cookTime'), cell('totalTime'))
  const sourceAddress = cell('url') ? '' : webAddress(cell('source'))
  const image = webAddress(cell('image'))
  const createdAt = parseSourceDate(cell('createdAt'))
  const mapped = new Set(
    Object.entries(mapping)
      .filter(([field]) => field !== 'createdAt' || createdAt)
      .map(([, index]) => index),
  )
  return {
    ...emptyRecipe(title),
    description: joinParagraphs([cell('description')]),
    yield: servingsText(cell('yield')),
    activeTime: times.activeTime,
    totalTime: times.totalTime,
    source: sourceAddress ? '' : cell('source'),
    url: cell('url') || sourceAddress,
    notes: joinParagraphs([
      cell('notes'),
      times.notes.join('\n'),
      otherCells(columns, record, mapped).join('\n'),
    ]),
    ingredients: withSections(listLines(cell('ingredients'), /[;|]/)),
    instructions: withSections(listLines(cell('instructions'), /\|/)),
    rating: toRating(cell('rating')),
    labels: uniqueLabels(
      (['category', 'course', 'cuisine', 'tags'] as const).flatMap((field) => splitLabels(cell(field))),
    ),
    images: image ? [{ kind: 'url', url: image }] : [],
    ...(createdAt ? { createdAt } : {}),
  }
}

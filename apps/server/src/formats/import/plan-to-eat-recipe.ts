/**
 * One row of a Plan to Eat export as an imported recipe. Choices:
 * - ingredients ← Ingredients, one a line; a line starting with a comma (", Sauce") is how Plan to Eat
 *   writes a section heading: it becomes "[Sauce]". Directions the same way.
 * - yield ← "4 servings" from Servings, then Yield ("4 servings, 1 loaf").
 * - activeTime ← Prep Time; totalTime ← Total Time, else prep + cook (minutes); a cook time beside a
 *   total goes to the notes.
 * - source ← Source, else Url Host (the site the Url is on); url ← Url.
 * - labels ← Course, Cuisine, Main Ingredient, then Tags (comma-separated).
 * - images ← Photo Url (an address to fetch); createdAt ← Created At.
 * - notes ← a Notes column when there is one, the cook time, the columns with no field (Public Url,
 *   Cost, Nutritional Score, any column a later export adds) as "Name: value", then the nutrition values.
 * - Private (a sharing setting) and Updated At (not a recipe's) are left out.
 */
import { emptyRecipe, type ImportedRecipe } from '../imported-recipe.ts'
import { otherCells, type CsvColumns } from './csv-source.ts'
import { recipeTimes, sectionedLines, servingsText } from './csv-fields.ts'
import type { CsvRecord } from './csv.ts'
import { joinParagraphs, recipeTitle } from './recipe-text.ts'
import { parseSourceDate, splitLabels, toRating, uniqueLabels } from './source-values.ts'
import { webAddress } from './front-matter.ts'

const FIELDS = [
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
  'Photo Url',
  'Notes',
  'Created At',
  'Private',
  'Updated At',
]
const NUTRITION = [
  'Calories',
  'Fat',
  'Saturated Fat',
  'Cholesterol',
  'Sodium',
  'Sugar',
  'Carbohydrate',
  'Fiber',
  'Protein',
]

const isHeading = (line: string) => line.startsWith(',')
const headingName = (line: string) => line.slice(1)

function notesOf(columns: CsvColumns, record: CsvRecord, cookTime: string[]): string {
  const handled = new Set(
    [...FIELDS, ...NUTRITION].map((name) => columns.index(name)).filter((index) => index !== undefined),
  )
  const nutrition = NUTRITION.map((name) => [name, columns.cell(record, name)])
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}: ${value}`)
  return joinParagraphs([
    columns.cell(record, 'Notes'),
    cookTime.join('\n'),
    otherCells(columns, record, handled).join('\n'),
    nutrition.length > 0 ? ['Nutrition', ...nutrition].join('\n') : '',
  ])
}

export function toPlanToEatRecipe(
  columns: CsvColumns,
  record: CsvRecord,
  fallbackTitle: string,
): ImportedRecipe {
  const cell = (name: string) => columns.cell(record, name)
  const times = recipeTimes(cell('Prep Time'), cell('Cook Time'), cell('Total Time'))
  const photo = webAddress(cell('Photo Url'))
  const createdAt = parseSourceDate(cell('Created At'))
  return {
    ...emptyRecipe(recipeTitle(cell('Title'), fallbackTitle)),
    description: joinParagraphs([cell('Description')]),
    yield: servingsText(cell('Servings'), cell('Yield')),
    activeTime: times.activeTime,
    totalTime: times.totalTime,
    source: cell('Source') || cell('Url Host'),
    url: cell('Url'),
    notes: notesOf(columns, record, times.notes),
    ingredients: sectionedLines(cell('Ingredients'), isHeading, headingName),
    instructions: sectionedLines(cell('Directions'), isHeading, headingName),
    rating: toRating(cell('Rating')),
    labels: uniqueLabels(
      ['Course', 'Cuisine', 'Main Ingredient', 'Tags'].flatMap((name) => splitLabels(cell(name))),
    ),
    images: photo ? [{ kind: 'url', url: photo }] : [],
    ...(createdAt ? { createdAt } : {}),
  }
}

/**
 * Plan to Eat's recipe export: a CSV file (or a zip holding it), one recipe a row, under a fixed header
 * (Title, Course, Cuisine, Main Ingredient, Description, Source, Url, Url Host, Prep Time, … Created At,
 * Updated At). It is recognised by that header: a title, ingredients and directions beside columns only
 * Plan to Eat writes, so a spreadsheet of the user's own with a Title column is left to the generic reader.
 */
import { DEFAULT_IMPORT_LIMITS, type ImportFormat } from '../imported-recipe.ts'
import { CsvColumns, csvItems, readCsvSource, sampleHeaders } from './csv-source.ts'
import type { FileSample } from './file-sample.ts'
import { toPlanToEatRecipe } from './plan-to-eat-recipe.ts'

const REQUIRED = ['Title', 'Ingredients', 'Directions']
/** Columns no other app's export has; a Plan to Eat header has all of them, a few are enough. */
const DISTINCTIVE = ['Main Ingredient', 'Url Host', 'Public Url', 'Photo Url', 'Nutritional Score (generic)']

function isPlanToEatHeader(columns: CsvColumns): boolean {
  return (
    REQUIRED.every((name) => columns.has(name)) && DISTINCTIVE.filter((name) => columns.has(name)).length >= 3
  )
}

export function recognizesPlanToEat(sample: FileSample): boolean {
  return sampleHeaders(sample).some((header) => isPlanToEatHeader(new CsvColumns(header)))
}

export const openPlanToEat: ImportFormat = async (file, limits = DEFAULT_IMPORT_LIMITS) => {
  const source = await readCsvSource(
    file,
    limits,
    isPlanToEatHeader,
    'This is not a Plan to Eat export: expected a CSV file whose header has Title, Ingredients, Directions, Main Ingredient, Url Host and Photo Url columns.',
  )
  return csvItems(source, 'Plan to Eat recipe', (document, record, fallbackTitle) =>
    toPlanToEatRecipe(document.columns, record, fallbackTitle),
  )
}

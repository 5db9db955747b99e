/**
 * Domestica's recipe export (Domestica is Homechart's former name; Import/Export > Export Recipes): a JSON
 * list of recipes, or one recipe, with Homechart's camelCase keys. Recognised by those keys: name,
 * ingredients or directions, and keys only Homechart writes (timePrep, timeCook, shortID,
 * authHouseholdID, cookMealPlanCount…), none of schema.org's.
 *
 * Facts from Tandoor's importer (TandoorRecipes/recipes cookbook/integration/domestica.py: a JSON list;
 * name, servings, timeCook, timePrep, directions, source, ingredients one a line, image as base64 with a
 * data: prefix) and Homechart's API model (Hpmason/homechart-openapi-gen docs/ModelsCookRecipe.md and
 * src/models/models_cook_recipe.rs: every key and its type; candiddev/homechart docs: the rename,
 * Markdown in ingredients and directions). Guessed: that the export writes the API's keys unchanged.
 */
import { ImportFileError, type ImportFormat, type ImportItem } from '../imported-recipe.ts'
import { isJson, textOf, type Json } from './app-json.ts'
import { toDomesticaRecipe } from './domestica-recipe.ts'
import type { FileSample } from './file-sample.ts'
import { readJsonDocument } from './json-file.ts'
import { firstObjectHead, keyKinds, type JsonKind } from './json-head.ts'

/** Keys Homechart writes that no other app's recipe has together. */
const DISTINCTIVE_KEYS = new Set([
  'timePrep',
  'timeCook',
  'shortID',
  'authHouseholdID',
  'cookMealPlanCount',
  'cookMealPlanLast',
  'labelsValuesIDs',
])
const BODY_KEYS = ['ingredients', 'directions']

/**
 * Whether a recipe's top-level keys are Homechart's: none of JSON-LD's, and either a complete object with
 * a name, its ingredients or directions as text and one key only Homechart writes, or (a base64 picture
 * filled the sample first) two of those keys before the cut.
 */
function isDomesticaKeySet(keys: ReadonlyMap<string, JsonKind>, complete: boolean): boolean {
  if ([...keys.keys()].some((key) => key.startsWith('@'))) return false
  const distinctive = [...keys.keys()].filter((key) => DISTINCTIVE_KEYS.has(key)).length
  if (!complete) return distinctive >= 2
  return (
    distinctive >= 1 && keys.get('name') === 'string' && BODY_KEYS.some((key) => keys.get(key) === 'string')
  )
}

export function recognizesDomestica(sample: FileSample): boolean {
  if (sample.members !== null) return false
  const head = firstObjectHead(sample.text)
  return head !== null && isDomesticaKeySet(head.keys, head.complete)
}

const isDomesticaRecipe = (value: unknown): value is Json =>
  isJson(value) && isDomesticaKeySet(keyKinds(value), true)

function readEntry(value: unknown, index: number): ImportItem {
  const title = `Domestica recipe ${index + 1}`
  const hasRecipe = isJson(value) && ['name', ...BODY_KEYS].some((key) => textOf(value[key]) !== '')
  if (!hasRecipe) return { failure: { title, reason: `Entry ${index + 1} of the list is not a recipe.` } }
  return { recipe: toDomesticaRecipe(value, title) }
}

const NOT_DOMESTICA =
  'This is not a Domestica (Homechart) export: expected its JSON list of recipes, with keys such as name, ingredients, directions, timePrep and timeCook.'

export const openDomestica: ImportFormat = async (file) => {
  if (file.length === 0) throw new ImportFileError('The file is empty.')
  const json = readJsonDocument(file, NOT_DOMESTICA)
  const entries: unknown[] = Array.isArray(json) ? json : [json]
  if (!entries.some(isDomesticaRecipe)) throw new ImportFileError(NOT_DOMESTICA)
  return {
    total: entries.length,
    items: async function* () {
      for (const [index, entry] of entries.entries()) yield readEntry(entry, index)
    },
  }
}

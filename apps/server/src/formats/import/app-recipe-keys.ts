/**
 * Telling the recipe JSON of Mealie and Tandoor from schema.org's by its top-level keys. Mealie's recipe
 * shares some schema.org names (recipeIngredient, recipeYield in its camelCase form), so it is told by
 * keys only Mealie writes; Tandoor's by its steps and timings. Neither carries a JSON-LD `@` key. The
 * JSON-LD reader asks the same questions so that such a file is claimed by its own app's reader alone.
 */
import type { JsonKind } from './json-head.ts'

/** Keys of Mealie's recipe (snake_case as it exports, camelCase as its API answers) schema.org has not. */
const MEALIE_ONLY = new Set([
  'slug',
  'org_url',
  'orgURL',
  'date_added',
  'dateAdded',
  'date_updated',
  'dateUpdated',
  'perform_time',
  'performTime',
  'recipe_yield',
  'recipe_category',
  'recipe_ingredient',
  'recipe_instructions',
  'recipe_servings',
  'recipeServings',
  'group_id',
  'groupId',
  'user_id',
  'userId',
  'household_id',
  'householdId',
  'is_ocr_recipe',
  'last_made',
  'lastMade',
  'settings',
  'extras',
  'assets',
])
const MEALIE_CONTENT = ['recipe_ingredient', 'recipeIngredient', 'recipe_instructions', 'recipeInstructions']

/** Keys Tandoor's recipe.json has beside its `steps`. */
const TANDOOR_KEYS = ['working_time', 'waiting_time', 'servings_text', 'keywords', 'internal', 'source_url']

const isLinkedData = (keys: Map<string, JsonKind>) => [...keys.keys()].some((key) => key.startsWith('@'))

/**
 * Mealie's recipe: a name, two keys only Mealie writes, and its ingredients or instructions — or, when
 * the JSON was cut short before them (a long description filled the sample), three Mealie keys.
 */
export function isMealieRecipeKeys(keys: Map<string, JsonKind>, complete: boolean): boolean {
  if (isLinkedData(keys) || keys.get('name') !== 'string') return false
  const own = [...keys.keys()].filter((key) => MEALIE_ONLY.has(key)).length
  if (MEALIE_CONTENT.some((key) => keys.get(key) === 'array')) return own >= 2
  return !complete && own >= 3
}

/** Tandoor's recipe.json: a list of steps beside its timings, servings text or keywords. */
export function isTandoorRecipeKeys(keys: Map<string, JsonKind>): boolean {
  if (isLinkedData(keys) || keys.get('steps') !== 'array') return false
  return TANDOOR_KEYS.some((key) => keys.has(key))
}

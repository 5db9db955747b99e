/**
 * JSON-LD files (data/import/json-ld): schema.org Recipe objects alone, in a list, in `@graph`, under
 * `{recipes: [...]}` or among other nodes of a JSON-LD document — Rosemary's own export included, whose
 * `rosemary` blocks bring every field back exactly. Files with small defects (a trailing comma, a raw
 * line break in a string) are repaired rather than refused.
 */
import { ImportFileError, type ImportFormat, type ImportItem } from '../imported-recipe.ts'
import { findRecipes } from '../schema-org/find-recipes.ts'
import { firstString, type SchemaObject } from '../schema-org/json-values.ts'
import { parseJsonLd } from '../schema-org/parse-json-ld.ts'
import { readSchemaRecipe } from '../schema-org/read-recipe.ts'
import { isMealieRecipeKeys, isTandoorRecipeKeys } from './app-recipe-keys.ts'
import type { FileSample } from './file-sample.ts'
import { jsonObjectHead } from './json-head.ts'
import { decodeText } from './text-encoding.ts'

function readEntry(object: SchemaObject, index: number): ImportItem {
  const title = firstString(object.name).trim() || `Recipe ${index + 1}`
  try {
    const recipe = readSchemaRecipe(object)
    if (!recipe.title.trim()) return { failure: { title, reason: 'The recipe has no name.' } }
    return { recipe }
  } catch (error) {
    return { failure: { title, reason: `The recipe cannot be read: ${String(error)}.` } }
  }
}

export const openJsonLd: ImportFormat = async (file) => {
  const text = decodeText(file)
  if (text.trim() === '') throw new ImportFileError('The file is empty.')
  const values = parseJsonLd(text)
  if (values.length === 0)
    throw new ImportFileError('This is not a JSON file: its content cannot be read as JSON.')
  let recipes = values.flatMap((value) => findRecipes(value))
  if (recipes.length === 0) recipes = values.flatMap((value) => findRecipes(value, { untyped: true }))
  if (recipes.length === 0) throw new ImportFileError('The file holds no schema.org Recipe.')
  return {
    total: recipes.length,
    items: async function* () {
      for (const [index, object] of recipes.entries()) yield readEntry(object, index)
    },
  }
}

/**
 * JSON holding schema.org: a type, or the Recipe properties an untyped recipe still has. Mealie's recipe
 * JSON shares some of those property names and Tandoor's could quote them: those files are their readers'.
 */
export function recognizesJsonLd(sample: FileSample): boolean {
  if (sample.members !== null || !/^[\s\uFEFF]*[[{]/.test(sample.text)) return false
  if (!/"@type"|"recipeIngredient"|"recipeInstructions"/.test(sample.text)) return false
  const head = jsonObjectHead(sample.text)
  return head === null || !(isMealieRecipeKeys(head.keys, head.complete) || isTandoorRecipeKeys(head.keys))
}

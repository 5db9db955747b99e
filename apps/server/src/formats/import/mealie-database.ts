/**
 * The recipes of a Mealie v1+ backup: `database.json` holds every table of Mealie's database as a list of
 * rows. A recipe's parts live in tables of their own (ingredients with their units and foods,
 * instructions, notes, nutrition, settings, categories, tags and tools through link tables, ratings per
 * user), so each recipe is gathered here into the shape Mealie's recipe JSON has, for one mapper to read.
 * Ids are compared without dashes and case: SQLite stores them as bare hex, Postgres with dashes.
 */
import { isJson, numberOf, textOf, type Json } from './app-json.ts'

/** Tables a Mealie backup has, whatever its version; a database.json is recognised by them. */
export const MEALIE_TABLES = ['alembic_version', 'groups', 'recipes', 'users', 'recipes_ingredients']

export const normalizeId = (value: unknown): string => textOf(value).replace(/-/g, '').toLowerCase()

function rowsOf(tables: Json, ...names: string[]): Json[] {
  for (const name of names) {
    const rows = tables[name]
    if (Array.isArray(rows)) return rows.filter(isJson)
  }
  return []
}

/** Rows by the id they point at (`key`), each group in its `position` order when it has one. */
function groupBy(rows: Json[], key: string): Map<string, Json[]> {
  const groups = new Map<string, Json[]>()
  for (const row of rows) {
    const id = normalizeId(row[key])
    const group = groups.get(id)
    if (group) group.push(row)
    else groups.set(id, [row])
  }
  const position = (row: Json) => numberOf(row.position)
  for (const group of groups.values()) {
    if (group.every((row) => Number.isFinite(position(row)))) group.sort((a, b) => position(a) - position(b))
  }
  return groups
}

const byId = (rows: Json[]): Map<string, Json> => new Map(rows.map((row) => [normalizeId(row.id), row]))

/** The rows of `table` that a link table ties to each recipe ("recipes_to_tags" → tags). */
function linked(tables: Json, link: string, table: string, key: string): Map<string, Json[]> {
  const rows = byId(rowsOf(tables, table))
  const result = new Map<string, Json[]>()
  for (const [recipeId, links] of groupBy(rowsOf(tables, link), 'recipe_id')) {
    result.set(
      recipeId,
      links.flatMap((row): Json[] => {
        const found = rows.get(normalizeId(row[key]))
        return found ? [found] : []
      }),
    )
  }
  return result
}

/** The mean of the users' ratings, for backups whose recipes row has none. */
function meanRating(rows: Json[] | undefined): number | null {
  const ratings = (rows ?? []).map((row) => numberOf(row.rating)).filter((rating) => rating > 0)
  return ratings.length > 0 ? ratings.reduce((a, b) => a + b, 0) / ratings.length : null
}

/** Each recipe of the backup in the shape of Mealie's exported recipe JSON, with its id. */
export function backupRecipes(tables: Json): Json[] {
  const units = byId(rowsOf(tables, 'ingredient_units'))
  const foods = byId(rowsOf(tables, 'ingredient_foods'))
  const ingredients = groupBy(rowsOf(tables, 'recipes_ingredients', 'recipe_ingredients'), 'recipe_id')
  const instructions = groupBy(rowsOf(tables, 'recipe_instructions', 'recipes_instructions'), 'recipe_id')
  const notes = groupBy(rowsOf(tables, 'notes', 'recipe_notes'), 'recipe_id')
  const nutrition = groupBy(rowsOf(tables, 'recipe_nutrition'), 'recipe_id')
  const settings = groupBy(rowsOf(tables, 'recipe_settings'), 'recipe_id')
  const ratings = groupBy(rowsOf(tables, 'users_to_recipes'), 'recipe_id')
  const categories = linked(tables, 'recipes_to_categories', 'categories', 'category_id')
  const tags = linked(tables, 'recipes_to_tags', 'tags', 'tag_id')
  const tools = linked(tables, 'recipes_to_tools', 'tools', 'tool_id')
  return rowsOf(tables, 'recipes').map((row) => {
    const id = normalizeId(row.id)
    return {
      ...row,
      rating: numberOf(row.rating) > 0 ? row.rating : meanRating(ratings.get(id)),
      recipe_ingredient: (ingredients.get(id) ?? []).map((ingredient) => ({
        ...ingredient,
        unit: units.get(normalizeId(ingredient.unit_id)) ?? null,
        food: foods.get(normalizeId(ingredient.food_id)) ?? null,
      })),
      recipe_instructions: instructions.get(id) ?? [],
      notes: notes.get(id) ?? [],
      nutrition: nutrition.get(id)?.[0] ?? null,
      settings: settings.get(id)?.[0] ?? null,
      recipe_category: categories.get(id) ?? [],
      tags: tags.get(id) ?? [],
      tools: tools.get(id) ?? [],
    }
  })
}

/** Whether parsed JSON is a Mealie database dump: an object of tables (lists) with a recipes table. */
export function isMealieDatabase(value: unknown): value is Json {
  return isJson(value) && Array.isArray(value.recipes)
}

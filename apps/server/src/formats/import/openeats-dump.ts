/**
 * An OpenEats database dump (Django's `manage.py dumpdata recipe ingredient rating recipe_groups`): a JSON
 * list of rows, each `{model, pk, fields}`, the recipes in one model and what belongs to them in others that
 * point at them by primary key. Gathered here into what each recipe needs, keyed by those keys; rows of
 * other models (news, lists, menus, users) are passed over.
 */
import { isJson, listOf, textOf, type Json } from './app-json.ts'

export interface DumpRow {
  /** The row's primary key, as text ("12"). */
  key: string
  fields: Json
}

export interface OpenEatsDump {
  recipes: DumpRow[]
  /** Recipes' titles by key, for the sub-recipes one recipe names. */
  recipeTitles: Map<string, string>
  /** Ingredient groups, ingredients, sub-recipe links and ratings, by the key of what they belong to. */
  groupsByRecipe: Map<string, DumpRow[]>
  ingredientsByGroup: Map<string, DumpRow[]>
  subrecipesByRecipe: Map<string, DumpRow[]>
  ratingsByRecipe: Map<string, DumpRow[]>
  /** Titles of cuisines, courses and tags, by model ("recipe_groups.tag") and key. */
  titles: Map<string, string>
}

export const RECIPE_MODEL = 'recipe.recipe'
/** The models of OpenEats' recipe apps, as dumpdata names them (the test fixtures capitalise some). */
export const OPENEATS_MODELS = [
  RECIPE_MODEL,
  'recipe.subrecipe',
  'ingredient.ingredientgroup',
  'ingredient.ingredient',
  'recipe_groups.cuisine',
  'recipe_groups.course',
  'recipe_groups.tag',
  'rating.rating',
]

/** A key as text: dumpdata writes numbers, a hand-edited file may write strings. */
export const keyOf = (value: unknown): string => textOf(value)

function rowsOf(json: unknown[]): { model: string; row: DumpRow }[] {
  return json.flatMap((item) => {
    if (!isJson(item) || !isJson(item.fields)) return []
    return [{ model: textOf(item.model).toLowerCase(), row: { key: keyOf(item.pk), fields: item.fields } }]
  })
}

/** Rows in the order of their keys (Django's default ordering by id), the file's order breaking ties. */
function byKey(rows: DumpRow[]): DumpRow[] {
  const number = (row: DumpRow) => (/^\d+$/.test(row.key) ? Number(row.key) : Number.POSITIVE_INFINITY)
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => number(a.row) - number(b.row) || a.index - b.index)
    .map(({ row }) => row)
}

function groupBy(rows: DumpRow[], field: string): Map<string, DumpRow[]> {
  const groups = new Map<string, DumpRow[]>()
  for (const row of byKey(rows)) {
    const owner = keyOf(row.fields[field])
    const group = groups.get(owner)
    if (group) group.push(row)
    else groups.set(owner, [row])
  }
  return groups
}

/** Whether the list holds dumpdata rows of OpenEats' models. */
export function hasOpenEatsRows(json: unknown[]): boolean {
  return rowsOf(json).some(({ model }) => OPENEATS_MODELS.includes(model))
}

export function readOpenEatsDump(json: unknown[]): OpenEatsDump {
  const rows = rowsOf(json)
  const of = (model: string) => rows.filter((row) => row.model === model).map(({ row }) => row)
  const titles = new Map<string, string>()
  for (const { model, row } of rows) {
    if (model.startsWith('recipe_groups.')) titles.set(`${model}:${row.key}`, textOf(row.fields.title))
  }
  const recipes = of(RECIPE_MODEL)
  return {
    recipes,
    recipeTitles: new Map(recipes.map((row) => [row.key, textOf(row.fields.title)])),
    groupsByRecipe: groupBy(of('ingredient.ingredientgroup'), 'recipe'),
    ingredientsByGroup: groupBy(of('ingredient.ingredient'), 'ingredient_group'),
    subrecipesByRecipe: groupBy(of('recipe.subrecipe'), 'parent_recipe'),
    ratingsByRecipe: groupBy(of('rating.rating'), 'recipe'),
    titles,
  }
}

/**
 * The title of a cuisine, course or tag a recipe names by key; a name written in its place (a hand-made
 * file) as it is; "" for a key the dump does not hold, which means nothing without its row.
 */
export function groupTitle(dump: OpenEatsDump, model: string, key: unknown): string {
  const title = dump.titles.get(`recipe_groups.${model}:${keyOf(key)}`)
  if (title !== undefined) return title
  return typeof key === 'string' && !/^\d+$/.test(key.trim()) ? key : ''
}

/** A recipe's tags, from the keys in its `tags` list. */
export function tagTitles(dump: OpenEatsDump, recipe: Json): string[] {
  return listOf(recipe.tags).map((tag) => groupTitle(dump, 'tag', tag))
}

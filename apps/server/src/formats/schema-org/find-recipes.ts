/**
 * Finds the schema.org Recipe objects anywhere in parsed JSON-LD: alone, in lists, in `@graph`, under a
 * page's `mainEntity`, or under `{recipes: [...]}`. Graphs link nodes by `@id` (a Recipe's `author` or
 * `image` is often just `{"@id": "#person"}`), so each Recipe comes back with those links replaced by the
 * nodes they name.
 */
import { hasType, isSchemaObject, type SchemaObject } from './json-values.ts'

/** Deep enough for every real shape; a bound keeps hostile input from exhausting the stack. */
const MAX_DEPTH = 40

function visit(value: unknown, depth: number, found: (object: SchemaObject) => boolean): void {
  if (depth > MAX_DEPTH) return
  if (Array.isArray(value)) {
    for (const item of value) visit(item, depth + 1, found)
    return
  }
  if (!isSchemaObject(value) || found(value)) return
  for (const child of Object.values(value)) {
    if (typeof child === 'object' && child !== null) visit(child, depth + 1, found)
  }
}

/** Every node that carries content under an `@id`, so references to it can be followed. */
function indexNodes(document: unknown): Map<string, SchemaObject> {
  const nodes = new Map<string, SchemaObject>()
  visit(document, 0, (object) => {
    const id = object['@id']
    if (typeof id === 'string' && Object.keys(object).length > 1 && !nodes.has(id)) nodes.set(id, object)
    return false
  })
  return nodes
}

const isReference = (value: unknown): value is { '@id': string } =>
  isSchemaObject(value) && typeof value['@id'] === 'string' && Object.keys(value).length === 1

/** The value with `{"@id"}` references replaced by their nodes, two levels down (author → its name). */
function dereference(value: unknown, nodes: Map<string, SchemaObject>, depth: number): unknown {
  if (isReference(value)) return nodes.get(value['@id']) ?? value
  if (depth === 0) return value
  if (Array.isArray(value)) return value.map((item) => dereference(item, nodes, depth - 1))
  if (!isSchemaObject(value)) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, dereference(child, nodes, depth - 1)]),
  )
}

/** Recipes exported without `@type` (some apps' `{recipes: [...]}` files) still read like one. */
const looksLikeRecipe = (object: SchemaObject) =>
  typeof object.name === 'string' &&
  object['@type'] === undefined &&
  ['recipeIngredient', 'recipeInstructions'].some((key) => key in object)

/**
 * The Recipe objects in a JSON-LD document (one parsed value), in document order. Objects without a
 * type count only when `untyped` is set and they carry a recipe's own properties.
 */
export function findRecipes(document: unknown, options: { untyped?: boolean } = {}): SchemaObject[] {
  const recipes: SchemaObject[] = []
  visit(document, 0, (object) => {
    if (!hasType(object, 'recipe') && !(options.untyped === true && looksLikeRecipe(object))) return false
    recipes.push(object)
    return true
  })
  if (recipes.length === 0) return recipes
  const nodes = indexNodes(document)
  if (nodes.size === 0) return recipes
  return recipes.map((recipe) => dereference(recipe, nodes, 3) as SchemaObject)
}

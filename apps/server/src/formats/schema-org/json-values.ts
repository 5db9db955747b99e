/**
 * Reading schema.org values as publishers really write them: a property may be a string, a number, an
 * object or a list of any of those, and `@type` may be a list, carry a prefix or differ in case.
 */

export type SchemaObject = Record<string, unknown>

export const isSchemaObject = (value: unknown): value is SchemaObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A property as a list, whatever its shape; absent and null give an empty list. */
export function valuesOf(value: unknown): unknown[] {
  if (value === undefined || value === null) return []
  return Array.isArray(value) ? value : [value]
}

/** The types of an object, lowercase and without a vocabulary prefix ("schema:Recipe", ".../Recipe" → "recipe"). */
export function typesOf(object: SchemaObject): string[] {
  return valuesOf(object['@type'] ?? object.type)
    .filter((type): type is string => typeof type === 'string')
    .map((type) =>
      type
        .replace(/^.*[/:#]/, '')
        .trim()
        .toLowerCase(),
    )
}

export const hasType = (object: SchemaObject, type: string): boolean => typesOf(object).includes(type)

/** A property whose name publishers write in another case now and then ("RecipeIngredient"). */
export function propertyOf(object: SchemaObject, name: string): unknown {
  if (name in object) return object[name]
  const lower = name.toLowerCase()
  const key = Object.keys(object).find((candidate) => candidate.toLowerCase() === lower)
  return key === undefined ? undefined : object[key]
}

/** Lists inside lists this deep are left unread: deep enough for every real shape, never the whole stack. */
const MAX_LIST_DEPTH = 12

function addStrings(value: unknown, keys: readonly string[], depth: number, strings: string[]): void {
  if (depth > MAX_LIST_DEPTH) return
  for (const item of valuesOf(value)) {
    if (typeof item === 'string') strings.push(item)
    else if (typeof item === 'number' && Number.isFinite(item)) strings.push(String(item))
    else if (isSchemaObject(item)) {
      const found = keys
        .map((key) => item[key])
        .find((field) => (typeof field === 'string' && field !== '') || typeof field === 'number')
      if (found !== undefined) addStrings(found, ['name'], depth + 1, strings)
    } else if (Array.isArray(item)) addStrings(item, keys, depth + 1, strings)
  }
}

/** The strings in a value: strings and numbers as they are, objects by the given keys, lists flattened. */
export function stringsOf(value: unknown, keys: readonly string[] = ['name']): string[] {
  const strings: string[] = []
  addStrings(value, keys, 0, strings)
  return strings
}

/** The first non-blank string in a value, or ''. */
export function firstString(value: unknown, keys?: readonly string[]): string {
  return stringsOf(value, keys).find((text) => text.trim() !== '') ?? ''
}

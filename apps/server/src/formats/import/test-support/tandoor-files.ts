/** Tandoor files built in code for tests: recipe.json as its export writes it, and the zips around it. */
import { strToU8, zipSync } from 'fflate'

export type Json = Record<string, unknown>

export function tandoorIngredient(fields: Json = {}): Json {
  return {
    food: { name: 'flour', plural_name: null, ignore_shopping: false, supermarket_category: null },
    unit: { name: 'cup', plural_name: 'cups', description: null },
    amount: 2,
    note: '',
    order: 0,
    is_header: false,
    no_amount: false,
    always_use_plural_unit: false,
    always_use_plural_food: false,
    ...fields,
  }
}

export function tandoorStep(fields: Json = {}): Json {
  return {
    name: '',
    instruction: 'Mix everything.',
    ingredients: [tandoorIngredient()],
    time: 0,
    order: 0,
    show_as_header: false,
    show_ingredients_table: true,
    ...fields,
  }
}

/** A recipe.json with every key Tandoor exports; `fields` replace or add keys. */
export function tandoorJson(fields: Json = {}): Json {
  return {
    name: 'Pancakes',
    description: 'Fluffy.',
    keywords: [{ name: 'Breakfast', description: '', created_at: '2024-01-01T10:00:00+01:00' }],
    steps: [tandoorStep()],
    working_time: 10,
    waiting_time: 20,
    internal: true,
    nutrition: null,
    servings: 4,
    servings_text: '',
    source_url: 'https://example.com/pancakes',
    ...fields,
  }
}

/** One recipe's export: recipe.json then image.<type>, stored, as Tandoor writes it. */
export function tandoorRecipeZip(recipe: Json, image?: { type: string; data: Uint8Array }): Uint8Array {
  const entries: Record<string, Uint8Array> = { 'recipe.json': strToU8(JSON.stringify(recipe)) }
  if (image) entries[`image.${image.type}`] = image.data
  return zipSync(entries, { level: 0 })
}

/** The export of many recipes: a zip of `<id>.zip` recipe zips. */
export function tandoorExport(recipes: Uint8Array[]): Uint8Array {
  return zipSync(Object.fromEntries(recipes.map((zip, index) => [`${index + 1}.zip`, zip])), { level: 0 })
}

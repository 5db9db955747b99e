/** Mealie files built in code for tests: recipe JSON as its exports write it, export zips and v1 backups. */
import { strToU8, zipSync } from 'fflate'

export type Json = Record<string, unknown>

/** A recipe with the keys Mealie v1 exports (snake_case); `fields` replace or add keys. */
export function mealieJson(fields: Json = {}): Json {
  return {
    id: '3ef4f123-63d7-42e5-9b71-33315e17401c',
    user_id: '559d5aca-dfa7-44fa-913c-04a4edb42845',
    group_id: '42c4431a-30cb-4c91-bd5c-09555f1aff35',
    name: 'Lentil Soup',
    slug: 'lentil-soup',
    image: 'XyZ1',
    recipe_yield: '4 servings',
    total_time: '45 Minutes',
    prep_time: '15 Minutes',
    cook_time: null,
    perform_time: '30 Minutes',
    description: 'A warming soup.',
    recipe_category: [{ id: 'c1', name: 'Soup', slug: 'soup' }],
    tags: [{ id: 't1', name: 'Vegan', slug: 'vegan' }],
    tools: [],
    rating: null,
    org_url: 'https://example.com/lentil-soup',
    date_added: '2024-03-02',
    date_updated: '2024-03-02T10:00:00',
    created_at: '2024-03-02T09:30:00',
    recipe_ingredient: [
      { title: null, note: '1 cup red lentils', unit: null, food: null, disable_amount: true, quantity: 1 },
      { title: null, note: '1 onion', unit: null, food: null, disable_amount: true, quantity: 1 },
    ],
    recipe_instructions: [
      { id: 's1', title: '', summary: '', text: 'Fry the onion.', ingredient_references: [] },
      { id: 's2', title: '', summary: '', text: 'Add the lentils and simmer.', ingredient_references: [] },
    ],
    nutrition: { calories: null, fat_content: null },
    settings: { public: true, show_nutrition: false, disable_amount: true, locked: false },
    assets: [],
    notes: [],
    extras: {},
    comments: [],
    ...fields,
  }
}

const camel = (key: string) => key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())

/** The same recipe as Mealie's API answers it: camelCase keys, `orgURL`. */
export function mealieApiJson(recipe: Json): Json {
  return Object.fromEntries(
    Object.entries(recipe).map(([key, value]) => [key === 'org_url' ? 'orgURL' : camel(key), value]),
  )
}

/** A recipe export (and a pre-v1 backup): recipes/<slug>/<slug>.json with images/ beside it. */
export function mealieExport(
  recipes: Json[],
  pictures: Record<string, Uint8Array> = {},
  extra: Record<string, Uint8Array> = {},
): Uint8Array {
  const entries: Record<string, Uint8Array> = { ...extra }
  recipes.forEach((recipe, index) => {
    const slug = typeof recipe.slug === 'string' && recipe.slug !== '' ? recipe.slug : `recipe-${index}`
    entries[`recipes/${slug}/${slug}.json`] = strToU8(JSON.stringify(recipe))
    const picture = pictures[slug]
    if (picture) {
      entries[`recipes/${slug}/images/original.webp`] = picture
      entries[`recipes/${slug}/images/tiny-original.webp`] = picture.subarray(0, 2)
    }
  })
  return zipSync(entries)
}

/** A v1+ backup: database.json with every table, and each recipe's folder under data/recipes/<id>/. */
export function mealieBackup(
  tables: Json,
  pictures: Record<string, Uint8Array> = {},
  folder = '',
): Uint8Array {
  const prefix = folder === '' ? '' : `${folder}/`
  const entries: Record<string, Uint8Array> = {
    [`${prefix}database.json`]: strToU8(
      JSON.stringify({ alembic_version: [{ version_num: '3897397b4631' }], groups: [], ...tables }),
    ),
  }
  for (const [id, picture] of Object.entries(pictures)) {
    entries[`${prefix}data/recipes/${id}/images/original.webp`] = picture
    entries[`${prefix}data/recipes/${id}/images/min-original.webp`] = picture.subarray(0, 3)
  }
  return zipSync(entries)
}

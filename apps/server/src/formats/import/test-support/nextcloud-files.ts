/** Nextcloud Cookbook folders built in code for tests: recipe.json in its normalised form, zipped. */
import { strToU8, zipSync } from 'fflate'

export type Json = Record<string, unknown>

/** A recipe.json as Nextcloud Cookbook stores it; `fields` replace or add keys. */
export function nextcloudJson(fields: Json = {}): Json {
  return {
    '@context': 'http://schema.org',
    '@type': 'Recipe',
    id: '4485',
    name: 'Shepherd’s Pie',
    description: 'Beef and vegetables under mashed potatoes.',
    url: 'https://example.com/shepherds-pie',
    image: 'https://example.com/pie.jpg',
    prepTime: 'PT0H15M',
    cookTime: 'PT1H10M',
    totalTime: 'PT1H25M',
    recipeCategory: 'Main Course',
    keywords: 'beef,pie',
    recipeYield: 6,
    tool: [],
    recipeIngredient: ['1 lb ground beef', '2 lb potatoes'],
    recipeInstructions: ['Boil the potatoes.', 'Brown the beef.'],
    nutrition: [],
    dateCreated: '2024-02-01T10:00:00+0000',
    dateModified: '2024-02-02T10:00:00+0000',
    ...fields,
  }
}

/** Recipe folders (name → recipe.json and pictures) under a top folder, as Nextcloud Files zips them. */
export function nextcloudFolders(
  folders: Record<string, { recipe: Json | string; full?: Uint8Array }>,
  top = 'Recipes',
): Uint8Array {
  const entries: Record<string, Uint8Array> = {}
  for (const [name, { recipe, full }] of Object.entries(folders)) {
    const path = `${top}/${name}`
    entries[`${path}/recipe.json`] = strToU8(typeof recipe === 'string' ? recipe : JSON.stringify(recipe))
    if (full) {
      entries[`${path}/full.jpg`] = full
      entries[`${path}/thumb.jpg`] = full.subarray(0, 4)
      entries[`${path}/thumb16.jpg`] = full.subarray(0, 2)
    }
  }
  return zipSync(entries)
}

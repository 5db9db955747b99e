/** Mela files built in code for tests: a .melarecipe is one JSON object, a .melarecipes a zip of them. */
import { strToU8, zipSync } from 'fflate'

export type MelaJson = Record<string, unknown>

/** A recipe with every key Mela writes, as its exports have them; `fields` replace or add keys. */
export function melaJson(fields: MelaJson = {}): MelaJson {
  return {
    id: '3F2A9C1E-7B44-4F0C-9D7E-1A2B3C4D5E6F',
    title: 'Shakshuka',
    text: 'Eggs poached in a spiced tomato sauce.',
    images: [],
    categories: ['Breakfast'],
    yield: '2 servings',
    prepTime: '10 min',
    cookTime: '20 min',
    totalTime: '30 min',
    ingredients: '4 eggs\n1 can tomatoes',
    instructions: 'Simmer the sauce.\nCrack in the eggs.',
    notes: '',
    nutrition: '',
    link: 'https://example.com/shakshuka',
    favorite: false,
    wantToCook: false,
    date: 700_000_000,
    ...fields,
  }
}

export const melaFile = (recipe: MelaJson): Uint8Array => strToU8(JSON.stringify(recipe))

/** A .melarecipes zip; each entry is named after its recipe, as Mela names them. */
export function melaExport(recipes: MelaJson[], extra: Record<string, Uint8Array> = {}): Uint8Array {
  const entries: Record<string, Uint8Array> = { ...extra }
  recipes.forEach((recipe, index) => {
    const title = typeof recipe.title === 'string' && recipe.title !== '' ? recipe.title : `Recipe ${index}`
    entries[`${title.replace(/\//g, '-')}.melarecipe`] = melaFile(recipe)
  })
  return zipSync(entries)
}

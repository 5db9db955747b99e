/** Crouton files built in code for tests: a .crumb is one JSON recipe; a shared folder, zipped, holds many. */
import { strToU8, zipSync } from 'fflate'

export type CrumbJson = Record<string, unknown>

/** A recipe with the keys Crouton writes, in the shapes its exports have; `fields` replace or add keys. */
export function crumbJson(fields: CrumbJson = {}): CrumbJson {
  return {
    uuid: '5D1C2B3A-0F9E-4D8C-B7A6-112233445566',
    name: 'Lentil soup',
    serves: 4,
    duration: 15,
    cookingDuration: 40,
    defaultScale: 1,
    isPublicRecipe: false,
    folderIDs: [],
    webLink: 'https://example.com/lentil-soup',
    sourceName: 'Example Kitchen',
    tags: [],
    images: [],
    ingredients: [
      {
        uuid: 'i1',
        order: 0,
        ingredient: { uuid: 'f1', name: 'red lentils' },
        quantity: { amount: 1, quantityType: 'CUP' },
      },
      { uuid: 'i2', order: 1, ingredient: { uuid: 'f2', name: 'salt' } },
    ],
    steps: [
      { uuid: 's1', order: 0, isSection: false, step: 'Rinse the lentils.' },
      { uuid: 's2', order: 1, isSection: false, step: 'Simmer 40 minutes.' },
    ],
    ...fields,
  }
}

export const crumbFile = (recipe: CrumbJson): Uint8Array => strToU8(JSON.stringify(recipe))

/** A zipped folder of .crumb files, each named after its recipe as Crouton names them. */
export function croutonFolder(recipes: CrumbJson[], extra: Record<string, Uint8Array> = {}): Uint8Array {
  const entries: Record<string, Uint8Array> = { ...extra }
  recipes.forEach((recipe, index) => {
    const name = typeof recipe.name === 'string' && recipe.name !== '' ? recipe.name : `Recipe ${index}`
    entries[`Crouton Recipes/${name.replace(/\//g, '-')}.crumb`] = crumbFile(recipe)
  })
  return zipSync(entries)
}

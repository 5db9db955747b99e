/** Paprika files built in code for tests: a recipe is gzipped JSON, an export is a zip of them. */
import { gzipSync, strToU8, zipSync } from 'fflate'

export type PaprikaJson = Record<string, unknown>

export function paprikaRecipeFile(recipe: PaprikaJson): Uint8Array {
  return gzipSync(strToU8(JSON.stringify(recipe)))
}

/** A .paprikarecipes zip; each entry is named after its recipe, as Paprika names them. */
export function paprikaExport(recipes: PaprikaJson[], extra: Record<string, Uint8Array> = {}): Uint8Array {
  const entries: Record<string, Uint8Array> = { ...extra }
  recipes.forEach((recipe, index) => {
    const name = typeof recipe.name === 'string' && recipe.name !== '' ? recipe.name : `Untitled ${index}`
    entries[`${name.replace(/\//g, '-')}.paprikarecipe`] = paprikaRecipeFile(recipe)
  })
  return zipSync(entries)
}

/** Bytes that start like a JPEG; the importers pass pictures through without decoding them. */
export function fakeJpeg(seed: number): Uint8Array {
  return new Uint8Array([0xff, 0xd8, 0xff, 0xe0, seed & 0xff, (seed >> 8) & 0xff, 0xff, 0xd9])
}

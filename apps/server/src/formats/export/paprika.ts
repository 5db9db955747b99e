/**
 * The Paprika export: a .paprikarecipes zip, the format Paprika writes and most recipe apps read. Each
 * entry `<title>.paprikarecipe` is a gzip of one recipe's JSON (paprika-recipe.ts). Entries are stored in
 * the zip as they are, already compressed, as Paprika stores them; the gzip itself compresses lightly when
 * the recipe holds pictures, which are JPEGs already. The zip is written one recipe at a time, so a library
 * of any size streams through memory that holds a single recipe and its pictures (and the zip's directory,
 * about 100 bytes a recipe).
 */
import { gzipSync, strToU8 } from 'fflate'
import type { ExportedRecipe } from '../exported-recipe.ts'
import { PaprikaEntryNames } from './paprika-entry-names.ts'
import { toPaprikaRecipe } from './paprika-recipe.ts'
import { StoredZipWriter } from './stored-zip.ts'

/** The gzip of one entry. */
export async function paprikaEntry(recipe: ExportedRecipe): Promise<Uint8Array> {
  const json = await toPaprikaRecipe(recipe)
  const level = json.photo_data === null ? 6 : 1
  return gzipSync(strToU8(JSON.stringify(json)), { level, mtime: recipe.updatedAt })
}

/**
 * Writes the zip as byte chunks, two per recipe. Pass the recipes as an async iterable read from the
 * database page by page; wrap the result in `Readable.from(…)` to send it. A picture that fails to load
 * fails the stream.
 */
export async function* writePaprika(recipes: AsyncIterable<ExportedRecipe>): AsyncGenerator<Uint8Array> {
  const zip = new StoredZipWriter()
  const names = new PaprikaEntryNames()
  for await (const recipe of recipes) {
    yield* zip.add(names.claim(recipe.title), await paprikaEntry(recipe), recipe.updatedAt)
  }
  yield* zip.finish()
}

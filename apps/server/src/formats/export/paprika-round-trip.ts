/** Helpers for the Paprika export's tests: the export as one file, and what the Paprika import reads from it. */
import type { ExportedRecipe } from '../exported-recipe.ts'
import type { ImportedRecipe } from '../imported-recipe.ts'
import { openPaprika } from '../import/paprika.ts'
import { writePaprika } from './paprika.ts'

/** The whole export as one file, as a browser would save it. */
export async function exportPaprika(recipes: ExportedRecipe[]): Promise<Uint8Array> {
  const chunks: Uint8Array[] = []
  for await (const chunk of writePaprika(
    (async function* () {
      yield* recipes
    })(),
  ))
    chunks.push(chunk)
  return new Uint8Array(Buffer.concat(chunks))
}

/** What Rosemary's Paprika import reads back from the file. */
export async function importPaprika(file: Uint8Array): Promise<ImportedRecipe[]> {
  const read: ImportedRecipe[] = []
  for await (const item of (await openPaprika(file)).items()) {
    if (!('recipe' in item)) throw new Error(`an entry did not import: ${item.failure.reason}`)
    read.push(item.recipe)
  }
  return read
}

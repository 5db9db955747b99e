/**
 * The JSON-LD export: `{"@context":"https://schema.org","@graph":[Recipe, …]}`, written one recipe at a
 * time so a library of any size streams through memory that holds a single recipe and its pictures.
 */
import type { ExportedRecipe } from '../exported-recipe.ts'
import { toSchemaRecipe } from './json-ld-recipe.ts'

/**
 * Writes the export as UTF-8 text chunks (one per recipe, plus the opening and closing). Pass the
 * recipes as an async iterable read from the database page by page; wrap the result in
 * `Readable.from(…)` to send it. A picture that fails to load fails the stream.
 */
export async function* writeJsonLd(recipes: AsyncIterable<ExportedRecipe>): AsyncGenerator<string> {
  yield '{"@context":"https://schema.org","@graph":['
  let separator = '\n'
  for await (const recipe of recipes) {
    yield separator + JSON.stringify(await toSchemaRecipe(recipe))
    separator = ',\n'
  }
  yield '\n]}\n'
}

/**
 * Web addresses as import entries (POST /data/import/urls, or a text file of them among import files):
 * each page clipped by the clipper (its SSRF rules, time and size limits, reading in a worker), at most two
 * at once, the results given on in the list's order: a recipe, or a failure titled with the address and
 * the clipper's words for why (unreachable, refused private address, too slow, not a recipe page…).
 * Readers only yield the addresses, so they stay pure; the fetching happens here, in the job.
 */
import { AppError } from '../../errors.ts'
import type { ImportedRecipe, ImportItem, OpenedImport, ReadItem } from '../../formats/imported-recipe.ts'

/** The recipe of the page at the address, or an AppError saying why not (ClipService.recipeAt). */
export type ClipRecipe = (address: string) => Promise<ImportedRecipe>

/** Pages fetched at once: enough to hide a slow site, few enough not to weigh on anyone's site or server. */
export const CLIPS_AT_ONCE = 2

/** An address clipped into an entry; never rejects. */
async function clipped(
  { address, file }: { address: string; file?: string | undefined },
  clip: ClipRecipe,
): Promise<ImportItem> {
  const named = file === undefined ? {} : { file }
  try {
    return { recipe: await clip(address), ...named }
  } catch (error) {
    // Anything else is the server's fault: no internals in the summary.
    const reason = error instanceof AppError ? error.message : 'The page could not be clipped.'
    return { failure: { title: address, reason, ...named } }
  }
}

/** The import's entries with every address clipped; entries of other kinds pass through as they come. */
export function clipAddresses(
  opened: OpenedImport<ReadItem>,
  clip: ClipRecipe,
  atOnce = CLIPS_AT_ONCE,
): OpenedImport {
  return {
    total: opened.total,
    items: async function* () {
      const clipping: Promise<ImportItem>[] = []
      for await (const item of opened.items()) {
        if ('address' in item) {
          clipping.push(clipped(item, clip))
          const next = clipping.length >= atOnce ? clipping.shift() : undefined
          if (next) yield await next
          continue
        }
        for (const entry of clipping.splice(0)) yield await entry
        yield item
      }
      for (const entry of clipping.splice(0)) yield await entry
    },
  }
}

/** A list of addresses as an import whose entries are the addresses (clipAddresses turns them into recipes). */
export function importOfAddresses(addresses: readonly string[]): OpenedImport<ReadItem> {
  return {
    total: addresses.length,
    items: async function* () {
      for (const address of addresses) yield { address }
    },
  }
}

/**
 * The parsing that runs in the pool's workers (see parsing.ts): a clipped page, an import file opened
 * and read through, its entries one by one, and XML replies. Every reader loads when the worker starts,
 * before it says it is ready, so loading never counts against a task's time limit.
 */
import type { ImportFormatName } from '@rosemary/shared/contract'
import { extractRecipe } from '../formats/html/extract-recipe.ts'
import { openCookmate } from '../formats/import/cookmate.ts'
import { openFdx } from '../formats/import/fdx.ts'
import { openJsonLd } from '../formats/import/json-ld.ts'
import { openLivingCookbook } from '../formats/import/living-cookbook.ts'
import { openPaprika } from '../formats/import/paprika.ts'
import { parseXml } from '../formats/import/xml.ts'
import type { ImportFormat, ImportItem, ImportLimits } from '../formats/imported-recipe.ts'
import { movableBuffer, moved, type Moved, type Task } from './worker-protocol.ts'

const READERS: Record<ImportFormatName, ImportFormat> = {
  paprika: openPaprika,
  jsonLd: openJsonLd,
  cookmate: openCookmate,
  fdx: openFdx,
  livingCookbook: openLivingCookbook,
}

export interface ImportInput {
  format: ImportFormatName
  file: Uint8Array
  /** The reader's defaults unless given (tests give small ones). */
  limits?: ImportLimits
}

/**
 * Each task opens the file afresh, so the job's reading has an unpack budget of its own: sharing the
 * check's, a file that unpacks to more than half the limit passed the check and then failed mid-job.
 */
async function* entriesOf({ format, file, limits }: ImportInput): AsyncGenerator<ImportItem> {
  const opened = await READERS[format](file, limits)
  yield* opened.items()
}

/**
 * An entry with its pictures' bytes moved along. A picture that is a view into a larger buffer (the file
 * itself, or a decoder's pool) would take all of that buffer with it, so it is copied out first.
 */
function movedEntry(item: ImportItem, file: Uint8Array): Moved<ImportItem> {
  if (!('recipe' in item)) return moved(item)
  const transfer = new Set<ArrayBuffer>()
  const images = item.recipe.images.map((image) => {
    if (image.kind !== 'bytes') return image
    const own = movableBuffer(image.data)
    if (own && own !== file.buffer && !transfer.has(own)) {
      transfer.add(own)
      return image
    }
    // new Uint8Array copies (a Buffer's slice() would be a view into the same memory).
    const data = new Uint8Array(image.data)
    transfer.add(data.buffer)
    return { kind: 'bytes' as const, data }
  })
  return moved({ recipe: { ...item.recipe, images } }, [...transfer])
}

export const PARSE_TASKS = {
  clip: async ({ html, url }: { html: string; url: string }) => moved(extractRecipe(html, url)),

  /**
   * Reads the whole file once, so a file unreadable anywhere is refused before its job starts: a step
   * per entry (each within the time limit), then the count and the file, given back for the job.
   */
  async *countImport(input: ImportInput) {
    let total = 0
    for await (const _entry of entriesOf(input)) {
      total++
      yield moved(null)
    }
    const buffer = movableBuffer(input.file)
    return moved({ total, file: input.file }, buffer ? [buffer] : [])
  },

  async *readImport(input: ImportInput): AsyncGenerator<Moved<ImportItem>, undefined> {
    for await (const entry of entriesOf(input)) yield movedEntry(entry, input.file)
    return undefined
  },

  readXml: async ({ bytes }: { bytes: Uint8Array }) => moved(parseXml(bytes)),
} satisfies Record<string, Task>

export type ParseTaskName = keyof typeof PARSE_TASKS

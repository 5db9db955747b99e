/**
 * The parsing that runs in the pool's workers (see parsing.ts): a clipped page or text, an import file opened
 * and read through, its entries one by one, and XML replies. Every reader loads when the worker starts,
 * before it says it is ready, so loading never counts against a task's time limit.
 */
import type { CsvColumnMapping, ImportFileFormat, TCsvColumns } from '@rosemary/shared/contract'
import { extractRecipe } from '../formats/html/extract-recipe.ts'
import { UnpackBudget } from '../formats/import/archive/budget.ts'
import { isZip, ZipArchive } from '../formats/import/archive/zip.ts'
import { sampleOf } from '../formats/import/file-sample.ts'
import { columnsToChoose, openGenericCsv } from '../formats/import/generic-csv.ts'
import { FILE_READERS, recognizeIn } from '../formats/import/readers.ts'
import { parseXml } from '../formats/import/xml.ts'
import { linesOfText, readRecipeText } from '../formats/text/read-recipe-text.ts'
import {
  DEFAULT_IMPORT_LIMITS,
  ImportFileError,
  type ReadItem,
  type ImportLimits,
} from '../formats/imported-recipe.ts'
import { movableBuffer, moved, type Moved, type Task } from './worker-protocol.ts'

export interface ImportInput {
  format: ImportFileFormat
  file: Uint8Array
  /** The reader's defaults unless given (tests give small ones). */
  limits?: ImportLimits
  /** A CSV file's columns as the person chose them (format genericCsv); guessed from the header without. */
  columns?: CsvColumnMapping
}

/**
 * Each task opens the file afresh, so the job's reading has an unpack budget of its own: sharing the
 * check's, a file that unpacks to more than half the limit passed the check and then failed mid-job.
 */
async function* entriesOf({ format, file, limits, columns }: ImportInput): AsyncGenerator<ReadItem> {
  const opened =
    format === 'genericCsv' && columns
      ? await openGenericCsv(file, limits, columns)
      : await FILE_READERS[format].open(file, limits)
  yield* opened.items()
}

/**
 * An entry with its pictures' bytes moved along. A picture that is a view into a larger buffer (the file
 * itself, or a decoder's pool) would take all of that buffer with it, so it is copied out first.
 */
function movedEntry(item: ReadItem, file: Uint8Array): Moved<ReadItem> {
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

  clipText: async ({ text }: { text: string }) => moved(readRecipeText(linesOfText(text))),

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

  async *readImport(input: ImportInput): AsyncGenerator<Moved<ReadItem>, undefined> {
    for await (const entry of entriesOf(input)) yield movedEntry(entry, input.file)
    return undefined
  },

  /**
   * A file's format from its content, and how many recipes it holds as far as opening it tells (an
   * archive's entries, a text file's recipes), or why it cannot be opened; a CSV file's columns to choose;
   * the file given back. Without `count` (the import, which reads the file whole next) a file of a known
   * format is not opened here.
   */
  async recognize({ file, count = true }: { file: Uint8Array; count?: boolean }) {
    const sample = sampleOf(file)
    const format = recognizeIn(sample)
    let recipes = 0
    let problem: string | null = null
    let columns: TCsvColumns | null = null
    try {
      if (format && count) recipes = (await FILE_READERS[format].open(file)).total
      // A zip whose contents cannot be listed cannot be recognised: say why rather than "unknown".
      else if (!format && isZip(file)) ZipArchive.open(file, new UnpackBudget(DEFAULT_IMPORT_LIMITS))
      columns = columnsToChoose(file, sample, format, { headerOnly: !count })
    } catch (error) {
      if (!(error instanceof ImportFileError)) throw error
      problem = error.message
    }
    const buffer = movableBuffer(file)
    return moved({ format, recipes, problem, columns, file }, buffer ? [buffer] : [])
  },

  readXml: async ({ bytes }: { bytes: Uint8Array }) => moved(parseXml(bytes)),
} satisfies Record<string, Task>

export type ParseTaskName = keyof typeof PARSE_TASKS

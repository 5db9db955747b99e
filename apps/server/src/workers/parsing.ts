/**
 * Reading what people send — web pages, pasted recipes, import files, XML replies — runs in worker threads with a time
 * limit for each step (a page, opening a file, each entry of it), so input built to be slow, or just
 * huge, never holds up anyone else's request: the event loop only waits for messages. Files and
 * pictures move between the threads without being copied.
 */
import { availableParallelism } from 'node:os'
import type { CsvColumnMapping, ImportFileFormat, TCsvColumns } from '@rosemary/shared/contract'
import { ImportTooLargeError } from '../formats/import/archive/budget.ts'
import type { XmlElement } from '../formats/import/xml.ts'
import {
  ImportFileError,
  type ImportedRecipe,
  type ReadItem,
  type OpenedImport,
} from '../formats/imported-recipe.ts'
import type { TextRecipe } from '../formats/text/read-recipe-text.ts'
import type { ImportInput, ParseTaskName } from './parse-tasks.ts'
import { createWorkerPool, duration, WorkerFailedError, WorkerTimeoutError } from './worker-pool.ts'
import { movableBuffer } from './worker-protocol.ts'

export interface ParsingOptions {
  /** The most one step may take: reading a page, opening a file, reading one of its entries. */
  timeLimitMs: number
  /** Two at most: more would only compete with the requests for the cores of a small server. */
  maxWorkers?: number
  /** A worker with nothing to do ends after this long, giving its memory back. */
  idleMs?: number
  /** The worker's module: parse-worker.ts, or in tests one that injects a fault. */
  workerFile?: URL
}

const IDLE_MS = 10_000

/** The bytes, and the buffer that can move with them to a worker (a copy when they are a view). */
function movable(bytes: Uint8Array): { bytes: Uint8Array; buffer: ArrayBuffer } {
  const buffer = movableBuffer(bytes)
  if (buffer) return { bytes, buffer }
  // new Uint8Array copies (a Buffer's slice() would be a view into the same memory).
  const copy = new Uint8Array(bytes)
  return { bytes: copy, buffer: copy.buffer }
}

export function createParsing(options: ParsingOptions) {
  const pool = createWorkerPool({
    file: options.workerFile ?? new URL('./parse-worker.ts', import.meta.url),
    maxWorkers: options.maxWorkers ?? Math.min(2, availableParallelism()),
    idleMs: options.idleMs ?? IDLE_MS,
    errors: { ImportFileError, ImportTooLargeError },
  })
  const limit = duration(options.timeLimitMs)
  const run = <T>(task: ParseTaskName, input: unknown, transfer: ArrayBuffer[] = []) =>
    pool.run<T>(task, input, { timeoutMs: options.timeLimitMs, transfer })

  /** A worker that ran out of time or memory means the file cannot be read: said as the readers say it. */
  async function asFileError<T>(reading: Promise<T>, what: string): Promise<T> {
    try {
      return await reading
    } catch (error) {
      if (error instanceof WorkerTimeoutError)
        throw new ImportFileError(
          `${what} took longer than ${limit}: it may be damaged, or built to be slow.`,
        )
      if (error instanceof WorkerFailedError)
        throw new ImportFileError(`${what} could not be finished: it may be damaged, or too large to read.`)
      throw error
    }
  }

  /** The stream's items, each step within the time limit, and its last answer. */
  async function* streamed<T, R>(
    task: ParseTaskName,
    input: ImportInput,
    buffer: ArrayBuffer,
  ): AsyncGenerator<T, R> {
    const entries = pool.stream<T, R>(task, input, { timeoutMs: options.timeLimitMs, transfer: [buffer] })
    try {
      for (let read = 0; ; read++) {
        const next = await asFileError(entries.next(), `Reading entry ${read + 1} of the file`)
        if (next.done) return next.value
        yield next.value
      }
    } finally {
      // Left early (a job stopped with the server): the pool ends the worker instead of waiting for it.
      await entries.return(undefined as R)
    }
  }

  const api = {
    /** The recipe on a page, or null when it holds none; throws WorkerTimeoutError or WorkerFailedError. */
    clip: (html: string, url: string) => run<ImportedRecipe | null>('clip', { html, url }),

    /** The recipe in a pasted text, or null when it holds none; throws as `clip` does. */
    clipText: (text: string) => run<TextRecipe | null>('clipText', { text }),

    /**
     * Reads an import file through once (every entry, within the time limits) and counts its entries; the
     * file comes back, to be kept for the job. Throws ImportFileError (or ImportTooLargeError) when it
     * cannot be read.
     */
    async checkImport(
      format: ImportFileFormat,
      file: Uint8Array,
      columns?: CsvColumnMapping,
    ): Promise<{ total: number; file: Uint8Array }> {
      const { bytes, buffer } = movable(file)
      const counting = streamed<null, { total: number; file: Uint8Array }>(
        'countImport',
        { format, file: bytes, ...(columns && { columns }) },
        buffer,
      )
      let next
      do next = await counting.next()
      while (!next.done)
      return next.value
    },

    /** A file checked before (checkImport) as an import of `total` entries, read lazily, once. */
    readImport(
      format: ImportFileFormat,
      file: Uint8Array,
      total: number,
      columns?: CsvColumnMapping,
    ): OpenedImport<ReadItem> {
      let unread: Uint8Array | null = file
      return {
        total,
        items: () => {
          if (!unread) throw new Error('The entries of an opened import are read once.')
          const { bytes: entries, buffer: moving } = movable(unread)
          unread = null
          const input = { format, file: entries, ...(columns && { columns }) }
          return streamed<ReadItem, undefined>('readImport', input, moving)
        },
      }
    },

    /**
     * The format of a file by its content, its recipe count or why it cannot be opened, a CSV file's
     * columns, and the file back; without `count`, a file of a known format is not opened to count it.
     */
    recognize(file: Uint8Array, { count = true }: { count?: boolean } = {}) {
      const { bytes, buffer } = movable(file)
      return asFileError(
        run<{
          format: ImportFileFormat | null
          recipes: number
          problem: string | null
          columns: TCsvColumns | null
          file: Uint8Array
        }>('recognize', { file: bytes, count }, [buffer]),
        'Recognising the file',
      )
    },

    /** An XML document (a service's reply); throws ImportFileError when it cannot be read. */
    readXml(text: string): Promise<XmlElement> {
      const bytes = new TextEncoder().encode(text)
      return asFileError(run<XmlElement>('readXml', { bytes }, [bytes.buffer]), 'Reading the reply')
    },

    /** Worker threads running now (none when idle). */
    get workers() {
      return pool.size
    },

    close: () => pool.close(),

    /** Checks an import file (checkImport), then opens it for reading (readImport). */
    async openImport(
      format: ImportFileFormat,
      file: Uint8Array,
      columns?: CsvColumnMapping,
    ): Promise<OpenedImport<ReadItem>> {
      const checked = await api.checkImport(format, file, columns)
      return api.readImport(format, checked.file, checked.total, columns)
    },
  }
  return api
}

export type Parsing = ReturnType<typeof createParsing>

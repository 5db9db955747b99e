/**
 * An import of several files (import files): each file opened by the reader of the format recognised in
 * it, read one after another as one job, every failure naming its file. Each file is checked the way a
 * single import is before the job starts, so a file that cannot be read refuses the whole request and
 * nothing of it is half-imported.
 *
 * A list of web addresses yields addresses that the job clips (clip-addresses.ts), and a clipped page is
 * read in a worker, while a file being read holds a worker until its last entry. So lists are read
 * whole (at most 500 short lines) and come after every other file: no file's reading then waits on a
 * page that waits for a worker, which on a one-core server (one worker) would never come.
 */
import type { ImportFileFormat } from '@rosemary/shared/contract'
import type { JobFile } from '../../db/schema/index.ts'
import type { OpenedImport, ReadItem } from '../../formats/imported-recipe.ts'

export interface OpenedFile {
  name: string
  format: ImportFileFormat
  opened: OpenedImport<ReadItem>
}

async function* entriesOf({ format, opened }: OpenedFile): AsyncGenerator<ReadItem> {
  if (format !== 'urlList') {
    yield* opened.items()
    return
  }
  const addresses: ReadItem[] = []
  for await (const item of opened.items()) addresses.push(item)
  yield* addresses
}

/** The files' entries (lists of addresses last), as one import; what each holds, for the job's summary. */
export function importOfFiles(files: OpenedFile[]): { opened: OpenedImport<ReadItem>; summary: JobFile[] } {
  const inOrder = [
    ...files.filter((file) => file.format !== 'urlList'),
    ...files.filter((file) => file.format === 'urlList'),
  ]
  return {
    summary: files.map(({ name, format, opened }) => ({ name, format, recipes: opened.total })),
    opened: {
      total: files.reduce((sum, file) => sum + file.opened.total, 0),
      items: async function* (): AsyncGenerator<ReadItem> {
        for (const file of inOrder) {
          for await (const item of entriesOf(file)) {
            yield 'failure' in item
              ? { failure: { ...item.failure, file: file.name } }
              : { ...item, file: file.name }
          }
        }
      },
    },
  }
}

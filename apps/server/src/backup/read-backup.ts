/**
 * Reading a backup file: gunzip, then tar, then the manifest first. Every way a file can be wrong (missing,
 * not gzip, gzip of something else, cut short, damaged) is a BackupFileError that says which, in words.
 */
import { createReadStream } from 'node:fs'
import { access } from 'node:fs/promises'
import { createGunzip } from 'node:zlib'
import { DamagedArchiveError, readTar, type TarEntry } from './tar-stream.ts'
import { MANIFEST_NAME, type Manifest, ZManifest } from './manifest.ts'

export class BackupFileError extends Error {}

/** zlib's errors, said as what they mean for the file. */
async function* gunzipped(file: string): AsyncGenerator<Buffer> {
  const stream = createReadStream(file).pipe(createGunzip())
  try {
    for await (const chunk of stream) yield chunk as Buffer
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'Z_DATA_ERROR' && (error as Error).message.includes('header'))
      throw new BackupFileError(`${file} is not a Rosemary backup (it is not a gzip file)`)
    if (code === 'Z_BUF_ERROR' || code === 'Z_DATA_ERROR')
      throw new BackupFileError(`${file} is damaged or cut short (${(error as Error).message})`)
    throw error
  } finally {
    stream.destroy()
  }
}

export interface OpenedBackup {
  manifest: Manifest
  /** The files after the manifest, in order; a damaged or cut-short archive throws BackupFileError. */
  entries: AsyncGenerator<TarEntry>
}

async function* explained(file: string, entries: AsyncGenerator<TarEntry>): AsyncGenerator<TarEntry> {
  try {
    yield* entries
  } catch (error) {
    if (error instanceof DamagedArchiveError)
      throw new BackupFileError(`${file} is damaged: ${error.message}`)
    throw error
  }
}

export async function openBackup(file: string): Promise<OpenedBackup> {
  await access(file).catch(() => {
    throw new BackupFileError(`${file} does not exist or cannot be read`)
  })
  const entries = explained(file, readTar(gunzipped(file)))
  const notBackup = new BackupFileError(`${file} is not a Rosemary backup (it has no ${MANIFEST_NAME} first)`)
  let first: IteratorResult<TarEntry>
  try {
    first = await entries.next()
  } catch (error) {
    if (error instanceof BackupFileError && error.message.includes('damaged')) throw notBackup
    throw error
  }
  if (first.done || first.value.name !== MANIFEST_NAME) throw notBackup
  let parsed: unknown
  try {
    parsed = JSON.parse(first.value.data.toString('utf8'))
  } catch {
    throw notBackup
  }
  const manifest = ZManifest.safeParse(parsed)
  if (!manifest.success) throw notBackup
  return { manifest: manifest.data, entries }
}

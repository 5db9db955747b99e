/**
 * Where image files live: local folders (DATA_DIR/images), or an S3-compatible store (s3-image-storage.ts)
 * behind the same interface, so the rest of the server does not notice which.
 */
import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { access, constants, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { StorageUnavailableError } from './storage-errors.ts'

export interface StoredFile {
  key: string
  bytes: number
  /** The MD5 of the content in hex, where the store knows it without reading the file (an S3 ETag). */
  md5?: string
}

export interface ImageStorage {
  /** For messages: "DATA_DIR/images (/srv/rosemary/images)", "bucket pics at http://garage:3900". */
  readonly name: string
  put(key: string, data: Buffer): Promise<void>
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>
  /** The file as a stream to send on without holding it whole, or null when nothing is stored. */
  open(key: string): Promise<{ body: Readable; bytes: number } | null>
  /** Its size (and MD5 where known cheaply), or null when nothing is stored under the key. */
  stat(key: string): Promise<StoredFile | null>
  /** Every file, in no promised order. */
  list(): AsyncIterable<StoredFile>
  /** Removes every file under the prefix (one image's sizes). */
  deletePrefix(prefix: string): Promise<void>
  /** Cheap (a stat, a HeadBucket): resolves when the store can be used, else StorageUnavailableError. */
  check(): Promise<void>
  /**
   * Only where browsers fetch the files from the store itself (S3_SERVE=redirect): a signed address, and
   * how long it may be cached.
   */
  signedUrl?: (key: string) => Promise<{ url: string; maxAgeSeconds: number }>
  /** Lets go of connections; the storage is not used after. */
  close?: () => void
}

export const LOCAL_IMAGES_FOLDER = 'images'
const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+(\.[a-z0-9]+)?)*$/

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key)
}

function within(root: string, key: string): string {
  // Keys are built by the server from UUIDs; anything else is a bug, not a path to follow.
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`)
  return path.join(root, key)
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

export function createLocalImageStorage(root: string): ImageStorage {
  async function statFile(key: string): Promise<StoredFile | null> {
    try {
      return { key, bytes: (await stat(within(root, key))).size }
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  return {
    name: `the folder ${root}`,
    async put(key, data) {
      const file = within(root, key)
      await mkdir(path.dirname(file), { recursive: true })
      // Written aside and renamed: an interrupted write leaves no short file under the key.
      const aside = path.join(path.dirname(file), `.${randomUUID()}.tmp`)
      try {
        await writeFile(aside, data)
        await rename(aside, file)
      } catch (error) {
        await rm(aside, { force: true })
        throw error
      }
    },
    async get(key) {
      try {
        return await readFile(within(root, key))
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async open(key) {
      const found = await statFile(key)
      return found && { body: createReadStream(within(root, key)), bytes: found.bytes }
    },
    stat: statFile,
    async *list() {
      let entries
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true })
      } catch (error) {
        if (isMissing(error)) return
        throw error
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')
        if (!SAFE_KEY.test(key)) continue
        const found = await statFile(key)
        if (found) yield found
      }
    },
    async deletePrefix(prefix) {
      await rm(within(root, prefix), { recursive: true, force: true })
    },
    async check() {
      try {
        await mkdir(root, { recursive: true })
        await access(root, constants.W_OK)
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? 'an error'
        throw new StorageUnavailableError('refused', `${root} cannot be written to (${code})`, {
          cause: error,
        })
      }
    },
  }
}

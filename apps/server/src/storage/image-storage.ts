/**
 * Where image files live. Local folders now (DATA_DIR/images); an S3-compatible store can implement the same
 * interface later without the rest of the server noticing.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

export interface ImageStorage {
  put(key: string, data: Buffer): Promise<void>
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>
  /** Removes every file under the prefix (one image's sizes). */
  deletePrefix(prefix: string): Promise<void>
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+(\.[a-z0-9]+)?)*$/

function within(root: string, key: string): string {
  // Keys are built by the server from UUIDs; anything else is a bug, not a path to follow.
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`)
  return path.join(root, key)
}

export function createLocalImageStorage(root: string): ImageStorage {
  return {
    async put(key, data) {
      const file = within(root, key)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, data)
    },
    async get(key) {
      try {
        return await readFile(within(root, key))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async deletePrefix(prefix) {
      await rm(within(root, prefix), { recursive: true, force: true })
    },
  }
}

/** Image files kept in a Map: for tests about what is stored, not how. */
import { Readable } from 'node:stream'
import type { ImageStorage } from '../storage/image-storage.ts'

export function createMemoryImageStorage(): ImageStorage & { files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>()
  return {
    name: 'memory',
    files,
    put: async (key, data) => void files.set(key, data),
    get: async (key) => files.get(key) ?? null,
    open: async (key) => {
      const data = files.get(key)
      return data ? { body: Readable.from([data]), bytes: data.length } : null
    },
    stat: async (key) => {
      const data = files.get(key)
      return data ? { key, bytes: data.length } : null
    },
    async *list() {
      for (const [key, data] of files) yield { key, bytes: data.length }
    },
    deletePrefix: async (prefix) => {
      for (const key of files.keys()) if (key.startsWith(`${prefix}/`)) files.delete(key)
    },
    check: async () => undefined,
  }
}

import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { solidJpeg } from '../../test/images.ts'
import {
  createTestFetcher,
  type MisbehavingSite,
  remoteFailures,
  startMisbehavingSite,
} from '../../test/misbehaving-site.ts'
import type { SafeFetcher } from '../../fetching/safe-fetch.ts'
import type { ImportedImage } from '../../formats/imported-recipe.ts'
import type { ImageStorage } from '../../storage/image-storage.ts'
import { createMemoryImageStorage } from '../../test/memory-image-storage.ts'
import type { ImagesRepository } from '../images/images.repository.ts'
import { createImagesService } from '../images/images.service.ts'
import { createImportImages } from './import-images.ts'

let site: MisbehavingSite
let photo: Buffer
const fetcher = createTestFetcher({ timeoutMs: 1_500, maxBytes: 1024 * 1024 })

beforeAll(async () => {
  photo = await solidJpeg()
  site = await startMisbehavingSite({
    '/photo.jpg': (_request, response) => void response.writeHead(200).end(photo),
  })
})

afterAll(async () => {
  await Promise.all([site.close(), fetcher.close()])
})

/** Files kept in memory; `failWrites` makes every write fail like a full disk. */
function memoryStorage(failWrites = false): ImageStorage & { files: Map<string, Buffer> } {
  const storage = createMemoryImageStorage()
  return {
    ...storage,
    put: async (key, data) => {
      if (failWrites) throw new Error('ENOSPC: no space left on device, open /data/images/x')
      await storage.put(key, data)
    },
  }
}

/** The rows the images service writes, kept in memory: this test is about files and fetching. */
const rows = () =>
  ({ insert: async () => undefined, remove: async () => undefined }) as unknown as ImagesRepository

function importImages(options: { storage?: ImageStorage; fetcher?: SafeFetcher } = {}) {
  const logged: unknown[] = []
  const logger = pino({ level: 'info' }, { write: (line: string) => void logged.push(JSON.parse(line)) })
  const storage = options.storage ?? memoryStorage()
  const images = createImagesService({ images: rows(), storage, logger, now: () => new Date() })
  const store = createImportImages({ images, fetcher: options.fetcher ?? fetcher, logger })
  return { store: (image: ImportedImage) => store('user-1', image), logged }
}

const bytes = (data: Uint8Array): ImportedImage => ({ kind: 'bytes', data })
const at = (url: string): ImportedImage => ({ kind: 'url', url })

describe('createImportImages', () => {
  test('stores a picture from the file and one from an address', async () => {
    const { store } = importImages()
    expect(await store(bytes(photo))).toEqual({ id: expect.any(String) })
    expect(await store(at(`${site.base}/photo.jpg`))).toEqual({ id: expect.any(String) })
  })

  test('bytes that are not a picture, or an address that gives a web page, are left out with the reason', async () => {
    const { store } = importImages()
    const notAPicture = { skipped: 'It is not a picture Rosemary can read.' }
    expect(await store(bytes(new TextEncoder().encode('<html>soup</html>')))).toEqual(notAPicture)
    expect(await store(at(`${site.base}/page`))).toEqual(notAPicture)
  })

  test('an address that fails, in every way a site can, gives the reason and never throws', async () => {
    const { store } = importImages()
    for (const [url, reason] of await remoteFailures(site)) {
      const stored = await store(at(url))
      expect(stored, url).toEqual({ skipped: expect.stringMatching(reason) })
    }
  })

  test('storage that fails gives a reason without its details, and leaves nothing stored', async () => {
    const storage = memoryStorage(true)
    const { store, logged } = importImages({ storage })
    expect(await store(bytes(photo))).toEqual({ skipped: 'It could not be stored on the server.' })
    expect(storage.files.size).toBe(0)
    expect(JSON.stringify(logged)).toContain('no space left')
  })

  test('a fetcher that fails unexpectedly only loses the picture; the log names the host, not the address', async () => {
    const broken: SafeFetcher = {
      fetch: () => Promise.reject(new TypeError('undici broke')),
      send: () => Promise.reject(new TypeError('not used here')),
      check: () => Promise.reject(new TypeError('not used here')),
      close: async () => undefined,
    }
    const { store, logged } = importImages({ fetcher: broken })
    const signed = 'https://cdn.example.com/soup.jpg?signature=s3cr3t-token'
    expect(await store(at(signed))).toEqual({ skipped: 'It could not be fetched.' })
    expect(JSON.stringify(logged)).toContain('cdn.example.com')
    expect(JSON.stringify(logged)).not.toContain('s3cr3t-token')
  })
})

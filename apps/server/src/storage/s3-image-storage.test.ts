/** The S3 storage against a real S3 (s3rver), and against stores that are down, hang or answer nonsense. */
import { text } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { downS3Url, type Fault, startFaultyS3 } from '../test/faulty-s3.ts'
import { locationOf, startTestS3, type TestS3 } from '../test/s3-server.ts'
import type { ImageStorage } from './image-storage.ts'
import { createS3ImageStorage } from './s3-image-storage.ts'
import { StorageUnavailableError } from './storage-errors.ts'

let s3: TestS3
beforeAll(async () => {
  s3 = await startTestS3()
})
afterAll(async () => {
  await s3.close()
})

const keysOf = async (storage: ImageStorage) => {
  const keys: string[] = []
  for await (const file of storage.list()) keys.push(file.key)
  return keys.sort()
}

describe('S3 image storage on s3rver', () => {
  test('put, get, open, stat, list and deletePrefix under a key prefix of its own', async () => {
    const storage = createS3ImageStorage(locationOf(s3.url().replace('/pictures?', '/pictures/mine?')))
    const neighbour = createS3ImageStorage(s3.location())
    await storage.put('id-1/full.webp', Buffer.from('full picture'))
    await storage.put('id-1/thumb.webp', Buffer.from('thumb'))
    await storage.put('id-2/full.webp', Buffer.from('other'))
    expect((await storage.get('id-1/full.webp'))?.toString()).toBe('full picture')
    const opened = await storage.open('id-1/thumb.webp')
    expect(opened?.bytes).toBe(5)
    expect(await text(opened!.body)).toBe('thumb')
    expect(await storage.stat('id-1/full.webp')).toEqual({
      key: 'id-1/full.webp',
      bytes: 12,
      md5: expect.stringMatching(/^[0-9a-f]{32}$/),
    })
    expect(await keysOf(storage)).toEqual(['id-1/full.webp', 'id-1/thumb.webp', 'id-2/full.webp'])
    // The bucket's other tenant sees them under the prefix, not as its own keys.
    expect(await keysOf(neighbour)).toEqual(
      expect.arrayContaining(['mine/id-1/full.webp', 'mine/id-2/full.webp']),
    )
    await storage.deletePrefix('id-1')
    expect(await keysOf(storage)).toEqual(['id-2/full.webp'])
    for (const missing of ['id-1/full.webp', 'id-9/full.webp']) {
      expect(await storage.get(missing)).toBeNull()
      expect(await storage.open(missing)).toBeNull()
      expect(await storage.stat(missing)).toBeNull()
    }
    storage.close?.()
    neighbour.close?.()
  })

  test('stat gives the MD5 the move command compares', async () => {
    const storage = createS3ImageStorage(s3.location())
    await storage.put('id-3/full.webp', Buffer.from('hello'))
    expect((await storage.stat('id-3/full.webp'))?.md5).toBe('5d41402abc4b2a76b9719d911017c592')
    storage.close?.()
  })

  test('check answers for the bucket, and says so when the bucket does not exist', async () => {
    const storage = createS3ImageStorage(s3.location())
    await expect(storage.check()).resolves.toBeUndefined()
    const elsewhere = createS3ImageStorage(locationOf(s3.url().replace('/pictures?', '/no-such-bucket?')))
    await expect(elsewhere.check()).rejects.toMatchObject({ failure: 'refused', message: /no such bucket/ })
    storage.close?.()
    elsewhere.close?.()
  })

  test('signed addresses: the same all day, fetched from the store with a year of caching', async () => {
    let now = new Date('2026-11-30T08:00:00Z')
    const storage = createS3ImageStorage(s3.location(), { redirect: true, now: () => now })
    await storage.put('id-4/full.webp', Buffer.from('signed'))
    const morning = await storage.signedUrl!('id-4/full.webp')
    now = new Date('2026-11-30T20:00:00Z')
    const evening = await storage.signedUrl!('id-4/full.webp')
    expect(evening.url).toBe(morning.url)
    expect(morning.maxAgeSeconds).toBe(47 * 3600 - 8 * 3600)
    expect(evening.maxAgeSeconds).toBe(47 * 3600 - 20 * 3600)
    const response = await fetch(morning.url)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await response.text()).toBe('signed')
    storage.close?.()
  })
})

describe('a store that misbehaves', () => {
  const timeout = '&timeout=0.5'

  async function expectFailure(call: Promise<unknown>, failure: string) {
    const started = performance.now()
    const error: unknown = await call.then(
      () => new Error('it succeeded'),
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(StorageUnavailableError)
    expect(error).toMatchObject({ failure })
    expect((error as Error).message).not.toContain('SECRET')
    // Bounded by the URL's timeout (half a second), with room for a busy machine.
    expect(performance.now() - started).toBeLessThan(4000)
  }

  test('down: nothing listens', async () => {
    const storage = createS3ImageStorage(locationOf(await downS3Url(timeout)))
    await expectFailure(storage.put('a/full.webp', Buffer.from('x')), 'unreachable')
    await expectFailure(storage.get('a/full.webp'), 'unreachable')
    await expectFailure(storage.check(), 'unreachable')
    storage.close?.()
  })

  test.each([
    ['hang', 'timeout'],
    ['error500', 'failed'],
    ['garbage', 'garbage'],
  ] as [Fault, string][])('%s: every call fails as %s within the time limit', async (fault, failure) => {
    const store = await startFaultyS3(fault, timeout)
    const storage = createS3ImageStorage(locationOf(store.url))
    try {
      await expectFailure(storage.put('a/full.webp', Buffer.from('x')), failure)
      await expectFailure(storage.get('a/full.webp'), failure)
      await expectFailure(storage.open('a/full.webp'), failure)
      await expectFailure(storage.stat('a/full.webp'), failure)
      await expectFailure(storage.check(), failure)
      await expectFailure(storage.deletePrefix('a'), failure)
      expect(store.requests).toBeGreaterThan(0)
    } finally {
      storage.close?.()
      await store.close()
    }
  })

  test('a 200 without an ETag is not taken for a stored picture', async () => {
    const store = await startFaultyS3('empty200', timeout)
    const storage = createS3ImageStorage(locationOf(store.url))
    await expectFailure(storage.put('a/full.webp', Buffer.from('x')), 'garbage')
    storage.close?.()
    await store.close()
  })

  test('a download that stops midway ends in an error within the time limit, not a hang', async () => {
    const store = await startFaultyS3('stall', timeout)
    const storage = createS3ImageStorage(locationOf(store.url))
    const opened = await storage.open('a/full.webp')
    expect(opened?.bytes).toBe(1000)
    const started = performance.now()
    await expect(text(opened!.body)).rejects.toThrow()
    expect(performance.now() - started).toBeLessThan(4000)
    await expectFailure(storage.get('a/full.webp'), 'timeout')
    storage.close?.()
    await store.close()
  })
})

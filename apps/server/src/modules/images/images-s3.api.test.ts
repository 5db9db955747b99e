/**
 * Pictures in an S3 bucket (S3_URL): uploaded and served through the API against s3rver, in both serving
 * modes, and what people get when the store is down, hangs, fails or answers nonsense.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest'
import type { Config } from '../../config.ts'
import { createS3ImageStorage } from '../../storage/s3-image-storage.ts'
import { downS3Url, type Fault, startFaultyS3 } from '../../test/faulty-s3.ts'
import { test } from '../../test/fixtures.ts'
import { solidJpeg } from '../../test/images.ts'
import { upload, uploadImage } from '../../test/recipes.ts'
import { locationOf, startTestS3, type TestS3 } from '../../test/s3-server.ts'

let s3: TestS3
beforeAll(async () => {
  s3 = await startTestS3()
})
afterAll(async () => {
  await s3.close()
})

const inBucket = (url: string, serve: 'proxy' | 'redirect' = 'proxy'): Partial<Config> => ({
  s3: { location: locationOf(url), serve },
})

async function bucketKeys(): Promise<string[]> {
  const storage = createS3ImageStorage(s3.location())
  const keys: string[] = []
  for await (const file of storage.list()) keys.push(file.key)
  storage.close?.()
  return keys
}

describe('pictures in a bucket, served through the app (S3_SERVE=proxy, the default)', () => {
  // The first test of the file also opens its database: slow on a busy machine.
  test(
    'an upload lands in the bucket and is served with a year of caching',
    { timeout: 60_000 },
    async ({ appWith, user }) => {
      const api = await appWith(inBucket(s3.url()))
      const image = await uploadImage(api, user.token, await solidJpeg(300, 200))
      expect(await bucketKeys()).toEqual(
        expect.arrayContaining([`${image.id}/full.webp`, `${image.id}/thumb.webp`]),
      )
      const full = await api.raw({ method: 'GET', url: image.url })
      expect(full.status).toBe(200)
      expect(full.headers['content-type']).toBe('image/webp')
      expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(Number(full.headers['content-length'])).toBe(full.rawPayload.length)
      const stored = await createS3ImageStorage(s3.location()).get(`${image.id}/full.webp`)
      expect(full.rawPayload.equals(stored!)).toBe(true)
      expect(
        (await api.raw({ method: 'GET', url: `/api/images/${crypto.randomUUID()}/full.webp` })).status,
      ).toBe(404)
    },
  )

  test('an image no recipe shows leaves the bucket a day after upload', async ({ appWith, user, clock }) => {
    const api = await appWith(inBucket(s3.url()))
    const image = await uploadImage(api, user.token, await solidJpeg())
    clock.advance(25 * 60 * 60 * 1000)
    await appWith(inBucket(s3.url()))
    await expect
      .poll(async () => (await bucketKeys()).filter((key) => key.startsWith(image.id)), { timeout: 10_000 })
      .toEqual([])
    expect((await api.raw({ method: 'GET', url: image.url })).status).toBe(404)
  })
})

describe('pictures served by a redirect to the bucket (S3_SERVE=redirect)', () => {
  test('answers 302 to a signed address of the store, cached while it works', async ({ appWith, user }) => {
    const api = await appWith(inBucket(s3.url(), 'redirect'))
    const image = await uploadImage(api, user.token, await solidJpeg())
    const response = await api.raw({ method: 'GET', url: image.thumbnailUrl })
    expect(response.status).toBe(302)
    const maxAge = Number(/^public, max-age=(\d+)$/.exec(String(response.headers['cache-control']))?.[1])
    expect(maxAge).toBeGreaterThan(22 * 3600)
    expect(maxAge).toBeLessThan(48 * 3600)
    const location = String(response.headers.location)
    expect(location).toMatch(new RegExp(`/pictures/${image.id}/thumb\\.webp\\?.*X-Amz-Signature=`))
    const fetched = await fetch(location)
    expect(fetched.status).toBe(200)
    expect(fetched.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await fetched.arrayBuffer()).byteLength).toBeGreaterThan(100)
  })
})

describe('a store that cannot be used', () => {
  const timeout = '&timeout=0.5'

  async function expectUnavailable(answer: Promise<{ status: number; body: unknown; headers: object }>) {
    const started = performance.now()
    const response = await answer
    expect(response.status).toBe(503)
    expect(response.body).toMatchObject({ error: { code: 'unavailable', message: /try again/ } })
    expect(response.headers).toMatchObject({ 'retry-after': '30' })
    expect(performance.now() - started).toBeLessThan(5000)
  }

  test('down: uploads and reads answer 503, and the app goes on', async ({ appWith, user }) => {
    const api = await appWith(inBucket(await downS3Url(timeout)))
    await expectUnavailable(upload(api, user.token, await solidJpeg()))
    await expectUnavailable(api.raw({ method: 'GET', url: `/api/images/${crypto.randomUUID()}/full.webp` }))
    expect((await api.call('GET /health')).status).toBe(200)
  })

  test.for(['hang', 'error500', 'garbage', 'empty200'] as Fault[])(
    '%s: an upload answers 503 within the time limit, never hangs',
    async (fault, { appWith, user }) => {
      const store = await startFaultyS3(fault, timeout)
      try {
        const api = await appWith(inBucket(store.url))
        await expectUnavailable(upload(api, user.token, await solidJpeg()))
        if (fault !== 'empty200')
          await expectUnavailable(
            api.raw({ method: 'GET', url: `/api/images/${crypto.randomUUID()}/full.webp` }),
          )
        expect((await api.call('GET /health')).status).toBe(200)
      } finally {
        await store.close()
      }
    },
  )

  test('a download that stops midway ends the answer short within the limit', async ({ appWith }) => {
    const store = await startFaultyS3('stall', timeout)
    const api = await appWith(inBucket(store.url))
    const started = performance.now()
    const response = await api
      .raw({ method: 'GET', url: `/api/images/${crypto.randomUUID()}/full.webp` })
      .catch((error: unknown) => ({ status: 0, rawPayload: Buffer.alloc(0), error }))
    expect(performance.now() - started).toBeLessThan(5000)
    expect(response.rawPayload.length).toBeLessThan(1000)
    expect((await api.call('GET /health')).status).toBe(200)
    await store.close()
  })
})

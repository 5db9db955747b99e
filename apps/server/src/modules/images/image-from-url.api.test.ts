import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { type LoopbackServer, startLoopbackServer } from '../../test/loopback-server.ts'
import { ZUploadedImage } from '@rosemary/shared/contract'
import { test } from '../../test/fixtures.ts'
import { freePort } from '../../test/server-process.ts'
import { sidewaysJpegWithMetadata, solidJpeg } from '../../test/images.ts'
import {
  createTestFetcher,
  type MisbehavingSite,
  remoteFailures,
  startMisbehavingSite,
} from '../../test/misbehaving-site.ts'

let server: LoopbackServer
let base: string
let site: MisbehavingSite
const fetcher = createTestFetcher({ timeoutMs: 1_500, maxBytes: 1024 * 1024 })

beforeAll(async () => {
  const photo = await solidJpeg(3000, 2000)
  const sideways = await sidewaysJpegWithMetadata()
  server = await startLoopbackServer((request, response) => {
    if (request.url === '/photo.jpg') {
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo)
    } else if (request.url === '/no-extension') {
      // The content decides, not the type the site claims.
      response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(sideways)
    } else if (request.url === '/moved') {
      response.writeHead(302, { location: '/photo.jpg' }).end()
    } else if (request.url === '/page.html') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Soup</body></html>')
    } else {
      response.writeHead(404).end()
    }
  })
  base = server.base
  site = await startMisbehavingSite()
})

afterAll(async () => {
  await Promise.all([server.close(), site.close(), fetcher.close()])
})

describe('POST /api/images/from-url', () => {
  test('stores the picture like an upload: re-encoded WebP in two sizes', async ({ appWith, user }) => {
    const api = await appWith({ clipAllowPrivate: true })
    const response = await api.call('POST /images/from-url', {
      token: user.token,
      body: { url: `${base}/moved` },
    })
    expect(response.status).toBe(201)
    const image = ZUploadedImage.parse(response.body)
    const full = await api.raw({ method: 'GET', url: image.url })
    expect(full.headers['content-type']).toBe('image/webp')
    const meta = await sharp(full.rawPayload).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 2048, 1365])
    const thumbnail = await api.raw({ method: 'GET', url: image.thumbnailUrl })
    expect(thumbnail.status).toBe(200)
  })

  test('judges the content, applies the orientation and strips metadata', async ({ appWith, user }) => {
    const api = await appWith({ clipAllowPrivate: true })
    const response = await api.call('POST /images/from-url', {
      token: user.token,
      body: { url: `${base}/no-extension` },
    })
    expect(response.status).toBe(201)
    const stored = (await api.raw({ method: 'GET', url: ZUploadedImage.parse(response.body).url })).rawPayload
    const meta = await sharp(stored).metadata()
    expect([meta.width, meta.height, meta.exif]).toEqual([80, 120, undefined])
  })

  test('says why when the address gives no picture', async ({ appWith, user }) => {
    const api = await appWith({ clipAllowPrivate: true })
    const cases: [string, RegExp][] = [
      [`${base}/page.html`, /not a picture/],
      [`${base}/gone.jpg`, /HTTP 404/],
      [`http://127.0.0.1:${await freePort()}/photo.jpg`, /could not be reached/],
      ['ftp://example.com/photo.jpg', /Only http/],
      ['', /not valid/],
    ]
    for (const [url, message] of cases) {
      const response = await api.call('POST /images/from-url', { token: user.token, body: { url } })
      expect(response.status, url).toBe(400)
      expect(response.body).toMatchObject({
        error: { message: expect.stringMatching(message), fields: { url: expect.any(String) } },
      })
    }
  })

  test('refuses private and loopback addresses (SSRF) unless configured for tests', async ({ api, user }) => {
    for (const url of [`${base}/photo.jpg`, 'http://localhost/a.jpg', 'http://169.254.169.254/x']) {
      const response = await api.call('POST /images/from-url', { token: user.token, body: { url } })
      expect(response.status, url).toBe(400)
      expect(response.body).toMatchObject({ error: { message: expect.stringMatching(/private network/) } })
    }
  })

  test('needs a signed-in user', async ({ api }) => {
    const response = await api.call('POST /images/from-url', { body: { url: `${base}/photo.jpg` } })
    expect(response.status).toBe(401)
  })
})

// Fault after fault, several waiting out a time limit: more than the default time on a loaded machine.
describe('POST /api/images/from-url from a site that fails', { timeout: 120_000 }, () => {
  test('answers 400 with the reason in the url field, every time, and health still answers', async ({
    appWith,
    user,
  }) => {
    const api = await appWith({}, { fetcher })
    const failures: [string, RegExp][] = [
      ...(await remoteFailures(site)),
      [`${site.base}/page`, /not a picture Rosemary can read/],
    ]
    for (const [url, reason] of failures) {
      const response = await api.call('POST /images/from-url', { token: user.token, body: { url } })
      expect(response.status, url).toBe(400)
      expect(response.body, url).toMatchObject({
        error: { message: expect.stringMatching(reason), fields: { url: expect.stringMatching(reason) } },
      })
      expect((await api.call('GET /health')).status).toBe(200)
    }
  })
})

/** Clipping from sites that fail: each failure is a 400 naming `url` with the reason, and the server goes on. */
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { test } from '../../test/fixtures.ts'
import {
  createTestFetcher,
  createTestResolver,
  type MisbehavingSite,
  remoteFailures,
  startMisbehavingSite,
} from '../../test/misbehaving-site.ts'

let site: MisbehavingSite
const resolver = createTestResolver()
const fetcher = createTestFetcher({ resolver, timeoutMs: 1_500, maxBytes: 1024 * 1024 })

beforeAll(async () => {
  site = await startMisbehavingSite()
})

afterAll(async () => {
  await Promise.all([site.close(), fetcher.close()])
})

// Fault after fault, several waiting out a time limit: more than the default time on a loaded machine.
describe('GET /api/clip from a site that fails', { timeout: 120_000 }, () => {
  test('answers 400 with the reason in the url field, every time, and health still answers', async ({
    appWith,
    user,
  }) => {
    const api = await appWith({}, { fetcher })
    const failures: [string, RegExp][] = [
      ...(await remoteFailures(site)),
      [`${site.base}/video`, /not a web page/],
    ]
    for (const [url, reason] of failures) {
      const response = await api.call('GET /clip', { token: user.token, query: { url } })
      expect(response.status, url).toBe(400)
      expect(response.body, url).toMatchObject({
        error: { message: expect.stringMatching(reason), fields: { url: expect.stringMatching(reason) } },
      })
      expect((await api.call('GET /health')).status).toBe(200)
    }
  })
})

describe('POST /api/clip', () => {
  test('fetches nothing, not even the picture the page names: the draft only carries its address', async ({
    appWith,
    user,
  }) => {
    const api = await appWith({}, { fetcher })
    const asked = resolver.asked.length
    const page = `<script type="application/ld+json">{"@type":"Recipe","name":"Soup",
      "image":"http://silent.test/soup.jpg","recipeIngredient":["1 leek"]}</script>`
    const response = await api.call('POST /clip', {
      token: user.token,
      body: { url: 'http://missing.test/soup', html: page },
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ title: 'Soup', imageUrl: 'http://silent.test/soup.jpg' })
    expect(resolver.asked.length).toBe(asked)
  })
})

import { afterAll, beforeAll, describe, expect } from 'vitest'
import { type LoopbackServer, startLoopbackServer } from '../../test/loopback-server.ts'
import { MAX_CLIP_HTML_CHARS, type TClipDraft } from '@rosemary/shared/contract'
import { test } from '../../test/fixtures.ts'
import { freePort } from '../../test/server-process.ts'

const RECIPE_PAGE = `<!doctype html><html lang="en"><head><title>Soup | Cook</title>
<meta property="og:site_name" content="Home Cook">
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[
  {"@type":"WebSite","name":"Home Cook"},
  {"@type":["Recipe"],"name":"Lentil &amp; Tomato Soup","recipeYield":"4 servings","prepTime":"PT15M","totalTime":"PT1H",
   "image":{"@type":"ImageObject","url":"/pictures/soup.jpg","width":1200,"height":800},
   "recipeIngredient":["200 g red lentils","1 can tomatoes"],
   "recipeInstructions":[{"@type":"HowToSection","name":"Soup","itemListElement":[
     {"@type":"HowToStep","text":"Rinse the lentils."},{"@type":"HowToStep","text":"Simmer 30 minutes."}]}]}
]}</script></head><body><h1>Lentil &amp; Tomato Soup</h1></body></html>`

/** A recipe inside `levels` nested <div>s: far deeper than any real page. */
const deepPage = (levels: number) =>
  `<html><head><title>Soup</title></head><body>${'<div>'.repeat(levels)}<h1>Deep Soup</h1>` +
  '<h2>Ingredients</h2><ul><li>1 leek</li><li>2 potatoes</li></ul>' +
  `<h2>Method</h2><ol><li>Chop the leek.</li><li>Boil it all.</li></ol>${'</div>'.repeat(levels)}</body></html>`

let server: LoopbackServer
let base: string

beforeAll(async () => {
  server = await startLoopbackServer((request, response) => {
    if (request.url === '/recipe') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(RECIPE_PAGE)
    } else if (request.url === '/moved') {
      response.writeHead(301, { location: '/recipe' }).end()
    } else if (request.url === '/nothing') {
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<html><body><p>Just a blog post.</p></body></html>')
    } else if (request.url === '/deep') {
      response.writeHead(200, { 'content-type': 'text/html' }).end(deepPage(200_000))
    } else if (request.url === '/photo.jpg') {
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.alloc(100))
    } else {
      response.writeHead(404).end()
    }
  })
  base = server.base
})

afterAll(() => server.close())

describe('GET /api/clip', () => {
  test('reads the recipe of a page into a draft, after redirects', async ({ appWith, user }) => {
    const api = await appWith({ clipAllowPrivate: true })
    const response = await api.call('GET /clip', { token: user.token, query: { url: `${base}/moved` } })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      title: 'Lentil & Tomato Soup',
      yield: '4 servings',
      totalTime: '1 h',
      ingredients: '200 g red lentils\n1 can tomatoes',
      instructions: '[Soup]\nRinse the lentils.\nSimmer 30 minutes.',
      imageUrl: `${base}/pictures/soup.jpg`,
      source: 'Home Cook',
    } satisfies Partial<TClipDraft>)
  })

  test('says why when there is nothing to clip', async ({ appWith, user }) => {
    const api = await appWith({ clipAllowPrivate: true })
    const cases: [string, RegExp][] = [
      [`${base}/nothing`, /No recipe was found/],
      [`${base}/photo.jpg`, /not a web page/],
      [`${base}/gone`, /HTTP 404/],
      [`http://127.0.0.1:${await freePort()}/recipe`, /could not be reached/],
      ['ftp://example.com/soup', /Only http/],
    ]
    for (const [url, message] of cases) {
      const response = await api.call('GET /clip', { token: user.token, query: { url } })
      expect(response.status, url).toBe(400)
      expect(response.body).toMatchObject({
        error: { message: expect.stringMatching(message), fields: { url: expect.any(String) } },
      })
    }
  })

  test('refuses private and loopback addresses (SSRF) unless configured for tests', async ({ api, user }) => {
    for (const url of [`${base}/recipe`, 'http://localhost/', 'http://169.254.169.254/latest/meta-data/']) {
      const response = await api.call('GET /clip', { token: user.token, query: { url } })
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({ error: { message: expect.stringMatching(/private network/) } })
    }
  })

  test('reads a fetched page nested 200,000 levels deep within seconds', async ({ appWith, user }) => {
    const api = await appWith({ clipAllowPrivate: true })
    const started = performance.now()
    const response = await api.call('GET /clip', { token: user.token, query: { url: `${base}/deep` } })
    // A hang guard for a loaded machine: this page overflowed the stack after many seconds.
    expect(performance.now() - started).toBeLessThan(10_000)
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ title: 'Deep Soup', ingredients: '1 leek\n2 potatoes' })
  })

  test('needs a signed-in user', async ({ api }) => {
    expect((await api.call('GET /clip', { query: { url: `${base}/recipe` } })).status).toBe(401)
  })
})

describe('POST /api/clip', () => {
  test('reads the HTML the browser sends, resolving addresses against its URL', async ({ api, user }) => {
    const response = await api.call('POST /clip', {
      token: user.token,
      body: { url: 'https://cook.example/soup', html: RECIPE_PAGE },
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      title: 'Lentil & Tomato Soup',
      imageUrl: 'https://cook.example/pictures/soup.jpg',
    })
  })

  test('answers 400 for an empty page, a page without a recipe, or one over the size limit', async ({
    api,
    user,
  }) => {
    const send = (html: string) =>
      api.call('POST /clip', { token: user.token, body: { url: 'https://cook.example/', html } })
    expect((await send('')).status).toBe(400)
    expect((await send('<p>Nothing to cook here.</p>')).status).toBe(400)
    expect((await send('x'.repeat(MAX_CLIP_HTML_CHARS + 1))).status).toBe(400)
  })
})

describe('POST /api/clip with pages built to be slow', () => {
  test('a recipe inside 10,000 and 200,000 nested <div>s comes out within seconds', async ({ api, user }) => {
    for (const levels of [10_000, 200_000]) {
      const started = performance.now()
      const response = await api.call('POST /clip', {
        token: user.token,
        body: { url: 'https://cook.example/deep', html: deepPage(levels) },
      })
      expect(performance.now() - started, `${levels} levels`).toBeLessThan(10_000)
      expect(response.status).toBe(200)
      expect(response.body).toMatchObject({
        title: 'Deep Soup',
        ingredients: '1 leek\n2 potatoes',
        instructions: 'Chop the leek.\nBoil it all.',
      })
    }
  })

  test('a page that takes longer than the time limit is a 400 that says so; the next page is read', async ({
    appWith,
    user,
  }) => {
    const api = await appWith({ parseTimeLimitMs: 1000 })
    const send = (html: string) =>
      api.call('POST /clip', { token: user.token, body: { url: 'https://cook.example/', html } })
    const slow = await send(`<html><body>${'<div>1 egg'.repeat(400_000)}</body></html>`)
    expect(slow.status).toBe(400)
    expect(slow.body).toMatchObject({
      error: { message: expect.stringMatching(/took too long to read/) },
    })
    const next = await send(RECIPE_PAGE)
    expect(next.status).toBe(200)
    expect(next.body).toMatchObject({ title: 'Lentil & Tomato Soup' })
  })
})

/**
 * Import web addresses: pasted (POST /data/import/urls) or a text file among import files, each page
 * clipped in the job from a site on loopback: recipes with pictures, a page without one, a 404, a page
 * that never answers and a private address, each a result of its own.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { strToU8 } from 'fflate'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import type { TJob, TRecipe, TRecipeSummary } from '@rosemary/shared/contract'
import type { ApiClient } from '../../test/api-client.ts'
import { test } from '../../test/fixtures.ts'
import { solidJpeg } from '../../test/images.ts'
import { finishedJob, sendFiles } from '../../test/imports.ts'
import { type LoopbackServer, startLoopbackServer } from '../../test/loopback-server.ts'
import { createTestFetcher } from '../../test/misbehaving-site.ts'

const recipePage = (name: string) => `<!doctype html><html><head><title>${name}</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"${name}",
 "image":"/picture.jpg","recipeIngredient":["1 leek"],"recipeInstructions":"Cook it."}</script>
</head><body><h1>${name}</h1></body></html>`

let site: LoopbackServer
let picture: Buffer
let inFlight = 0
let mostAtOnce = 0

/** Pages take a moment to answer, so that how many are fetched at once can be counted. */
function answer(request: IncomingMessage, response: ServerResponse) {
  const path = request.url ?? '/'
  if (path === '/slow') return // never answers
  if (path === '/picture.jpg') {
    response.writeHead(200, { 'content-type': 'image/jpeg' }).end(picture)
    return
  }
  inFlight++
  mostAtOnce = Math.max(mostAtOnce, inFlight)
  setTimeout(() => {
    inFlight--
    const recipe = /^\/recipe\/(\w+)$/.exec(path)?.[1]
    if (recipe) response.writeHead(200, { 'content-type': 'text/html' }).end(recipePage(recipe))
    else if (path === '/diary')
      response.writeHead(200, { 'content-type': 'text/html' }).end('<p>We went to the market.</p>')
    else response.writeHead(404).end()
  }, 60)
}

beforeAll(async () => {
  picture = await solidJpeg()
  site = await startLoopbackServer(answer)
})

afterAll(() => site.close())

const importUrls = (api: ApiClient, token: string, urls: unknown, label?: string) =>
  api.callLoose('POST /data/import/urls', { token, body: { urls }, ...(label && { query: { label } }) })

async function importedJob(api: ApiClient, token: string, response: { status: number; body: unknown }) {
  expect(response.status, JSON.stringify(response.body)).toBe(202)
  return finishedJob(api, token, (response.body as { jobId: string }).jobId, 60_000)
}

async function recipes(api: ApiClient, token: string): Promise<TRecipe[]> {
  const page = await api.call('GET /recipes/by-page', { token, query: {} })
  const found = (page.body as { data: TRecipeSummary[] }).data
  return Promise.all(
    found.map(
      async ({ id }) => (await api.call('GET /recipes/:id', { token, params: { id } })).body as TRecipe,
    ),
  )
}

describe('POST /data/import/urls', () => {
  test('clips each address once, two at a time, pictures stored, and names each failure by its address', async ({
    appWith,
    user,
  }) => {
    const api = await appWith({ clipAllowPrivate: true })
    mostAtOnce = 0
    const urls = [
      `${site.base}/recipe/Soup`,
      `${site.base}/recipe/Bread`,
      `${site.base}/diary`,
      ` ${site.base}/recipe/Soup `,
      `${site.base}/gone`,
      `${site.base}/recipe/Cake`,
      `${site.base}/recipe/Tart`,
    ]
    const job = await importedJob(api, user.token, await importUrls(api, user.token, urls, 'From the web'))
    expect(job).toMatchObject<Partial<TJob>>({
      type: 'import:urls',
      status: 'done',
      total: 6,
      imported: 4,
      failed: 2,
      failures: [
        { title: `${site.base}/diary`, reason: 'No recipe was found on that page.' },
        { title: `${site.base}/gone`, reason: 'The site answered with an error (HTTP 404).' },
      ],
    })
    expect(job.picturesSkipped).toBe(0)
    expect(mostAtOnce).toBe(2)
    const stored = await recipes(api, user.token)
    expect(stored.map((recipe) => recipe.title).sort()).toEqual(['Bread', 'Cake', 'Soup', 'Tart'])
    for (const recipe of stored) {
      expect(recipe.url).toBe(`${site.base}/recipe/${recipe.title}`)
      expect(recipe.images).toHaveLength(1)
      expect(recipe.labels.map((label) => label.title)).toEqual(['from the web'])
    }
  }, 90_000)

  test('a page too slow, a private address and a name that does not exist are failures saying so', async ({
    appWith,
    user,
  }) => {
    // The test policy: 127.0.0.1 stands for the public internet, 127.0.0.2 is private.
    const fetcher = createTestFetcher({ timeoutMs: 1_500 })
    try {
      const api = await appWith({}, { fetcher })
      const privatePage = site.base.replace('127.0.0.1', '127.0.0.2')
      const urls = [`${site.base}/slow`, `${privatePage}/recipe/Soup`, 'http://missing.test/soup']
      const job = await importedJob(api, user.token, await importUrls(api, user.token, urls))
      expect(job).toMatchObject({ status: 'done', imported: 0, failed: 3 })
      expect(job.failures).toEqual([
        { title: urls[0], reason: 'The site took too long to answer.' },
        { title: urls[1], reason: expect.stringMatching(/private network/) },
        { title: urls[2], reason: expect.stringMatching(/No site called missing\.test could be found/) },
      ])
    } finally {
      await fetcher.close()
    }
  }, 60_000)

  test('refuses what is not a list of 1 to 500 web addresses, and asks for sign-in', async ({
    api,
    user,
  }) => {
    for (const urls of [
      [],
      ['example.com/soup'],
      ['ftp://example.com/soup'],
      Array.from({ length: 501 }, (_, index) => `https://example.com/${index}`),
      'https://example.com/soup',
    ]) {
      const response = await importUrls(api, user.token, urls)
      expect(response.status, JSON.stringify(urls).slice(0, 80)).toBe(400)
      expect(response.body).toMatchObject({ error: { code: 'invalid_input', fields: expect.any(Object) } })
    }
    expect((await importUrls(api, '', [`${site.base}/recipe/Soup`])).status).toBe(401)
  })
})

describe('a text file of web addresses among import files', () => {
  const list = () =>
    strToU8(`${site.base}/recipe/Soup\r\n\r\n${site.base}/diary\nto try\n${site.base}/recipe/Bread\n`)
  const cookmate = strToU8(`<?xml version="1.0" encoding="utf-8"?><cookbook version="66"><recipe>
<title>Flapjacks</title><ingredient><li>oats</li></ingredient><recipetext><li>Bake.</li></recipetext>
</recipe></cookbook>`)

  test('is recognised, and its addresses clipped in the same job as the other files', async ({
    appWith,
    user,
  }) => {
    const api = await appWith({ clipAllowPrivate: true })
    const files = [
      { name: 'to cook.txt', data: list() },
      { name: 'cookbook.xml', data: cookmate },
    ]
    const recognized = await sendFiles(api, user.token, '/data/import/files/recognize', files)
    expect(recognized.body).toEqual({
      files: [
        { name: 'to cook.txt', format: 'urlList', recipes: 4, problem: null, columns: null },
        { name: 'cookbook.xml', format: 'cookmate', recipes: 1, problem: null, columns: null },
      ],
    })
    const job = await importedJob(
      api,
      user.token,
      await sendFiles(api, user.token, '/data/import/files', files),
    )
    expect(job).toMatchObject({
      type: 'import:files',
      status: 'done',
      imported: 3,
      failed: 2,
      files: [
        { name: 'to cook.txt', format: 'urlList', recipes: 4 },
        { name: 'cookbook.xml', format: 'cookmate', recipes: 1 },
      ],
    })
    expect(job.failures).toEqual([
      { title: `${site.base}/diary`, reason: 'No recipe was found on that page.', file: 'to cook.txt' },
      { title: 'to try', reason: 'This line is not a web address.', file: 'to cook.txt' },
    ])
    const titles = (await recipes(api, user.token)).map((recipe) => recipe.title).sort()
    expect(titles).toEqual(['Bread', 'Flapjacks', 'Soup'])
  }, 90_000)
})

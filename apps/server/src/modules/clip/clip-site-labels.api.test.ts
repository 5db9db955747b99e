import { afterAll, beforeAll, describe, expect } from 'vitest'
import { MAX_CLIP_LABELS, type TClipDraft } from '@rosemary/shared/contract'
import { type LoopbackServer, startLoopbackServer } from '../../test/loopback-server.ts'
import { test } from '../../test/fixtures.ts'

/** A page whose JSON-LD holds this recipe (and these other nodes) in a graph, with these head tags. */
function page(recipe: object, head = '', others: object[] = []): string {
  const graph = {
    '@context': 'https://schema.org',
    '@graph': [
      ...others,
      {
        '@type': 'Recipe',
        name: 'Pea Soup',
        recipeIngredient: ['500 g peas', '1 onion'],
        recipeInstructions: [
          { '@type': 'HowToStep', text: 'Soften the onion.' },
          { '@type': 'HowToStep', text: 'Add the peas and blend.' },
        ],
        ...recipe,
      },
    ],
  }
  return `<!doctype html><html lang="en"><head><title>Pea Soup</title>${head}
<script type="application/ld+json">${JSON.stringify(graph)}</script></head><body><h1>Pea Soup</h1></body></html>`
}

const PAGES: Record<string, string> = {
  '/named': page(
    {
      keywords: 'Soup, SOUP, quick, green',
      recipeCategory: ['Starter', 'starter'],
      recipeCuisine: 'British',
    },
    '<meta property="og:site_name" content="Anna&#39;s Kitchen">',
    [{ '@type': 'WebSite', name: 'Not This One' }],
  ),
  '/graph-site': page({ isPartOf: { '@id': '#page' } }, '', [
    { '@type': 'WebSite', '@id': '#site', name: 'Green Spoon' },
    { '@type': 'WebPage', '@id': '#page', isPartOf: { '@id': '#site' } },
  ]),
  '/part-of': page({ isPartOf: { '@type': 'Blog', name: 'Soup Diaries' } }),
  '/publisher': page({ publisher: { '@type': 'Organization', name: 'Pea Press' } }),
  '/many-keywords': page({
    keywords: [...Array.from({ length: 30 }, (_, index) => `keyword ${index}`), 'x'.repeat(60)].join(', '),
  }),
  '/unnamed': page({}),
}

let server: LoopbackServer

beforeAll(async () => {
  server = await startLoopbackServer((request, response) => {
    const html = PAGES[request.url ?? '']
    if (html) response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html)
    else response.writeHead(404).end()
  })
})

afterAll(() => server.close())

describe('a clipped page names its site and gives its categories and keywords as labels', () => {
  test('the site the page names is the source, its address the url; labels are its categories and keywords, each once', async ({
    appWith,
    user,
  }) => {
    const api = await appWith({ clipAllowPrivate: true })
    const response = await api.call('GET /clip', {
      token: user.token,
      query: { url: `${server.base}/named` },
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      source: "Anna's Kitchen",
      url: `${server.base}/named`,
      labels: ['starter', 'british', 'soup', 'quick', 'green'],
    } satisfies Partial<TClipDraft>)
  })

  test('without og:site_name: the publisher, the site the recipe is part of, or the data’s WebSite; else the host', async ({
    appWith,
    user,
  }) => {
    const api = await appWith({ clipAllowPrivate: true })
    const sources: Record<string, string> = {}
    for (const path of ['/graph-site', '/part-of', '/publisher', '/unnamed']) {
      const response = await api.call('GET /clip', {
        token: user.token,
        query: { url: `${server.base}${path}` },
      })
      sources[path] = (response.body as TClipDraft).source
    }
    expect(sources).toEqual({
      '/graph-site': 'Green Spoon',
      '/part-of': 'Soup Diaries',
      '/publisher': 'Pea Press',
      '/unnamed': new URL(server.base).hostname,
    })
  })

  test(`at most ${MAX_CLIP_LABELS} labels, none longer than a label may be; the bookmarklet’s page alike`, async ({
    api,
    user,
  }) => {
    const response = await api.call('POST /clip', {
      token: user.token,
      body: { url: 'https://example.com/soup', html: PAGES['/many-keywords']! },
    })
    expect(response.status).toBe(200)
    const { labels } = response.body as TClipDraft
    expect(labels).toEqual(Array.from({ length: MAX_CLIP_LABELS }, (_, index) => `keyword ${index}`))
  })

  test('a pasted text’s draft has no labels', async ({ api, user }) => {
    const response = await api.call('POST /clip/text', {
      token: user.token,
      body: {
        text: 'Pea Soup\n\nIngredients\n500 g peas\n1 onion\n\nMethod\nSoften the onion.\nAdd the peas and blend.',
      },
    })
    expect((response.body as TClipDraft).labels).toEqual([])
  })
})

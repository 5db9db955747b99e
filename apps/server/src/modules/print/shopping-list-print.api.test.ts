import { randomUUID } from 'node:crypto'
import { load } from 'cheerio'
import type { TShoppingItem } from '@rosemary/shared/contract'
import { describe, expect } from 'vitest'
import { createApiClient } from '../../test/api-client.ts'
import { test as base } from '../../test/fixtures.ts'
import { buildRouteApp } from '../../test/route-app.ts'
import { registerShoppingListPrintRoute } from './shopping-list-print.routes.ts'

const XSS = '<script>alert(1)</script>'

function item(title: string, minute: number, changes: Partial<TShoppingItem> = {}): TShoppingItem {
  const createdAt = new Date(Date.UTC(2026, 2, 1, 9, minute)).toISOString()
  return {
    id: randomUUID(),
    title,
    groupTitle: title.replace(/^[\d\s]+(g |cups? )?/, ''),
    categoryTitle: 'other',
    completed: false,
    completedAt: null,
    recipeId: null,
    recipeTitle: null,
    mealPlanItemId: null,
    exactTitle: null,
    addedBy: null,
    createdAt,
    updatedAt: createdAt,
    ...changes,
  }
}

const LIST_ID: string = randomUUID()
const ITEMS = [
  item('2 cups flour', 1, { categoryTitle: 'pantry', recipeTitle: 'Bread' }),
  item('apples', 2, { categoryTitle: 'produce' }),
  item('milk', 3, { categoryTitle: 'dairy', completed: true }),
  item('100 g flour', 4, { categoryTitle: 'pantry' }),
  item('Bananas', 5, { categoryTitle: 'produce' }),
]

/** The route in an app of its own, its list read from memory: only the owner gets it. */
interface PageOptions {
  /** The session token sent as a Bearer; none when null. */
  token?: string | null
  id?: string
  headers?: Record<string, string>
}

const test = base.extend<{ page: (query: string, options?: PageOptions) => Promise<Page> }>({
  page: async ({ database, bus, user }, use) => {
    const lists = new Map([[LIST_ID, { ownerId: user.id, list: { title: `Saturday ${XSS}`, items: ITEMS } }]])
    const app = await buildRouteApp({
      database,
      bus,
      register: (routes, sessionHooks) =>
        registerShoppingListPrintRoute(routes, {
          sessionHooks,
          loadList: async (userId, listId) => {
            const found = lists.get(listId)
            return found?.ownerId === userId ? found.list : null
          },
        }),
    })
    const api = createApiClient(app)
    await use(async (query, { token = user.token, id = LIST_ID, headers = {} } = {}) => {
      const response = await api.raw({
        method: 'GET',
        url: `/api/print/shoppingList/${id}?${query}`,
        headers: { ...headers, ...(token && { authorization: `Bearer ${token}` }) },
      })
      return { ...response, $: load(String(response.body)), html: String(response.body) }
    })
    await app.close()
  },
})

interface Page {
  status: number
  body: unknown
  headers: Record<string, unknown>
  html: string
  $: ReturnType<typeof load>
}

const texts = ({ $ }: Page, selector: string) =>
  $(selector)
    .map((_, element) => $(element).text().trim())
    .get()

describe('GET /api/print/shoppingList/:id', () => {
  test('needs a session, from the query or the Authorization header', async ({ page, user }) => {
    const anonymous = await page('', { token: null })
    expect(anonymous.status).toBe(401)
    expect(anonymous.body).toMatchObject({ error: { code: 'unauthorized' } })
    expect((await page('token=not-a-session', { token: null })).status).toBe(401)
    expect((await page('', { token: 'not-a-session' })).status).toBe(401)
    expect((await page(`token=${user.token}`, { token: null })).status).toBe(200)
    expect((await page('')).status).toBe(200)
  })

  test('is 404 for a list that is unknown or not mine', async ({ page, makeUser }) => {
    expect((await page('', { id: randomUUID() })).status).toBe(404)
    const other = await makeUser()
    expect((await page('', { token: other.token })).status).toBe(404)
  })

  test('refuses a malformed query with 400 naming the field', async ({ page }) => {
    const sort = await page('sortBy=price')
    expect(sort.status).toBe(400)
    expect(sort.body).toMatchObject({
      error: { code: 'invalid_input', fields: { sortBy: expect.any(String) } },
    })
    const flag = await page('groupSimilar=perhaps')
    expect(flag.body).toMatchObject({ error: { fields: { groupSimilar: expect.any(String) } } })
    expect((await page('language=fr-fr')).body).toMatchObject({
      error: { fields: { language: expect.any(String) } },
    })
    expect((await page('', { id: 'not-an-id' })).body).toMatchObject({
      error: { fields: { id: expect.any(String) } },
    })
  })

  test('by default: by aisle in store order, similar items together, newest first, done items left off', async ({
    page,
  }) => {
    const answer = await page('')
    expect(texts(answer, 'h2')).toEqual(['Fruit and vegetables', 'Pantry'])
    expect(texts(answer, '[data-aisle="produce"] li.item')).toEqual(['Bananas', 'apples'])
    expect(texts(answer, '[data-aisle="pantry"] .group-title')).toEqual(['flour'])
    // Flour is weighed: its cups join its grams (the shared sumAmounts).
    expect(texts(answer, '[data-aisle="pantry"] .totals')).toEqual(['350 g'])
    expect(texts(answer, '[data-aisle="pantry"] .lines li')).toEqual([
      '100 g flour',
      '2 cups flour for Bread',
    ])
    expect(answer.html).not.toContain('milk')
  })

  test('follows groupCategories, groupSimilar, sortBy, showRecipeTitle and the language', async ({
    page,
  }) => {
    const flat = await page('groupCategories=false&groupSimilar=false&sortBy=createdAt&showRecipeTitle=false')
    expect(texts(flat, 'h2')).toEqual([])
    expect(texts(flat, 'li.item')).toEqual(['2 cups flour', 'apples', '100 g flour', 'Bananas'])
    const byTitle = await page('groupCategories=false&groupSimilar=false&sortBy=title')
    expect(texts(byTitle, 'li.item')).toEqual(['2 cups flour for Bread', '100 g flour', 'apples', 'Bananas'])
    const german = await page('language=de-de')
    expect(texts(german, 'h2')).toEqual(['Obst und Gemüse', 'Vorrat'])
    expect(german.$('html').attr('lang')).toBe('de-DE')
  })

  test('takes the language from the browser when the query names none', async ({ page }) => {
    const headers = { 'accept-language': 'fr-FR, it;q=0.8, en;q=0.5' }
    expect(texts(await page('', { headers }), 'h2')).toEqual(['Frutta e verdura', 'Dispensa'])
    expect(texts(await page('language=en-us', { headers }), 'h2')).toEqual(['Fruit and vegetables', 'Pantry'])
  })

  test('escapes every text, and serves the page under a nonce-only CSP, never cached', async ({ page }) => {
    const answer = await page('')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.html).not.toContain(XSS)
    expect(answer.$('h1').text()).toBe(`Saturday ${XSS}`)
    const csp = String(answer.headers['content-security-policy'])
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain(`script-src 'nonce-${nonce}'`)
    expect(csp).not.toContain('unsafe-inline')
    expect(answer.$('style').attr('nonce')).toBe(nonce)
  })

  test('opens the print dialog only with print=true', async ({ page }) => {
    expect((await page('')).$('script')).toHaveLength(0)
    expect((await page('print=false')).$('script')).toHaveLength(0)
    const printing = await page('print=true&version=3')
    const nonce = /'nonce-([^']+)'/.exec(String(printing.headers['content-security-policy']))?.[1]
    expect(printing.$('script')).toHaveLength(1)
    expect(printing.$('script').attr('nonce')).toBe(nonce)
  })
})

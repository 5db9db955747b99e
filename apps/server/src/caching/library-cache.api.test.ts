/** List answers kept in memory are never served once something in the user's library changed. */
import { sql } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import type { TRecipeSummary } from '@rosemary/shared/contract'
import { recipes } from '../db/schema/index.ts'
import type { ApiClient } from '../test/api-client.ts'
import { test, type TestUser } from '../test/fixtures.ts'
import { createRecipe } from '../test/recipes.ts'

async function page(api: ApiClient, user: TestUser) {
  const response = await api.callLoose('GET /recipes/by-page', {
    token: user.token,
    query: { sort: 'title' },
  })
  const body = response.body as { data: TRecipeSummary[]; totalCount: number }
  return { titles: body.data.map((recipe) => recipe.title), cached: response.headers['x-cache'] === 'hit' }
}

describe('the library cache', () => {
  test('answers a repeated list from memory, and afresh after each change the user makes', async ({
    api,
    user,
  }) => {
    const soup = await createRecipe(api, user.token, { title: 'Soup' })
    expect(await page(api, user)).toEqual({ titles: ['Soup'], cached: false })
    expect(await page(api, user)).toEqual({ titles: ['Soup'], cached: true })

    await createRecipe(api, user.token, { title: 'Bread' })
    expect(await page(api, user)).toEqual({ titles: ['Bread', 'Soup'], cached: false })

    await api.call('PUT /recipes/:id', {
      token: user.token,
      params: { id: soup.id },
      body: { title: 'Stew' },
    })
    expect(await page(api, user)).toEqual({ titles: ['Bread', 'Stew'], cached: false })

    const labels = await api.call('GET /labels', { token: user.token })
    const label = (labels.body as { id: string; title: string }[])[0]!
    await api.call('PUT /labels/:id', {
      token: user.token,
      params: { id: label.id },
      body: { title: 'renamed' },
    })
    const relabeled = await api.callLoose('GET /recipes/by-page', { token: user.token, query: {} })
    const summaries = (relabeled.body as { data: TRecipeSummary[] }).data
    expect(summaries.flatMap((recipe) => recipe.labels.map((l) => l.title))).toContain('renamed')
  })

  test('an answer from memory is the same bytes, letters beyond ASCII included, with its length', async ({
    api,
    user,
  }) => {
    await createRecipe(api, user.token, { title: 'Crème brûlée — 焦糖布丁 🍮' })
    const read = () =>
      api.raw({
        method: 'GET',
        url: '/api/recipes/by-page?sort=title',
        headers: { authorization: `Bearer ${user.token}` },
      })
    const first = await read()
    const again = await read()
    expect(again.headers['x-cache']).toBe('hit')
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true)
    expect(Number(again.headers['content-length'])).toBe(first.rawPayload.byteLength)
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8')
    expect((again.body as { data: TRecipeSummary[] }).data[0]?.title).toBe('Crème brûlée — 焦糖布丁 🍮')
  })

  test('a change published to the user from elsewhere (an import, another user) is seen at once', async ({
    api,
    user,
    database,
    bus,
  }) => {
    await createRecipe(api, user.token, { title: 'Soup' })
    await page(api, user)
    expect((await page(api, user)).cached).toBe(true)
    // What a background import does: write, then tell the user's apps.
    await database.db.insert(recipes).values({ userId: user.id, title: 'Imported Pie' })
    await bus.publish(user.id, { type: 'recipe:update', data: { recipeId: null } })
    expect(await page(api, user)).toEqual({ titles: ['Imported Pie', 'Soup'], cached: false })
  })

  test("one user's change leaves another's kept answers alone; answers are per user", async ({
    api,
    user,
    makeUser,
  }) => {
    const other = await makeUser()
    await createRecipe(api, user.token, { title: 'Soup' })
    await createRecipe(api, other.token, { title: 'Cake' })
    await page(api, user)
    expect(await page(api, other)).toEqual({ titles: ['Cake'], cached: false })
    await createRecipe(api, other.token, { title: 'Tart' })
    expect(await page(api, user)).toEqual({ titles: ['Soup'], cached: true })
  })

  test('keeps nothing longer than CACHE_SECONDS', async ({ api, user, clock, database }) => {
    await createRecipe(api, user.token, { title: 'Soup' })
    await page(api, user)
    // A change no request or frame announced (none should exist) is seen once the answer expires.
    await database.db.execute(sql`update recipes set title = 'Stew'`)
    expect(await page(api, user)).toEqual({ titles: ['Soup'], cached: true })
    clock.advance(30_001)
    expect(await page(api, user)).toEqual({ titles: ['Stew'], cached: false })
  })

  test('CACHE_SECONDS=0 keeps nothing', async ({ appWith, user }) => {
    const api = await appWith({ cacheSeconds: 0 })
    await createRecipe(api, user.token, { title: 'Soup' })
    await page(api, user)
    expect((await page(api, user)).cached).toBe(false)
  })
})

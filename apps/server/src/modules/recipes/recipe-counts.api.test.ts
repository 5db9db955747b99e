/**
 * recipe_counts, the folder totals a page of the list reads instead of counting: kept by triggers on
 * recipes (migration 0029), it must equal count(*) after every kind of write, on both engines.
 */
import { sql } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import type { Db } from '../../db/client.ts'
import { paprikaExport } from '../../formats/import/test-support/paprika-files.ts'
import { test } from '../../test/fixtures.ts'
import { finishedJob, sendImport } from '../../test/imports.ts'
import { createRecipe } from '../../test/recipes.ts'
import { befriend } from '../../test/social.ts'

type Counts = Record<string, number>

async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Counts> {
  const result: unknown = await db.execute(query)
  // count(*) is a bigint: node-postgres gives it as text.
  const { rows: found } = result as { rows: { key: string; n: number | string }[] }
  return Object.fromEntries(found.map((row) => [row.key, Number(row.n)]))
}

/** Every user's folders as kept (empty ones left out) and as counted. */
async function keptAndCounted(db: Db): Promise<{ kept: Counts; counted: Counts }> {
  return {
    kept: await rows(
      db,
      sql`select user_id || '/' || folder as key, recipes as n from recipe_counts where recipes <> 0`,
    ),
    counted: await rows(
      db,
      sql`select user_id || '/' || folder as key, count(*) as n from recipes group by user_id, folder`,
    ),
  }
}

async function expectExact(db: Db): Promise<Counts> {
  const { kept, counted } = await keptAndCounted(db)
  expect(kept).toEqual(counted)
  return kept
}

describe('recipe_counts', () => {
  test('equals count(*) through creates, moves, messages, imports and deletes', async ({
    api,
    database,
    user,
    makeUser,
  }) => {
    const db = database.db
    const soup = await createRecipe(api, user.token, { title: 'Soup' })
    const stew = await createRecipe(api, user.token, { title: 'Stew' })
    await createRecipe(api, user.token, { title: 'Pie' })
    expect(await expectExact(db)).toEqual({ [`${user.id}/main`]: 3 })

    const moved = await api.call('PUT /recipes/:id', {
      token: user.token,
      params: { id: stew.id },
      body: { folder: 'inbox' },
    })
    expect(moved.status).toBe(200)
    expect(await expectExact(db)).toEqual({ [`${user.id}/main`]: 2, [`${user.id}/inbox`]: 1 })
    // A change that keeps the folder keeps the counts.
    await api.call('PUT /recipes/:id', { token: user.token, params: { id: stew.id }, body: { rating: 4 } })
    await expectExact(db)

    const friend = await makeUser('Bo Friend')
    await befriend(api, user, friend)
    const sent = await api.call('POST /messages', {
      token: user.token,
      body: { id: crypto.randomUUID(), to: friend.id, body: 'Try this', recipeId: soup.id },
    })
    expect(sent.status).toBe(201)
    expect((await expectExact(db))[`${friend.id}/inbox`]).toBe(1)

    const file = paprikaExport([{ name: 'Imported Soup' }, { name: 'Imported Stew' }])
    const started = await sendImport(api, user.token, '/data/import/paprika', 'paprikadb', file)
    const job = await finishedJob(api, user.token, (started.body as { jobId: string }).jobId)
    expect(job).toMatchObject({ status: 'done', imported: 2 })
    expect((await expectExact(db))[`${user.id}/main`]).toBe(4)

    await api.call('DELETE /recipes/:id', { token: user.token, params: { id: soup.id } })
    await api.call('POST /recipes/delete-bulk', { token: user.token, body: { recipeIds: [stew.id] } })
    expect(await expectExact(db)).toMatchObject({ [`${user.id}/main`]: 3 })
    await api.call('DELETE /recipes/all', { token: user.token })
    expect(await expectExact(db)).toEqual({ [`${friend.id}/inbox`]: 1 })

    await api.call('DELETE /users/', { token: friend.token })
    expect(await expectExact(db)).toEqual({})
  })

  test('gives by-page and count the same totals as counting, filtered or not', async ({ api, user }) => {
    for (const title of ['Soup', 'Stew', 'Pie'])
      await createRecipe(api, user.token, { title, labels: title === 'Pie' ? ['baking'] : [] })
    const page = async (query: Record<string, unknown>) =>
      (await api.call('GET /recipes/by-page', { token: user.token, query })).body as { totalCount: number }
    expect(await page({})).toMatchObject({ totalCount: 3 })
    expect(await page({ offset: 10 })).toMatchObject({ totalCount: 3 })
    expect(await page({ folder: 'inbox' })).toMatchObject({ totalCount: 0 })
    expect(await page({ labels: ['baking'] })).toMatchObject({ totalCount: 1 })
    const count = await api.call('GET /recipes/count', { token: user.token, query: { folder: 'main' } })
    expect(count.body).toEqual({ count: 3 })
  })
})

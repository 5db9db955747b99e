/** Titles in natural order ("Soup 2" before "Soup 10"), the same key on both engines and in packages/shared. */
import { naturalTitleKey } from '@rosemary/shared'
import type { TRecipeSummary } from '@rosemary/shared/contract'
import { sql } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import type { Db } from '../../db/client.ts'
import type { ApiClient } from '../../test/api-client.ts'
import { test } from '../../test/fixtures.ts'
import { createRecipe } from '../../test/recipes.ts'

async function titles(api: ApiClient, token: string, query: Record<string, string> = {}) {
  const response = await api.call('GET /recipes/by-page', { token, query })
  return (response.body as { data: TRecipeSummary[] }).data.map((recipe) => recipe.title)
}

async function rowsOf<T>(db: Db, statement: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(statement)
  return (result as { rows: T[] }).rows
}

describe('natural title order', () => {
  test('numbers by value, letter case and accents ignored', async ({ api, user }) => {
    for (const title of ['Soup 10', 'soup 2', '#101', '#41', 'Éclair 12', 'eclair 3', 'Apple', 'Soup 1']) {
      await createRecipe(api, user.token, { title })
    }
    expect(await titles(api, user.token)).toEqual([
      '#41',
      '#101',
      'Apple',
      'eclair 3',
      'Éclair 12',
      'Soup 1',
      'soup 2',
      'Soup 10',
    ])
    // A renamed recipe takes its new place.
    const renamed = await createRecipe(api, user.token, { title: 'Soup 100' })
    await api.call('PUT /recipes/:id', {
      token: user.token,
      params: { id: renamed.id },
      body: { title: 'Soup 3' },
    })
    expect((await titles(api, user.token)).slice(-3)).toEqual(['soup 2', 'Soup 3', 'Soup 10'])
  })

  test('pages read one after another hold every recipe once, even when titles and times tie', async ({
    api,
    user,
  }) => {
    // The clock stands still: every recipe has the same creation time, and pairs have the same key.
    for (let i = 0; i < 12; i++) await createRecipe(api, user.token, { title: `Tart ${i % 6}` })
    const all = await api.call('GET /recipes/by-page', { token: user.token, query: { count: '50' } })
    const allIds = (all.body as { data: TRecipeSummary[] }).data.map((recipe) => recipe.id)
    for (const sort of ['title', 'createdAt', '-createdAt'] as const) {
      const paged: string[] = []
      for (let offset = 0; offset < 12; offset += 5) {
        const response = await api.call('GET /recipes/by-page', {
          token: user.token,
          query: { sort, offset: String(offset), count: '5' },
        })
        paged.push(...(response.body as { data: TRecipeSummary[] }).data.map((recipe) => recipe.id))
      }
      expect(new Set(paged).size, sort).toBe(12)
      if (sort === 'title') expect(paged).toEqual(allIds)
    }
  })

  test('the database makes the key packages/shared makes', async ({ database }) => {
    const samples = ['Soup 10', '#41', 'Crème Brûlée', 'Straße 007', '0 calories', 'ÆØÅ þorn Łódź Œuvre', '']
    const rows = await rowsOf<{ key: string }>(
      database.db,
      sql`select public.natural_sort_key(t) as key from unnest(${sql`array[${sql.join(
        samples.map((sample) => sql`${sample}`),
        sql`, `,
      )}]::text[]`}) with ordinality as s(t, n) order by n`,
    )
    expect(rows.map((row) => row.key)).toEqual(samples.map(naturalTitleKey))
  })

  test('a page by title comes from the title index in its order, with no sort step', async ({
    database,
    user,
  }) => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      await tx.execute(sql`set local enable_sort = off`)
      return rowsOf<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select id from recipes where user_id = ${user.id} and folder = 'main'
            order by sort_title, created_at, id limit 20 offset 40`,
      )
    })
    const text = plan.map((row) => row['QUERY PLAN']).join('\n')
    expect(text).toContain('recipes_user_folder_title_idx')
    expect(text).not.toMatch(/\bSort\b/)
  })
})

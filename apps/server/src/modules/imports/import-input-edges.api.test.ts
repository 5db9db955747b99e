/** Import files nobody checked: NUL characters in their text, and a database that refuses a recipe. */
import type { TJob, TRecipe } from '@rosemary/shared/contract'
import { sql } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { test } from '../../test/fixtures.ts'
import { finishedJob, sendImport } from '../../test/imports.ts'

const importJsonLd = async (api: Parameters<typeof sendImport>[0], token: string, recipes: unknown[]) => {
  const started = await sendImport(
    api,
    token,
    '/data/import/json-ld',
    'jsonLD',
    Buffer.from(JSON.stringify(recipes)),
  )
  expect(started.status).toBe(202)
  return finishedJob(api, token, (started.body as { jobId: string }).jobId)
}

describe('an import', () => {
  test('with NUL characters in its text imports the recipes without them (it used to hang its job)', async ({
    api,
    user,
  }) => {
    const job = await importJsonLd(api, user.token, [
      {
        '@type': 'Recipe',
        name: 'Nul\u0000 Soup',
        recipeIngredient: ['1 on\u0000ion'],
        recipeCategory: 'so\u0000ups',
      },
      { '@type': 'Recipe', name: 'Plain Soup' },
    ])
    expect(job).toMatchObject({ status: 'done', imported: 2, failed: 0 })
    const page = await api.call('GET /recipes/by-page', { token: user.token, query: {} })
    const nul = (page.body as { data: TRecipe[] }).data.find((recipe) => recipe.title === 'Nul Soup')
    const recipe = await api.call('GET /recipes/:id', { token: user.token, params: { id: nul!.id } })
    expect(recipe.body).toMatchObject({ ingredients: '1 onion', labels: [{ title: 'soups' }] })
  })

  test('whose recipe the database refuses says so without the SQL or the values', async ({
    api,
    user,
    database,
  }) => {
    await database.db.execute(
      sql.raw(`
      create function refuse_recipes() returns trigger language plpgsql as $$
        begin raise exception 'refused for a test'; end $$`),
    )
    await database.db.execute(
      sql.raw('create trigger refuse_recipes before insert on recipes execute function refuse_recipes()'),
    )
    let job: TJob
    try {
      job = await importJsonLd(api, user.token, [{ '@type': 'Recipe', name: 'Secret Family Soup' }])
    } finally {
      await database.db.execute(sql.raw('drop function refuse_recipes cascade'))
    }
    expect(job).toMatchObject({
      status: 'done',
      failed: 1,
      failures: [{ title: 'Secret Family Soup', reason: 'It could not be saved.' }],
    })
  })
})

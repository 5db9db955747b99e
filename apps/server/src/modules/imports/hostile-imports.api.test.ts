/**
 * Import files built to crash or freeze the reader: nesting deeper than any recipe file, and files that
 * take longer than the time limit to read. Each is a clear answer; none is a 500, and none holds others up.
 */
import { describe, expect } from 'vitest'
import type { TJob, TRecipe, TRecipeSummary } from '@rosemary/shared/contract'
import { paprikaExport } from '../../formats/import/test-support/paprika-files.ts'
import { test } from '../../test/fixtures.ts'
import { finishedJob, sendImport } from '../../test/imports.ts'

const encode = (text: string) => new TextEncoder().encode(text)

describe('nesting deeper than any recipe file', () => {
  test('an FDX or Cookmate file nested 200,000 levels deep is a 400 that says so', async ({ api, user }) => {
    const deep = (root: string) =>
      encode(`<${root}>${'<Recipe>'.repeat(200_000)}${'</Recipe>'.repeat(200_000)}</${root}>`)
    for (const [path, field, root] of [
      ['/import/fdxz', 'fdxzdb', 'fdx'],
      ['/data/import/cookmate', 'cookmatedb', 'cookbook'],
    ] as const) {
      const response = await sendImport(api, user.token, path, field, deep(root))
      expect(response.status, path).toBe(400)
      expect(response.body).toMatchObject({
        error: {
          message: expect.stringMatching(/more than 100 levels deep/),
          fields: { [field]: expect.any(String) },
        },
      })
    }
    const jobs = await api.call('GET /jobs', { token: user.token })
    expect(jobs.body).toEqual({ data: [] })
  })

  test('a JSON-LD recipe with lists and markup nested 100,000 deep is imported, read up to the cap', async ({
    api,
    user,
  }) => {
    const list = `${'['.repeat(100_000)}"2 eggs"${']'.repeat(100_000)}`
    const markup = `${'<div>'.repeat(100_000)}Whisk.${'</div>'.repeat(100_000)}`
    const file = encode(
      `{"@type":"Recipe","name":"Deep","recipeIngredient":["1 cup milk",${list}],"recipeInstructions":${JSON.stringify(markup)}}`,
    )
    const response = await sendImport(api, user.token, '/data/import/json-ld', 'jsonLD', file)
    expect(response.status).toBe(202)
    const job = await finishedJob(api, user.token, (response.body as { jobId: string }).jobId)
    expect(job).toMatchObject({ status: 'done', imported: 1, failed: 0 } satisfies Partial<TJob>)
    const page = await api.call('GET /recipes/by-page', { token: user.token, query: {} })
    const [summary] = (page.body as { data: TRecipeSummary[] }).data
    const recipe = await api.call('GET /recipes/:id', { token: user.token, params: { id: summary!.id } })
    expect(recipe.body).toMatchObject({
      title: 'Deep',
      ingredients: '1 cup milk',
      instructions: 'Whisk.',
    } satisfies Partial<TRecipe>)
  })
})

describe('the time limit', () => {
  test('a file that takes longer than the limit to read is a 400 before any job, and the next file is read', async ({
    appWith,
    user,
  }) => {
    const api = await appWith({ parseTimeLimitMs: 200 })
    // One recipe whose instructions are 2 MB of markup: far more than 200 ms of reading.
    const markup = '<p>Stir <b>well</b>.</p>'.repeat(100_000)
    const slow = encode(JSON.stringify({ '@type': 'Recipe', name: 'Slow', recipeInstructions: markup }))
    const refused = await sendImport(api, user.token, '/data/import/json-ld', 'jsonLD', slow)
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({
      error: {
        message: expect.stringMatching(/took longer than 200 ms/),
        fields: { jsonLD: expect.any(String) },
      },
    })
    expect((await api.call('GET /jobs', { token: user.token })).body).toEqual({ data: [] })

    const quick = paprikaExport([{ name: 'Quick Soup', ingredients: '1 leek' }])
    const accepted = await sendImport(api, user.token, '/data/import/paprika', 'paprikadb', quick)
    expect(accepted.status).toBe(202)
    const job = await finishedJob(api, user.token, (accepted.body as { jobId: string }).jobId)
    expect(job).toMatchObject({ status: 'done', imported: 1 })
  })
})

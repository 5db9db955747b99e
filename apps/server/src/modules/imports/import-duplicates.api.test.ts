import { describe, expect } from 'vitest'
import type { TJob, TRecipeSummary } from '@rosemary/shared/contract'
import type { ApiClient } from '../../test/api-client.ts'
import { test } from '../../test/fixtures.ts'
import { finishedJob, sendFiles, sendImport } from '../../test/imports.ts'

/** A JSON-LD file of these recipes. */
function jsonLd(recipes: { name: string; ingredients: string[]; steps: string[]; source?: string }[]) {
  const text = JSON.stringify(
    recipes.map(({ name, ingredients, steps, source }) => ({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name,
      recipeIngredient: ingredients,
      recipeInstructions: steps.map((text) => ({ '@type': 'HowToStep', text })),
      ...(source && { publisher: { '@type': 'Organization', name: source } }),
    })),
  )
  return new TextEncoder().encode(text)
}

const soupAndBread = jsonLd([
  { name: 'Lentil Soup', ingredients: ['200 g lentils', '1 onion'], steps: ['Simmer the lentils.'] },
  { name: 'Soda Bread', ingredients: ['500 g flour', '400 ml buttermilk'], steps: ['Mix.', 'Bake.'] },
])

async function importJsonLd(api: ApiClient, token: string, data: Uint8Array, query = ''): Promise<TJob> {
  const response = await sendImport(api, token, `/data/import/json-ld${query}`, 'jsonLD', data, 'book.json')
  expect(response.status).toBe(202)
  return finishedJob(api, token, (response.body as { jobId: string }).jobId)
}

async function titles(api: ApiClient, token: string): Promise<string[]> {
  const list = await api.call('GET /recipes/by-page', { token, query: {} })
  return (list.body as { data: TRecipeSummary[] }).data.map((recipe) => recipe.title)
}

describe('importing recipes the book already has', () => {
  test('the same file twice: the second import skips every recipe and says how many', async ({
    api,
    user,
  }) => {
    const first = await importJsonLd(api, user.token, soupAndBread)
    expect(first).toMatchObject({ status: 'done', imported: 2, duplicatesSkipped: 0, progress: 100 })

    const second = await importJsonLd(api, user.token, soupAndBread)
    expect(second).toMatchObject({
      status: 'done',
      imported: 0,
      failed: 0,
      duplicatesSkipped: 2,
      progress: 100,
    })
    expect(second.failures).toEqual([])
    expect(await titles(api, user.token)).toEqual(['Lentil Soup', 'Soda Bread'])

    const listed = (await api.call('GET /jobs', { token: user.token })).body as { data: TJob[] }
    expect(listed.data.map((job) => job.duplicatesSkipped)).toEqual([2, 0])
  })

  test('duplicates=keep adds them again', async ({ api, user }) => {
    await importJsonLd(api, user.token, soupAndBread)
    const kept = await importJsonLd(api, user.token, soupAndBread, '?duplicates=keep')
    expect(kept).toMatchObject({ imported: 2, duplicatesSkipped: 0 })
    expect(await titles(api, user.token)).toEqual(['Lentil Soup', 'Lentil Soup', 'Soda Bread', 'Soda Bread'])
  })

  test('the same content is a duplicate whatever its case and spacing; a changed line is not', async ({
    api,
    user,
  }) => {
    await api.call('POST /recipes', {
      token: user.token,
      body: {
        title: 'lentil  soup',
        ingredients: '200 G Lentils\n\n1 onion  ',
        instructions: 'Simmer the lentils.',
      },
    })
    await api.call('POST /recipes', {
      token: user.token,
      body: {
        title: 'Soda Bread',
        ingredients: '500 g flour\n300 ml buttermilk',
        instructions: 'Mix.\nBake.',
      },
    })
    const job = await importJsonLd(api, user.token, soupAndBread)
    expect(job).toMatchObject({ imported: 1, duplicatesSkipped: 1 })
    expect(await titles(api, user.token)).toEqual(['lentil  soup', 'Soda Bread', 'Soda Bread'])
  })

  test('the same title and source is a duplicate even when the book’s copy was edited', async ({
    api,
    user,
  }) => {
    await api.call('POST /recipes', {
      token: user.token,
      body: { title: 'Lentil Soup', source: 'Good Food', ingredients: 'my own lentils' },
    })
    await api.call('POST /recipes', {
      token: user.token,
      body: { title: 'Lentil Soup', source: 'Another Site', ingredients: 'other lentils' },
    })
    const file = jsonLd([
      { name: 'Lentil Soup', ingredients: ['200 g lentils'], steps: ['Simmer.'], source: 'good food' },
      { name: 'Lentil Soup', ingredients: ['300 g lentils'], steps: ['Boil.'], source: 'Third Site' },
    ])
    const job = await importJsonLd(api, user.token, file)
    expect(job).toMatchObject({ imported: 1, duplicatesSkipped: 1 })
    const list = await api.call('GET /recipes/by-page', { token: user.token, query: {} })
    expect((list.body as { data: TRecipeSummary[] }).data).toHaveLength(3)
  })

  test('two copies in one file: the same content is imported once, the same title and source with other lines twice', async ({
    api,
    user,
  }) => {
    const file = jsonLd([
      { name: 'Pancakes', ingredients: ['2 eggs'], steps: ['Fry.'], source: 'Nonna' },
      { name: 'Pancakes', ingredients: ['2 eggs'], steps: ['Fry.'], source: 'Nonna' },
      { name: 'Pancakes', ingredients: ['3 eggs', '1 banana'], steps: ['Fry slowly.'], source: 'Nonna' },
    ])
    const job = await importJsonLd(api, user.token, file)
    expect(job).toMatchObject({ imported: 2, duplicatesSkipped: 1 })
  })

  test('another person’s book is not mine: their recipes are no duplicates of my import', async ({
    api,
    user,
    makeUser,
  }) => {
    const other = await makeUser()
    await importJsonLd(api, other.token, soupAndBread)
    expect(await importJsonLd(api, user.token, soupAndBread)).toMatchObject({
      imported: 2,
      duplicatesSkipped: 0,
    })
  })

  test('import files skips them too, across the files of one import', async ({ api, user }) => {
    await importJsonLd(api, user.token, soupAndBread)
    const response = await sendFiles(api, user.token, '/data/import/files', [
      { name: 'a.json', data: soupAndBread },
      { name: 'b.json', data: jsonLd([{ name: 'Flatbread', ingredients: ['flour'], steps: ['Bake.'] }]) },
      { name: 'c.json', data: jsonLd([{ name: 'Flatbread', ingredients: ['flour'], steps: ['Bake.'] }]) },
    ])
    expect(response.status).toBe(202)
    const job = await finishedJob(api, user.token, (response.body as { jobId: string }).jobId)
    expect(job).toMatchObject({ status: 'done', imported: 1, duplicatesSkipped: 3 })
  })

  test('duplicates other than skip or keep are refused with the field, on every import endpoint', async ({
    api,
    user,
  }) => {
    const refused = {
      status: 400,
      body: { error: { code: 'invalid_input', fields: { duplicates: expect.any(String) } } },
    }
    for (const path of [
      '/data/import/json-ld',
      '/data/import/paprika',
      '/data/import/cookmate',
      '/import/fdxz',
      '/import/livingcookbook',
    ])
      expect(
        await sendImport(api, user.token, `${path}?duplicates=maybe`, 'file', soupAndBread),
      ).toMatchObject(refused)
    const files = await api.raw({
      method: 'POST',
      url: '/api/data/import/files?duplicates=',
      payload: new FormData(),
      headers: { authorization: `Bearer ${user.token}` },
    })
    expect(files).toMatchObject(refused)
    const urls = await api.raw({
      method: 'POST',
      url: '/api/data/import/urls?duplicates=SKIP',
      payload: { urls: ['https://example.com/soup'] },
      headers: { authorization: `Bearer ${user.token}` },
    })
    expect(urls).toMatchObject(refused)
    const pepperplate = await api.raw({
      method: 'GET',
      url: '/api/scrape/pepperplate?username=a%40b.test&password=x&duplicates=both',
      headers: { authorization: `Bearer ${user.token}` },
    })
    expect(pepperplate).toMatchObject(refused)
    expect((await api.call('GET /jobs', { token: user.token })).body).toEqual({ data: [] })
  })
})

import type { TRecipeSummary } from '@rosemary/shared/contract'
import { describe, expect } from 'vitest'
import type { ApiClient } from '../../test/api-client.ts'
import { test } from '../../test/fixtures.ts'
import { solidJpeg } from '../../test/images.ts'
import { createRecipe, uploadImage } from '../../test/recipes.ts'

type Page = { data: TRecipeSummary[]; totalCount: number }

async function page(api: ApiClient, token: string, query: Record<string, string>): Promise<Page> {
  const response = await api.callLoose('GET /recipes/by-page', { token, query })
  if (response.status !== 200) throw new Error(JSON.stringify(response.body))
  return response.body as Page
}

const titles = (result: { data: TRecipeSummary[] }) => result.data.map((recipe) => recipe.title)

describe('GET /api/recipes/by-page', () => {
  test('sorts by title ignoring case, ties by creation time; by creation time both ways', async ({
    api,
    user,
    clock,
  }) => {
    for (const title of ['banana bread', 'Apple pie', 'Banana Bread', 'carrot cake']) {
      await createRecipe(api, user.token, { title })
      clock.advance(1000)
    }
    expect(titles(await page(api, user.token, {}))).toEqual([
      'Apple pie',
      'banana bread',
      'Banana Bread',
      'carrot cake',
    ])
    expect(titles(await page(api, user.token, { sort: 'createdAt' }))).toEqual([
      'banana bread',
      'Apple pie',
      'Banana Bread',
      'carrot cake',
    ])
    expect(titles(await page(api, user.token, { sort: '-createdAt' }))).toEqual([
      'carrot cake',
      'Banana Bread',
      'Apple pie',
      'banana bread',
    ])
  })

  test('pages with offset and count, with the total', async ({ api, user }) => {
    for (let i = 1; i <= 5; i++) await createRecipe(api, user.token, { title: `Recipe ${i}` })
    const second = await page(api, user.token, { offset: '2', count: '2' })
    expect(second.totalCount).toBe(5)
    expect(titles(second)).toEqual(['Recipe 3', 'Recipe 4'])
    expect((await page(api, user.token, { offset: '10' })).data).toEqual([])
  })

  test('a summary carries the first image thumbnail, labels and no long texts', async ({ api, user }) => {
    const image = await uploadImage(api, user.token, await solidJpeg())
    await createRecipe(api, user.token, { imageIds: [image.id], labels: ['b', 'a'] })
    const [summary] = (await page(api, user.token, {})).data
    expect(summary).toMatchObject({ imageUrl: image.thumbnailUrl, labels: [{ title: 'a' }, { title: 'b' }] })
    expect(summary).not.toHaveProperty('ingredients')
  })

  test('filters by any of the labels, all of them, or none', async ({ api, user }) => {
    await createRecipe(api, user.token, { title: 'Both', labels: ['quick', 'vegan'] })
    await createRecipe(api, user.token, { title: 'Quick', labels: ['quick'] })
    await createRecipe(api, user.token, { title: 'Vegan', labels: ['vegan'] })
    await createRecipe(api, user.token, { title: 'Plain', labels: [] })
    expect(titles(await page(api, user.token, { labels: 'quick,vegan' }))).toEqual(['Both', 'Quick', 'Vegan'])
    expect(titles(await page(api, user.token, { labels: 'quick,vegan', labelIntersection: 'true' }))).toEqual(
      ['Both'],
    )
    expect(titles(await page(api, user.token, { labels: 'unlabeled' }))).toEqual(['Plain'])
    expect(titles(await page(api, user.token, { labels: 'unlabeled,vegan' }))).toEqual([
      'Both',
      'Plain',
      'Vegan',
    ])
    expect((await page(api, user.token, { labels: 'Quick' })).totalCount).toBe(2)
  })

  test('lists one folder at a time and only my recipes', async ({ api, user, makeUser }) => {
    const other = await makeUser()
    await createRecipe(api, other.token, { title: 'Theirs' })
    const inbox = await createRecipe(api, user.token, { title: 'Sent to me' })
    await api.call('PUT /recipes/:id', {
      token: user.token,
      params: { id: inbox.id },
      body: { folder: 'inbox' },
    })
    await createRecipe(api, user.token, { title: 'Mine' })
    expect(titles(await page(api, user.token, {}))).toEqual(['Mine'])
    expect(titles(await page(api, user.token, { folder: 'inbox' }))).toEqual(['Sent to me'])
  })

  test.for([
    ['count', { count: '201' }],
    ['count', { count: '0' }],
    ['offset', { offset: '-1' }],
    ['sort', { sort: 'rating' }],
    ['folder', { folder: 'trash' }],
    ['labelIntersection', { labelIntersection: 'maybe' }],
  ] as const)('answers 400 naming %s', async ([field, query], { api, user }) => {
    const response = await api.callLoose('GET /recipes/by-page', { token: user.token, query })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ error: { fields: { [field]: expect.any(String) } } })
  })

  test("another person's library is not listed (404)", async ({ api, user, makeUser }) => {
    const other = await makeUser()
    const response = await api.call('GET /recipes/by-page', {
      token: user.token,
      query: { userId: other.id },
    })
    expect(response.status).toBe(404)
    expect((await page(api, user.token, { userId: user.id })).totalCount).toBe(0)
  })
})

describe('GET /api/recipes/count', () => {
  test('counts a folder', async ({ api, user }) => {
    await createRecipe(api, user.token)
    expect(
      (await api.call('GET /recipes/count', { token: user.token, query: { folder: 'main' } })).body,
    ).toEqual({ count: 1 })
    expect(
      (await api.call('GET /recipes/count', { token: user.token, query: { folder: 'inbox' } })).body,
    ).toEqual({ count: 0 })
  })
})

import type { TRecipeSummary } from '@rosemary/shared/contract'
import { beforeEach, describe, expect } from 'vitest'
import type { ApiClient } from '../../test/api-client.ts'
import { test, type TestUser } from '../../test/fixtures.ts'
import { createRecipe } from '../../test/recipes.ts'

async function search(api: ApiClient, token: string, query: Record<string, string>): Promise<string[]> {
  const response = await api.callLoose('GET /recipes/search', { token, query })
  if (response.status !== 200) throw new Error(JSON.stringify(response.body))
  return (response.body as { data: TRecipeSummary[] }).data.map((recipe) => recipe.title)
}

const library = [
  { title: 'Chicken Curry', ingredients: '500 g chicken thighs\n2 tbsp curry paste', labels: ['dinner'] },
  { title: 'Chocolate Chip Cookies', ingredients: '200 g dark chocolate\n250 g flour', labels: ['baking'] },
  { title: 'Crème brûlée', description: 'Vanilla custard with burnt sugar', labels: ['dessert'] },
  {
    title: 'Tomato Soup',
    ingredients: '1 kg tomatoes\n1 onion',
    notes: 'Freezes well',
    labels: ['dinner', 'quick'],
  },
  { title: 'Banana Bread', source: 'Chocolate & Zucchini blog', labels: ['baking'] },
]

describe('GET /api/recipes/search', () => {
  let owner: TestUser
  beforeEach<{ api: ApiClient; makeUser: () => Promise<TestUser> }>(async ({ api, makeUser }) => {
    owner = await makeUser()
    for (const recipe of library) await createRecipe(api, owner.token, recipe)
  })

  test('matches word prefixes: "choc" finds chocolate', async ({ api }) => {
    const found = await search(api, owner.token, { query: 'choc' })
    expect(found).toEqual(expect.arrayContaining(['Chocolate Chip Cookies', 'Banana Bread']))
    expect(found).not.toContain('Tomato Soup')
  })

  test('ranks a title match above a source match', async ({ api }) => {
    const found = await search(api, owner.token, { query: 'chocolate' })
    expect(found.indexOf('Chocolate Chip Cookies')).toBeLessThan(found.indexOf('Banana Bread'))
  })

  test('forgives typos in titles: "chiken curry" finds "Chicken Curry"', async ({ api }) => {
    expect((await search(api, owner.token, { query: 'chiken curry' }))[0]).toBe('Chicken Curry')
  })

  test('folds accents both ways', async ({ api }) => {
    expect(await search(api, owner.token, { query: 'creme brulee' })).toContain('Crème brûlée')
    expect(await search(api, owner.token, { query: 'tomáto' })).toContain('Tomato Soup')
  })

  test('searches description, ingredients and notes; plurals through prefixes', async ({ api }) => {
    expect(await search(api, owner.token, { query: 'custard' })).toEqual(['Crème brûlée'])
    expect(await search(api, owner.token, { query: 'tomato onion' })).toEqual(['Tomato Soup'])
    expect(await search(api, owner.token, { query: 'freezes' })).toEqual(['Tomato Soup'])
  })

  test('applies the label filters', async ({ api }) => {
    expect(await search(api, owner.token, { query: 'c', labels: 'baking' })).toEqual(
      expect.arrayContaining(['Chocolate Chip Cookies']),
    )
    expect(
      await search(api, owner.token, { query: 'soup', labels: 'dinner,quick', labelIntersection: 'true' }),
    ).toEqual(['Tomato Soup'])
    expect(await search(api, owner.token, { query: 'soup', labels: 'baking' })).toEqual([])
  })

  test("finds only the searcher's recipes", async ({ api, makeUser }) => {
    const other = await makeUser()
    expect(await search(api, other.token, { query: 'chicken' })).toEqual([])
  })

  test('punctuation and operators in the query are harmless', async ({ api }) => {
    expect(await search(api, owner.token, { query: "chicken' & | ! :* (" })).toContain('Chicken Curry')
    expect(await search(api, owner.token, { query: '&&&' })).toEqual([])
  })

  test('an empty query answers 400', async ({ api }) => {
    const response = await api.call('GET /recipes/search', { token: owner.token, query: { query: '  ' } })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ error: { fields: { query: expect.any(String) } } })
  })
})

describe('GET /api/recipes/search typo tolerance', () => {
  test('follows the titles as they change', async ({ api, user }) => {
    const curry = await createRecipe(api, user.token, { title: 'Chicken Curry', ingredients: 'curry paste' })
    expect(await search(api, user.token, { query: 'chiken' })).toEqual(['Chicken Curry'])
    await api.call('PUT /recipes/:id', {
      token: user.token,
      params: { id: curry.id },
      body: { title: 'Lamb Curry' },
    })
    expect(await search(api, user.token, { query: 'chiken' })).toEqual([])
    expect(await search(api, user.token, { query: 'lamm' })).toEqual(['Lamb Curry'])
  })

  test("offers only the searcher's own title words", async ({ api, user, makeUser }) => {
    const other = await makeUser()
    await createRecipe(api, other.token, { title: 'Chicken Curry' })
    await createRecipe(api, user.token, { title: 'Lamb Stew', ingredients: 'lamb' })
    expect(await search(api, user.token, { query: 'chiken' })).toEqual([])
  })

  test('a correctly spelled word is not corrected: a title word that starts with it wins', async ({
    api,
    user,
  }) => {
    await createRecipe(api, user.token, { title: 'Pear Tart', ingredients: 'pears' })
    await createRecipe(api, user.token, { title: 'Pea Soup', ingredients: 'peas' })
    expect(await search(api, user.token, { query: 'pea' })).toEqual(['Pea Soup', 'Pear Tart'])
    expect(await search(api, user.token, { query: 'pear' })).toEqual(['Pear Tart'])
  })

  test('ranks title matches first, shortest title first, then body, then source and notes', async ({
    api,
    user,
  }) => {
    const plain = { description: '', notes: '', source: '' }
    await createRecipe(api, user.token, {
      ...plain,
      title: 'Quick Weeknight Lemon Pasta',
      ingredients: 'pasta',
    })
    await createRecipe(api, user.token, { ...plain, title: 'Lemon Tart', ingredients: 'flour' })
    await createRecipe(api, user.token, { ...plain, title: 'Fish Stew', ingredients: '1 lemon' })
    await createRecipe(api, user.token, {
      ...plain,
      title: 'Apple Pie',
      ingredients: 'apples',
      notes: 'a squeeze of lemon',
    })
    expect(await search(api, user.token, { query: 'lemon' })).toEqual([
      'Lemon Tart',
      'Quick Weeknight Lemon Pasta',
      'Fish Stew',
      'Apple Pie',
    ])
    expect(await search(api, user.token, { query: 'lemon', count: '2' })).toEqual([
      'Lemon Tart',
      'Quick Weeknight Lemon Pasta',
    ])
  })
})

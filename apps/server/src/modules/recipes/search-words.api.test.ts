/**
 * Typo tolerance beyond titles: words of ingredients, descriptions and labels (recipe_words, label_text),
 * kept by triggers through every way recipes and labels change, on both engines.
 */
import type { TLabel, TRecipeSummary } from '@rosemary/shared/contract'
import { sql } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import type { Db } from '../../db/client.ts'
import type { ApiClient } from '../../test/api-client.ts'
import { test } from '../../test/fixtures.ts'
import { createRecipe } from '../../test/recipes.ts'

async function search(api: ApiClient, token: string, query: string): Promise<string[]> {
  const response = await api.call('GET /recipes/search', { token, query: { query } })
  return (response.body as { data: TRecipeSummary[] }).data.map((recipe) => recipe.title)
}

async function labelNamed(api: ApiClient, token: string, title: string): Promise<TLabel> {
  const labels = (await api.call('GET /labels', { token })).body as TLabel[]
  const label = labels.find((candidate) => candidate.title === title)
  if (!label) throw new Error(`no label ${title}`)
  return label
}

async function vocabulary(db: Db, userId: string): Promise<Record<string, number>> {
  const result: unknown = await db.execute(
    sql`select word, recipes from recipe_words where user_id = ${userId} order by word`,
  )
  const rows = (result as { rows: { word: string; recipes: number }[] }).rows
  return Object.fromEntries(rows.map((row) => [row.word, row.recipes]))
}

const plain = { description: '', notes: '', source: '' }

describe('GET /api/recipes/search with typos in ingredients and labels', () => {
  test('"fetta" finds feta in the ingredients, accents forgiven; a title match ranks first', async ({
    api,
    user,
  }) => {
    await createRecipe(api, user.token, { ...plain, title: 'Greek Pie', ingredients: '200 g feta\n1 onion' })
    await createRecipe(api, user.token, { ...plain, title: 'Feta Salad', ingredients: 'cucumber' })
    await createRecipe(api, user.token, { ...plain, title: 'Rice', ingredients: '1 cup rice' })
    expect(await search(api, user.token, 'fetta')).toEqual(['Feta Salad', 'Greek Pie'])
    expect(await search(api, user.token, 'fétta onnion')).toEqual(['Greek Pie'])
    expect(await search(api, user.token, 'cucumbre')).toEqual(['Feta Salad'])
  })

  test('"vegetarain" finds the recipes labelled vegetarian, and the label spelled right too', async ({
    api,
    user,
  }) => {
    await createRecipe(api, user.token, { ...plain, title: 'Lentil Stew', labels: ['vegetarian'] })
    await createRecipe(api, user.token, { ...plain, title: 'Bean Chili', labels: ['vegetarian', 'spicy'] })
    await createRecipe(api, user.token, { ...plain, title: 'Roast Beef', labels: ['dinner'] })
    expect(await search(api, user.token, 'vegetarain')).toEqual(['Bean Chili', 'Lentil Stew'])
    expect(await search(api, user.token, 'vegetarian')).toEqual(['Bean Chili', 'Lentil Stew'])
    expect(await search(api, user.token, 'spicy vegetarain')).toEqual(['Bean Chili'])
  })

  test('an unrelated word finds nothing', async ({ api, user }) => {
    await createRecipe(api, user.token, {
      ...plain,
      title: 'Greek Pie',
      ingredients: '200 g feta',
      labels: ['vegetarian'],
    })
    expect(await search(api, user.token, 'xylophone')).toEqual([])
    expect(await search(api, user.token, 'carburetor')).toEqual([])
  })

  test("another person's ingredient words are never offered", async ({ api, user, makeUser }) => {
    const other = await makeUser()
    await createRecipe(api, other.token, { ...plain, title: 'Pie', ingredients: 'feta' })
    await createRecipe(api, user.token, { ...plain, title: 'Soup', ingredients: 'leek' })
    expect(await search(api, user.token, 'fetta')).toEqual([])
  })

  test('label words follow renames, merges and removals', async ({ api, user }) => {
    const stew = await createRecipe(api, user.token, { ...plain, title: 'Stew', labels: ['vegetarian'] })
    await createRecipe(api, user.token, { ...plain, title: 'Tart', labels: ['dessert'] })
    const vegetarian = await labelNamed(api, user.token, 'vegetarian')
    await api.call('PUT /labels/:id', {
      token: user.token,
      params: { id: vegetarian.id },
      body: { title: 'meatless' },
    })
    expect(await search(api, user.token, 'vegetarain')).toEqual([])
    expect(await search(api, user.token, 'meatles')).toEqual(['Stew'])

    const dessert = await labelNamed(api, user.token, 'dessert')
    await api.call('POST /labels/merge', {
      token: user.token,
      body: { sourceLabelId: dessert.id, targetLabelId: vegetarian.id },
    })
    expect(await search(api, user.token, 'meatless')).toEqual(['Stew', 'Tart'])
    expect(await search(api, user.token, 'dessert')).toEqual([])

    await api.call('DELETE /labels', {
      token: user.token,
      query: { recipeId: stew.id, labelId: vegetarian.id },
    })
    expect(await search(api, user.token, 'meatless')).toEqual(['Tart'])
  })

  test('the vocabulary counts words of descriptions, ingredients and labels, not numbers or short words', async ({
    api,
    database,
    user,
  }) => {
    const pie = await createRecipe(api, user.token, {
      ...plain,
      title: 'Pie',
      description: 'Flaky',
      ingredients: '200 g Féta',
      labels: ['greek'],
    })
    await createRecipe(api, user.token, { ...plain, title: 'Salad', ingredients: 'feta', labels: [] })
    expect(await vocabulary(database.db, user.id)).toEqual({ feta: 2, flaky: 1, greek: 1 })
    await api.call('PUT /recipes/:id', {
      token: user.token,
      params: { id: pie.id },
      body: { ingredients: 'ricotta' },
    })
    expect(await vocabulary(database.db, user.id)).toEqual({ feta: 1, flaky: 1, greek: 1, ricotta: 1 })
    await api.call('DELETE /recipes/:id', { token: user.token, params: { id: pie.id } })
    expect(await vocabulary(database.db, user.id)).toEqual({ feta: 1 })
  })
})

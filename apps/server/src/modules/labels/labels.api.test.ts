import type { TLabel, TRecipe } from '@rosemary/shared/contract'
import { describe, expect } from 'vitest'
import type { ApiClient } from '../../test/api-client.ts'
import { test } from '../../test/fixtures.ts'
import { createRecipe } from '../../test/recipes.ts'

async function labelsOf(api: ApiClient, token: string): Promise<TLabel[]> {
  return (await api.call('GET /labels', { token })).body as TLabel[]
}

const byTitle = (labels: TLabel[]) => Object.fromEntries(labels.map((label) => [label.title, label]))

describe('GET /api/labels', () => {
  test('lists my labels alphabetically with their recipe counts', async ({ api, user, makeUser }) => {
    await createRecipe(api, user.token, { labels: ['soup', 'quick'] })
    await createRecipe(api, user.token, { labels: ['soup'] })
    const other = await makeUser()
    await createRecipe(api, other.token, { labels: ['theirs'] })
    const labels = await labelsOf(api, user.token)
    expect(labels.map((label) => [label.title, label.recipeCount])).toEqual([
      ['quick', 1],
      ['soup', 2],
    ])
    expect(labels[0]).toEqual({
      id: expect.any(String),
      title: 'quick',
      recipeCount: 1,
      createdAt: expect.any(String),
    })
  })
})

describe('POST /api/labels', () => {
  test('puts a label, new or existing, on several recipes', async ({ api, user }) => {
    const a = await createRecipe(api, user.token, { labels: [] })
    const b = await createRecipe(api, user.token, { labels: ['Weeknight'] })
    const response = await api.call('POST /labels', {
      token: user.token,
      body: { title: ' WEEKNIGHT ', recipeIds: [a.id, b.id] },
    })
    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({ title: 'weeknight', recipeCount: 2 })
    expect((await labelsOf(api, user.token)).length).toBe(1)
  })

  test("answers 404 when a recipe is someone else's, and labels nothing", async ({ api, user, makeUser }) => {
    const mine = await createRecipe(api, user.token, { labels: [] })
    const other = await makeUser()
    const theirs = await createRecipe(api, other.token, { labels: [] })
    const response = await api.call('POST /labels', {
      token: user.token,
      body: { title: 'mine', recipeIds: [mine.id, theirs.id] },
    })
    expect(response.status).toBe(404)
    expect(await labelsOf(api, user.token)).toEqual([])
  })

  test.for([
    ['title', { title: ' , ', recipeIds: [crypto.randomUUID()] }],
    ['title', { title: 'x'.repeat(101), recipeIds: [crypto.randomUUID()] }],
    ['recipeIds', { title: 'ok', recipeIds: [] }],
    ['recipeIds.0', { title: 'ok', recipeIds: ['nope'] }],
  ] as const)('answers 400 naming %s', async ([field, body], { api, user }) => {
    const response = await api.callLoose('POST /labels', { token: user.token, body })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ error: { fields: { [field]: expect.any(String) } } })
  })
})

describe('renaming, merging, deleting and detaching labels', () => {
  test('rename changes the title on every recipe', async ({ api, user }) => {
    const recipe = await createRecipe(api, user.token, { labels: ['dinr'] })
    const [label] = await labelsOf(api, user.token)
    const response = await api.call('PUT /labels/:id', {
      token: user.token,
      params: { id: label!.id },
      body: { title: 'Dinner' },
    })
    expect(response.body).toMatchObject({ id: label!.id, title: 'dinner', recipeCount: 1 })
    const read = (await api.call('GET /recipes/:id', { token: user.token, params: { id: recipe.id } }))
      .body as TRecipe
    expect(read.labels.map((shown) => shown.title)).toEqual(['dinner'])
  })

  test('renaming onto an existing title answers 409 and changes nothing', async ({ api, user }) => {
    await createRecipe(api, user.token, { labels: ['one', 'two'] })
    const labels = byTitle(await labelsOf(api, user.token))
    const response = await api.call('PUT /labels/:id', {
      token: user.token,
      params: { id: labels.one!.id },
      body: { title: 'two' },
    })
    expect(response.status).toBe(409)
    expect(response.body).toMatchObject({ error: { code: 'label_exists', fields: { title: 'taken' } } })
    expect(Object.keys(byTitle(await labelsOf(api, user.token)))).toEqual(['one', 'two'])
  })

  test('merge moves every recipe to the target and deletes the source', async ({ api, user }) => {
    await createRecipe(api, user.token, { title: 'A', labels: ['veggie'] })
    await createRecipe(api, user.token, { title: 'B', labels: ['veggie', 'vegetarian'] })
    await createRecipe(api, user.token, { title: 'C', labels: ['vegetarian'] })
    const labels = byTitle(await labelsOf(api, user.token))
    const response = await api.call('POST /labels/merge', {
      token: user.token,
      body: { sourceLabelId: labels.veggie!.id, targetLabelId: labels.vegetarian!.id },
    })
    expect(response.body).toMatchObject({ title: 'vegetarian', recipeCount: 3 })
    expect(Object.keys(byTitle(await labelsOf(api, user.token)))).toEqual(['vegetarian'])
  })

  test('merging a label into itself answers 400', async ({ api, user }) => {
    await createRecipe(api, user.token, { labels: ['x'] })
    const [label] = await labelsOf(api, user.token)
    const response = await api.call('POST /labels/merge', {
      token: user.token,
      body: { sourceLabelId: label!.id, targetLabelId: label!.id },
    })
    expect(response.status).toBe(400)
  })

  test('delete removes the label and keeps its recipes', async ({ api, user }) => {
    const recipe = await createRecipe(api, user.token, { labels: ['gone'] })
    const [label] = await labelsOf(api, user.token)
    expect(
      (await api.call('DELETE /labels/:id', { token: user.token, params: { id: label!.id } })).status,
    ).toBe(200)
    expect(await labelsOf(api, user.token)).toEqual([])
    expect(
      (await api.call('GET /recipes/:id', { token: user.token, params: { id: recipe.id } })).body,
    ).toMatchObject({ labels: [] })
  })

  test('detaching the last recipe deletes the label; detaching from one of two keeps it', async ({
    api,
    user,
  }) => {
    const first = await createRecipe(api, user.token, { labels: ['pair'] })
    const second = await createRecipe(api, user.token, { labels: ['pair'] })
    const [label] = await labelsOf(api, user.token)
    await api.call('DELETE /labels', { token: user.token, query: { recipeId: first.id, labelId: label!.id } })
    expect((await labelsOf(api, user.token)).map((shown) => shown.recipeCount)).toEqual([1])
    await api.call('DELETE /labels', {
      token: user.token,
      query: { recipeId: second.id, labelId: label!.id },
    })
    expect(await labelsOf(api, user.token)).toEqual([])
  })

  test("someone else's label answers 404 to every change", async ({ api, user, makeUser }) => {
    const recipe = await createRecipe(api, user.token, { labels: ['private'] })
    const [label] = await labelsOf(api, user.token)
    const other = await makeUser()
    await createRecipe(api, other.token, { labels: ['theirs'] })
    const [theirs] = await labelsOf(api, other.token)
    const id = label!.id
    expect(
      (await api.call('PUT /labels/:id', { token: other.token, params: { id }, body: { title: 'x' } }))
        .status,
    ).toBe(404)
    expect((await api.call('DELETE /labels/:id', { token: other.token, params: { id } })).status).toBe(404)
    const merge = { sourceLabelId: theirs!.id, targetLabelId: id }
    expect((await api.call('POST /labels/merge', { token: other.token, body: merge })).status).toBe(404)
    const detach = { recipeId: recipe.id, labelId: id }
    expect((await api.call('DELETE /labels', { token: other.token, query: detach })).status).toBe(404)
    expect((await labelsOf(api, user.token)).map((shown) => shown.title)).toEqual(['private'])
  })
})

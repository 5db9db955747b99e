import { readdir } from 'node:fs/promises'
import type { TRecipe } from '@rosemary/shared/contract'
import { describe, expect } from 'vitest'
import { test } from '../../test/fixtures.ts'
import { solidJpeg } from '../../test/images.ts'
import { createRecipe, recipeBody, uploadImage } from '../../test/recipes.ts'

describe('POST /api/recipes', () => {
  test('creates the recipe in main with every field, normalised labels and ordered images', async ({
    api,
    user,
  }) => {
    const first = await uploadImage(api, user.token, await solidJpeg())
    const second = await uploadImage(api, user.token, await solidJpeg(60, 60, '#33c'))
    const response = await api.call('POST /recipes', {
      token: user.token,
      body: recipeBody({
        labels: ['  Baking ', 'cake', 'BAKING', 'soups, stews'],
        imageIds: [second.id, first.id],
      }),
    })
    expect(response.status).toBe(201)
    const recipe = response.body as TRecipe
    expect(recipe).toMatchObject({
      userId: user.id,
      fromUser: null,
      title: 'Lemon Drizzle Cake',
      yield: '8 slices',
      ingredients: expect.stringContaining('[Drizzle]'),
      folder: 'main',
      rating: 4,
      isOwner: true,
    })
    expect(recipe.labels.map((label) => label.title)).toEqual(['baking', 'cake', 'soups stews'])
    expect(recipe.images.map((image) => [image.id, image.order])).toEqual([
      [second.id, 0],
      [first.id, 1],
    ])
    expect(recipe.images[0]).toMatchObject({ url: second.url, thumbnailUrl: second.thumbnailUrl })
  })

  test('fills optional fields with empty values', async ({ api, user }) => {
    const response = await api.call('POST /recipes', { token: user.token, body: { title: 'Toast' } })
    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({
      title: 'Toast',
      description: '',
      ingredients: '',
      rating: null,
      labels: [],
      images: [],
    })
  })

  test.for([
    ['title', { title: '  ' }],
    ['title', { title: 'x'.repeat(256) }],
    ['rating', { rating: 6 }],
    ['rating', { rating: 2.5 }],
    ['labels.0', { labels: [' , '] }],
    ['imageIds', { imageIds: Array.from({ length: 11 }, () => crypto.randomUUID()) }],
  ] as const)('answers 400 naming %s and stores nothing', async ([field, change], { api, user }) => {
    const response = await api.callLoose('POST /recipes', {
      token: user.token,
      body: { ...recipeBody(), ...change },
    })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({
      error: { code: 'invalid_input', fields: { [field]: expect.any(String) } },
    })
    const list = await api.call('GET /recipes/by-page', { token: user.token, query: {} })
    expect(list.body).toMatchObject({ totalCount: 0 })
  })

  test("someone else's image cannot be attached, and nothing is stored", async ({ api, user, makeUser }) => {
    const other = await makeUser()
    const theirs = await uploadImage(api, other.token, await solidJpeg())
    const response = await api.call('POST /recipes', {
      token: user.token,
      body: recipeBody({ imageIds: [theirs.id] }),
    })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ error: { fields: { imageIds: expect.any(String) } } })
    expect((await api.call('GET /labels', { token: user.token })).body).toEqual([])
  })

  test('tells the owner live that a recipe changed', async ({ api, user, bus }) => {
    const frames: unknown[] = []
    bus.subscribe(user.id, (frame) => frames.push(frame))
    const recipe = await createRecipe(api, user.token)
    expect(frames).toEqual([{ type: 'recipe:update', data: { recipeId: recipe.id } }])
  })
})

describe('GET /api/recipes/:id', () => {
  test('the owner reads everything', async ({ api, user }) => {
    const recipe = await createRecipe(api, user.token)
    const response = await api.call('GET /recipes/:id', { token: user.token, params: { id: recipe.id } })
    expect(response.status).toBe(200)
    expect(response.body).toEqual(recipe)
  })

  test('anyone with the id reads it, without its labels', async ({ api, user, makeUser }) => {
    const recipe = await createRecipe(api, user.token)
    const other = await makeUser()
    for (const token of [other.token, undefined]) {
      const response = await api.call('GET /recipes/:id', { token, params: { id: recipe.id } })
      expect(response.status).toBe(200)
      expect(response.body).toMatchObject({ title: recipe.title, labels: [], isOwner: false })
    }
  })

  test('answers 404 for an unknown id and 400 for a malformed one', async ({ api }) => {
    expect((await api.call('GET /recipes/:id', { params: { id: crypto.randomUUID() } })).status).toBe(404)
    expect((await api.call('GET /recipes/:id', { params: { id: 'nope' } })).status).toBe(400)
  })
})

describe('PUT /api/recipes/:id', () => {
  test('changes only the fields sent, and replaces labels and images when sent', async ({
    api,
    user,
    clock,
  }) => {
    const recipe = await createRecipe(api, user.token)
    clock.advance(60_000)
    const image = await uploadImage(api, user.token, await solidJpeg())
    const response = await api.call('PUT /recipes/:id', {
      token: user.token,
      params: { id: recipe.id },
      body: { title: 'Lemon Cake', rating: null, labels: ['dessert'], imageIds: [image.id] },
    })
    expect(response.status).toBe(200)
    const updated = response.body as TRecipe
    expect(updated).toMatchObject({ title: 'Lemon Cake', rating: null, description: recipe.description })
    expect(updated.labels.map((label) => label.title)).toEqual(['dessert'])
    expect(updated.images.map((shown) => shown.id)).toEqual([image.id])
    expect(updated.updatedAt > recipe.updatedAt).toBe(true)
    // The labels no recipe carries any more are gone.
    const labels = (await api.call('GET /labels', { token: user.token })).body as { title: string }[]
    expect(labels.map((label) => label.title)).toEqual(['dessert'])
  })

  test('moving a recipe from the inbox to main accepts it', async ({ api, user }) => {
    const recipe = await createRecipe(api, user.token)
    await api.call('PUT /recipes/:id', {
      token: user.token,
      params: { id: recipe.id },
      body: { folder: 'inbox' },
    })
    expect(
      (await api.call('GET /recipes/count', { token: user.token, query: { folder: 'inbox' } })).body,
    ).toEqual({ count: 1 })
    await api.call('PUT /recipes/:id', {
      token: user.token,
      params: { id: recipe.id },
      body: { folder: 'main' },
    })
    expect(
      (await api.call('GET /recipes/count', { token: user.token, query: { folder: 'inbox' } })).body,
    ).toEqual({ count: 0 })
  })

  test("someone else's recipe answers 404 and stays as it was", async ({ api, user, makeUser }) => {
    const recipe = await createRecipe(api, user.token)
    const other = await makeUser()
    const response = await api.call('PUT /recipes/:id', {
      token: other.token,
      params: { id: recipe.id },
      body: { title: 'Mine now' },
    })
    expect(response.status).toBe(404)
    expect((await api.call('GET /recipes/:id', { params: { id: recipe.id } })).body).toMatchObject({
      title: recipe.title,
    })
  })

  test('answers 400 for an invalid field', async ({ api, user }) => {
    const recipe = await createRecipe(api, user.token)
    const response = await api.call('PUT /recipes/:id', {
      token: user.token,
      params: { id: recipe.id },
      body: { folder: 'trash' as 'main' },
    })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ error: { fields: { folder: expect.any(String) } } })
  })

  test("the pictures of someone else's recipe cannot be attached to one's own, so deleting it never takes theirs", async ({
    api,
    user,
    makeUser,
    imageDir,
  }) => {
    // A copy of someone else's recipe in the web app uploads their pictures again for this reason.
    const other = await makeUser()
    const theirImage = await uploadImage(api, other.token, await solidJpeg())
    const theirs = await createRecipe(api, other.token, { imageIds: [theirImage.id] })
    const mine = await createRecipe(api, user.token)
    const response = await api.call('PUT /recipes/:id', {
      token: user.token,
      params: { id: mine.id },
      body: { imageIds: [theirImage.id] },
    })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ error: { fields: { imageIds: expect.any(String) } } })

    await api.call('DELETE /recipes/:id', { token: user.token, params: { id: mine.id } })
    const shown = (await api.call('GET /recipes/:id', { params: { id: theirs.id } })).body as TRecipe
    expect(shown.images.map((image) => image.id)).toEqual([theirImage.id])
    expect(await readdir(imageDir)).toContain(theirImage.id)
  })
})

describe('deleting recipes', () => {
  test('DELETE one removes it, its lone labels and its image files', async ({ api, user, imageDir }) => {
    const image = await uploadImage(api, user.token, await solidJpeg())
    const recipe = await createRecipe(api, user.token, { labels: ['only-here'], imageIds: [image.id] })
    expect(await readdir(imageDir)).toContain(image.id)
    expect(
      (await api.call('DELETE /recipes/:id', { token: user.token, params: { id: recipe.id } })).status,
    ).toBe(200)
    expect((await api.call('GET /recipes/:id', { params: { id: recipe.id } })).status).toBe(404)
    expect((await api.call('GET /labels', { token: user.token })).body).toEqual([])
    expect(await readdir(imageDir)).not.toContain(image.id)
    expect((await api.raw({ method: 'GET', url: image.url })).status).toBe(404)
  })

  test('labels still carried by another recipe stay', async ({ api, user }) => {
    const first = await createRecipe(api, user.token, { labels: ['shared', 'first'] })
    await createRecipe(api, user.token, { labels: ['shared'] })
    await api.call('DELETE /recipes/:id', { token: user.token, params: { id: first.id } })
    const labels = (await api.call('GET /labels', { token: user.token })).body as {
      title: string
      recipeCount: number
    }[]
    expect(labels.map((label) => [label.title, label.recipeCount])).toEqual([['shared', 1]])
  })

  test('delete-bulk deletes only my recipes among the ids', async ({ api, user, makeUser }) => {
    const other = await makeUser()
    const mine = [await createRecipe(api, user.token), await createRecipe(api, user.token)]
    const theirs = await createRecipe(api, other.token)
    const response = await api.call('POST /recipes/delete-bulk', {
      token: user.token,
      body: { recipeIds: [...mine.map((recipe) => recipe.id), theirs.id] },
    })
    expect(response.body).toEqual({ deleted: 2 })
    expect((await api.call('GET /recipes/:id', { params: { id: theirs.id } })).status).toBe(200)
  })

  test('delete-by-labelIds deletes my recipes carrying any of the labels', async ({ api, user }) => {
    const soup = await createRecipe(api, user.token, { title: 'Soup', labels: ['soup'] })
    const stew = await createRecipe(api, user.token, { title: 'Stew', labels: ['stew'] })
    const salad = await createRecipe(api, user.token, { title: 'Salad', labels: ['salad'] })
    const labels = (await api.call('GET /labels', { token: user.token })).body as {
      id: string
      title: string
    }[]
    const ids = labels.filter((label) => label.title !== 'salad').map((label) => label.id)
    expect(
      (await api.call('POST /recipes/delete-by-labelIds', { token: user.token, body: { labelIds: ids } }))
        .body,
    ).toEqual({ deleted: 2 })
    expect((await api.call('GET /recipes/:id', { params: { id: soup.id } })).status).toBe(404)
    expect((await api.call('GET /recipes/:id', { params: { id: stew.id } })).status).toBe(404)
    expect((await api.call('GET /recipes/:id', { params: { id: salad.id } })).status).toBe(200)
  })

  test('DELETE all deletes every recipe of mine and nobody else’s', async ({ api, user, makeUser }) => {
    const other = await makeUser()
    await createRecipe(api, user.token)
    await createRecipe(api, user.token)
    const theirs = await createRecipe(api, other.token)
    expect((await api.call('DELETE /recipes/all', { token: user.token })).body).toEqual({ deleted: 2 })
    expect(
      (await api.call('GET /recipes/count', { token: user.token, query: { folder: 'main' } })).body,
    ).toEqual({ count: 0 })
    expect((await api.call('GET /recipes/:id', { params: { id: theirs.id } })).status).toBe(200)
  })

  test("deleting someone else's recipe answers 404", async ({ api, user, makeUser }) => {
    const recipe = await createRecipe(api, user.token)
    const other = await makeUser()
    expect(
      (await api.call('DELETE /recipes/:id', { token: other.token, params: { id: recipe.id } })).status,
    ).toBe(404)
    expect((await api.call('GET /recipes/:id', { params: { id: recipe.id } })).status).toBe(200)
  })
})

describe('account statistics', () => {
  test('count my recipes and the images they show', async ({ api, user }) => {
    const image = await uploadImage(api, user.token, await solidJpeg())
    await createRecipe(api, user.token, { imageIds: [image.id] })
    await createRecipe(api, user.token)
    expect((await api.call('GET /users/stats', { token: user.token })).body).toMatchObject({
      recipeCount: 2,
      recipeImageCount: 1,
    })
  })
})

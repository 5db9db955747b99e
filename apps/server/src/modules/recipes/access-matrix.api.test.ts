/**
 * Every recipe, label and image endpoint, called by the owner of the data, by another signed-in person and
 * by someone anonymous. Reading a recipe is open to anyone with its id; every write by someone else is a
 * 404; anonymous writes are 401. After each refused call, the owner's recipe is as it was.
 */
import type { TLabel, TRecipe } from '@rosemary/shared/contract'
import { describe, expect } from 'vitest'
import type { ApiClient, ApiResponse } from '../../test/api-client.ts'
import { test, type TestUser } from '../../test/fixtures.ts'
import { solidJpeg } from '../../test/images.ts'
import { createRecipe, upload, uploadImage } from '../../test/recipes.ts'

type Role = 'owner' | 'other' | 'anonymous'

interface World {
  api: ApiClient
  recipe: TRecipe
  label: TLabel
  secondLabel: TLabel
  imageUrl: string
}

type Call = (world: World, token: string | undefined) => Promise<ApiResponse>

const cases: [string, Call, Record<Role, number>][] = [
  [
    'POST /recipes',
    ({ api }, token) => api.call('POST /recipes', { token, body: { title: 'New' } }),
    { owner: 201, other: 201, anonymous: 401 },
  ],
  [
    'GET /recipes/by-page',
    ({ api }, token) => api.call('GET /recipes/by-page', { token, query: {} }),
    { owner: 200, other: 200, anonymous: 401 },
  ],
  [
    'GET /recipes/search',
    ({ api }, token) => api.call('GET /recipes/search', { token, query: { query: 'x' } }),
    { owner: 200, other: 200, anonymous: 401 },
  ],
  [
    'GET /recipes/count',
    ({ api }, token) => api.call('GET /recipes/count', { token, query: {} }),
    { owner: 200, other: 200, anonymous: 401 },
  ],
  [
    'GET /recipes/sync',
    ({ api }, token) => api.call('GET /recipes/sync', { token, query: {} }),
    { owner: 200, other: 200, anonymous: 401 },
  ],
  [
    'GET /recipes/sync/ids',
    ({ api }, token) => api.call('GET /recipes/sync/ids', { token }),
    { owner: 200, other: 200, anonymous: 401 },
  ],
  [
    'GET /recipes/:id',
    ({ api, recipe }, token) => api.call('GET /recipes/:id', { token, params: { id: recipe.id } }),
    { owner: 200, other: 200, anonymous: 200 },
  ],
  [
    'PUT /recipes/:id',
    ({ api, recipe }, token) =>
      api.call('PUT /recipes/:id', { token, params: { id: recipe.id }, body: { title: 'Changed' } }),
    { owner: 200, other: 404, anonymous: 401 },
  ],
  [
    'DELETE /recipes/:id',
    ({ api, recipe }, token) => api.call('DELETE /recipes/:id', { token, params: { id: recipe.id } }),
    { owner: 200, other: 404, anonymous: 401 },
  ],
  [
    'POST /recipes/delete-bulk',
    ({ api, recipe }, token) =>
      api.call('POST /recipes/delete-bulk', { token, body: { recipeIds: [recipe.id] } }),
    { owner: 200, other: 200, anonymous: 401 },
  ],
  [
    'POST /recipes/delete-by-labelIds',
    ({ api, label }, token) =>
      api.call('POST /recipes/delete-by-labelIds', { token, body: { labelIds: [label.id] } }),
    { owner: 200, other: 200, anonymous: 401 },
  ],
  [
    'DELETE /recipes/all',
    ({ api }, token) => api.call('DELETE /recipes/all', { token }),
    { owner: 200, other: 200, anonymous: 401 },
  ],
  [
    'GET /labels',
    ({ api }, token) => api.call('GET /labels', { token }),
    { owner: 200, other: 200, anonymous: 401 },
  ],
  [
    'POST /labels',
    ({ api, recipe }, token) =>
      api.call('POST /labels', { token, body: { title: 'more', recipeIds: [recipe.id] } }),
    { owner: 201, other: 404, anonymous: 401 },
  ],
  [
    'PUT /labels/:id',
    ({ api, label }, token) =>
      api.call('PUT /labels/:id', { token, params: { id: label.id }, body: { title: 'renamed' } }),
    { owner: 200, other: 404, anonymous: 401 },
  ],
  [
    'POST /labels/merge',
    ({ api, label, secondLabel }, token) =>
      api.call('POST /labels/merge', {
        token,
        body: { sourceLabelId: secondLabel.id, targetLabelId: label.id },
      }),
    { owner: 200, other: 404, anonymous: 401 },
  ],
  [
    'DELETE /labels/:id',
    ({ api, label }, token) => api.call('DELETE /labels/:id', { token, params: { id: label.id } }),
    { owner: 200, other: 404, anonymous: 401 },
  ],
  [
    'DELETE /labels',
    ({ api, recipe, label }, token) =>
      api.call('DELETE /labels', { token, query: { recipeId: recipe.id, labelId: label.id } }),
    { owner: 200, other: 404, anonymous: 401 },
  ],
  [
    'POST /images',
    async ({ api }, token) => upload(api, token, await solidJpeg()),
    { owner: 201, other: 201, anonymous: 401 },
  ],
  [
    'GET /images/:id/:file',
    ({ api, imageUrl }) => api.raw({ method: 'GET', url: imageUrl }),
    { owner: 200, other: 200, anonymous: 200 },
  ],
]

async function makeWorld(api: ApiClient, owner: TestUser): Promise<World> {
  const image = await uploadImage(api, owner.token, await solidJpeg())
  const recipe = await createRecipe(api, owner.token, { labels: ['first', 'second'], imageIds: [image.id] })
  const labels = (await api.call('GET /labels', { token: owner.token })).body as TLabel[]
  return { api, recipe, label: labels[0]!, secondLabel: labels[1]!, imageUrl: image.url }
}

describe('the access matrix', () => {
  for (const [name, call, expected] of cases) {
    for (const role of ['owner', 'other', 'anonymous'] as const) {
      test(`${name} by ${role} answers ${expected[role]}`, async ({ api, makeUser }) => {
        const owner = await makeUser('Owner')
        const world = await makeWorld(api, owner)
        const token =
          role === 'owner' ? owner.token : role === 'other' ? (await makeUser('Other')).token : undefined
        const response = await call(world, token)
        expect(response.status, JSON.stringify(response.body)).toBe(expected[role])
        if (role === 'owner') return
        const after = await api.call('GET /recipes/:id', {
          token: owner.token,
          params: { id: world.recipe.id },
        })
        expect(after.body).toEqual(world.recipe)
        if (name === 'GET /recipes/:id') expect(response.body).toMatchObject({ labels: [], isOwner: false })
      })
    }
  }
})

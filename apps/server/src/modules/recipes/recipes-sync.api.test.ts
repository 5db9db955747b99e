import type { TRecipeSyncPage } from '@rosemary/shared/contract'
import { describe, expect } from 'vitest'
import type { ApiClient } from '../../test/api-client.ts'
import { test } from '../../test/fixtures.ts'
import { solidJpeg } from '../../test/images.ts'
import { createRecipe, uploadImage } from '../../test/recipes.ts'

async function sync(api: ApiClient, token: string, query: Record<string, string> = {}) {
  const response = await api.callLoose('GET /recipes/sync', { token, query })
  if (response.status !== 200) throw new Error(JSON.stringify(response.body))
  return response.body as TRecipeSyncPage
}

/** Every page from the cursor on, as a device filling its copy reads them. */
async function syncAll(api: ApiClient, token: string, from?: string, count = '2') {
  const titles: string[] = []
  let cursor = from
  for (;;) {
    const page = await sync(api, token, { count, ...(cursor ? { cursor } : {}) })
    titles.push(...page.recipes.map((recipe) => recipe.title))
    cursor = page.cursor ?? undefined
    if (!page.more) return { titles, cursor }
  }
}

describe('GET /api/recipes/sync', () => {
  test('pages through all my recipes in full, then gives only those changed since', async ({
    api,
    user,
    clock,
  }) => {
    const image = await uploadImage(api, user.token, await solidJpeg())
    const first = await createRecipe(api, user.token, {
      title: 'One',
      labels: ['soup'],
      imageIds: [image.id],
    })
    // Changed at the same moment: the id orders them, and none is skipped at a page's edge.
    await createRecipe(api, user.token, { title: 'Two' })
    await createRecipe(api, user.token, { title: 'Three' })
    clock.advance(1000)
    await createRecipe(api, user.token, { title: 'Four' })

    const full = await sync(api, user.token, { count: '10' })
    expect(full.more).toBe(false)
    expect(full.recipes.map((recipe) => recipe.title).sort()).toEqual(['Four', 'One', 'Three', 'Two'])
    expect(full.recipes.find((recipe) => recipe.id === first.id)).toEqual(first)

    const paged = await syncAll(api, user.token)
    expect(paged.titles.sort()).toEqual(['Four', 'One', 'Three', 'Two'])
    expect(paged.cursor).toBe(full.cursor)

    clock.advance(1000)
    await api.call('PUT /recipes/:id', {
      token: user.token,
      params: { id: first.id },
      body: { title: 'One!' },
    })
    const later = await syncAll(api, user.token, paged.cursor)
    expect(later.titles).toEqual(['One!'])
    expect(await sync(api, user.token, { cursor: later.cursor ?? '' })).toEqual({
      recipes: [],
      cursor: later.cursor,
      more: false,
    })
  })

  test("never gives someone else's recipes", async ({ api, user, makeUser }) => {
    const other = await makeUser()
    await createRecipe(api, other.token, { title: 'Theirs' })
    await createRecipe(api, user.token, { title: 'Mine' })
    expect((await sync(api, user.token)).recipes.map((recipe) => recipe.title)).toEqual(['Mine'])
  })

  test('refuses a cursor it did not give and a count out of range', async ({ api, user }) => {
    for (const query of [{ cursor: 'yesterday' }, { count: '0' }, { count: '501' }]) {
      const response = await api.callLoose('GET /recipes/sync', { token: user.token, query })
      expect(response.status).toBe(400)
    }
  })
})

describe('GET /api/recipes/sync/ids', () => {
  test('lists the ids of all my recipes, so a copy can drop the deleted ones', async ({
    api,
    user,
    makeUser,
  }) => {
    const kept = await createRecipe(api, user.token, { title: 'Kept' })
    const deleted = await createRecipe(api, user.token, { title: 'Deleted' })
    await createRecipe(api, (await makeUser()).token, { title: 'Theirs' })
    await api.call('DELETE /recipes/:id', { token: user.token, params: { id: deleted.id } })
    const response = await api.call('GET /recipes/sync/ids', { token: user.token })
    expect(response.body).toEqual({ ids: [kept.id] })
  })
})

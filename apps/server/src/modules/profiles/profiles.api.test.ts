import type { TLabel, TMyProfile, TPublicProfile } from '@rosemary/shared/contract'
import { describe, expect } from 'vitest'
import type { ApiClient } from '../../test/api-client.ts'
import { test, type TestUser } from '../../test/fixtures.ts'
import { solidJpeg } from '../../test/images.ts'
import { createRecipe, uploadImage } from '../../test/recipes.ts'
import { befriend, updateProfile } from '../../test/social.ts'

async function myProfile(api: ApiClient, user: TestUser): Promise<TMyProfile> {
  return (await api.call('GET /users/profile', { token: user.token })).body as TMyProfile
}

async function labelOf(api: ApiClient, user: TestUser, title: string): Promise<TLabel> {
  const labels = (await api.call('GET /labels', { token: user.token })).body as TLabel[]
  return labels.find((label) => label.title === title)!
}

describe('PUT /users/profile', () => {
  test('stores items and pictures in the order given; titles fall back to what they point at', async ({
    api,
    user,
  }) => {
    const recipe = await createRecipe(api, user.token, { title: 'Soup', labels: ['winter'] })
    const label = await labelOf(api, user, 'winter')
    const [a, b] = [
      await uploadImage(api, user.token, await solidJpeg()),
      await uploadImage(api, user.token, await solidJpeg()),
    ]
    const saved = await updateProfile(api, user, {
      enableProfile: true,
      profileImageIds: [b.id, a.id],
      profileItems: [
        { type: 'recipe', visibility: 'public', recipeId: recipe.id },
        { type: 'all-recipes', visibility: 'friends', title: 'Everything' },
        { type: 'label', visibility: 'public', labelId: label.id, title: '' },
      ],
    })
    expect(saved.profileImages).toEqual([
      { id: b.id, url: b.url, thumbnailUrl: b.thumbnailUrl, order: 0 },
      { id: a.id, url: a.url, thumbnailUrl: a.thumbnailUrl, order: 1 },
    ])
    expect(saved.profileItems).toEqual([
      {
        id: expect.any(String),
        type: 'recipe',
        visibility: 'public',
        title: 'Soup',
        label: null,
        recipe: { id: recipe.id, title: 'Soup', imageUrl: null },
      },
      {
        id: expect.any(String),
        type: 'all-recipes',
        visibility: 'friends',
        title: 'Everything',
        label: null,
        recipe: null,
      },
      {
        id: expect.any(String),
        type: 'label',
        visibility: 'public',
        title: 'winter',
        label: { id: label.id, title: 'winter' },
        recipe: null,
      },
    ])
    expect(await myProfile(api, user)).toEqual(saved)
  })

  test('replaces items and pictures as a whole; leaving them out keeps them', async ({ api, user }) => {
    const image = await uploadImage(api, user.token, await solidJpeg())
    await updateProfile(api, user, {
      profileImageIds: [image.id],
      profileItems: [{ type: 'all-recipes', visibility: 'public' }],
    })
    expect((await updateProfile(api, user, { name: 'Renamed' })).profileItems).toHaveLength(1)
    const replaced = await updateProfile(api, user, { profileItems: [], profileImageIds: [] })
    expect(replaced).toMatchObject({ name: 'Renamed', profileItems: [], profileImages: [] })
    // A picture taken off the profile that nothing else shows is deleted with its files.
    expect((await api.raw({ method: 'GET', url: image.url })).status).toBe(404)
  })

  test.for([
    ['someone else’s picture', 'profileImageIds'],
    ['an unknown picture', 'profileImageIds'],
    ['someone else’s label', 'profileItems.1.labelId'],
    ['someone else’s recipe', 'profileItems.1.recipeId'],
    ['an unknown recipe', 'profileItems.1.recipeId'],
  ] as const)(
    '%s is a 400 naming %s, and nothing is written',
    async ([what, field], { api, user, makeUser }) => {
      const other = await makeUser()
      const theirRecipe = await createRecipe(api, other.token, { labels: ['theirs'] })
      const theirImage = await uploadImage(api, other.token, await solidJpeg())
      const before = await updateProfile(api, user, {
        profileItems: [{ type: 'all-recipes', visibility: 'public' }],
      })
      const bad = {
        'someone else’s picture': { profileImageIds: [theirImage.id] },
        'an unknown picture': { profileImageIds: [crypto.randomUUID()] },
        'someone else’s label': {
          profileItems: [
            { type: 'all-recipes', visibility: 'friends' },
            { type: 'label', visibility: 'public', labelId: (await labelOf(api, other, 'theirs')).id },
          ],
        },
        'someone else’s recipe': {
          profileItems: [
            { type: 'all-recipes', visibility: 'friends' },
            { type: 'recipe', visibility: 'public', recipeId: theirRecipe.id },
          ],
        },
        'an unknown recipe': {
          profileItems: [
            { type: 'all-recipes', visibility: 'friends' },
            { type: 'recipe', visibility: 'public', recipeId: crypto.randomUUID() },
          ],
        },
      }[what]
      const response = await api.call('PUT /users/profile', {
        token: user.token,
        body: { name: 'Not saved', enableProfile: true, ...bad } as never,
      })
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({
        error: { code: 'invalid_input', fields: { [field]: expect.any(String) } },
      })
      expect(await myProfile(api, user)).toEqual(before)
    },
  )

  test('a label or recipe item without its id is a 400 naming it', async ({ api, user }) => {
    const response = await api.callLoose('PUT /users/profile', {
      token: user.token,
      body: { profileItems: [{ type: 'label', visibility: 'public' }] },
    })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({
      error: { fields: { 'profileItems.0.labelId': expect.any(String) } },
    })
  })

  test('deleting a label or a recipe takes its items off the profile', async ({ api, user }) => {
    const recipe = await createRecipe(api, user.token, { labels: ['gone'] })
    const label = await labelOf(api, user, 'gone')
    await updateProfile(api, user, {
      profileItems: [
        { type: 'label', visibility: 'public', labelId: label.id },
        { type: 'recipe', visibility: 'public', recipeId: recipe.id },
      ],
    })
    await api.call('DELETE /labels/:id', { token: user.token, params: { id: label.id } })
    expect((await myProfile(api, user)).profileItems.map((item) => item.type)).toEqual(['recipe'])
    await api.call('DELETE /recipes/:id', { token: user.token, params: { id: recipe.id } })
    expect((await myProfile(api, user)).profileItems).toEqual([])
  })

  test('a profile picture outlives the clean-up of abandoned uploads, and a recipe that shared it', async ({
    api,
    user,
    clock,
    appWith,
  }) => {
    const kept = await uploadImage(api, user.token, await solidJpeg())
    const abandoned = await uploadImage(api, user.token, await solidJpeg())
    const recipe = await createRecipe(api, user.token, { imageIds: [kept.id] })
    await updateProfile(api, user, { profileImageIds: [kept.id] })
    await api.call('DELETE /recipes/:id', { token: user.token, params: { id: recipe.id } })
    clock.advance(25 * 60 * 60 * 1000)
    // Housekeeping runs when an app becomes ready.
    await appWith({})
    await expect.poll(async () => (await api.raw({ method: 'GET', url: abandoned.url })).status).toBe(404)
    expect((await api.raw({ method: 'GET', url: kept.url })).status).toBe(200)
    expect((await myProfile(api, user)).profileImages.map((image) => image.id)).toEqual([kept.id])
  })
})

describe('GET /users/profile/by-handle/:handle and /users/profile/:id', () => {
  test('finds a handle in any case, and says where we stand', async ({ api, makeUser }) => {
    const [ann, bob] = await Promise.all([makeUser('Ann'), makeUser('Bob')])
    const handle = `ann${crypto.randomUUID().slice(0, 8)}`
    await updateProfile(api, ann, { handle, enableProfile: true })
    const byHandle = await api.call('GET /users/profile/by-handle/:handle', {
      token: bob.token,
      params: { handle: handle.toUpperCase() },
    })
    expect(byHandle.body).toEqual({
      id: ann.id,
      name: 'Ann',
      handle,
      profileImages: [],
      profileItems: [],
      isMe: false,
      friendship: 'none',
    })
    await api.call('POST /users/friends/:id', { token: bob.token, params: { id: ann.id } })
    const asBob = (await api.call('GET /users/profile/:id', { token: bob.token, params: { id: ann.id } }))
      .body as TPublicProfile
    expect(asBob.friendship).toBe('outgoing')
    const asAnn = await api.call('GET /users/profile/:id', { token: ann.token, params: { id: bob.id } })
    expect(asAnn.status).toBe(404)
    const mine = (await api.call('GET /users/profile/:id', { token: ann.token, params: { id: ann.id } }))
      .body as TPublicProfile
    expect(mine).toMatchObject({ isMe: true, friendship: 'none' })
  })

  test('a hidden profile: its handle finds who it is for anyone signed in, with none of its pictures or items', async ({
    api,
    makeUser,
  }) => {
    const [ann, friend, stranger, asker] = await Promise.all([
      makeUser('Ann'),
      makeUser(),
      makeUser(),
      makeUser(),
    ])
    const handle = `hidden${crypto.randomUUID().slice(0, 8)}`
    const picture = await uploadImage(api, ann.token, await solidJpeg())
    const recipe = await createRecipe(api, ann.token, { title: 'Plum tart' })
    await updateProfile(api, ann, {
      handle,
      enableProfile: false,
      profileImageIds: [picture.id],
      profileItems: [
        { type: 'recipe', visibility: 'public', recipeId: recipe.id },
        { type: 'all-recipes', visibility: 'friends', title: 'Everything' },
      ],
    })
    await befriend(api, ann, friend)
    await api.call('POST /users/friends/:id', { token: asker.token, params: { id: ann.id } })
    const byHandle = (token?: string) =>
      api.call('GET /users/profile/by-handle/:handle', { token, params: { handle: handle.toUpperCase() } })
    const whoOnly = {
      id: ann.id,
      name: 'Ann',
      handle,
      profileImages: [],
      profileItems: [],
      isMe: false,
    }

    const asStranger = await byHandle(stranger.token)
    expect(asStranger.status).toBe(200)
    expect(asStranger.body).toEqual({ ...whoOnly, friendship: 'none' })
    // A pending request changes nothing: still who it is, nothing shared.
    expect((await byHandle(asker.token)).body).toEqual({ ...whoOnly, friendship: 'outgoing' })
    for (const answer of [asStranger, await byHandle(asker.token)]) {
      const text = JSON.stringify(answer.body)
      for (const secret of [picture.id, recipe.id, 'Plum tart', 'Everything'])
        expect(text).not.toContain(secret)
    }

    const friendSees = (await byHandle(friend.token)).body as TPublicProfile
    expect(friendSees).toMatchObject({ id: ann.id, friendship: 'friends' })
    expect(friendSees.profileImages.map((image) => image.id)).toEqual([picture.id])
    expect(friendSees.profileItems.map((item) => item.title)).toEqual(['Plum tart', 'Everything'])
  })

  test('a hidden profile is unknown without signing in, and by id to anyone but me and my friends', async ({
    api,
    makeUser,
  }) => {
    const [ann, stranger] = await Promise.all([makeUser(), makeUser()])
    const handle = `hidden${crypto.randomUUID().slice(0, 8)}`
    await updateProfile(api, ann, { handle, enableProfile: false })
    const anonymous = await api.call('GET /users/profile/by-handle/:handle', { params: { handle } })
    const unknownHandle = await api.call('GET /users/profile/by-handle/:handle', {
      params: { handle: `${handle}x` },
    })
    expect(anonymous.status).toBe(404)
    expect(anonymous.body).toEqual(unknownHandle.body)
    const unknownId = await api.call('GET /users/profile/:id', {
      token: stranger.token,
      params: { id: crypto.randomUUID() },
    })
    for (const token of [undefined, stranger.token]) {
      const byId = await api.call('GET /users/profile/:id', { token, params: { id: ann.id } })
      expect(byId.status).toBe(404)
      expect(byId.body).toEqual(unknownId.body)
    }
  })
})

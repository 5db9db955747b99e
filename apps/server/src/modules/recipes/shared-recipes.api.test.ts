/**
 * Other people's recipes in lists: `userId` shows what someone's profile shares with me, `includeFriends`
 * mixes my friends' shared recipes into my main folder. Neither is ever answered from the list cache.
 */
import type { TLabel, TRecipeSummary } from '@rosemary/shared/contract'
import { describe, expect } from 'vitest'
import type { ApiClient, ApiResponse } from '../../test/api-client.ts'
import { test, type TestUser } from '../../test/fixtures.ts'
import { createRecipe } from '../../test/recipes.ts'
import { askFriend, befriend, unfriend, updateProfile } from '../../test/social.ts'

type Page = { data: TRecipeSummary[]; totalCount: number }
const titles = (response: ApiResponse) => (response.body as Page).data.map((recipe) => recipe.title)

function pageOf(api: ApiClient, viewer: TestUser, query: Record<string, string>) {
  return api.callLoose('GET /recipes/by-page', { token: viewer.token, query })
}

async function labelId(api: ApiClient, user: TestUser, title: string): Promise<string> {
  const labels = (await api.call('GET /labels', { token: user.token })).body as TLabel[]
  return labels.find((label) => label.title === title)!.id
}

/** Olga shares her soups with everyone and her cake with friends; her stew and inbox recipe she keeps. */
async function olgaShares(api: ApiClient, olga: TestUser, enableProfile = true) {
  await createRecipe(api, olga.token, { title: 'Soup', labels: ['soups'] })
  const cake = await createRecipe(api, olga.token, { title: 'Cake', labels: ['secret'] })
  await createRecipe(api, olga.token, { title: 'Stew', labels: [] })
  const sent = await createRecipe(api, olga.token, { title: 'Sent', labels: ['soups'] })
  await api.call('PUT /recipes/:id', {
    token: olga.token,
    params: { id: sent.id },
    body: { folder: 'inbox' },
  })
  await updateProfile(api, olga, {
    enableProfile,
    profileItems: [
      { type: 'label', visibility: 'public', labelId: await labelId(api, olga, 'soups') },
      { type: 'recipe', visibility: 'friends', recipeId: cake.id },
    ],
  })
}

describe('GET /recipes/by-page?userId=', () => {
  test('a stranger sees the public items, a friend the friends-only ones too, both read-only', async ({
    api,
    makeUser,
  }) => {
    const [olga, friend, stranger] = await Promise.all([makeUser('Olga'), makeUser(), makeUser()])
    await olgaShares(api, olga)
    await befriend(api, olga, friend)
    const query = { userId: olga.id, sort: 'title' }
    // A label shares its recipes of the main folder: the inbox recipe labelled soups stays Olga's.
    expect(titles(await pageOf(api, stranger, query))).toEqual(['Soup'])
    const asFriend = await pageOf(api, friend, query)
    expect(asFriend.body).toMatchObject({ totalCount: 2 })
    expect(titles(asFriend)).toEqual(['Cake', 'Soup'])
    for (const recipe of (asFriend.body as Page).data) {
      expect(recipe.owner).toEqual({ id: olga.id, name: 'Olga', handle: null })
      expect(recipe.labels).toEqual([])
    }
    // Olga's own view of her library is untouched: her labels, no owner.
    const own = (await pageOf(api, olga, { userId: olga.id })).body as Page
    expect(own.data.find((recipe) => recipe.title === 'Soup')).toMatchObject({
      owner: null,
      labels: [{ title: 'soups' }],
    })
  })

  test('all-recipes shares the main folder only, and the folder in the query is ignored', async ({
    api,
    makeUser,
  }) => {
    const [olga, viewer] = await Promise.all([makeUser(), makeUser()])
    await olgaShares(api, olga)
    await updateProfile(api, olga, { profileItems: [{ type: 'all-recipes', visibility: 'public' }] })
    expect(titles(await pageOf(api, viewer, { userId: olga.id }))).toEqual(['Cake', 'Soup', 'Stew'])
    expect(titles(await pageOf(api, viewer, { userId: olga.id, folder: 'inbox' }))).toEqual([
      'Cake',
      'Soup',
      'Stew',
    ])
  })

  test('labels in the query open label items only: a label no item shows matches nothing', async ({
    api,
    makeUser,
  }) => {
    const [olga, viewer] = await Promise.all([makeUser(), makeUser()])
    await olgaShares(api, olga)
    const soups = await labelId(api, olga, 'soups')
    await updateProfile(api, olga, {
      profileItems: [
        { type: 'all-recipes', visibility: 'public' },
        { type: 'label', visibility: 'public', labelId: soups },
      ],
    })
    expect(titles(await pageOf(api, viewer, { userId: olga.id, labels: 'soups' }))).toEqual(['Soup'])
    // Cake is shared (all-recipes) and labelled secret, but no item shows that label: the filter cannot probe it.
    expect(titles(await pageOf(api, viewer, { userId: olga.id, labels: 'secret' }))).toEqual([])
    await updateProfile(api, olga, {
      profileItems: [{ type: 'label', visibility: 'friends', labelId: soups }],
    })
    expect(titles(await pageOf(api, viewer, { userId: olga.id, labels: 'soups' }))).toEqual([])
  })

  test('a hidden profile, or an unknown person, is the same 404; nothing shared is an empty page', async ({
    api,
    makeUser,
  }) => {
    const [olga, friend, stranger, quiet] = await Promise.all([
      makeUser(),
      makeUser(),
      makeUser(),
      makeUser(),
    ])
    await olgaShares(api, olga, false)
    await befriend(api, olga, friend)
    const hidden = await pageOf(api, stranger, { userId: olga.id })
    const unknown = await pageOf(api, stranger, { userId: crypto.randomUUID() })
    expect(hidden.status).toBe(404)
    expect(hidden.body).toEqual(unknown.body)
    expect(titles(await pageOf(api, friend, { userId: olga.id }))).toEqual(['Cake', 'Soup'])
    await updateProfile(api, quiet, { enableProfile: true })
    expect((await pageOf(api, stranger, { userId: quiet.id })).body).toEqual({ data: [], totalCount: 0 })
  })

  test('a removed friend loses the friends-only recipes at once', async ({ api, makeUser }) => {
    const [olga, friend] = await Promise.all([makeUser(), makeUser()])
    await olgaShares(api, olga)
    await befriend(api, olga, friend)
    expect(titles(await pageOf(api, friend, { userId: olga.id }))).toContain('Cake')
    await unfriend(api, olga, friend)
    expect(titles(await pageOf(api, friend, { userId: olga.id }))).toEqual(['Soup'])
  })
})

describe('GET /recipes/by-page?includeFriends=true', () => {
  test('mixes friends’ shared recipes into my main folder, sorted and paged together', async ({
    api,
    makeUser,
  }) => {
    const [me, friend, pending, stranger] = await Promise.all([
      makeUser('Me'),
      makeUser('Fred'),
      makeUser(),
      makeUser(),
    ])
    await createRecipe(api, me.token, { title: 'Apple', labels: ['mine'] })
    await createRecipe(api, me.token, { title: 'Cherry', labels: [] })
    await createRecipe(api, friend.token, { title: 'Banana', labels: ['theirs'] })
    await createRecipe(api, friend.token, { title: 'Date', labels: [] })
    const unshared = await createRecipe(api, friend.token, { title: 'Elder', labels: [] })
    await api.call('PUT /recipes/:id', {
      token: friend.token,
      params: { id: unshared.id },
      body: { folder: 'inbox' },
    })
    await updateProfile(api, friend, { profileItems: [{ type: 'all-recipes', visibility: 'friends' }] })
    for (const other of [pending, stranger]) {
      await createRecipe(api, other.token, { title: 'Berry', labels: [] })
      await updateProfile(api, other, {
        enableProfile: true,
        profileItems: [{ type: 'all-recipes', visibility: 'public' }],
      })
    }
    await befriend(api, me, friend)
    await askFriend(api, pending, me)

    const first = await pageOf(api, me, { includeFriends: 'true', sort: 'title', count: '2' })
    expect(first.body).toMatchObject({ totalCount: 4 })
    expect(titles(first)).toEqual(['Apple', 'Banana'])
    const [apple, banana] = (first.body as Page).data
    expect(apple).toMatchObject({ owner: null, labels: [{ title: 'mine' }] })
    expect(banana).toMatchObject({ owner: { id: friend.id, name: 'Fred' }, labels: [] })
    expect(
      titles(await pageOf(api, me, { includeFriends: 'true', sort: 'title', count: '2', offset: '2' })),
    ).toEqual(['Cherry', 'Date'])
    expect(titles(await pageOf(api, me, { includeFriends: 'false' }))).toEqual(['Apple', 'Cherry'])
    expect(titles(await pageOf(api, me, { includeFriends: 'true', labels: 'mine' }))).toEqual(['Apple'])
    expect(titles(await pageOf(api, me, { includeFriends: 'true', folder: 'inbox' }))).toEqual([])
  })

  test('is never answered from the cache: a friend’s change or an unfriending shows at once', async ({
    api,
    makeUser,
  }) => {
    const [me, friend] = await Promise.all([makeUser(), makeUser()])
    await createRecipe(api, friend.token, { title: 'Shared', labels: [] })
    await befriend(api, me, friend)
    const query = { includeFriends: 'true' }
    expect(titles(await pageOf(api, me, query))).toEqual([])
    await updateProfile(api, friend, { profileItems: [{ type: 'all-recipes', visibility: 'friends' }] })
    expect(titles(await pageOf(api, me, query))).toEqual(['Shared'])
    await unfriend(api, friend, me)
    const after = await pageOf(api, me, query)
    expect(after.headers['x-cache']).toBeUndefined()
    expect(titles(after)).toEqual([])
    // The same holds for one person's page.
    await befriend(api, me, friend)
    expect(titles(await pageOf(api, me, { userId: friend.id }))).toEqual(['Shared'])
    await unfriend(api, friend, me)
    expect((await pageOf(api, me, { userId: friend.id })).status).toBe(404)
  })
})

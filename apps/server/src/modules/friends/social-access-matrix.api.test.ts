/**
 * Every friends and profile endpoint, and the lists of shared recipes, called about one person (the owner)
 * by the owner, a friend, someone whose request is pending, a stranger and someone anonymous. What the
 * owner shares with friends only never reaches anyone but the owner and friends.
 */
import { describe, expect } from 'vitest'
import type { ApiClient, ApiResponse } from '../../test/api-client.ts'
import { test, type TestUser } from '../../test/fixtures.ts'
import { createRecipe } from '../../test/recipes.ts'
import { askFriend, befriend, unfriend, updateProfile } from '../../test/social.ts'

type Role = 'me' | 'friend' | 'requester' | 'stranger' | 'anonymous'
const ROLES = ['me', 'friend', 'requester', 'stranger', 'anonymous'] as const
/** In the title of the friends-only item and of the recipe it shares. */
const SECRET = 'FRIENDS-ONLY'

interface World {
  api: ApiClient
  owner: TestUser
  handle: string
}

type Call = (world: World, token: string | undefined) => Promise<ApiResponse>

const cases: [string, Call, Record<Role, number>][] = [
  [
    'GET /users/friends',
    ({ api }, token) => api.call('GET /users/friends', { token }),
    { me: 200, friend: 200, requester: 200, stranger: 200, anonymous: 401 },
  ],
  [
    'POST /users/friends/:id',
    ({ api, owner }, token) => api.call('POST /users/friends/:id', { token, params: { id: owner.id } }),
    { me: 400, friend: 409, requester: 409, stranger: 201, anonymous: 401 },
  ],
  [
    'DELETE /users/friends/:id',
    ({ api, owner }, token) => api.call('DELETE /users/friends/:id', { token, params: { id: owner.id } }),
    { me: 404, friend: 200, requester: 200, stranger: 404, anonymous: 401 },
  ],
  [
    'GET /users/profile',
    ({ api }, token) => api.call('GET /users/profile', { token }),
    { me: 200, friend: 200, requester: 200, stranger: 200, anonymous: 401 },
  ],
  [
    'PUT /users/profile',
    ({ api }, token) => api.call('PUT /users/profile', { token, body: { name: 'Changed' } }),
    { me: 200, friend: 200, requester: 200, stranger: 200, anonymous: 401 },
  ],
  [
    'GET /users/profile/:id',
    ({ api, owner }, token) => api.call('GET /users/profile/:id', { token, params: { id: owner.id } }),
    { me: 200, friend: 200, requester: 200, stranger: 200, anonymous: 200 },
  ],
  [
    'GET /users/profile/by-handle/:handle',
    ({ api, handle }, token) =>
      api.call('GET /users/profile/by-handle/:handle', { token, params: { handle } }),
    { me: 200, friend: 200, requester: 200, stranger: 200, anonymous: 200 },
  ],
  [
    'GET /recipes/by-page?userId=',
    ({ api, owner }, token) => api.call('GET /recipes/by-page', { token, query: { userId: owner.id } }),
    { me: 200, friend: 200, requester: 200, stranger: 200, anonymous: 401 },
  ],
  [
    'GET /recipes/by-page?includeFriends=true',
    ({ api }, token) => api.callLoose('GET /recipes/by-page', { token, query: { includeFriends: 'true' } }),
    { me: 200, friend: 200, requester: 200, stranger: 200, anonymous: 401 },
  ],
]

/** Who sees the owner's friends-only recipe or item in the answer. */
const SEES_SECRET: Record<string, Role[]> = {
  'GET /users/profile': ['me'],
  'PUT /users/profile': ['me'],
  'GET /users/profile/:id': ['me', 'friend'],
  'GET /users/profile/by-handle/:handle': ['me', 'friend'],
  'GET /recipes/by-page?userId=': ['me', 'friend'],
  'GET /recipes/by-page?includeFriends=true': ['me', 'friend'],
}

/** The owner shares one recipe with everyone and another with friends only, each through its own item. */
async function makeWorld(api: ApiClient, owner: TestUser, enableProfile: boolean): Promise<World> {
  const handle = `owner${crypto.randomUUID().slice(0, 8)}`
  const soup = await createRecipe(api, owner.token, { title: 'Public soup', labels: [] })
  const secret = await createRecipe(api, owner.token, { title: `${SECRET} cake`, labels: [] })
  await updateProfile(api, owner, {
    handle,
    enableProfile,
    profileItems: [
      { type: 'recipe', visibility: 'public', recipeId: soup.id },
      { type: 'recipe', visibility: 'friends', recipeId: secret.id, title: `${SECRET} item` },
    ],
  })
  return { api, owner, handle }
}

async function tokenFor(role: Role, world: World, makeUser: (name?: string) => Promise<TestUser>) {
  if (role === 'me') return world.owner.token
  if (role === 'anonymous') return undefined
  const someone = await makeUser(role)
  if (role === 'friend') await befriend(world.api, world.owner, someone)
  if (role === 'requester') await askFriend(world.api, someone, world.owner)
  return someone.token
}

for (const enableProfile of [true, false]) {
  describe(`the social access matrix, profile ${enableProfile ? 'visible' : 'hidden'}`, () => {
    for (const [name, call, expected] of cases) {
      for (const role of ROLES) {
        // A hidden profile is not found by anyone but me and my friends, and lists nothing of mine; only its
        // handle still finds who it is for someone signed in, with nothing it shares.
        const hiddenFromRole = !enableProfile && ['requester', 'stranger', 'anonymous'].includes(role)
        const foundByHandle = name === 'GET /users/profile/by-handle/:handle' && role !== 'anonymous'
        const status =
          hiddenFromRole &&
          !foundByHandle &&
          (name.startsWith('GET /users/profile/') || name.endsWith('userId='))
            ? expected[role] === 200
              ? 404
              : expected[role]
            : expected[role]
        test(`${name} by ${role} answers ${status}`, async ({ api, makeUser }) => {
          const world = await makeWorld(api, await makeUser('Owner'), enableProfile)
          const response = await call(world, await tokenFor(role, world, makeUser))
          expect(response.status, JSON.stringify(response.body)).toBe(status)
          const body = JSON.stringify(response.body)
          expect(body.includes(SECRET), body).toBe((SEES_SECRET[name] ?? []).includes(role) && status === 200)
          expect(body).not.toContain(world.owner.email)
          if (hiddenFromRole && foundByHandle) {
            expect(response.body).toMatchObject({ id: world.owner.id, profileImages: [], profileItems: [] })
            expect(body).not.toContain('Public soup')
          }
        })
      }
    }
  })
}

describe('a removed friend', () => {
  test('loses the friends-only items and recipes at once, and a hidden profile altogether', async ({
    api,
    makeUser,
  }) => {
    const owner = await makeUser()
    const friend = await makeUser()
    const world = await makeWorld(api, owner, false)
    await befriend(api, owner, friend)
    const profile = () =>
      api.call('GET /users/profile/:id', { token: friend.token, params: { id: owner.id } })
    const shared = () =>
      api.call('GET /recipes/by-page', { token: friend.token, query: { userId: owner.id } })
    expect(JSON.stringify((await profile()).body)).toContain(SECRET)
    expect(JSON.stringify((await shared()).body)).toContain(SECRET)
    await unfriend(api, owner, friend)
    expect((await profile()).status).toBe(404)
    expect((await shared()).status).toBe(404)
    await updateProfile(api, owner, { enableProfile: true })
    expect(JSON.stringify((await profile()).body)).not.toContain(SECRET)
    expect(JSON.stringify((await shared()).body)).not.toContain(SECRET)
    expect(
      (await api.call('GET /users/profile/by-handle/:handle', { params: { handle: world.handle } })).status,
    ).toBe(200)
  })
})

describe('no way to list people', () => {
  test('by-email finds an exact address only: no patterns, no parts', async ({ api, user, makeUser }) => {
    const other = await makeUser()
    const [local, domain] = other.email.split('@') as [string, string]
    for (const email of [
      `%@${domain}`,
      `${local.slice(0, 8)}%`,
      local,
      `*@${domain}`,
      `_${other.email.slice(1)}`,
    ]) {
      const response = await api.call('GET /users/by-email', { token: user.token, query: { email } })
      expect(response.status, email).toBe(404)
    }
    expect(
      (await api.call('GET /users/by-email', { token: user.token, query: { email: other.email } })).status,
    ).toBe(200)
  })
})

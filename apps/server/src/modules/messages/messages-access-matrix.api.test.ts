/**
 * The message and push endpoints called about one person (the owner) by the owner, a friend, someone whose
 * request is pending, a stranger and someone anonymous. Only friends may write; what the owner wrote to a
 * friend of theirs reaches nobody else.
 */
import { describe, expect } from 'vitest'
import type { ApiClient, ApiResponse } from '../../test/api-client.ts'
import { test, type TestUser } from '../../test/fixtures.ts'
import { askFriend, befriend, unfriend } from '../../test/social.ts'

const ROLES = ['me', 'friend', 'requester', 'stranger', 'anonymous'] as const
type Role = (typeof ROLES)[number]
/** In the text the owner sends to a confidant, a friend who plays no role. */
const SECRET = 'BETWEEN-US'

type Call = (api: ApiClient, owner: TestUser, token: string | undefined) => Promise<ApiResponse>

const cases: [string, Call, Record<Role, number>, Role[]][] = [
  [
    'POST /messages',
    (api, owner, token) => api.call('POST /messages', { token, body: { to: owner.id, body: 'Hello' } }),
    { me: 400, friend: 201, requester: 403, stranger: 403, anonymous: 401 },
    [],
  ],
  [
    'GET /messages?user=',
    (api, owner, token) => api.call('GET /messages', { token, query: { user: owner.id } }),
    { me: 200, friend: 200, requester: 200, stranger: 200, anonymous: 401 },
    [],
  ],
  [
    'GET /messages/threads',
    (api, _owner, token) => api.call('GET /messages/threads', { token }),
    { me: 200, friend: 200, requester: 200, stranger: 200, anonymous: 401 },
    ['me'],
  ],
  [
    'GET /users/fcm/vapid-key',
    (api, _owner, token) => api.call('GET /users/fcm/vapid-key', { token }),
    { me: 200, friend: 200, requester: 200, stranger: 200, anonymous: 401 },
    [],
  ],
  [
    'DELETE /users/fcm/token',
    (api, _owner, token) => api.call('DELETE /users/fcm/token', { token, query: { fcmToken: 'device' } }),
    { me: 200, friend: 200, requester: 200, stranger: 200, anonymous: 401 },
    [],
  ],
]

async function tokenFor(
  role: Role,
  api: ApiClient,
  owner: TestUser,
  makeUser: (name?: string) => Promise<TestUser>,
) {
  if (role === 'me') return owner.token
  if (role === 'anonymous') return undefined
  const someone = await makeUser(role)
  if (role === 'friend') await befriend(api, owner, someone)
  if (role === 'requester') await askFriend(api, someone, owner)
  return someone.token
}

describe('the messages access matrix', () => {
  for (const [name, call, expected, seeSecret] of cases) {
    for (const role of ROLES) {
      test(`${name} by ${role} answers ${expected[role]}`, async ({ api, makeUser }) => {
        const owner = await makeUser('Owner')
        const confidant = await makeUser('Confidant')
        await befriend(api, owner, confidant)
        const told = await api.call('POST /messages', {
          token: owner.token,
          body: { to: confidant.id, body: `${SECRET}: the recipe is mine` },
        })
        expect(told.status).toBe(201)
        const response = await call(api, owner, await tokenFor(role, api, owner, makeUser))
        expect(response.status, JSON.stringify(response.body)).toBe(expected[role])
        const body = JSON.stringify(response.body)
        expect(body.includes(SECRET), body).toBe(seeSecret.includes(role))
        expect(body).not.toContain(owner.email)
      })
    }
  }
})

describe('a removed friend', () => {
  test('can no longer write, at once', async ({ api, makeUser }) => {
    const owner = await makeUser()
    const friend = await makeUser()
    await befriend(api, owner, friend)
    const write = () =>
      api.call('POST /messages', { token: friend.token, body: { to: owner.id, body: 'Hi' } })
    expect((await write()).status).toBe(201)
    await unfriend(api, owner, friend)
    expect((await write()).status).toBe(403)
  })
})

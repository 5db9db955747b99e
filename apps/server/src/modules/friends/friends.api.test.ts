import type { TFriends } from '@rosemary/shared/contract'
import { describe, expect } from 'vitest'
import type { ApiClient } from '../../test/api-client.ts'
import { test, type TestUser } from '../../test/fixtures.ts'
import { solidJpeg } from '../../test/images.ts'
import { uploadImage } from '../../test/recipes.ts'
import { askFriend, befriend, updateProfile } from '../../test/social.ts'

const ask = (api: ApiClient, from: TestUser, to: { id: string }) =>
  api.call('POST /users/friends/:id', { token: from.token, params: { id: to.id } })
const end = (api: ApiClient, from: TestUser, to: { id: string }) =>
  api.call('DELETE /users/friends/:id', { token: from.token, params: { id: to.id } })
async function friendsOf(api: ApiClient, user: TestUser): Promise<TFriends> {
  const response = await api.call('GET /users/friends', { token: user.token })
  expect(response.status).toBe(200)
  return response.body as TFriends
}
const ids = (entries: TFriends['friends']) => entries.map((entry) => entry.otherUser.id)

describe('POST /users/friends/:id', () => {
  test('asks, and asking back makes friends', async ({ api, makeUser }) => {
    const [ann, bob] = await Promise.all([makeUser('Ann'), makeUser('Bob')])
    const asked = await ask(api, ann, bob)
    expect(asked.status).toBe(201)
    expect(asked.body).toEqual({ friendship: 'outgoing' })
    expect(ids((await friendsOf(api, ann)).outgoingRequests)).toEqual([bob.id])
    expect(ids((await friendsOf(api, bob)).incomingRequests)).toEqual([ann.id])

    expect((await ask(api, bob, ann)).body).toEqual({ friendship: 'friends' })
    for (const [me, other] of [
      [ann, bob],
      [bob, ann],
    ] as const) {
      const lists = await friendsOf(api, me)
      expect(ids(lists.friends)).toEqual([other.id])
      expect(lists.incomingRequests).toEqual([])
      expect(lists.outgoingRequests).toEqual([])
    }
  })

  test('asking myself is a 400 naming the id', async ({ api, user }) => {
    const response = await ask(api, user, user)
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({
      error: { code: 'invalid_input', fields: { id: expect.any(String) } },
    })
  })

  test('an unknown person is a 404', async ({ api, user }) => {
    const response = await ask(api, user, { id: crypto.randomUUID() })
    expect(response.status).toBe(404)
  })

  test('asking twice, or a friend, is a 409 already_requested', async ({ api, user, makeUser }) => {
    const other = await makeUser()
    await askFriend(api, user, other)
    expect(await ask(api, user, other)).toMatchObject({
      status: 409,
      body: { error: { code: 'already_requested' } },
    })
    await askFriend(api, other, user)
    expect((await ask(api, user, other)).status).toBe(409)
    expect((await ask(api, other, user)).status).toBe(409)
  })

  test('two people asking each other at once end up friends', async ({ api, makeUser }) => {
    const [ann, bob] = await Promise.all([makeUser(), makeUser()])
    const answers = await Promise.all([ask(api, ann, bob), ask(api, bob, ann)])
    expect(answers.map((answer) => answer.status)).toEqual([201, 201])
    expect(ids((await friendsOf(api, ann)).friends)).toEqual([bob.id])
  })

  test('is limited per account (FRIEND_REQUEST_RATE_LIMIT_PER_MINUTE)', async ({ appWith, makeUser }) => {
    const api = await appWith({ friendRequestRateLimitPerMinute: 2 })
    const me = await makeUser()
    const [first, second, third] = await Promise.all([makeUser(), makeUser(), makeUser()])
    const statuses = []
    for (const other of [first, second, third]) statuses.push((await ask(api, me, other)).status)
    expect(statuses).toEqual([201, 201, 429])
    // Someone else is not held back by my requests.
    expect((await ask(api, first, me)).status).toBe(201)
  })
})

describe('DELETE /users/friends/:id', () => {
  test('declines a request: gone from both lists', async ({ api, makeUser }) => {
    const [ann, bob] = await Promise.all([makeUser(), makeUser()])
    await askFriend(api, ann, bob)
    expect((await end(api, bob, ann)).body).toEqual({ ok: true })
    expect(await friendsOf(api, ann)).toEqual({ incomingRequests: [], outgoingRequests: [], friends: [] })
    expect(await friendsOf(api, bob)).toEqual({ incomingRequests: [], outgoingRequests: [], friends: [] })
  })

  test('cancels my request', async ({ api, makeUser }) => {
    const [ann, bob] = await Promise.all([makeUser(), makeUser()])
    await askFriend(api, ann, bob)
    expect((await end(api, ann, bob)).status).toBe(200)
    expect((await friendsOf(api, bob)).incomingRequests).toEqual([])
  })

  test('unfriends on both sides: asking again is a new request, not a friendship', async ({
    api,
    makeUser,
  }) => {
    const [ann, bob] = await Promise.all([makeUser(), makeUser()])
    await befriend(api, ann, bob)
    expect((await end(api, bob, ann)).status).toBe(200)
    expect((await friendsOf(api, ann)).friends).toEqual([])
    expect((await ask(api, ann, bob)).body).toEqual({ friendship: 'outgoing' })
  })

  test('nothing to end is a 404', async ({ api, user, makeUser }) => {
    expect((await end(api, user, await makeUser())).status).toBe(404)
    expect((await end(api, user, { id: crypto.randomUUID() })).status).toBe(404)
  })
})

describe('GET /users/friends', () => {
  test('shows id, name, handle and the first profile picture, never the email', async ({ api, makeUser }) => {
    const [ann, bob] = await Promise.all([makeUser('Ann'), makeUser('Bob')])
    const [first, second] = [
      await uploadImage(api, bob.token, await solidJpeg()),
      await uploadImage(api, bob.token, await solidJpeg()),
    ]
    const handle = `bob${crypto.randomUUID().slice(0, 8)}`
    await updateProfile(api, bob, { handle, profileImageIds: [second.id, first.id] })
    await befriend(api, ann, bob)
    const [entry] = (await friendsOf(api, ann)).friends
    expect(entry).toEqual({
      otherUser: { id: bob.id, name: 'Bob', handle, profileImageUrl: second.thumbnailUrl },
      createdAt: expect.any(String),
    })
    expect(JSON.stringify(await friendsOf(api, ann))).not.toContain(bob.email)
  })

  test('lists newest first', async ({ api, user, makeUser, clock }) => {
    const older = await makeUser()
    await askFriend(api, older, user)
    clock.advance(1000)
    const newer = await makeUser()
    await askFriend(api, newer, user)
    expect(ids((await friendsOf(api, user)).incomingRequests)).toEqual([newer.id, older.id])
  })
})

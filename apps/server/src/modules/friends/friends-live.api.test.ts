/**
 * Requests, acceptances, declines, cancellations and unfriendings reach every open socket of both people,
 * each seeing the other person and where the two stand now; no one else hears of them.
 */
import type { FriendsUpdatedFrame, TFriends } from '@rosemary/shared/contract'
import type { FastifyInstance } from 'fastify'
import { describe, expect } from 'vitest'
import type { ApiClient } from '../../test/api-client.ts'
import { test, type TestUser } from '../../test/fixtures.ts'
import { openSocket } from '../../test/sockets.ts'
import { updateProfile } from '../../test/social.ts'

type Socket = Awaited<ReturnType<typeof openSocket>>

const friendFrames = (socket: Socket) =>
  socket.frames
    .filter((frame) => frame.type === 'friends:updated')
    .map((frame) => frame.data as FriendsUpdatedFrame['data'])

const ask = async (api: ApiClient, from: TestUser, to: TestUser) =>
  expect(
    (await api.call('POST /users/friends/:id', { token: from.token, params: { id: to.id } })).status,
  ).toBe(201)
const end = async (api: ApiClient, from: TestUser, to: TestUser) =>
  expect(
    (await api.call('DELETE /users/friends/:id', { token: from.token, params: { id: to.id } })).status,
  ).toBe(200)

/** Ann with two devices open, Bob with two, and a stranger with one. */
async function openApps(app: FastifyInstance, ann: TestUser, bob: TestUser, stranger: TestUser) {
  return {
    annPhone: await openSocket(app, ann.token),
    annLaptop: await openSocket(app, ann.token),
    bobPhone: await openSocket(app, bob.token),
    bobLaptop: await openSocket(app, bob.token),
    strangers: await openSocket(app, stranger.token),
  }
}

const seen = (who: TestUser, handle: string | null) => ({
  id: who.id,
  name: who.name,
  handle,
  profileImageUrl: null,
})

describe('friends:updated frames', () => {
  test('a request and its acceptance reach every open app of both, each as its person sees it', async ({
    app,
    api,
    bus,
    makeUser,
  }) => {
    const [ann, bob, stranger] = [await makeUser('Ann'), await makeUser('Bob'), await makeUser()]
    const handle = `bob${crypto.randomUUID().slice(0, 8)}`
    await updateProfile(api, bob, { handle })
    const apps = await openApps(app, ann, bob, stranger)
    await expect.poll(() => bus.subscriberCount(ann.id) + bus.subscriberCount(bob.id)).toBe(4)

    await ask(api, ann, bob)
    const asked = {
      toAnn: { otherUser: seen(bob, handle), friendship: 'outgoing', change: 'asked', byMe: true },
      toBob: { otherUser: seen(ann, null), friendship: 'incoming', change: 'asked', byMe: false },
    }
    for (const socket of [apps.bobPhone, apps.bobLaptop])
      await expect.poll(() => friendFrames(socket)).toEqual([asked.toBob])
    for (const socket of [apps.annPhone, apps.annLaptop])
      await expect.poll(() => friendFrames(socket)).toEqual([asked.toAnn])

    await ask(api, bob, ann)
    const accepted = {
      toAnn: { otherUser: seen(bob, handle), friendship: 'friends', change: 'accepted', byMe: false },
      toBob: { otherUser: seen(ann, null), friendship: 'friends', change: 'accepted', byMe: true },
    }
    for (const socket of [apps.annPhone, apps.annLaptop])
      await expect.poll(() => friendFrames(socket)).toEqual([asked.toAnn, accepted.toAnn])
    for (const socket of [apps.bobPhone, apps.bobLaptop])
      await expect.poll(() => friendFrames(socket)).toEqual([asked.toBob, accepted.toBob])
    expect(apps.strangers.frames).toEqual([])
    for (const { socket } of Object.values(apps)) socket.close()
  })

  test.for([
    ['a declined request', 'declined', 'bob'],
    ['a cancelled request', 'cancelled', 'ann'],
    ['an ended friendship', 'removed', 'bob'],
  ] as const)('%s reaches both: %s by %s', async ([, change, ender], { app, api, bus, makeUser }) => {
    const [ann, bob, stranger] = [await makeUser('Ann'), await makeUser('Bob'), await makeUser()]
    await ask(api, ann, bob)
    if (change === 'removed') await ask(api, bob, ann)
    const apps = await openApps(app, ann, bob, stranger)
    await expect.poll(() => bus.subscriberCount(ann.id) + bus.subscriberCount(bob.id)).toBe(4)

    await end(api, ender === 'ann' ? ann : bob, ender === 'ann' ? bob : ann)
    const toAnn = { otherUser: seen(bob, null), friendship: 'none', change, byMe: ender === 'ann' }
    const toBob = { otherUser: seen(ann, null), friendship: 'none', change, byMe: ender === 'bob' }
    for (const socket of [apps.annPhone, apps.annLaptop])
      await expect.poll(() => friendFrames(socket)).toEqual([toAnn])
    for (const socket of [apps.bobPhone, apps.bobLaptop])
      await expect.poll(() => friendFrames(socket)).toEqual([toBob])
    expect(apps.strangers.frames).toEqual([])
    for (const { socket } of Object.values(apps)) socket.close()
  })

  test('a refused request (twice, or to myself) tells no one', async ({ api, bus, makeUser }) => {
    const [ann, bob] = [await makeUser('Ann'), await makeUser('Bob')]
    await ask(api, ann, bob)
    const heard: string[] = []
    for (const who of [ann, bob]) bus.subscribe(who.id, (frame) => heard.push(frame.type))
    const again = await api.call('POST /users/friends/:id', { token: ann.token, params: { id: bob.id } })
    const myself = await api.call('POST /users/friends/:id', { token: ann.token, params: { id: ann.id } })
    const nothing = await api.call('DELETE /users/friends/:id', {
      token: ann.token,
      params: { id: crypto.randomUUID() },
    })
    expect([again.status, myself.status, nothing.status]).toEqual([409, 400, 404])
    expect(heard).toEqual([])
  })

  test('a bus that cannot deliver leaves the change made and answered', async ({ api, bus, makeUser }) => {
    const [ann, bob] = [await makeUser('Ann'), await makeUser('Bob')]
    bus.publish = () => Promise.reject(new Error('the bus is down'))
    await ask(api, ann, bob)
    await ask(api, bob, ann)
    const lists = (await api.call('GET /users/friends', { token: ann.token })).body as TFriends
    expect(lists.friends.map((entry) => entry.otherUser.id)).toEqual([bob.id])
    await end(api, ann, bob)
  })
})

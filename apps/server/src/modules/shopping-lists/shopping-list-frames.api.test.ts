/** Who hears of a list's changes: every member, and someone who stops being one, once. */
import { describe, expect } from 'vitest'
import { addItems, createList, hearFrames, planningTest as test } from '../../test/planning.ts'
import { openSocket } from '../../test/sockets.ts'
import { befriend } from '../../test/social.ts'

const updated = (shoppingListId: string) => ({ type: 'shoppinglist:updated', data: { shoppingListId } })

describe('frames of a shopping list', () => {
  test('every member hears each change; others hear nothing', async ({ api, bus, user, makeUser }) => {
    const [friend, other, stranger] = [await makeUser(), await makeUser(), await makeUser()]
    await befriend(api, user, friend)
    await befriend(api, user, other)
    const heard = hearFrames(bus, [user, friend, other, stranger])
    const list = await createList(api, user, { collaboratorIds: [friend.id] })
    await addItems(api, friend, list.id, [{ title: 'milk' }])
    await api.call('PUT /shopping-lists/:id', {
      token: friend.token,
      params: { id: list.id },
      body: { title: 'Party' },
    })
    for (const member of [user, friend])
      expect(heard.of(member)).toEqual([updated(list.id), updated(list.id), updated(list.id)])
    expect(heard.of(other)).toEqual([])
    expect(heard.of(stranger)).toEqual([])
    heard.stop()
  })

  test('a removed collaborator hears it once, then nothing more', async ({ api, bus, user, makeUser }) => {
    const friend = await makeUser()
    await befriend(api, user, friend)
    const list = await createList(api, user, { collaboratorIds: [friend.id] })
    const heard = hearFrames(bus, [user, friend])
    await api.call('PUT /shopping-lists/:id', {
      token: user.token,
      params: { id: list.id },
      body: { collaboratorIds: [] },
    })
    await addItems(api, user, list.id, [{ title: 'milk' }])
    expect(heard.of(friend)).toEqual([updated(list.id)])
    expect(heard.of(user)).toEqual([updated(list.id), updated(list.id)])
    heard.stop()
  })

  test('a collaborator who leaves hears it once, then nothing more', async ({ api, bus, user, makeUser }) => {
    const friend = await makeUser()
    await befriend(api, user, friend)
    const list = await createList(api, user, { collaboratorIds: [friend.id] })
    const heard = hearFrames(bus, [user, friend])
    await api.call('DELETE /shopping-lists/:id', { token: friend.token, params: { id: list.id } })
    await addItems(api, user, list.id, [{ title: 'milk' }])
    expect(heard.of(friend)).toEqual([updated(list.id)])
    expect(heard.of(user)).toEqual([updated(list.id), updated(list.id)])
    heard.clear()
    await api.call('DELETE /shopping-lists/:id', { token: user.token, params: { id: list.id } })
    expect(heard.of(user)).toEqual([updated(list.id)])
    expect(heard.of(friend)).toEqual([])
    heard.stop()
  })

  test('a change that changes nothing is not announced', async ({ api, bus, user }) => {
    const list = await createList(api, user)
    const id = crypto.randomUUID()
    await addItems(api, user, list.id, [{ id, title: 'milk' }])
    const heard = hearFrames(bus, [user])
    await addItems(api, user, list.id, [{ id, title: 'milk' }])
    await api.call('POST /shopping-lists/:id/items/delete', {
      token: user.token,
      params: { id: list.id },
      body: { itemIds: [crypto.randomUUID()] },
    })
    expect(heard.of(user)).toEqual([])
    heard.stop()
  })

  test("reaches a collaborator's open socket", async ({ app, api, bus, user, makeUser }) => {
    const friend = await makeUser()
    await befriend(api, user, friend)
    const list = await createList(api, user, { collaboratorIds: [friend.id] })
    const phone = await openSocket(app, friend.token)
    await expect.poll(() => bus.subscriberCount(friend.id)).toBe(1)
    await addItems(api, user, list.id, [{ title: 'milk' }])
    await expect.poll(() => phone.frames).toContainEqual(updated(list.id))
    phone.socket.close()
  })
})

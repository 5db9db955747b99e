import type { TShoppingList, TShoppingListSummary } from '@rosemary/shared/contract'
import { pino } from 'pino'
import { describe, expect } from 'vitest'
import { testShoppingRules } from '../../test/shopping-rules.ts'
import { createShoppingListsService } from './shopping-lists.service.ts'
import { createShoppingStore } from './shopping-store.ts'
import { addItems, createList, planningTest as test, readList } from '../../test/planning.ts'
import { askFriend, befriend, unfriend } from '../../test/social.ts'

describe('a shopping list', () => {
  test('is made with friends as collaborators, who see it as not theirs', async ({ api, user, makeUser }) => {
    const friend = await makeUser('Bo')
    await befriend(api, user, friend)
    const list = await createList(api, user, { title: '  Saturday market ', collaboratorIds: [friend.id] })
    expect(list).toMatchObject({
      title: 'Saturday market',
      owner: { id: user.id, name: 'Test Cook' },
      collaborators: [{ id: friend.id, name: 'Bo', handle: null, profileImageUrl: null }],
      isOwner: true,
      items: [],
      aisles: {},
      itemCount: 0,
      openItemCount: 0,
    })
    expect(JSON.stringify(list)).not.toContain(friend.email)
    const seen = await readList(api, friend, list.id)
    expect(seen).toEqual({ ...list, isOwner: false })
  })

  test('collaborators must be friends of the owner, and not the owner', async ({ api, user, makeUser }) => {
    const stranger = await makeUser()
    const asked = await makeUser()
    await askFriend(api, user, asked)
    for (const collaboratorIds of [[stranger.id], [asked.id], [user.id]]) {
      const response = await api.call('POST /shopping-lists', {
        token: user.token,
        body: { title: 'Groceries', collaboratorIds },
      })
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({ error: { fields: { collaboratorIds: expect.any(String) } } })
    }
    const lists = await api.call('GET /shopping-lists', { token: user.token })
    expect(lists.body).toEqual([])
  })

  test('the owner sets the collaborators; an old one may stay after a falling out, a collaborator may not set them', async ({
    api,
    user,
    makeUser,
  }) => {
    const [ann, bo, cy] = [await makeUser('Ann'), await makeUser('Bo'), await makeUser('Cy')]
    await befriend(api, user, ann)
    await befriend(api, user, bo)
    const list = await createList(api, user, { collaboratorIds: [ann.id] })
    await unfriend(api, user, ann)
    const put = (token: string, collaboratorIds: string[]) =>
      api.call('PUT /shopping-lists/:id', { token, params: { id: list.id }, body: { collaboratorIds } })
    const kept = await put(user.token, [ann.id, bo.id])
    expect(kept.status).toBe(200)
    const names = (kept.body as TShoppingList).collaborators.map((person) => person.name)
    expect(names.sort()).toEqual(['Ann', 'Bo'])
    const withStranger = await put(user.token, [ann.id, bo.id, cy.id])
    expect(withStranger.status).toBe(400)
    expect(withStranger.body).toMatchObject({ error: { fields: { collaboratorIds: expect.any(String) } } })
    const byCollaborator = await put(bo.token, [bo.id])
    expect(byCollaborator.status).toBe(403)
    expect(byCollaborator.body).toMatchObject({ error: { code: 'forbidden' } })
    // Once gone, a former friend cannot be brought back.
    expect((await put(user.token, [bo.id])).status).toBe(200)
    expect((await put(user.token, [ann.id, bo.id])).status).toBe(400)
    expect((await readList(api, user, list.id)).collaborators.map((person) => person.id)).toEqual([bo.id])
  })

  test('any member renames it, and its updatedAt moves', async ({ api, user, makeUser, clock }) => {
    const friend = await makeUser()
    await befriend(api, user, friend)
    const list = await createList(api, user, { collaboratorIds: [friend.id] })
    clock.advance(60_000)
    const renamed = await api.call('PUT /shopping-lists/:id', {
      token: friend.token,
      params: { id: list.id },
      body: { title: 'Party' },
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body).toMatchObject({ title: 'Party', isOwner: false })
    expect(Date.parse((renamed.body as TShoppingList).updatedAt)).toBe(Date.parse(list.updatedAt) + 60_000)
    const tooLong = await api.call('PUT /shopping-lists/:id', {
      token: user.token,
      params: { id: list.id },
      body: { title: 'x'.repeat(501) },
    })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body).toMatchObject({ error: { fields: { title: expect.any(String) } } })
  })

  test('deleted by the owner is gone for everyone', async ({ api, user, makeUser }) => {
    const friend = await makeUser()
    await befriend(api, user, friend)
    const list = await createList(api, user, { collaboratorIds: [friend.id] })
    await addItems(api, user, list.id, [{ title: 'milk' }])
    const deleted = await api.call('DELETE /shopping-lists/:id', {
      token: user.token,
      params: { id: list.id },
    })
    expect(deleted).toMatchObject({ status: 200, body: { ok: true } })
    for (const someone of [user, friend]) {
      const read = await api.call('GET /shopping-lists/:id', {
        token: someone.token,
        params: { id: list.id },
      })
      expect(read.status).toBe(404)
    }
  })

  test('deleted by a collaborator is left: the owner keeps it', async ({ api, user, makeUser }) => {
    const friend = await makeUser()
    await befriend(api, user, friend)
    const list = await createList(api, user, { collaboratorIds: [friend.id] })
    const left = await api.call('DELETE /shopping-lists/:id', {
      token: friend.token,
      params: { id: list.id },
    })
    expect(left.status).toBe(200)
    expect((await readList(api, user, list.id)).collaborators).toEqual([])
    const read = await api.call('GET /shopping-lists/:id', { token: friend.token, params: { id: list.id } })
    expect(read.status).toBe(404)
    expect((await api.call('GET /shopping-lists', { token: friend.token })).body).toEqual([])
  })

  test('lists come most recently changed first, with their item counts', async ({
    api,
    user,
    makeUser,
    clock,
  }) => {
    const friend = await makeUser('Bo')
    await befriend(api, user, friend)
    const mine = await createList(api, user, { title: 'Mine' })
    clock.advance(1000)
    const theirs = await createList(api, friend, { title: 'Theirs', collaboratorIds: [user.id] })
    clock.advance(1000)
    const { items } = await addItems(api, user, mine.id, [{ title: 'milk' }, { title: 'bread' }])
    await api.call('PUT /shopping-lists/:id/items', {
      token: user.token,
      params: { id: mine.id },
      body: { itemIds: [items[0]!.id], completed: true },
    })
    const response = await api.call('GET /shopping-lists', { token: user.token })
    const summaries = response.body as TShoppingListSummary[]
    expect(summaries.map((list) => [list.title, list.isOwner, list.itemCount, list.openItemCount])).toEqual([
      ['Mine', true, 2, 1],
      ['Theirs', false, 0, 0],
    ])
    expect(summaries[1]).toMatchObject({ id: theirs.id, owner: { id: friend.id, name: 'Bo' } })
    expect(summaries[1]!.collaborators.map((person) => person.id)).toEqual([user.id])
  })
})

test('find, for the printed list, answers a list only to its members', async ({
  api,
  user,
  makeUser,
  database,
  bus,
  clock,
}) => {
  const lists = createShoppingListsService({
    store: createShoppingStore(database.db),
    ...{ bus, now: clock.now, logger: pino({ level: 'silent' }), rules: testShoppingRules },
  })
  const friend = await makeUser()
  const stranger = await makeUser()
  await befriend(api, user, friend)
  const list = await createList(api, user, { collaboratorIds: [friend.id] })
  await addItems(api, user, list.id, [{ title: 'milk' }])
  expect(await lists.find(friend.id, list.id)).toEqual({
    ...(await readList(api, user, list.id)),
    isOwner: false,
  })
  expect(await lists.find(stranger.id, list.id)).toBeNull()
  expect(await lists.find(user.id, crypto.randomUUID())).toBeNull()
})

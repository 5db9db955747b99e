import type { TMessage, TRecipe, TThread } from '@rosemary/shared/contract'
import { describe, expect } from 'vitest'
import { type Fixtures, test } from '../../test/fixtures.ts'
import { askFriend, befriend } from '../../test/social.ts'
import { solidJpeg } from '../../test/images.ts'
import { createRecipe, uploadImage } from '../../test/recipes.ts'

type Pair = Pick<Fixtures, 'api' | 'user' | 'makeUser'>

async function friends({ api, user, makeUser }: Pair) {
  const friend = await makeUser('Bo Friend')
  await befriend(api, user, friend)
  return friend
}

describe('POST /messages', () => {
  test('sends a text to a friend: 201, shown from my side, and the thread rows of both count it', async ({
    api,
    user,
    makeUser,
  }) => {
    const friend = await friends({ api, user, makeUser })
    const sent = await api.call('POST /messages', {
      token: user.token,
      body: { to: friend.id, body: ' Hi! ' },
    })
    expect(sent.status).toBe(201)
    const message = sent.body as TMessage
    expect(message).toMatchObject({
      fromUser: { id: user.id, name: user.name, handle: null, profileImageUrl: null },
      toUser: { id: friend.id, name: 'Bo Friend' },
      body: 'Hi!',
      recipe: null,
      readAt: null,
    })
    const mine = (await api.call('GET /messages/threads', { token: user.token })).body as TThread[]
    const theirs = (await api.call('GET /messages/threads', { token: friend.token })).body as TThread[]
    expect(mine).toEqual([
      { otherUser: message.toUser, messageCount: 1, unreadCount: 0, lastMessage: message },
    ])
    expect(theirs).toEqual([
      { otherUser: message.fromUser, messageCount: 1, unreadCount: 1, lastMessage: message },
    ])
    const stats = await api.call('GET /users/stats', { token: friend.token })
    expect(stats.body).toMatchObject({ messageCount: 1 })
  })

  test('copies a recipe into the recipient’s inbox (fields and pictures, no labels); each side sees their own', async ({
    api,
    user,
    makeUser,
  }) => {
    const friend = await friends({ api, user, makeUser })
    const image = await uploadImage(api, user.token, await solidJpeg())
    const original = await createRecipe(api, user.token, { imageIds: [image.id], labels: ['Secret'] })
    const sent = await api.call('POST /messages', {
      token: user.token,
      body: { to: friend.id, recipeId: original.id },
    })
    expect(sent.status).toBe(201)
    expect((sent.body as TMessage).recipe).toEqual({
      id: original.id,
      title: original.title,
      imageUrl: `/api/images/${image.id}/thumb.webp`,
    })
    const [received] = (await api.call('GET /messages', { token: friend.token, query: { user: user.id } }))
      .body as TMessage[]
    const copyId = received?.recipe?.id
    expect(copyId).toBeDefined()
    expect(copyId).not.toBe(original.id)
    const copy = (await api.call('GET /recipes/:id', { token: friend.token, params: { id: copyId! } }))
      .body as TRecipe
    const { id, userId, labels, images, createdAt, updatedAt, folder, fromUser, isOwner, ...fields } = copy
    expect(fields).toEqual({
      title: original.title,
      description: original.description,
      yield: original.yield,
      activeTime: original.activeTime,
      totalTime: original.totalTime,
      source: original.source,
      url: original.url,
      notes: original.notes,
      ingredients: original.ingredients,
      instructions: original.instructions,
      rating: original.rating,
    })
    expect({ userId, labels, folder, fromUser, isOwner, id }).toEqual({
      userId: friend.id,
      labels: [],
      folder: 'inbox',
      fromUser: { id: user.id, name: user.name, handle: null },
      isOwner: true,
      id: copyId,
    })
    expect(images.map((shown) => shown.id)).toEqual([image.id])
    expect(createdAt).toBe(updatedAt)
    const inbox = await api.call('GET /recipes/count', { token: friend.token, query: { folder: 'inbox' } })
    expect(inbox.body).toEqual({ count: 1 })
  })

  test('bad input and the wrong people: 400 naming the field, 404 unknown, 403 not friends', async ({
    api,
    user,
    makeUser,
  }) => {
    const friend = await friends({ api, user, makeUser })
    const stranger = await makeUser()
    const asked = await makeUser()
    await askFriend(api, user, asked)
    const strangersRecipe = await createRecipe(api, stranger.token)
    const send = (body: Record<string, unknown>) =>
      api.callLoose('POST /messages', { token: user.token, body })
    const tooLong = await send({ to: friend.id, body: 'x'.repeat(10_001) })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body).toMatchObject({
      error: { code: 'invalid_input', fields: { body: expect.any(String) } },
    })
    expect((await send({ to: friend.id, body: 'x'.repeat(10_000) })).status).toBe(201)
    const empty = await send({ to: friend.id, body: '   ' })
    expect(empty.body).toMatchObject({ error: { fields: { body: expect.any(String) } } })
    expect((await send({ to: user.id, body: 'me' })).body).toMatchObject({
      error: { fields: { to: expect.any(String) } },
    })
    expect((await send({ to: crypto.randomUUID(), body: 'hi' })).status).toBe(404)
    const forbidden = await send({ to: stranger.id, body: 'hi' })
    expect(forbidden.status).toBe(403)
    expect(forbidden.body).toMatchObject({ error: { code: 'forbidden' } })
    expect((await send({ to: asked.id, body: 'hi' })).status).toBe(403)
    expect((await send({ to: friend.id, recipeId: strangersRecipe.id })).status).toBe(404)
    expect((await send({ to: friend.id, recipeId: crypto.randomUUID() })).status).toBe(404)
    expect((await api.callLoose('POST /messages', { body: { to: friend.id, body: 'hi' } })).status).toBe(401)
    // Nothing of the refused sends was kept: only the one long message.
    const threads = (await api.call('GET /messages/threads', { token: friend.token })).body as TThread[]
    expect(threads.map((thread) => thread.messageCount)).toEqual([1])
    const inbox = await api.call('GET /recipes/count', { token: friend.token, query: { folder: 'inbox' } })
    expect(inbox.body).toEqual({ count: 0 })
  })

  test('messages crossing each other all arrive and are all counted', async ({ api, user, makeUser }) => {
    const friend = await friends({ api, user, makeUser })
    const sends = Array.from({ length: 10 }, (_, i) =>
      [user, friend].map((from) =>
        api.call('POST /messages', {
          token: from.token,
          body: { to: from === user ? friend.id : user.id, body: `${i}` },
        }),
      ),
    ).flat()
    expect((await Promise.all(sends)).map((response) => response.status)).toEqual(sends.map(() => 201))
    const [mine] = (await api.call('GET /messages/threads', { token: user.token })).body as TThread[]
    expect(mine).toMatchObject({ messageCount: 20, unreadCount: 10 })
  })

  test('is limited per account (MESSAGE_RATE_LIMIT_PER_MINUTE)', async ({ appWith, user, makeUser }) => {
    const api = await appWith({ messageRateLimitPerMinute: 2 })
    const friend = await friends({ api, user, makeUser })
    const statuses = []
    for (let i = 0; i < 3; i++)
      statuses.push(
        (await api.call('POST /messages', { token: user.token, body: { to: friend.id, body: `${i}` } }))
          .status,
      )
    expect(statuses).toEqual([201, 201, 429])
    // Another account is counted apart.
    expect(
      (await api.call('POST /messages', { token: friend.token, body: { to: user.id, body: 'hi' } })).status,
    ).toBe(201)
  })
})

describe('GET /messages and GET /messages/threads', () => {
  test('a thread is oldest first, paged back by keyset, and reading it marks what came to me as read', async ({
    api,
    clock,
    user,
    makeUser,
  }) => {
    const friend = await friends({ api, user, makeUser })
    const bodies = ['one', 'two', 'three', 'four', 'five']
    for (const [index, body] of bodies.entries()) {
      const from = index % 2 === 0 ? friend : user
      const to = from === user ? friend : user
      await api.call('POST /messages', { token: from.token, body: { to: to.id, body } })
      clock.advance(1000)
    }
    const [before] = (await api.call('GET /messages/threads', { token: user.token })).body as TThread[]
    expect(before).toMatchObject({ messageCount: 5, unreadCount: 3, lastMessage: { body: 'five' } })

    const page = await api.call('GET /messages', { token: user.token, query: { user: friend.id, limit: 2 } })
    const newest = page.body as TMessage[]
    expect(newest.map((message) => message.body)).toEqual(['four', 'five'])
    const older = await api.call('GET /messages', {
      token: user.token,
      query: { user: friend.id, limit: 10, before: newest[0]!.id },
    })
    const rest = older.body as TMessage[]
    expect(rest.map((message) => message.body)).toEqual(['one', 'two', 'three'])
    // What the friend sent me is read now; what I sent stays unread until they look.
    expect(
      rest.filter((message) => message.fromUser.id === friend.id).every((message) => message.readAt),
    ).toBe(true)
    expect(
      rest.filter((message) => message.fromUser.id === user.id).every((message) => !message.readAt),
    ).toBe(true)
    const [after] = (await api.call('GET /messages/threads', { token: user.token })).body as TThread[]
    expect(after).toMatchObject({ unreadCount: 0 })
    const [theirs] = (await api.call('GET /messages/threads', { token: friend.token })).body as TThread[]
    expect(theirs).toMatchObject({ unreadCount: 2 })

    const unknown = await api.call('GET /messages', {
      token: user.token,
      query: { user: crypto.randomUUID() },
    })
    expect(unknown.status).toBe(404)
    const foreign = await api.call('GET /messages', {
      token: user.token,
      query: { user: friend.id, before: crypto.randomUUID() },
    })
    expect(foreign.status).toBe(404)
    const tooMany = await api.callLoose('GET /messages', {
      token: user.token,
      query: { user: friend.id, limit: 201 },
    })
    expect(tooMany.body).toMatchObject({ error: { fields: { limit: expect.any(String) } } })
  })

  test('threads are the most recent first, paged by `before`, and a stranger sees none of mine', async ({
    api,
    clock,
    user,
    makeUser,
  }) => {
    const people = []
    for (let i = 0; i < 3; i++) {
      const friend = await makeUser(`Friend ${i}`)
      await befriend(api, user, friend)
      await api.call('POST /messages', { token: user.token, body: { to: friend.id, body: `to ${i}` } })
      clock.advance(1000)
      people.push(friend)
    }
    // An answer moves the oldest thread to the top.
    await api.call('POST /messages', { token: people[0]!.token, body: { to: user.id, body: 'back' } })
    const first = (await api.call('GET /messages/threads', { token: user.token, query: { limit: 2 } }))
      .body as TThread[]
    expect(first.map((thread) => thread.otherUser.name)).toEqual(['Friend 0', 'Friend 2'])
    expect(first[0]).toMatchObject({ messageCount: 2, unreadCount: 1, lastMessage: { body: 'back' } })
    const next = (
      await api.call('GET /messages/threads', {
        token: user.token,
        query: { limit: 2, before: first[1]!.lastMessage.createdAt },
      })
    ).body as TThread[]
    expect(next.map((thread) => thread.otherUser.name)).toEqual(['Friend 1'])
    const stranger = await makeUser()
    expect((await api.call('GET /messages/threads', { token: stranger.token })).body).toEqual([])
    const theirs = await api.call('GET /messages', { token: stranger.token, query: { user: user.id } })
    expect(theirs.body).toEqual([])
  })

  test('a `before` outside the years any request may name is 400 naming it, never a 500', async ({
    api,
    user,
  }) => {
    for (const before of [
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:30:00+01:00',
      '10000-01-01T00:00:00Z',
      '+275760-09-13T00:00:00.000Z',
      'yesterday',
    ]) {
      const answer = await api.callLoose('GET /messages/threads', { token: user.token, query: { before } })
      expect(answer.status, before).toBe(400)
      expect(answer.body).toMatchObject({
        error: { code: 'invalid_input', fields: { before: expect.any(String) } },
      })
    }
    const early = await api.call('GET /messages/threads', {
      token: user.token,
      query: { before: '1000-01-01T00:00:00Z' },
    })
    expect(early.status).toBe(200)
  })
})

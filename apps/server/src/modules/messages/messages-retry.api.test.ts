/**
 * Sending a message again after a dropped connection (issue 22): with the id the client made for it, the
 * retry answers the message already stored and stores, announces and pushes nothing new; the same id
 * from someone else, or with other content, is refused without showing or changing that message.
 */
import type { TMessage, TThread } from '@rosemary/shared/contract'
import { describe, expect } from 'vitest'
import type { SocketFrame } from '../../realtime/event-bus.ts'
import { type Fixtures, test } from '../../test/fixtures.ts'
import { createRecipe } from '../../test/recipes.ts'
import { befriend } from '../../test/social.ts'

type Pair = Pick<Fixtures, 'api' | 'user' | 'makeUser'>

async function friends({ api, user, makeUser }: Pair) {
  const friend = await makeUser('Bo Friend')
  await befriend(api, user, friend)
  return friend
}

/** The messages:new frames each of these people has been sent from now on. */
function listen(bus: Fixtures['bus'], ...userIds: string[]) {
  const frames = new Map<string, SocketFrame[]>(userIds.map((id) => [id, []]))
  for (const id of userIds) bus.subscribe(id, (frame) => frames.get(id)!.push(frame))
  return (userId: string) => frames.get(userId)!.filter((frame) => frame.type === 'messages:new')
}

describe('POST /messages with an id of the sender’s making', () => {
  test('sent again, it answers the same message and stores, copies and announces nothing new', async ({
    api,
    bus,
    user,
    makeUser,
  }) => {
    const friend = await friends({ api, user, makeUser })
    const recipe = await createRecipe(api, user.token)
    const frames = listen(bus, user.id, friend.id)
    const body = { id: crypto.randomUUID(), to: friend.id, body: 'Try this', recipeId: recipe.id }
    const first = await api.call('POST /messages', { token: user.token, body })
    const again = await api.call('POST /messages', { token: user.token, body })
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect((first.body as TMessage).id).toBe(body.id)
    expect(again.body).toEqual(first.body)

    const thread = await api.call('GET /messages', { token: friend.token, query: { user: user.id } })
    expect(thread.body).toHaveLength(1)
    const [mine] = (await api.call('GET /messages/threads', { token: user.token })).body as TThread[]
    expect(mine).toMatchObject({ messageCount: 1 })
    const inbox = await api.call('GET /recipes/count', { token: friend.token, query: { folder: 'inbox' } })
    expect(inbox.body).toEqual({ count: 1 })
    // One frame each (the push goes with them, from the same step, so none was pushed twice either).
    expect(frames(friend.id)).toHaveLength(1)
    expect(frames(user.id)).toHaveLength(1)
  })

  test('sent twice at once, it is stored once and both answers are that message', async ({
    api,
    user,
    makeUser,
  }) => {
    const friend = await friends({ api, user, makeUser })
    const body = { id: crypto.randomUUID(), to: friend.id, body: 'Are you there?' }
    const answers = await Promise.all(
      [1, 2, 3].map(() => api.call('POST /messages', { token: user.token, body })),
    )
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201])
    expect(new Set(answers.map((answer) => (answer.body as TMessage).id))).toEqual(new Set([body.id]))
    const thread = await api.call('GET /messages', { token: friend.token, query: { user: user.id } })
    expect(thread.body).toHaveLength(1)
  })

  test('another sender’s id is 409, showing nothing of that message and changing nothing', async ({
    api,
    bus,
    user,
    makeUser,
  }) => {
    const friend = await friends({ api, user, makeUser })
    const id = crypto.randomUUID()
    await api.call('POST /messages', { token: user.token, body: { id, to: friend.id, body: 'Only for Bo' } })
    const frames = listen(bus, user.id, friend.id)
    // The recipient knows the id, and tries to answer in its place.
    const taken = await api.call('POST /messages', {
      token: friend.token,
      body: { id, to: user.id, body: 'Only for Bo' },
    })
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({ error: { code: 'id_taken', fields: { id: expect.any(String) } } })
    expect(JSON.stringify(taken.body)).not.toContain('Only for Bo')
    const thread = (await api.call('GET /messages', { token: user.token, query: { user: friend.id } }))
      .body as TMessage[]
    expect(thread.map((message) => [message.fromUser.id, message.body])).toEqual([[user.id, 'Only for Bo']])
    expect(frames(user.id)).toEqual([])
  })

  test.for([
    ['another text', { body: 'Something else' }],
    ['another person', { to: 'other' }],
    ['a recipe added', { recipeId: 'recipe' }],
  ] as const)(
    'my own id again with %s is 409, not a second message',
    async ([, change], { api, user, makeUser }) => {
      const friend = await friends({ api, user, makeUser })
      const other = await friends({ api, user, makeUser })
      const recipe = await createRecipe(api, user.token)
      const id = crypto.randomUUID()
      await api.call('POST /messages', { token: user.token, body: { id, to: friend.id, body: 'First' } })
      const retry = {
        id,
        to: 'to' in change ? other.id : friend.id,
        body: 'body' in change ? change.body : 'First',
        ...('recipeId' in change && { recipeId: recipe.id }),
      }
      const answer = await api.call('POST /messages', { token: user.token, body: retry })
      expect(answer.status).toBe(409)
      const thread = await api.call('GET /messages', { token: user.token, query: { user: friend.id } })
      expect((thread.body as TMessage[]).map((message) => message.body)).toEqual(['First'])
    },
  )

  test('a malformed id is 400 naming it', async ({ api, user, makeUser }) => {
    const friend = await friends({ api, user, makeUser })
    const answer = await api.callLoose('POST /messages', {
      token: user.token,
      body: { id: 'not-a-uuid', to: friend.id, body: 'Hi' },
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ error: { fields: { id: expect.any(String) } } })
  })
})

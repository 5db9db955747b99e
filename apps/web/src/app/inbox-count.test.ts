import { afterEach, expect, test, vi } from 'vitest'
import { noteAnswer, noteNoAnswer } from '../api/connection.ts'
import { setToken } from '../auth/session.ts'
import { startSocket } from '../realtime/socket.ts'
import { FakeSocket } from '../test/fake-socket.ts'
import { inboxCountStore, startInboxCount } from './inbox-count.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  setToken(null)
})

test('the inbox count is loaded again when the server answers after it could not be reached', async () => {
  let count = 1
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ count }), { headers: { 'content-type': 'application/json' } }),
    ),
  )
  setToken('token')
  startInboxCount()
  await vi.waitFor(() => expect(inboxCountStore.get()).toBe(1))

  // Recipes arrived in the inbox while the server was away (and the socket with it).
  noteNoAnswer()
  count = 3
  noteAnswer()
  await vi.waitFor(() => expect(inboxCountStore.get()).toBe(3))
})

test('a recipe:update frame (a recipe created, changed or deleted anywhere) reloads the inbox count', async () => {
  let count = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ count }), { headers: { 'content-type': 'application/json' } }),
    ),
  )
  FakeSocket.all = []
  vi.stubGlobal('WebSocket', FakeSocket)
  setToken('token')
  const stopSocket = startSocket()
  startInboxCount()
  await vi.waitFor(() => expect(inboxCountStore.get()).toBe(0))

  // A friend's message put a copy of their recipe in my inbox.
  count = 1
  FakeSocket.frame('recipe:update', { recipeId: 'copy-1' })
  await vi.waitFor(() => expect(inboxCountStore.get()).toBe(1))
  stopSocket()
})

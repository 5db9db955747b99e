import { afterEach, expect, test, vi } from 'vitest'
import { noteAnswer, noteNoAnswer } from '../api/connection.ts'
import { setToken } from '../auth/session.ts'
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

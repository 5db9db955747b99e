import { afterEach, expect, test, vi } from 'vitest'
import { noteAnswer, noteNoAnswer } from '../api/connection.ts'
import { setDefaultHandlers } from '../api/client.ts'
import { setToken } from '../auth/session.ts'
import {
  friendRequestCountStore,
  refreshFriendRequestCount,
  startFriendRequestCount,
} from './friend-request-count.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  setToken(null)
})

const entry = (id: string) => ({
  otherUser: { id, name: id, handle: null, profileImageUrl: null },
  createdAt: '2026-01-01T00:00:00.000Z',
})
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

test('counts the requests waiting on me: at start, on login and logout, and when the server is back', async () => {
  let incoming = [entry('a')]
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ incomingRequests: incoming, outgoingRequests: [entry('b')], friends: [] })),
  )
  setToken('token')
  startFriendRequestCount()
  await vi.waitFor(() => expect(friendRequestCountStore.get()).toBe(1))

  setToken(null)
  await vi.waitFor(() => expect(friendRequestCountStore.get()).toBe(0))

  incoming = [entry('a'), entry('c')]
  setToken('another')
  await vi.waitFor(() => expect(friendRequestCountStore.get()).toBe(2))

  noteNoAnswer()
  incoming = []
  noteAnswer()
  await vi.waitFor(() => expect(friendRequestCountStore.get()).toBe(0))
})

test('a 401 is ignored: no auth prompt, the count stays', async () => {
  const unauthorized = vi.fn()
  setDefaultHandlers({ unauthorized, unexpected: vi.fn() })
  friendRequestCountStore.set(3)
  const fetch = vi.fn(async () => json({ error: { code: 'unauthorized', message: 'no' } }, 401))
  vi.stubGlobal('fetch', fetch)
  setToken('ended-session')
  await refreshFriendRequestCount()
  expect(fetch).toHaveBeenCalled()
  expect(unauthorized).not.toHaveBeenCalled()
  expect(friendRequestCountStore.get()).toBe(3)
})

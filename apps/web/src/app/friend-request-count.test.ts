import { afterEach, expect, test, vi } from 'vitest'
import { noteAnswer, noteNoAnswer } from '../api/connection.ts'
import { setDefaultHandlers } from '../api/client.ts'
import { setToken } from '../auth/session.ts'
import { startSocket } from '../realtime/socket.ts'
import { FakeSocket } from '../test/fake-socket.ts'
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

test('a friends:updated frame counts again: a request that came, or was answered elsewhere', async () => {
  let incoming = [entry('a')]
  vi.stubGlobal('WebSocket', FakeSocket)
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ incomingRequests: incoming, outgoingRequests: [], friends: [] })),
  )
  setToken('live')
  const stopSocket = startSocket()
  startFriendRequestCount()
  await vi.waitFor(() => expect(friendRequestCountStore.get()).toBe(1))
  incoming = [entry('a'), entry('b')]
  FakeSocket.frame('friends:updated', { change: 'asked' })
  await vi.waitFor(() => expect(friendRequestCountStore.get()).toBe(2))
  incoming = []
  FakeSocket.frame('friends:updated', { change: 'cancelled' })
  await vi.waitFor(() => expect(friendRequestCountStore.get()).toBe(0))
  stopSocket()
})

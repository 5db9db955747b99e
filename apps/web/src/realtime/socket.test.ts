import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { noteAnswer, noteNoAnswer, serverReachableStore } from '../api/connection.ts'
import { setToken, tokenStore } from '../auth/session.ts'
import {
  onSocketMessage,
  RECONNECT_MAX_MS,
  RECONNECT_MIN_MS,
  reconnectDelay,
  socketConnected,
  startSocket,
} from './socket.ts'

class FakeSocket {
  static all: FakeSocket[] = []
  onopen: (() => void) | null = null
  onmessage: ((event: { data: unknown }) => void) | null = null
  onclose: ((event: { code: number }) => void) | null = null
  closedWith: number | null = null
  readonly url: string
  constructor(url: string) {
    this.url = url
    FakeSocket.all.push(this)
  }
  close(code: number) {
    this.closedWith = code
  }
}

let stop: () => void = () => undefined
/** Whether GET /api/health answers, and how often it was asked. */
const health = { up: true, asked: 0 }

beforeEach(() => {
  vi.useFakeTimers()
  FakeSocket.all = []
  vi.stubGlobal('WebSocket', FakeSocket)
  health.up = true
  health.asked = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      health.asked++
      if (!health.up) throw new TypeError('Failed to fetch')
      return new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } })
    }),
  )
  setToken(null)
})

afterEach(() => {
  stop()
  noteAnswer()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

test('connects only while logged in, with the token in the query', () => {
  stop = startSocket()
  expect(FakeSocket.all).toHaveLength(0)
  setToken('abc/+')
  expect(FakeSocket.all).toHaveLength(1)
  expect(FakeSocket.all[0]!.url).toBe(`ws://${window.location.host}/grip/ws?token=abc%2F%2B`)
  setToken(null)
  expect(FakeSocket.all[0]!.closedWith).toBe(1000)
})

test('raises "connected" on open and dispatches frames to listeners by type', () => {
  setToken('t')
  stop = startSocket()
  const connected = vi.fn()
  const updates = vi.fn()
  const unsubscribeConnected = socketConnected.on(connected)
  const unsubscribe = onSocketMessage('recipe:update', updates)
  const socket = FakeSocket.all[0]!
  socket.onopen?.()
  socket.onmessage?.({ data: JSON.stringify({ type: 'recipe:update', data: { recipeId: 'r' } }) })
  socket.onmessage?.({ data: JSON.stringify({ type: 'other', data: 1 }) })
  socket.onmessage?.({ data: 'not json' })
  expect(connected).toHaveBeenCalledExactlyOnceWith({ again: false })
  expect(updates).toHaveBeenCalledExactlyOnceWith({ recipeId: 'r' })
  unsubscribe()
  unsubscribeConnected()
})

test('reconnects 2 to 4 seconds after a close', async () => {
  setToken('t')
  vi.spyOn(Math, 'random').mockReturnValue(0.5)
  stop = startSocket()
  FakeSocket.all[0]!.onclose?.({ code: 1006 })
  await vi.advanceTimersByTimeAsync(2999)
  expect(FakeSocket.all).toHaveLength(1)
  await vi.advanceTimersByTimeAsync(1)
  expect(FakeSocket.all).toHaveLength(2)
})

test('a socket open again says so: the frames of the time between were lost', () => {
  setToken('t')
  stop = startSocket()
  const connected = vi.fn()
  const unsubscribe = socketConnected.on(connected)
  FakeSocket.all[0]!.onopen?.()
  FakeSocket.all[0]!.onclose?.({ code: 1006 })
  setToken('t2')
  FakeSocket.all.at(-1)!.onopen?.()
  expect(connected).toHaveBeenLastCalledWith({ again: true })
  unsubscribe()
})

test('a close has the server checked at once; while it cannot be reached the socket waits, then reconnects at once', async () => {
  setToken('t')
  stop = startSocket()
  health.up = false
  FakeSocket.all[0]!.onclose?.({ code: 1006 })
  await vi.advanceTimersByTimeAsync(0)
  expect(health.asked).toBe(1)
  expect(serverReachableStore.get()).toBe(false)
  await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS * 2)
  expect(FakeSocket.all).toHaveLength(1)

  // Checks went out at 1, 3 and 7 s; the next one is at 15 s.
  health.up = true
  await vi.advanceTimersByTimeAsync(15_000 - RECONNECT_MAX_MS * 2)
  expect(serverReachableStore.get()).toBe(true)
  expect(FakeSocket.all).toHaveLength(2)
  await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS)
  expect(FakeSocket.all).toHaveLength(2)
})

test('an open socket is an answer from the server', () => {
  setToken('t')
  stop = startSocket()
  noteNoAnswer()
  FakeSocket.all[0]!.onopen?.()
  expect(serverReachableStore.get()).toBe(true)
})

test('after a 4401 close (token no longer valid) it waits for the next login', async () => {
  setToken('old')
  stop = startSocket()
  FakeSocket.all[0]!.onclose?.({ code: 4401 })
  await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS * 2)
  noteNoAnswer()
  noteAnswer()
  expect(FakeSocket.all).toHaveLength(1)
  setToken('new')
  expect(FakeSocket.all).toHaveLength(2)
})

test('after a 4429 close (a newer tab of the session took its place) it waits until the tab is seen again', async () => {
  const shown = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
  setToken('t')
  stop = startSocket()
  FakeSocket.all[0]!.onclose?.({ code: 4429 })
  await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS * 10)
  noteNoAnswer()
  noteAnswer()
  window.dispatchEvent(new Event('focus'))
  expect(FakeSocket.all).toHaveLength(1)
  shown.mockReturnValue('visible')
  document.dispatchEvent(new Event('visibilitychange'))
  expect(FakeSocket.all).toHaveLength(2)
  // Seen again while connected: nothing more.
  document.dispatchEvent(new Event('visibilitychange'))
  expect(FakeSocket.all).toHaveLength(2)
})

test('the delay spans 2000 to 4000 ms', () => {
  expect(reconnectDelay(() => 0)).toBe(RECONNECT_MIN_MS)
  expect(reconnectDelay(() => 0.999999)).toBeLessThan(RECONNECT_MAX_MS)
  expect(reconnectDelay(() => 0.999999)).toBeGreaterThan(3999)
})

test('after a 4410 close (the session ended while open) it is signed out and does not reconnect', async () => {
  setToken('ended')
  stop = startSocket()
  FakeSocket.all[0]!.onclose?.({ code: 4410 })
  expect(tokenStore.get()).toBeNull()
  await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS * 2)
  expect(FakeSocket.all).toHaveLength(1)
  setToken('next login')
  expect(FakeSocket.all).toHaveLength(2)
})

test('a 4410 close of an older token leaves a newer login signed in', () => {
  setToken('old')
  stop = startSocket()
  const old = FakeSocket.all[0]!
  // The server's close arrives as the new login replaces the token; the old socket's close is stale.
  setToken('new')
  old.onclose?.({ code: 4410 })
  expect(tokenStore.get()).toBe('new')
})

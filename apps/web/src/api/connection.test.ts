import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import {
  CHECK_TIMEOUT_MS,
  checkDelay,
  checkServer,
  MAX_CHECK_MS,
  noteAnswer,
  noteNoAnswer,
  serverBack,
  serverReachableStore,
  startConnectionWatch,
} from './connection.ts'

/** A stand-in for the server's health route: down until told otherwise; records when it was asked. */
function healthRoute() {
  const route = { up: false, asked: [] as number[] }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      expect(url).toBe('/api/health')
      route.asked.push(Date.now())
      if (!route.up) throw new TypeError('Failed to fetch')
      return new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } })
    }),
  )
  return route
}

let stopWatch: () => void = () => undefined

beforeEach(() => {
  vi.useFakeTimers({ now: 0 })
})

afterEach(() => {
  stopWatch()
  noteAnswer()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

test('the pause between checks doubles from 1 s and stays at 30 s', () => {
  expect([0, 1, 2, 3, 4, 5, 6, 10].map(checkDelay)).toEqual([
    1000,
    2000,
    4000,
    8000,
    16000,
    MAX_CHECK_MS,
    MAX_CHECK_MS,
    MAX_CHECK_MS,
  ])
})

test('no answer starts checks with a growing pause; the first answer ends them and says the server is back', async () => {
  const route = healthRoute()
  const back = vi.fn()
  const off = serverBack.on(back)
  noteNoAnswer()
  noteNoAnswer()
  expect(serverReachableStore.get()).toBe(false)
  await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000)
  expect(route.asked).toEqual([1000, 3000, 7000, 15000])
  expect(back).not.toHaveBeenCalled()

  route.up = true
  await vi.advanceTimersByTimeAsync(16000)
  expect(route.asked).toEqual([1000, 3000, 7000, 15000, 31000])
  expect(serverReachableStore.get()).toBe(true)
  expect(back).toHaveBeenCalledOnce()
  await vi.advanceTimersByTimeAsync(MAX_CHECK_MS * 3)
  expect(route.asked).toHaveLength(5)
  off()
})

test('any answer to a request ends the checks at once', async () => {
  const route = healthRoute()
  noteNoAnswer()
  noteAnswer()
  expect(serverReachableStore.get()).toBe(true)
  await vi.advanceTimersByTimeAsync(MAX_CHECK_MS * 2)
  expect(route.asked).toEqual([])
})

test('coming back online, focus and a shown tab check at once while unreachable; focus alone does not otherwise', async () => {
  const route = healthRoute()
  stopWatch = startConnectionWatch()
  window.dispatchEvent(new Event('focus'))
  await vi.advanceTimersByTimeAsync(0)
  expect(route.asked).toEqual([])

  noteNoAnswer()
  await vi.advanceTimersByTimeAsync(100)
  window.dispatchEvent(new Event('focus'))
  await vi.advanceTimersByTimeAsync(0)
  document.dispatchEvent(new Event('visibilitychange'))
  await vi.advanceTimersByTimeAsync(100)
  expect(route.asked).toEqual([100, 100])

  route.up = true
  window.dispatchEvent(new Event('online'))
  await vi.advanceTimersByTimeAsync(0)
  expect(serverReachableStore.get()).toBe(true)
})

test('the browser going offline is checked, not believed: a server on this machine may still answer', async () => {
  const route = healthRoute()
  stopWatch = startConnectionWatch()
  window.dispatchEvent(new Event('offline'))
  await vi.advanceTimersByTimeAsync(0)
  expect(serverReachableStore.get()).toBe(false)

  route.up = true
  noteAnswer()
  window.dispatchEvent(new Event('offline'))
  await vi.advanceTimersByTimeAsync(0)
  expect(serverReachableStore.get()).toBe(true)
})

test('a check that hangs gives up after its timeout and counts as no answer', async () => {
  const fetch = vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      ),
  )
  vi.stubGlobal('fetch', fetch)
  const answered = checkServer()
  expect(checkServer()).toBe(answered)
  await vi.advanceTimersByTimeAsync(CHECK_TIMEOUT_MS)
  await expect(answered).resolves.toBe(false)
  expect(fetch).toHaveBeenCalledOnce()
  expect(serverReachableStore.get()).toBe(false)
})

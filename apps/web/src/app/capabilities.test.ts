import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { setDefaultHandlers } from '../api/client.ts'
import { setToken } from '../auth/session.ts'
import { CAPABILITIES_RETRY_MS, capabilitiesStore, refreshCapabilities } from './capabilities.ts'

const granted = { highResImages: true, multipleImages: true, expandablePreviews: false }

function answer(status: number, body: unknown = granted) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

beforeEach(() => {
  vi.useFakeTimers()
  setDefaultHandlers({ unauthorized: vi.fn(), unexpected: vi.fn() })
  capabilitiesStore.set({ highResImages: false, multipleImages: false, expandablePreviews: false })
})

afterEach(() => {
  vi.clearAllTimers()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  setToken(null)
})

test('while logged out it does not call the server and looks again every 5 seconds', async () => {
  const fetch = vi.fn(async () => answer(200))
  vi.stubGlobal('fetch', fetch)
  await refreshCapabilities()
  expect(fetch).not.toHaveBeenCalled()
  setToken('token')
  await vi.advanceTimersByTimeAsync(CAPABILITIES_RETRY_MS)
  expect(fetch).toHaveBeenCalledOnce()
  expect(capabilitiesStore.get()).toEqual(granted)
})

test('a failed fetch is retried after 5 seconds, without bothering the person', async () => {
  setToken('token')
  const fetch = vi.fn().mockResolvedValueOnce(answer(500, null)).mockResolvedValueOnce(answer(200))
  vi.stubGlobal('fetch', fetch)
  await refreshCapabilities()
  expect(capabilitiesStore.get().highResImages).toBe(false)
  await vi.advanceTimersByTimeAsync(CAPABILITIES_RETRY_MS - 1)
  expect(fetch).toHaveBeenCalledOnce()
  await vi.advanceTimersByTimeAsync(1)
  expect(fetch).toHaveBeenCalledTimes(2)
  expect(capabilitiesStore.get()).toEqual(granted)
})

test('a 401 stops the retries', async () => {
  setToken('expired')
  const fetch = vi.fn(async () => answer(401, { error: { code: 'unauthorized', message: 'x' } }))
  vi.stubGlobal('fetch', fetch)
  await refreshCapabilities()
  await vi.advanceTimersByTimeAsync(CAPABILITIES_RETRY_MS * 3)
  expect(fetch).toHaveBeenCalledOnce()
})

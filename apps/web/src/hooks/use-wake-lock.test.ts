import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { useWakeLock } from './use-wake-lock.ts'

let requests: { resolve: () => void; release: ReturnType<typeof vi.fn> }[]

beforeEach(() => {
  requests = []
  Object.defineProperty(navigator, 'wakeLock', {
    configurable: true,
    value: {
      request: () =>
        new Promise((resolve) => {
          const release = vi.fn(() => Promise.resolve())
          requests.push({ resolve: () => resolve({ release }), release })
        }),
    },
  })
})
afterEach(() => Reflect.deleteProperty(navigator, 'wakeLock'))

const settle = () => act(() => Promise.resolve())

test('holds the lock while enabled, asks again when the page comes back, lets go when left', async () => {
  const hook = renderHook(({ on }) => useWakeLock(on), { initialProps: { on: true } })
  expect(requests).toHaveLength(1)
  requests[0]?.resolve()
  await settle()

  act(() => {
    document.dispatchEvent(new Event('visibilitychange'))
  })
  expect(requests).toHaveLength(2)
  requests[1]?.resolve()
  await settle()

  hook.rerender({ on: false })
  expect(requests[1]?.release).toHaveBeenCalledTimes(1)
})

test('a lock that arrives after leaving is let go at once', async () => {
  const hook = renderHook(() => useWakeLock(true))
  hook.unmount()
  requests[0]?.resolve()
  await settle()
  expect(requests[0]?.release).toHaveBeenCalledTimes(1)
})

test('asks for nothing when turned off', () => {
  renderHook(() => useWakeLock(false))
  expect(requests).toHaveLength(0)
})

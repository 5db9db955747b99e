import { describe, expect, test, vi } from 'vitest'
import { createBoundedRead } from './bounded-read.ts'

describe('a bounded read', () => {
  test('gives what the read gives in time', async () => {
    const read = createBoundedRead({ read: async () => 42, timeoutMs: 1_000, onError: () => undefined })
    expect(await read()).toBe(42)
  })

  test('gives null for a read that fails, and says why', async () => {
    const onError = vi.fn()
    const read = createBoundedRead({
      read: () => Promise.reject(new Error('connection refused')),
      timeoutMs: 1_000,
      onError,
    })
    expect(await read()).toBeNull()
    expect(onError).toHaveBeenCalledWith(new Error('connection refused'))
  })

  test('gives null past its time, and asks again only once the read still waiting has ended', async () => {
    let answer!: (value: number) => void
    const started = vi.fn(() => new Promise<number>((resolve) => (answer = resolve)))
    const read = createBoundedRead({ read: started, timeoutMs: 20, onError: () => undefined })
    expect(await read()).toBeNull()
    expect(await read()).toBeNull()
    expect(started).toHaveBeenCalledTimes(1)
    answer(7)
    // The next caller shares the read under way, which ends now.
    await new Promise((resolve) => setTimeout(resolve, 0))
    const next = read()
    answer(8)
    expect(await next).toBe(8)
    expect(started).toHaveBeenCalledTimes(2)
  })
})

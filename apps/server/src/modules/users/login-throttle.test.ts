import { describe, expect, test } from 'vitest'
import { createClock } from '../../test/fixtures.ts'
import {
  createMemoryLoginThrottle,
  FIRST_LOCK_MS,
  MAX_ACCOUNTS,
  MAX_LOCK_MS,
  THRESHOLD,
  WINDOW_MS,
} from './login-throttle.ts'

/** `times` attempts on the account, each answer kept. */
async function attempts(
  throttle: ReturnType<typeof createMemoryLoginThrottle>,
  times: number,
  account = 'a@b.c',
) {
  const answers: (number | null)[] = []
  for (let i = 0; i < times; i++) answers.push(await throttle.attempt(account))
  return answers
}

describe('the per-account login throttle', () => {
  test('lets THRESHOLD attempts through, then locks the account for a minute', async () => {
    const clock = createClock()
    const throttle = createMemoryLoginThrottle(clock.now)
    expect(await attempts(throttle, THRESHOLD)).toEqual(Array(THRESHOLD).fill(null))
    expect(await throttle.attempt('a@b.c')).toBe(FIRST_LOCK_MS)
    clock.advance(30_000)
    expect(await throttle.attempt('a@b.c')).toBe(FIRST_LOCK_MS - 30_000)
    // Other accounts are not touched.
    expect(await throttle.attempt('other@b.c')).toBeNull()
  })

  test('each failure after a lock locks twice as long, never longer than MAX_LOCK', async () => {
    const clock = createClock()
    const throttle = createMemoryLoginThrottle(clock.now)
    await attempts(throttle, THRESHOLD)
    const locks: number[] = []
    for (let i = 0; i < 6; i++) {
      const lock = (await throttle.attempt('a@b.c'))!
      locks.push(lock)
      clock.advance(lock)
      expect(await throttle.attempt('a@b.c')).toBeNull()
    }
    expect(locks).toEqual([1, 2, 4, 8, 15, 15].map((minutes) => minutes * 60_000))
    expect(Math.max(...locks)).toBe(MAX_LOCK_MS)
  })

  test('failures spread wider than the window never lock', async () => {
    const clock = createClock()
    const throttle = createMemoryLoginThrottle(clock.now)
    for (let i = 0; i < 3 * THRESHOLD; i++) {
      expect(await throttle.attempt('a@b.c')).toBeNull()
      if (i % (THRESHOLD - 1) === THRESHOLD - 2) clock.advance(WINDOW_MS + 1)
    }
  })

  test('the window after a lock runs from its end: waiting it out starts afresh', async () => {
    const clock = createClock()
    const throttle = createMemoryLoginThrottle(clock.now)
    await attempts(throttle, THRESHOLD)
    clock.advance(FIRST_LOCK_MS + WINDOW_MS - 1)
    expect(await throttle.attempt('a@b.c')).toBeNull()
    expect(await throttle.attempt('a@b.c')).toBe(2 * FIRST_LOCK_MS)
    clock.advance(2 * FIRST_LOCK_MS + WINDOW_MS + 1)
    expect(await attempts(throttle, THRESHOLD)).toEqual(Array(THRESHOLD).fill(null))
  })

  test('clear ends a lock and the count', async () => {
    const clock = createClock()
    const throttle = createMemoryLoginThrottle(clock.now)
    await attempts(throttle, THRESHOLD)
    await throttle.clear('a@b.c')
    expect(await attempts(throttle, THRESHOLD)).toEqual(Array(THRESHOLD).fill(null))
  })

  test('keeps a bounded number of accounts: a flood of random emails forgets the oldest', async () => {
    const clock = createClock()
    const throttle = createMemoryLoginThrottle(clock.now)
    await attempts(throttle, THRESHOLD)
    for (let i = 0; i < MAX_ACCOUNTS; i++) await throttle.attempt(`random-${i}@example.com`)
    // The oldest account was forgotten: it counts from nothing again (memory stays bounded).
    expect(await throttle.attempt('a@b.c')).toBeNull()
  })
})

import { describe, expect, test } from 'vitest'
import { createBoundedCache } from './bounded-cache.ts'

function clock() {
  let ms = 0
  return { now: () => new Date(ms), advance: (by: number) => void (ms += by) }
}

describe('createBoundedCache', () => {
  test('keeps an entry until it expires', () => {
    const time = clock()
    const cache = createBoundedCache<string, number>({ maxEntries: 10, ttlMs: 1000, now: time.now })
    cache.set('a', 1)
    time.advance(999)
    expect(cache.get('a')).toBe(1)
    time.advance(1)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  test('past its size, forgets the least recently used first', () => {
    const cache = createBoundedCache<string, number>({ maxEntries: 2, ttlMs: 1000, now: clock().now })
    cache.set('a', 1)
    cache.set('b', 2)
    expect(cache.get('a')).toBe(1) // a is now the most recently used
    cache.set('c', 3)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe(1)
    expect(cache.get('c')).toBe(3)
  })

  test('deletes one entry, or every entry a predicate picks', () => {
    const cache = createBoundedCache<string, number>({ maxEntries: 10, ttlMs: 1000, now: clock().now })
    cache.set('a', 1)
    cache.set('b', 2)
    cache.set('c', 3)
    cache.delete('a')
    cache.deleteWhere((_key, value) => value > 2)
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, undefined])
  })

  test('a time to live of zero keeps nothing', () => {
    const cache = createBoundedCache<string, number>({ maxEntries: 10, ttlMs: 0, now: clock().now })
    cache.set('a', 1)
    expect(cache.get('a')).toBeUndefined()
  })
})

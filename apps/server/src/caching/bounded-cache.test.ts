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

  test('entries past their time are swept out without being asked for again', () => {
    const time = clock()
    const cache = createBoundedCache<string, string>({ maxEntries: 100, ttlMs: 1000, now: time.now })
    for (const key of ['a', 'b', 'c']) cache.set(key, 'x'.repeat(1000))
    time.advance(1000)
    cache.set('d', 'y')
    expect(cache.size).toBe(1)
    expect(cache.get('d')).toBe('y')
  })

  test('past a total weight, forgets the least recently used first; a value heavier than all is not kept', () => {
    const cache = createBoundedCache<string, string>({
      maxEntries: 100,
      ttlMs: 1000,
      now: clock().now,
      maxWeight: 10,
      weigh: (value) => value.length,
    })
    cache.set('a', 'aaaa')
    cache.set('b', 'bbbb')
    expect(cache.get('a')).toBe('aaaa')
    cache.set('c', 'cccc')
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['aaaa', undefined, 'cccc'])
    expect(cache.weight).toBe(8)
    cache.set('huge', 'h'.repeat(11))
    expect(cache.get('huge')).toBeUndefined()
    expect(cache.weight).toBe(8)
    cache.delete('a')
    cache.deleteWhere((key) => key === 'c')
    expect(cache.weight).toBe(0)
  })
})

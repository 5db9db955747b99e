import { afterEach, expect, test, vi } from 'vitest'
import { randomId } from './random-id.ts'

afterEach(() => vi.unstubAllGlobals())

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

test('ids are version 4 UUIDs, all different, also where crypto.randomUUID is missing (plain http)', () => {
  vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) })
  const ids = Array.from({ length: 1000 }, randomId)
  for (const id of ids) expect(id).toMatch(V4)
  expect(new Set(ids).size).toBe(ids.length)
})

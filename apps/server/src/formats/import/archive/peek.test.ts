import { gzipSync, strToU8, zipSync } from 'fflate'
import { expect, test } from 'vitest'
import { DEFAULT_IMPORT_LIMITS } from '../../imported-recipe.ts'
import { UnpackBudget } from './budget.ts'
import { peekEntry, peekGzip } from './peek.ts'
import { readZipDirectory } from './zip-directory.ts'

const entriesOf = (zip: Uint8Array) => readZipDirectory(zip, new UnpackBudget(DEFAULT_IMPORT_LIMITS))
const text = (bytes: Uint8Array | null) => (bytes ? new TextDecoder().decode(bytes) : null)

test('the start of a deflated or stored entry, however large the entry', () => {
  const big = '<cookbook>' + '<recipe>x</recipe>'.repeat(200_000)
  const zip = zipSync({
    'a.xml': [strToU8(big), { level: 9 }],
    'b.txt': [strToU8('MMMMM----- Recipe via Meal-Master'), { level: 0 }],
  })
  const [a, b] = entriesOf(zip)
  expect(text(peekEntry(zip, a!, 28))).toBe('<cookbook><recipe>x</recipe>')
  expect(text(peekEntry(zip, b!, 5))).toBe('MMMMM')
})

test('a bomb gives null after a bounded amount of work, not its whole output', () => {
  const zip = zipSync({ 'bomb.xml': [new Uint8Array(64 * 1024 * 1024), { level: 9 }] })
  const started = performance.now()
  const peeked = peekEntry(zip, entriesOf(zip)[0]!, 64 * 1024)
  expect(peeked === null || peeked.length === 64 * 1024).toBe(true)
  expect(performance.now() - started).toBeLessThan(1000)
})

test('damaged compressed data gives null', () => {
  const zip = zipSync({ 'a.xml': [strToU8('<a>hello hello hello</a>'.repeat(50)), { level: 9 }] })
  const [entry] = entriesOf(zip)
  const damaged = zip.slice()
  damaged.fill(0xff, entry!.dataStart, entry!.dataStart + 8)
  expect(peekEntry(damaged, entry!, 100)).toBeNull()
})

test('the start of what a gzip holds; null for other bytes and a bomb past the cap', () => {
  const gzip = gzipSync(strToU8('{"name": "Tea"}'.padEnd(300_000, ' ')))
  expect(text(peekGzip(gzip, 15))).toBe('{"name": "Tea"}')
  expect(text(peekGzip(gzip.subarray(0, 40), 8))).toBe('{"name":')
  expect(peekGzip(strToU8('{"name": "Tea"}'), 10)).toBeNull()
  const compressed = gzipSync(new Uint8Array(64 * 1024 * 1024), { level: 9 })
  const started = performance.now()
  const bomb = peekGzip(compressed, 64 * 1024)
  expect(bomb === null || bomb.length === 64 * 1024).toBe(true)
  expect(performance.now() - started).toBeLessThan(1000)
})

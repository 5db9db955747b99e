import { deflateSync, gzipSync, strToU8 } from 'fflate'
import { crc32 } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { ImportTooLargeError, UnpackBudget } from './budget.ts'
import { EntryError } from './entry-error.ts'
import { gunzip, inflateEntry, isGzip } from './inflate.ts'

const budget = (maxUnpackedBytes = 1024 * 1024) => new UnpackBudget({ maxUnpackedBytes, maxEntries: 10 })
const text = strToU8('Käsespätzle mit Röstzwiebeln. '.repeat(1000))

describe('inflateEntry', () => {
  test('inflates data of the declared size and checksum', () => {
    expect(inflateEntry(deflateSync(text), text.length, crc32(text), budget())).toEqual(text)
  })

  test('spends the budget while inflating, not after', () => {
    const zeros = new Uint8Array(5 * 1024 * 1024)
    const data = deflateSync(zeros)
    expect(() => inflateEntry(data, zeros.length, crc32(zeros), budget())).toThrow(ImportTooLargeError)
  })

  test('reports data that unpacks to more than the header declares', () => {
    expect(() => inflateEntry(deflateSync(text), text.length - 1, crc32(text), budget())).toThrow(
      'more than its header says',
    )
  })

  test('reports data that unpacks to less than the header declares', () => {
    expect(() => inflateEntry(deflateSync(text), text.length + 1, crc32(text), budget())).toThrow(
      'shorter than its header says',
    )
  })

  test('reports data declared empty that is not', () => {
    expect(() => inflateEntry(deflateSync(text), 0, 0, budget())).toThrow('more than its header says')
    expect(inflateEntry(deflateSync(new Uint8Array(0)), 0, 0, budget())).toEqual(new Uint8Array(0))
  })

  test('reports a wrong checksum', () => {
    expect(() => inflateEntry(deflateSync(text), text.length, crc32(text) ^ 1, budget())).toThrow('checksum')
  })

  test('reports truncated data', () => {
    const data = deflateSync(text)
    expect(() => inflateEntry(data.subarray(0, data.length / 2), text.length, 0, budget())).toThrow(
      'truncated',
    )
  })
})

describe('gunzip', () => {
  test('unpacks a gzip', () => {
    expect(gunzip(gzipSync(text), budget())).toEqual(text)
    expect(isGzip(gzipSync(text))).toBe(true)
  })

  test('unpacks concatenated gzip members', () => {
    const both = new Uint8Array([...gzipSync(strToU8('one ')), ...gzipSync(strToU8('two'))])
    expect(new TextDecoder().decode(gunzip(both, budget()))).toBe('one two')
  })

  test.for([
    ['not gzip', strToU8('{"name":"Pie"}'), 'not gzip'],
    ['a cut trailer', gzipSync(text).subarray(0, -4), 'truncated'],
    ['a cut body', gzipSync(text).subarray(0, 100), 'truncated'],
  ])('reports %s as an entry error', ([, bytes, message]) => {
    expect(() => gunzip(bytes as Uint8Array, budget())).toThrow(EntryError)
    expect(() => gunzip(bytes as Uint8Array, budget())).toThrow(message)
  })

  test('reports a damaged checksum', () => {
    const data = gzipSync(text)
    data[data.length - 6] = (data[data.length - 6] ?? 0) ^ 0xff
    expect(() => gunzip(data, budget())).toThrow('checksum')
  })

  test('spends what it unpacked from the budget', () => {
    const small = budget(text.length * 2)
    gunzip(gzipSync(text), small)
    expect(small.left).toBe(text.length)
    expect(() => gunzip(gzipSync(text), small)).not.toThrow()
    expect(() => gunzip(gzipSync(strToU8('one more')), small)).toThrow(ImportTooLargeError)
  })

  test('reports damaged compressed data', () => {
    const data = gzipSync(text)
    data.fill(0xff, 20, 40)
    expect(() => gunzip(data, budget())).toThrow(EntryError)
  })

  test('stops a gzip bomb at the budget', () => {
    const bomb = gzipSync(new Uint8Array(20 * 1024 * 1024))
    expect(bomb.length).toBeLessThan(64 * 1024)
    expect(() => gunzip(bomb, budget())).toThrow(ImportTooLargeError)
  })
})

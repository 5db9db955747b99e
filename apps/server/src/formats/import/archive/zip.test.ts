import { strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { DEFAULT_IMPORT_LIMITS, ImportFileError } from '../../imported-recipe.ts'
import { zipBomb } from '../test-support/zip-bomb.ts'
import { patchDirectoryEntry, patchEntryCount, withZip64Sizes } from '../test-support/zip-surgery.ts'
import { ImportTooLargeError, UnpackBudget } from './budget.ts'
import { EntryError } from './entry-error.ts'
import { ZipArchive, isZip } from './zip.ts'

const budget = (maxUnpackedBytes = 1024 * 1024, maxEntries = 100) =>
  new UnpackBudget({ maxUnpackedBytes, maxEntries })

/** 256 MB of zeros in a zip of a quarter megabyte, built once for the bomb tests. */
const bigBomb = zipBomb(256)

const sample = () =>
  zipSync({
    'book/Recipe.XML': strToU8('<cookbook/>'),
    'book/images/': new Uint8Array(0),
    'book/images/Pie.jpg': [new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]), { level: 0 }],
    'notes/é.txt': strToU8('crème brûlée'),
  })

describe('ZipArchive', () => {
  test('lists files, leaves folders out, and reads stored and deflated entries', async () => {
    const zip = ZipArchive.open(sample(), budget())
    expect(zip.entries.map((e) => e.name)).toEqual(['book/Recipe.XML', 'book/images/Pie.jpg', 'notes/é.txt'])
    const [xml, pie, note] = zip.entries
    expect(new TextDecoder().decode(await zip.read(xml!))).toBe('<cookbook/>')
    expect(await zip.read(pie!)).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]))
    expect(new TextDecoder().decode(await zip.read(note!))).toBe('crème brûlée')
  })

  test('finds entries exactly, ignoring case, or by file name alone', () => {
    const zip = ZipArchive.open(sample(), budget())
    expect(zip.find('book/recipe.xml')?.name).toBe('book/Recipe.XML')
    expect(zip.find('book/missing.xml')).toBeUndefined()
    expect(zip.findByBaseName('/storage/0/Android/PIE.JPG')?.name).toBe('book/images/Pie.jpg')
    expect(zip.findByBaseName('')).toBeUndefined()
  })

  test('finds what a file refers to: relative, by file name for absolute paths, nothing outside', () => {
    const zip = ZipArchive.open(sample(), budget())
    expect(zip.findReferenced('book', 'images\\pie.jpg')?.name).toBe('book/images/Pie.jpg')
    expect(zip.findReferenced('book', 'photos/Pie.jpg')?.name).toBe('book/images/Pie.jpg')
    expect(zip.findReferenced('book', 'C:\\My Pictures\\pie.jpg')?.name).toBe('book/images/Pie.jpg')
    expect(zip.findReferenced('', '../Pie.jpg')).toBeUndefined()
  })

  test('reads required entries as the whole file, optional ones as null when damaged', async () => {
    // Directory entry 2: entry 1 is the folder, which ZipArchive leaves out of its entries.
    const damaged = ZipArchive.open(patchDirectoryEntry(sample(), 2, 'crc', 5), budget())
    const pie = damaged.entries[1]!
    await expect(damaged.readRequired(pie)).rejects.toThrow(ImportFileError)
    await expect(damaged.readRequired(pie)).rejects.toThrow(
      '"book/images/Pie.jpg" cannot be read: its checksum',
    )
    expect(damaged.readIfIntact(pie)).toBeNull()
    expect(damaged.readIfIntact(undefined)).toBeNull()
    expect(damaged.readIfIntact(damaged.entries[0])).toEqual(strToU8('<cookbook/>'))
  })

  test('opens an empty archive', () => {
    expect(ZipArchive.open(zipSync({}), budget()).entries).toEqual([])
  })

  test.for([
    ['an empty file', new Uint8Array(0), 'empty'],
    ['text', strToU8('just some text, not a zip'), 'not a zip'],
    ['a zip cut in half', sample().subarray(0, 200), 'truncated'],
  ])('refuses %s', ([, bytes, message]) => {
    expect(() => ZipArchive.open(bytes as Uint8Array, budget())).toThrow(ImportFileError)
    expect(() => ZipArchive.open(bytes as Uint8Array, budget())).toThrow(message)
  })

  test('refuses an archive whose entry data runs past its table of contents', () => {
    const zip = patchDirectoryEntry(sample(), 0, 'compressedSize', 5000)
    expect(() => ZipArchive.open(zip, budget())).toThrow('"book/Recipe.XML" is cut off')
  })

  test('refuses a table of contents that claims more entries than it holds', () => {
    expect(() => ZipArchive.open(patchEntryCount(sample(), 9), budget())).toThrow('entry 5 is damaged')
  })

  test('refuses entry names that climb out of the archive', () => {
    const zip = zipSync({ 'ok.txt': strToU8('ok'), '../../etc/cron.d/evil': strToU8('x') })
    expect(() => ZipArchive.open(zip, budget())).toThrow('points outside the archive')
  })

  test('refuses more entries than the limit, and ZIP64 markers', () => {
    expect(() => ZipArchive.open(sample(), budget(1024 * 1024, 2))).toThrow(ImportTooLargeError)
    expect(() => ZipArchive.open(patchEntryCount(sample(), 0xffff), budget(1024, 100_000))).toThrow('ZIP64')
  })

  test('reads sizes from ZIP64 extra fields, as Apple writes small files; a mark without one is refused', async () => {
    const zip = ZipArchive.open(withZip64Sizes(sample()), budget())
    expect(zip.entries.map((e) => [e.name, e.size])).toEqual([
      ['book/Recipe.XML', 11],
      ['book/images/Pie.jpg', 6],
      ['notes/é.txt', 15],
    ])
    expect(new TextDecoder().decode(await zip.read(zip.entries[2]!))).toBe('crème brûlée')
    const marked = patchDirectoryEntry(sample(), 0, 'size', 0xffffffff)
    expect(() => ZipArchive.open(marked, budget())).toThrow('ZIP64')
  })

  test('refuses up front when the declared sizes already exceed the limit', () => {
    const zip = zipSync({ 'big.bin': new Uint8Array(2 * 1024 * 1024) })
    expect(() => ZipArchive.open(zip, budget())).toThrow(ImportTooLargeError)
  })

  test('stops a bomb that declares a small size while inflating, far short of its real size', async () => {
    const bomb = patchDirectoryEntry(bigBomb, 0, 'size', 100)
    expect(bomb.length).toBeLessThan(512 * 1024)
    const zip = ZipArchive.open(bomb, budget())
    const before = process.memoryUsage().arrayBuffers
    const error: unknown = await zip.read(zip.entries[0]!).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(EntryError)
    expect(String(error)).toContain('more than its header says')
    // Inflating the whole entry would hold 256 MB; it stops at the 100 bytes declared.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(128 * 1024 * 1024)
  })

  test('refuses a bomb that declares its size before unpacking anything', () => {
    expect(() => ZipArchive.open(bigBomb, budget(64 * 1024 * 1024))).toThrow(ImportTooLargeError)
  })

  test('stops when all entries together pass the budget, even with honest headers', async () => {
    const shared = budget(1024 * 1024)
    const zip = ZipArchive.open(zipSync({ 'a.bin': new Uint8Array(600_000) }), shared)
    const second = ZipArchive.open(zipSync({ 'b.bin': new Uint8Array(600_000) }), shared)
    await zip.read(zip.entries[0]!)
    await expect(second.read(second.entries[0]!)).rejects.toThrow(ImportTooLargeError)
  })

  test.for([
    ['corrupt deflate data', (zip: Uint8Array) => flipByte(zip, 40), /corrupt|truncated/],
    ['a wrong checksum', (zip: Uint8Array) => patchDirectoryEntry(zip, 0, 'crc', 1), 'checksum'],
    [
      'a declared size larger than the data',
      (zip: Uint8Array) => patchDirectoryEntry(zip, 0, 'size', 60_000),
      'shorter',
    ],
    ['encryption', (zip: Uint8Array) => patchDirectoryEntry(zip, 0, 'flags', 1), 'encrypted'],
    ['an unknown method', (zip: Uint8Array) => patchDirectoryEntry(zip, 0, 'method', 14), 'method 14'],
  ])('reports %s as an entry error', async ([, damage, message]) => {
    const text = strToU8('A long enough line of text to be deflated. '.repeat(200))
    const zip = ZipArchive.open(
      (damage as (z: Uint8Array) => Uint8Array)(zipSync({ 'a.txt': text })),
      budget(),
    )
    await expect(zip.read(zip.entries[0]!)).rejects.toThrow(EntryError)
    await expect(zip.read(zip.entries[0]!)).rejects.toThrow(message)
  })

  test('reports a damaged stored entry by its checksum', async () => {
    const zip = zipSync({ 'a.txt': [strToU8('stored text'), { level: 0 }] })
    const archive = ZipArchive.open(flipByte(zip, 36), budget())
    await expect(archive.read(archive.entries[0]!)).rejects.toThrow('checksum')
  })
})

test('isZip recognizes local headers and empty archives only', () => {
  expect(isZip(sample())).toBe(true)
  expect(isZip(zipSync({}))).toBe(true)
  expect(isZip(strToU8('PK'))).toBe(false)
  expect(isZip(strToU8('<?xml'))).toBe(false)
})

test('the default limits accept an ordinary archive', () => {
  expect(ZipArchive.open(sample(), new UnpackBudget(DEFAULT_IMPORT_LIMITS)).entries).toHaveLength(3)
})

function flipByte(bytes: Uint8Array, at: number): Uint8Array {
  const copy = bytes.slice()
  copy[at] = (copy[at] ?? 0) ^ 0xff
  return copy
}

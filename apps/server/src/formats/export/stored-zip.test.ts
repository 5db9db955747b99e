import { strToU8, unzipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { StoredZipWriter } from './stored-zip.ts'

function zipOf(files: Record<string, string>, modified = new Date('2024-05-06T07:08:10Z')): Buffer {
  const zip = new StoredZipWriter()
  const chunks = Object.entries(files).flatMap(([name, text]) => zip.add(name, strToU8(text), modified))
  return Buffer.concat([...chunks, ...zip.finish()])
}

describe('StoredZipWriter', () => {
  test('writes a zip that unpacks to its files, names in UTF-8 and all', () => {
    const files = { 'a.txt': 'first', 'Crème 味 🍜.txt': 'second', 'empty.txt': '' }
    const unpacked = unzipSync(zipOf(files))
    expect(
      Object.fromEntries(
        Object.entries(unpacked).map(([name, data]) => [name, Buffer.from(data).toString()]),
      ),
    ).toEqual(files)
  })

  test('puts the size and CRC in each local header, so a reader from the front needs no directory', () => {
    const file = zipOf({ 'a.txt': 'hello' })
    expect(file.readUInt32LE(0)).toBe(0x04034b50)
    expect(file.readUInt16LE(6) & 0x0008).toBe(0) // no trailing data descriptor
    expect(file.readUInt16LE(8)).toBe(0) // stored
    expect(file.readUInt32LE(14)).toBe(0x3610a686) // CRC-32 of "hello"
    expect(file.readUInt32LE(18)).toBe(5)
    // 2024-05-06 07:08:10 in MS-DOS form.
    expect(file.readUInt16LE(10)).toBe((7 << 11) | (8 << 5) | 5)
    expect(file.readUInt16LE(12)).toBe((44 << 9) | (5 << 5) | 6)
  })

  test('an empty zip is just the end record', () => {
    const file = zipOf({})
    expect(file).toHaveLength(22)
    expect(unzipSync(file)).toEqual({})
  })

  test('a directory longer than a block still lists every file', () => {
    const files = Object.fromEntries(
      Array.from({ length: 3000 }, (_, index) => [`recipe ${String(index)}.txt`, String(index)]),
    )
    expect(Object.keys(unzipSync(zipOf(files)))).toHaveLength(3000)
  })

  test('refuses a 65,536th file rather than write a count that wraps', () => {
    const zip = new StoredZipWriter()
    const empty = new Uint8Array()
    for (let index = 0; index < 0xffff; index += 1) zip.add('x', empty, new Date(0))
    expect(() => zip.add('x', empty, new Date(0))).toThrow(/65,535 files/)
  })
})

import { strToU8, strFromU8 } from 'fflate'
import { describe, expect, test } from 'vitest'
import { ImportFileError } from '../../imported-recipe.ts'
import { tarFile } from '../test-support/tar-files.ts'
import { ImportTooLargeError } from './budget.ts'
import { EntryError } from './entry-error.ts'
import { isTar, readTar } from './tar.ts'

const listing = (bytes: Uint8Array, partial = false) =>
  readTar(bytes, { partial }).map((member) => [member.name, strFromU8(member.data)])

const longName = `${'folder/'.repeat(20)}recipes.kreml`

describe('readTar', () => {
  test('the files of GNU and ustar archives, folders skipped, in order', () => {
    const files = { 'a.kreml': strToU8('<krecipes/>'), 'pics/b.jpg': strToU8('x'.repeat(700)) }
    for (const style of ['gnu', 'ustar'] as const) {
      const tar = tarFile(files, { style, folders: ['pics'] })
      expect(isTar(tar)).toBe(true)
      expect(listing(tar)).toEqual([
        ['a.kreml', '<krecipes/>'],
        ['pics/b.jpg', 'x'.repeat(700)],
      ])
    }
  })

  test('long names: GNU ././@LongLink, the ustar prefix and pax headers', () => {
    const file = { [longName]: strToU8('<krecipes/>') }
    expect(listing(tarFile(file, { style: 'gnu' }))).toEqual([[longName, '<krecipes/>']])
    expect(listing(tarFile(file, { style: 'ustar' }))).toEqual([[longName, '<krecipes/>']])
    expect(listing(tarFile({ 'ünïcode name.kreml': strToU8('k') }, { pax: true }))).toEqual([
      ['ünïcode name.kreml', 'k'],
    ])
  })

  test('an archive without its closing blocks still lists its files', () => {
    const tar = tarFile({ 'a.txt': strToU8('hello') })
    expect(listing(tar.subarray(0, 1024))).toEqual([['a.txt', 'hello']])
  })

  test('a prefix lists what it holds, the last file cut short, when read as one', () => {
    const tar = tarFile({ 'a.txt': strToU8('a'.repeat(2000)), 'b.txt': strToU8('b') })
    const [member] = readTar(tar.subarray(0, 1000), { partial: true })
    expect(member).toMatchObject({ name: 'a.txt', size: 2000 })
    expect(member?.data.length).toBe(488)
  })

  test('damage is an EntryError naming it', () => {
    const tar = tarFile({ 'a.txt': strToU8('a'.repeat(2000)) })
    expect(() => readTar(tar.subarray(0, 1000))).toThrow(new EntryError('it is truncated'))
    const damaged = tar.slice()
    damaged[3] = 0x41
    expect(() => readTar(damaged)).toThrow('a tar header is damaged')
    expect(isTar(damaged)).toBe(false)
    expect(() => readTar(tar.subarray(0, tar.length - 100))).not.toThrow()
    expect(() => readTar(tar.subarray(0, 512 + 2048 + 100))).toThrow('it is truncated')
  })

  test('names that climb out of the archive are refused; too many files are too large', () => {
    expect(() => readTar(tarFile({ '../evil.txt': strToU8('x') }))).toThrow(ImportFileError)
    const many = tarFile({ a: strToU8('1'), b: strToU8('2'), c: strToU8('3') })
    expect(() => readTar(many, { maxEntries: 2 })).toThrow(ImportTooLargeError)
  })

  test('bytes that are not a tar', () => {
    expect(isTar(strToU8('<krecipes/>'.padEnd(600)))).toBe(false)
    expect(isTar(new Uint8Array(512))).toBe(false)
    expect(readTar(new Uint8Array(1024))).toEqual([])
  })
})

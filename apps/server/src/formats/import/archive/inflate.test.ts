import { deflateSync, gzipSync, strToU8 } from 'fflate'
import { crc32, createDeflateRaw, createGzip, type DeflateRaw, type Gzip } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { ImportTooLargeError, UnpackBudget } from './budget.ts'
import { EntryError } from './entry-error.ts'
import { gunzip, inflateEntry, inflateSmallEntry, isGzip, ONE_CALL_LIMIT } from './inflate.ts'

const budget = (maxUnpackedBytes = 1024 * 1024) => new UnpackBudget({ maxUnpackedBytes, maxEntries: 10 })
const text = strToU8('Käsespätzle mit Röstzwiebeln. '.repeat(1000))
const MB = 1024 * 1024

/** `megabytes` of a repeated line, compressed by a zlib stream without holding them all. */
async function compressed(stream: Gzip | DeflateRaw, megabytes: number): Promise<Uint8Array> {
  const parts: Buffer[] = []
  stream.on('data', (chunk: Buffer) => parts.push(chunk))
  const ended = new Promise((resolve) => stream.on('end', resolve))
  const line = Buffer.alloc(MB, 'Add the flour. ')
  for (let i = 0; i < megabytes; i++)
    if (!stream.write(line)) await new Promise((resolve) => stream.once('drain', resolve))
  stream.end()
  await ended
  return new Uint8Array(Buffer.concat(parts))
}
const bigGzip = (megabytes: number) => compressed(createGzip({ level: 1 }), megabytes)
const bigDeflate = (megabytes: number) => compressed(createDeflateRaw({ level: 1 }), megabytes)
/** CRC-32 of `megabytes` of that line, the way compressed() wrote them. */
function crcOfLines(megabytes: number): number {
  const line = Buffer.alloc(MB, 'Add the flour. ')
  let crc = 0
  for (let i = 0; i < megabytes; i++) crc = crc32(line, crc)
  return crc
}

describe('inflateEntry', () => {
  test('inflates data of the declared size and checksum', async () => {
    expect(await inflateEntry(deflateSync(text), text.length, crc32(text), budget())).toEqual(text)
    expect(inflateSmallEntry(deflateSync(text), text.length, crc32(text), budget())).toEqual(text)
  })

  test('refuses an entry whose declared size does not fit the budget before inflating it', async () => {
    const zeros = new Uint8Array(5 * MB)
    const small = budget()
    await expect(inflateEntry(deflateSync(zeros), zeros.length, crc32(zeros), small)).rejects.toThrow(
      ImportTooLargeError,
    )
    expect(small.left).toBe(MB)
  })

  test('reports data that unpacks to more than the header declares, and counts the work', async () => {
    const counted = budget()
    await expect(inflateEntry(deflateSync(text), text.length - 1, crc32(text), counted)).rejects.toThrow(
      'more than its header says',
    )
    expect(counted.left).toBe(MB - (text.length - 1))
  })

  test('reports data that unpacks to less than the header declares', async () => {
    await expect(inflateEntry(deflateSync(text), text.length + 1, crc32(text), budget())).rejects.toThrow(
      'shorter than its header says',
    )
  })

  test('reports data declared empty that is not', async () => {
    await expect(inflateEntry(deflateSync(text), 0, 0, budget())).rejects.toThrow('more than its header says')
    expect(await inflateEntry(deflateSync(new Uint8Array(0)), 0, 0, budget())).toEqual(new Uint8Array(0))
  })

  test('reports a wrong checksum', async () => {
    await expect(inflateEntry(deflateSync(text), text.length, crc32(text) ^ 1, budget())).rejects.toThrow(
      'checksum',
    )
  })

  test('reports truncated data', async () => {
    const data = deflateSync(text)
    await expect(inflateEntry(data.subarray(0, data.length / 2), text.length, 0, budget())).rejects.toThrow(
      'truncated',
    )
  })

  test('a picture lookup reads at most 32 MB', () => {
    expect(() => inflateSmallEntry(new Uint8Array(10), ONE_CALL_LIMIT + 1, 0, budget(64 * MB))).toThrow(
      'larger than 32 MB',
    )
  })

  describe('past 32 MB, streamed', () => {
    test('inflates an entry of its declared size and checksum', async () => {
      const data = await bigDeflate(40)
      const out = await inflateEntry(data, 40 * MB, crcOfLines(40), budget(64 * MB))
      expect(out.length).toBe(40 * MB)
      expect(new TextDecoder().decode(out.subarray(0, 30))).toBe('Add the flour. Add the flour. ')
    }, 30_000)

    test('stops an entry that unpacks to more than it declares, at the declared size', async () => {
      const counted = budget(256 * MB)
      await expect(inflateEntry(await bigDeflate(60), 40 * MB, 0, counted)).rejects.toThrow(
        'more than its header says',
      )
      expect(counted.left).toBeGreaterThanOrEqual(256 * MB - 40 * MB)
    }, 30_000)

    test('reports a wrong checksum and truncated data', async () => {
      const data = await bigDeflate(40)
      await expect(inflateEntry(data, 40 * MB, crcOfLines(40) ^ 1, budget(64 * MB))).rejects.toThrow(
        'checksum',
      )
      await expect(
        inflateEntry(data.subarray(0, data.length - 100), 40 * MB, 0, budget(64 * MB)),
      ).rejects.toThrow('truncated')
    }, 30_000)
  })
})

describe('gunzip', () => {
  test('unpacks a gzip', async () => {
    expect(await gunzip(gzipSync(text), budget())).toEqual(text)
    expect(isGzip(gzipSync(text))).toBe(true)
  })

  test('unpacks concatenated gzip members', async () => {
    const both = new Uint8Array([...gzipSync(strToU8('one ')), ...gzipSync(strToU8('two'))])
    expect(new TextDecoder().decode(await gunzip(both, budget()))).toBe('one two')
  })

  test.for([
    ['not gzip', strToU8('{"name":"Pie"}'), 'not gzip'],
    ['a cut trailer', gzipSync(text).subarray(0, -4), 'truncated'],
    ['a cut body', gzipSync(text).subarray(0, 100), 'truncated'],
  ])('reports %s as an entry error', async ([, bytes, message]) => {
    await expect(gunzip(bytes as Uint8Array, budget())).rejects.toThrow(EntryError)
    await expect(gunzip(bytes as Uint8Array, budget())).rejects.toThrow(message)
  })

  test('reports a damaged checksum', async () => {
    const data = gzipSync(text)
    data[data.length - 6] = (data[data.length - 6] ?? 0) ^ 0xff
    await expect(gunzip(data, budget())).rejects.toThrow('checksum')
  })

  test('spends what it unpacked from the budget', async () => {
    const small = budget(text.length * 2)
    await gunzip(gzipSync(text), small)
    expect(small.left).toBe(text.length)
    await expect(gunzip(gzipSync(text), small)).resolves.toEqual(text)
    await expect(gunzip(gzipSync(strToU8('one more')), small)).rejects.toThrow(ImportTooLargeError)
  })

  test('reports damaged compressed data', async () => {
    const data = gzipSync(text)
    data.fill(0xff, 20, 40)
    await expect(gunzip(data, budget())).rejects.toThrow(EntryError)
  })

  test('stops a gzip bomb at the budget', async () => {
    const bomb = gzipSync(new Uint8Array(20 * MB))
    expect(bomb.length).toBeLessThan(64 * 1024)
    await expect(gunzip(bomb, budget())).rejects.toThrow(ImportTooLargeError)
  })

  describe('past 32 MB, streamed', () => {
    test('unpacks a large gzip, and several members', async () => {
      const one = await bigGzip(40)
      expect((await gunzip(one, budget(64 * MB))).length).toBe(40 * MB)
      const two = new Uint8Array([...(await bigGzip(20)), ...(await bigGzip(20))])
      const out = await gunzip(two, budget(64 * MB))
      expect(out.length).toBe(40 * MB)
    }, 30_000)

    test('stops a bomb at the budget and gives its memory back', async () => {
      const bomb = await bigGzip(300)
      expect(bomb.length).toBeLessThan(4 * MB)
      const before = process.memoryUsage().arrayBuffers
      await expect(gunzip(bomb, budget(128 * MB))).rejects.toThrow(ImportTooLargeError)
      // The 128 MB unpacked are freed without waiting for a garbage collection.
      expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(32 * MB)
    }, 60_000)

    test('a trailer that understates the size is unpacked streamed, and then fails its check', async () => {
      const data = await bigGzip(40)
      const lying = data.slice()
      new DataView(lying.buffer).setUint32(lying.length - 4, 1000, true)
      await expect(gunzip(lying, budget(64 * MB))).rejects.toThrow('checksum')
    }, 30_000)

    test('reports a damaged checksum and a cut body', async () => {
      const data = (await bigGzip(40)).slice()
      data[data.length - 6] = (data[data.length - 6] ?? 0) ^ 0xff
      await expect(gunzip(data, budget(64 * MB))).rejects.toThrow('checksum')
      await expect(gunzip(data.subarray(0, data.length / 2), budget(64 * MB))).rejects.toThrow('truncated')
    }, 30_000)
  })
})

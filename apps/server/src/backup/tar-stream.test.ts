import { Readable } from 'node:stream'
import { describe, expect, test } from 'vitest'
import { DamagedArchiveError, readTar, tarEnd, tarFile } from './tar-stream.ts'

const when = new Date('2026-11-29T12:00:00Z')

function archive(files: [string, Buffer][], end = true): Buffer {
  return Buffer.concat([
    ...files.flatMap(([name, data]) => tarFile(name, data, when)),
    ...(end ? [tarEnd()] : []),
  ])
}

/** The bytes in chunks of an awkward size, as a file stream gives them. */
async function read(bytes: Buffer, chunk = 100): Promise<{ name: string; data: string }[]> {
  const chunks = []
  for (let at = 0; at < bytes.length; at += chunk) chunks.push(bytes.subarray(at, at + chunk))
  const entries = []
  for await (const entry of readTar(Readable.from(chunks)))
    entries.push({ name: entry.name, data: entry.data.toString() })
  return entries
}

describe('tar stream', () => {
  test('files come back in order with their bytes, whatever the chunks', async () => {
    const files: [string, Buffer][] = [
      ['a.json', Buffer.from('{}')],
      ['empty', Buffer.alloc(0)],
      ['tables/x/000001.jsonl', Buffer.from('x'.repeat(1500))],
    ]
    for (const chunk of [1, 100, 512, 100_000])
      expect(await read(archive(files), chunk)).toEqual(
        files.map(([name, data]) => ({ name, data: data.toString() })),
      )
  })

  test('an archive cut short, even between files, is damaged, never a shorter list', async () => {
    const whole = archive([
      ['a', Buffer.from('one')],
      ['b', Buffer.from('two')],
    ])
    for (const length of [1024, 1024 + 100, 2048, 700])
      await expect(read(whole.subarray(0, length))).rejects.toThrow(DamagedArchiveError)
  })

  test('a damaged header is found by its checksum', async () => {
    const bytes = archive([['a', Buffer.from('one')]])
    bytes[10] = 0x41
    await expect(read(bytes)).rejects.toThrow('a file header inside the archive is damaged')
  })

  test('names longer than a ustar header holds are refused when writing', () => {
    expect(() => tarFile('x'.repeat(100), Buffer.alloc(0), when)).toThrow('tar entry name too long')
  })
})

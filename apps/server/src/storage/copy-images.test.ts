/** Moving pictures between DATA_DIR/images and a bucket (s3rver), both ways, resumed after an interruption. */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { startTestS3, type TestS3 } from '../test/s3-server.ts'
import { copyImages, type CopyProgress } from './copy-images.ts'
import { createLocalImageStorage, type ImageStorage } from './image-storage.ts'
import { createS3ImageStorage } from './s3-image-storage.ts'

let s3: TestS3
let folder: string
let bucket: ImageStorage
beforeAll(async () => {
  s3 = await startTestS3()
})
afterAll(async () => {
  await s3.close()
})
let tenant = 0
beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'rosemary-move-'))
  // A prefix of its own per test: the same bucket, nothing shared.
  tenant += 1
  bucket = createS3ImageStorage(withPrefix(`t${tenant}`))
})
afterEach(async () => {
  bucket.close?.()
  await rm(folder, { recursive: true, force: true })
})

function withPrefix(prefix: string) {
  return { ...s3.location(), prefix: `${prefix}/` }
}

const FILES = Array.from({ length: 6 }, (_, index) => [
  `${index}0000000-0000-4000-8000-000000000000/full.webp`,
  Buffer.from(`picture number ${index} `.repeat(index + 1)),
]) as [string, Buffer][]

async function fillFolder(): Promise<ImageStorage> {
  const local = createLocalImageStorage(folder)
  for (const [key, data] of FILES) await local.put(key, data)
  return local
}

/** The storage, except that its `failing`-th write (from 1) fails as a process killed midway would stop. */
function failingAt(storage: ImageStorage, failing: number): ImageStorage {
  let writes = 0
  return {
    ...storage,
    async put(key, data) {
      writes += 1
      if (writes === failing) throw new Error('interrupted')
      await storage.put(key, data)
    },
  }
}

describe('copyImages', () => {
  test('copies every file to the bucket, verified, and deletes nothing', async () => {
    const local = await fillFolder()
    const seen: CopyProgress[] = []
    expect(await copyImages(local, bucket, (progress) => seen.push(progress))).toEqual({
      total: 6,
      copied: 6,
      skipped: 0,
    })
    expect(seen.at(-1)).toEqual({ total: 6, copied: 6, skipped: 0 })
    for (const [key, data] of FILES) expect((await bucket.get(key))?.equals(data)).toBe(true)
    expect(
      (await readdir(folder, { recursive: true })).filter((name) => name.endsWith('.webp')),
    ).toHaveLength(6)
  })

  test('run again, it copies nothing: idempotent', async () => {
    const local = await fillFolder()
    await copyImages(local, bucket)
    expect(await copyImages(local, bucket)).toEqual({ total: 6, copied: 0, skipped: 6 })
  })

  test('interrupted after two files, the next run copies only the rest', async () => {
    const local = await fillFolder()
    await expect(copyImages(local, failingAt(bucket, 3))).rejects.toThrow('interrupted')
    expect(await copyImages(local, bucket)).toEqual({ total: 6, copied: 4, skipped: 2 })
    for (const [key, data] of FILES) expect((await bucket.get(key))?.equals(data)).toBe(true)
  })

  test('a copy of the same size but other bytes is copied again', async () => {
    const local = await fillFolder()
    await copyImages(local, bucket)
    const [key, data] = FILES[2]!
    await bucket.put(key, Buffer.alloc(data.length, 'x'))
    expect(await copyImages(local, bucket)).toEqual({ total: 6, copied: 1, skipped: 5 })
    expect((await bucket.get(key))?.equals(data)).toBe(true)
  })

  test('back from the bucket to an empty folder, resumable the same way', async () => {
    await copyImages(await fillFolder(), bucket)
    await rm(folder, { recursive: true, force: true })
    const local = createLocalImageStorage(folder)
    await expect(copyImages(bucket, failingAt(local, 4))).rejects.toThrow('interrupted')
    expect(await copyImages(bucket, local)).toEqual({ total: 6, copied: 3, skipped: 3 })
    for (const [key, data] of FILES) expect((await readFile(path.join(folder, key))).equals(data)).toBe(true)
    // A file cut short on the way (a process killed while writing) is not taken for a copy.
    const [key, data] = FILES[5]!
    await writeFile(path.join(folder, key), data.subarray(0, 5))
    expect(await copyImages(bucket, local)).toEqual({ total: 6, copied: 1, skipped: 5 })
  })

  test('a copy that does not read back the same is an error, not a success', async () => {
    const local = await fillFolder()
    const lying: ImageStorage = { ...bucket, put: async (key) => bucket.put(key, Buffer.from('other')) }
    await expect(copyImages(local, lying)).rejects.toThrow(/differs from the original/)
  })
})

/**
 * `npm run admin -- images-to-s3` and `images-from-s3` as the operator runs them: real processes on a data
 * folder with pictures and a bucket (s3rver), there and back, run twice, and without S3_URL.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createLocalImageStorage } from '../src/storage/image-storage.ts'
import { createS3ImageStorage } from '../src/storage/s3-image-storage.ts'
import { startTestS3, type TestS3 } from '../src/test/s3-server.ts'
import { runAdmin } from './run-admin.ts'

const KEYS = [
  'a0000000-0000-4000-8000-000000000000/full.webp',
  'a0000000-0000-4000-8000-000000000000/thumb.webp',
]

let dataDir: string
let s3: TestS3
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'rosemary-admin-images-'))
  s3 = await startTestS3()
  const local = createLocalImageStorage(path.join(dataDir, 'images'))
  for (const key of KEYS) await local.put(key, Buffer.from(`bytes of ${key}`))
})
afterAll(async () => {
  await s3.close()
  await rm(dataDir, { recursive: true, force: true })
})

const admin = (args: string[], env: Record<string, string> = {}) => runAdmin(dataDir, args, env)

describe('npm run admin -- images-to-s3 / images-from-s3', () => {
  test('without S3_URL, says what to set and fails', async () => {
    const run = await admin(['images-to-s3'])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('S3_URL is not set')
  }, 120_000)

  test('copies the folder to the bucket, then nothing the second time; the folder stays', async () => {
    const first = await admin(['images-to-s3'], { S3_URL: s3.url() })
    expect(first).toMatchObject({ code: 0, stdout: 'Done: 2/2 files: 2 copied, 0 already there.\n' })
    expect(first.stderr).toContain('Nothing was deleted')
    const bucket = createS3ImageStorage(s3.location())
    expect((await bucket.get(KEYS[0]!))?.toString()).toBe(`bytes of ${KEYS[0]}`)
    bucket.close?.()
    const again = await admin(['images-to-s3'], { S3_URL: s3.url() })
    expect(again.stdout).toBe('Done: 2/2 files: 0 copied, 2 already there.\n')
    expect(await readFile(path.join(dataDir, 'images', KEYS[1]!), 'utf8')).toBe(`bytes of ${KEYS[1]}`)
  }, 120_000)

  test('copies the bucket back into an emptied folder', async () => {
    await rm(path.join(dataDir, 'images'), { recursive: true, force: true })
    const run = await admin(['images-from-s3'], { S3_URL: s3.url() })
    expect(run).toMatchObject({ code: 0, stdout: 'Done: 2/2 files: 2 copied, 0 already there.\n' })
    for (const key of KEYS)
      expect(await readFile(path.join(dataDir, 'images', key), 'utf8')).toBe(`bytes of ${key}`)
  }, 120_000)

  test('a store that is down: a clear line, no keys, and a failure', async () => {
    const run = await admin(['images-to-s3'], {
      S3_URL: 's3://KEY:TOPSECRET@127.0.0.1:9/pictures?tls=false&timeout=1',
    })
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(
      /the bucket pictures at http:\/\/127\.0\.0\.1:9: check the bucket: not reached/,
    )
    expect(run.stderr).toContain('Run the command again to go on where it stopped.')
    expect(run.stderr + run.stdout).not.toContain('TOPSECRET')
  }, 120_000)
})

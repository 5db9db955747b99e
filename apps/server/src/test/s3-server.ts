/**
 * A real S3 for tests: s3rver on a port the OS picks, keeping its objects in a temporary folder, with the
 * bucket made. `url(...)` is an S3_URL for it.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { parseS3Url, type S3Location } from '../storage/s3-url.ts'

export interface TestS3 {
  bucket: string
  /** S3_URL of the bucket; `query` adds parameters (timeout=…). */
  url(query?: string): string
  location(query?: string): S3Location
  close(): Promise<void>
}

/** s3rver's own keys: it checks signatures against them. */
export const S3RVER_KEYS = 'S3RVER:S3RVER'

export function locationOf(url: string): S3Location {
  const parsed = parseS3Url(url)
  if ('error' in parsed) throw new Error(`S3_URL ${parsed.error}`)
  return parsed
}

export async function startTestS3(bucket = 'pictures'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'rosemary-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const url = (query = '') => `s3://${S3RVER_KEYS}@127.0.0.1:${port}/${bucket}?tls=false${query}`
  return {
    bucket,
    url,
    location: (query) => locationOf(url(query)),
    async close() {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}

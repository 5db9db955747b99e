/**
 * Image files in an S3-compatible store (AWS, MinIO, Garage, R2…) at the place S3_URL names. Every call is
 * bounded: the whole call (retries included) by the URL's timeout, and a download that stalls midway by
 * the same time without a byte. Failures become StorageUnavailableError; a missing key is null.
 */
import { createHash } from 'node:crypto'
import type { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import type { ImageStorage, StoredFile } from './image-storage.ts'
import { isSafeKey } from './image-storage.ts'
import type { S3Location } from './s3-url.ts'
import { StorageUnavailableError } from './storage-errors.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const DAY_SECONDS = 24 * 60 * 60
/** Signed addresses are made once a day, each good for two: the same address all day, so browsers cache it. */
const SIGNED_FOR_SECONDS = 2 * DAY_SECONDS
const SIGNED_MARGIN_SECONDS = 60 * 60
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ECONNABORTED',
])

interface SdkError {
  name?: string
  code?: string
  $metadata?: { httpStatusCode?: number }
}

function statusOf(error: unknown): number | undefined {
  return (error as SdkError | undefined)?.$metadata?.httpStatusCode
}

const isMissing = (error: unknown) => statusOf(error) === 404

/** The MD5 an ETag carries for a file sent in one piece (a multipart ETag ends in -N and is not one). */
function md5OfEtag(etag: string | undefined): string | undefined {
  const bare = etag?.replace(/"/g, '').toLowerCase()
  return bare && /^[0-9a-f]{32}$/.test(bare) ? bare : undefined
}

function contentType(key: string): string {
  return key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream'
}

export function createS3ImageStorage(
  location: S3Location,
  options: { redirect?: boolean; now?: () => Date } = {},
): ImageStorage {
  const { bucket, prefix, timeoutMs } = location
  const name = `the bucket ${bucket} at ${location.endpoint}`
  const client = new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: location.pathStyle,
    credentials: location.credentials,
    maxAttempts: 2,
    // Checksums only where S3 requires them: older MinIO and Garage refuse the newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: timeoutMs,
      requestTimeout: timeoutMs,
      throwOnRequestTimeout: true,
      // Also a download that stops sending midway.
      socketTimeout: timeoutMs,
    },
  })

  function failure(error: unknown, what: string, deadline: AbortSignal): StorageUnavailableError {
    const about = `${name}: ${what}`
    const cause = { cause: error }
    const details = error as SdkError
    if (deadline.aborted || details.name === 'TimeoutError' || details.name === 'AbortError')
      return new StorageUnavailableError('timeout', `${about}: no answer within ${timeoutMs} ms`, cause)
    const status = statusOf(error)
    if (status !== undefined && status >= 500)
      return new StorageUnavailableError('failed', `${about}: the store answered ${status}`, cause)
    if (status === 401 || status === 403)
      return new StorageUnavailableError(
        'refused',
        `${about}: the store refused the keys or the bucket (${status} ${details.name ?? ''})`,
        cause,
      )
    if (details.code && NETWORK_CODES.has(details.code))
      return new StorageUnavailableError('unreachable', `${about}: not reached (${details.code})`, cause)
    return new StorageUnavailableError(
      'garbage',
      `${about}: an answer that is not S3's (${status ?? 'no status'}, ${details.name ?? 'unknown'})`,
      cause,
    )
  }

  /** Runs a call within the time limit; `missing` answers a 404 (null) instead of failing. */
  async function bounded<T>(what: string, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
    // Not AbortSignal.timeout: the SDK keeps listening to the signal until the body is read, and a stream
    // handed on (open) must not be cut at the deadline while it still flows.
    const deadline = new AbortController()
    const timer = setTimeout(() => deadline.abort(), timeoutMs)
    try {
      return await call(deadline.signal)
    } catch (error) {
      if (error instanceof StorageUnavailableError) throw error
      throw failure(error, what, deadline.signal)
    } finally {
      clearTimeout(timer)
    }
  }

  async function orNull<T>(what: string, call: (signal: AbortSignal) => Promise<T>): Promise<T | null> {
    try {
      return await bounded(what, call)
    } catch (error) {
      if (error instanceof StorageUnavailableError && isMissing(error.cause)) return null
      throw error
    }
  }

  const objectKey = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`)
    return prefix + key
  }

  async function* listUnder(under: string): AsyncGenerator<StoredFile> {
    let token: string | undefined
    do {
      const page = await bounded('list', (abortSignal) =>
        client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: under, ContinuationToken: token }), {
          abortSignal,
        }),
      )
      for (const object of page.Contents ?? []) {
        if (!object.Key?.startsWith(prefix)) continue
        yield { key: object.Key.slice(prefix.length), bytes: object.Size ?? 0, md5: md5OfEtag(object.ETag) }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
  }

  const storage: ImageStorage = {
    name,
    async put(key, data) {
      const md5 = createHash('md5').update(data)
      const answer = await bounded(`put ${key}`, (abortSignal) =>
        client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            Body: data,
            ContentLength: data.length,
            ContentType: contentType(key),
            // The store checks the bytes it got against it.
            ContentMD5: md5.digest('base64'),
            // What browsers keep when they fetch it from the store itself (S3_SERVE=redirect).
            CacheControl: IMMUTABLE,
          }),
          { abortSignal },
        ),
      )
      // Every S3 answers a stored object with its ETag; a 200 without one did not come from a store.
      if (!answer.ETag)
        throw new StorageUnavailableError('garbage', `${name}: put ${key}: an answer without an ETag`)
    },
    get: (key) =>
      orNull(`get ${key}`, async (abortSignal) => {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }), {
          abortSignal,
        })
        if (!answer.Body) throw new Error('no body')
        return Buffer.from(await answer.Body.transformToByteArray())
      }),
    open: (key) =>
      orNull(`get ${key}`, async (abortSignal) => {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }), {
          abortSignal,
        })
        if (!answer.Body || answer.ContentLength === undefined) throw new Error('no body or length')
        // Past the headers the deadline no longer applies: a stall is cut by the socket's time limit.
        return { body: answer.Body as Readable, bytes: answer.ContentLength }
      }),
    stat: (key) =>
      orNull(`stat ${key}`, async (abortSignal) => {
        const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }), {
          abortSignal,
        })
        return { key, bytes: answer.ContentLength ?? 0, md5: md5OfEtag(answer.ETag) }
      }),
    list: () => listUnder(prefix),
    async deletePrefix(under) {
      for await (const file of listUnder(`${objectKey(under)}/`)) {
        await bounded(`delete ${file.key}`, (abortSignal) =>
          client.send(new DeleteObjectCommand({ Bucket: bucket, Key: prefix + file.key }), { abortSignal }),
        )
      }
    },
    async check() {
      await bounded('check the bucket', (abortSignal) =>
        client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal }),
      ).catch((error: unknown) => {
        if (error instanceof StorageUnavailableError && isMissing(error.cause))
          throw new StorageUnavailableError('refused', `${name}: no such bucket`, { cause: error.cause })
        throw error
      })
    },
    close: () => client.destroy(),
  }
  if (options.redirect) {
    const now = options.now ?? (() => new Date())
    storage.signedUrl = (key) =>
      bounded(`sign ${key}`, async () => {
        const seconds = Math.floor(now().getTime() / 1000)
        const signedAt = seconds - (seconds % DAY_SECONDS)
        const url = await getSignedUrl(
          client,
          new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
          {
            expiresIn: SIGNED_FOR_SECONDS,
            signingDate: new Date(signedAt * 1000),
          },
        )
        return { url, maxAgeSeconds: signedAt + SIGNED_FOR_SECONDS - SIGNED_MARGIN_SECONDS - seconds }
      })
  }
  return storage
}

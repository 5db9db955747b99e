/** A response body read whole, but never past a size: a site (or service) that sends without end is cut off. */

/** The error a body past its limit gives; `describeSize` words the limit. */
export class TooLargeError extends Error {
  override name = 'TooLargeError'
}

export function describeSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round(bytes / 1024 / 1024)} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}

/**
 * The body's bytes, refused as soon as they pass `maxBytes` (before reading, when the length is announced).
 * Leaving the loop early cancels the stream, so the connection is not left sending.
 */
export async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  announcedLength?: string | null,
): Promise<Uint8Array> {
  const tooLarge = () => new TooLargeError(`The content is larger than ${describeSize(maxBytes)}.`)
  if (!body) return new Uint8Array()
  if (announcedLength && Number(announcedLength) > maxBytes) {
    await body.cancel().catch(() => undefined)
    throw tooLarge()
  }
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of body) {
    size += chunk.byteLength
    if (size > maxBytes) throw tooLarge()
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/** The body's first `maxBytes` bytes at most; the rest is not waited for (the stream is cancelled). */
export async function readStart(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<Uint8Array> {
  if (!body) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of body) {
    chunks.push(chunk)
    size += chunk.byteLength
    if (size >= maxBytes) break
  }
  return Buffer.concat(chunks).subarray(0, maxBytes)
}

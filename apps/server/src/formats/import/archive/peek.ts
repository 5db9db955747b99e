/**
 * The first bytes of a zip entry or a gzip without unpacking it: enough to tell its format (an XML root,
 * JSON keys, a text marker, a tar header) when a file is recognised. Only a prefix of the compressed data
 * is inflated, so a large or hostile entry costs a few kilobytes of work; a prefix that cannot be read
 * gives null.
 */
import { constants, gunzipSync, inflateRawSync, type ZlibOptions } from 'node:zlib'
import { isGzip } from './inflate.ts'
import type { ZipEntryRecord } from './zip-directory.ts'

const STORED = 0
const DEFLATED = 8
/** Compressed bytes inflated at most; deflate's best ratio is about 1:1000, hence also a cap on the output. */
const COMPRESSED_PREFIX = 16 * 1024
const MAX_OUTPUT = 2 * 1024 * 1024

/** The start of what compressed `data` unpacks to, through one of zlib's one-call unpackers. */
function unpackPrefix(
  data: Uint8Array,
  maxBytes: number,
  unpack: (data: Uint8Array, options: ZlibOptions) => Buffer,
): Uint8Array | null {
  // Highly repetitive data (or a bomb) passes the output cap from a few kilobytes: then a shorter prefix.
  for (let prefix = COMPRESSED_PREFIX; prefix >= 64; prefix /= 2) {
    try {
      const out = unpack(data.subarray(0, prefix), {
        // A prefix ends mid-stream: give what is there instead of "unexpected end of file".
        finishFlush: constants.Z_SYNC_FLUSH,
        maxOutputLength: MAX_OUTPUT,
      })
      return new Uint8Array(out.buffer, out.byteOffset, Math.min(out.length, maxBytes))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ERR_BUFFER_TOO_LARGE') return null
    }
  }
  return null
}

export function peekEntry(zip: Uint8Array, entry: ZipEntryRecord, maxBytes: number): Uint8Array | null {
  const data = zip.subarray(entry.dataStart, entry.dataStart + entry.compressedSize)
  if (entry.encrypted) return null
  if (entry.method === STORED) return data.subarray(0, maxBytes)
  if (entry.method !== DEFLATED) return null
  return unpackPrefix(data, maxBytes, inflateRawSync)
}

/** The start of what a gzip unpacks to; null when the file is not a gzip or its start cannot be read. */
export function peekGzip(file: Uint8Array, maxBytes: number): Uint8Array | null {
  return isGzip(file) ? unpackPrefix(file, maxBytes, gunzipSync) : null
}

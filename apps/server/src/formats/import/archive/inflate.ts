/**
 * Unpacks deflate and gzip data with fflate's streaming classes, a small slice at a time, counting every
 * byte produced against the import's budget and the size the header declared: a bomb is stopped after a
 * few megabytes, and a checksum catches corruption that still inflates.
 */
import { Gunzip, Inflate } from 'fflate'
import { crc32 } from 'node:zlib'
import { ImportFileError } from '../../imported-recipe.ts'
import type { UnpackBudget } from './budget.ts'
import { EntryError } from './entry-error.ts'

/**
 * Compressed bytes handed to fflate per step. At most ~1,000× this comes out of one step (deflate's best
 * ratio), about 16 MB, before a limit can stop it; smaller steps cost fflate far more time on honest data.
 */
const STEP = 16 * 1024

type Stream = Inflate | Gunzip

function pump(stream: Stream, input: Uint8Array): void {
  if (input.length === 0) {
    stream.push(input, true)
    return
  }
  for (let at = 0; at < input.length; at += STEP) {
    stream.push(input.subarray(at, at + STEP), at + STEP >= input.length)
  }
}

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0]
  const out = new Uint8Array(total)
  let at = 0
  for (const chunk of chunks) {
    out.set(chunk, at)
    at += chunk.length
  }
  return out
}

function run(
  stream: (onData: (chunk: Uint8Array) => void) => Stream,
  input: Uint8Array,
  cap: number,
  budget: UnpackBudget,
) {
  const chunks: Uint8Array[] = []
  let total = 0
  const sink = stream((chunk) => {
    total += chunk.length
    if (total > cap)
      throw new EntryError('it unpacks to more than its header says (corrupt, or built to explode)')
    budget.spend(chunk.length)
    chunks.push(chunk)
  })
  try {
    pump(sink, input)
  } catch (error) {
    if (error instanceof EntryError || error instanceof ImportFileError || !(error instanceof Error))
      throw error
    throw new EntryError(/EOF/i.test(error.message) ? 'it is truncated' : 'its compressed data is corrupt', {
      cause: error,
    })
  }
  return concat(chunks, total)
}

/** Inflates a zip entry's deflate data, which must come to exactly `size` bytes with checksum `crc`. */
export function inflateEntry(data: Uint8Array, size: number, crc: number, budget: UnpackBudget): Uint8Array {
  const out = run((onData) => new Inflate(onData), data, size, budget)
  if (out.length !== size) throw new EntryError('it is shorter than its header says (truncated or corrupt)')
  if (crc32(out) !== crc) throw new EntryError('its checksum does not match (corrupt)')
  return out
}

export function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === 0x1f && bytes[1] === 0x8b && bytes[2] === 8
}

/** Unpacks a gzip; the trailer's checksum and size are checked when the gzip is a single member. */
export function gunzip(data: Uint8Array, budget: UnpackBudget): Uint8Array {
  if (!isGzip(data)) throw new EntryError('it is not gzip data')
  let members = 1
  const out = run(
    (onData) => {
      const stream = new Gunzip(onData)
      stream.onmember = () => members++
      return stream
    },
    data,
    Number.POSITIVE_INFINITY,
    budget,
  )
  if (members === 1 && data.length >= 18) {
    const trailer = new DataView(data.buffer, data.byteOffset + data.length - 8, 8)
    const sizeMatches = trailer.getUint32(4, true) === out.length % 2 ** 32
    if (!sizeMatches || trailer.getUint32(0, true) !== crc32(out)) {
      throw new EntryError('its checksum does not match (corrupt or truncated)')
    }
  }
  return out
}

/**
 * Unpacks deflate and gzip data with Node's zlib (about five times fflate's speed on a Paprika entry, and an
 * import reads every entry twice), never letting one output grow past what may still be unpacked: the
 * import's budget, and for a zip entry the size its header declared. A bomb therefore stops at the limit
 * instead of filling memory, and zlib's checksums (and ours, for zip entries) catch corruption.
 */
import { crc32, gunzipSync, inflateRawSync } from 'node:zlib'
import type { UnpackBudget } from './budget.ts'
import { EntryError } from './entry-error.ts'

/** What zlib's complaint means for a person: the file is cut short, damaged, or fails its checksum. */
function entryErrorFrom(error: Error): EntryError {
  if (/unexpected end/i.test(error.message)) return new EntryError('it is truncated', { cause: error })
  if (/incorrect (data|length) check/i.test(error.message))
    return new EntryError('its checksum does not match (corrupt)', { cause: error })
  return new EntryError('its compressed data is corrupt', { cause: error })
}

/**
 * Runs one zlib call whose output may hold at most `cap` bytes (the declared size) and what the budget has
 * left, then spends what came out.
 */
function unpack(call: (maxOutputLength: number) => Buffer, cap: number, budget: UnpackBudget): Uint8Array {
  const budgetFirst = budget.left < cap
  // zlib refuses a limit below 1; an empty output still fits.
  const limit = Math.max(1, Math.min(cap, budget.left))
  let out: Buffer
  try {
    out = call(limit)
  } catch (error) {
    if (!(error instanceof Error)) throw error
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
      if (budgetFirst) budget.refuse()
      throw new EntryError('it unpacks to more than its header says (corrupt, or built to explode)')
    }
    throw entryErrorFrom(error)
  }
  budget.spend(out.length)
  return new Uint8Array(out.buffer, out.byteOffset, out.length)
}

/** Inflates a zip entry's deflate data, which must come to exactly `size` bytes with checksum `crc`. */
export function inflateEntry(data: Uint8Array, size: number, crc: number, budget: UnpackBudget): Uint8Array {
  const out = unpack((maxOutputLength) => inflateRawSync(data, { maxOutputLength }), size, budget)
  if (out.length < size) throw new EntryError('it is shorter than its header says (truncated or corrupt)')
  // Only an entry declared empty can get here with more (zlib's output limit is at least one byte).
  if (out.length > size)
    throw new EntryError('it unpacks to more than its header says (corrupt, or built to explode)')
  if (crc32(out) !== crc) throw new EntryError('its checksum does not match (corrupt)')
  return out
}

export function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === 0x1f && bytes[1] === 0x8b && bytes[2] === 8
}

/** Unpacks a gzip of one or more members; zlib checks each member's checksum and size. */
export function gunzip(data: Uint8Array, budget: UnpackBudget): Uint8Array {
  if (!isGzip(data)) throw new EntryError('it is not gzip data')
  return unpack((maxOutputLength) => gunzipSync(data, { maxOutputLength }), Number.POSITIVE_INFINITY, budget)
}

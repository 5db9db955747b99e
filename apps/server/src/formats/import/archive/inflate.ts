/**
 * Unpacks deflate and gzip data, never letting one output grow past what may still be unpacked: the
 * import's budget, and for a zip entry the size its header declared. A bomb stops at the limit, and the
 * memory it took is given back at once.
 *
 * Outputs up to 32 MiB (a Paprika recipe, a picture) are unpacked by zlib in one call, in one piece when
 * the data states its size truly: fast (an import reads every entry twice), and what a lie leaves behind is
 * at most 32 MiB, for the garbage collector. Anything larger is streamed through zlib on its thread pool
 * (the event loop stays free) into an UnpackedOutput, whose memory goes back to the system the moment the
 * budget or the declared size is passed. zlib's checksums, and the zip entry's CRC-32, catch corruption.
 */
import {
  crc32,
  createGunzip,
  createInflateRaw,
  gunzipSync,
  inflateRawSync,
  type Gunzip,
  type InflateRaw,
  type ZlibOptions,
} from 'node:zlib'
import type { UnpackBudget } from './budget.ts'
import { EntryError } from './entry-error.ts'
import { UnpackedOutput } from './unpacked-output.ts'

export const ONE_CALL_LIMIT = 32 * 1024 * 1024
const MIN_CHUNK_BYTES = 64 * 1024
/** zlib's output pieces when streaming: few enough to be quick, small enough to be garbage soon. */
const STREAM_CHUNK_BYTES = 256 * 1024

const tooLong = () => new EntryError('it unpacks to more than its header says (corrupt, or built to explode)')

/** What zlib's complaint means for a person: the file is cut short, damaged, or fails its checksum. */
function entryErrorFrom(error: Error): EntryError {
  if (/unexpected end/i.test(error.message)) return new EntryError('it is truncated', { cause: error })
  if (/incorrect (data|length) check/i.test(error.message))
    return new EntryError('its checksum does not match (corrupt)', { cause: error })
  return new EntryError('its compressed data is corrupt', { cause: error })
}

/**
 * One zlib call whose output may hold at most `limit` bytes, gathered in one piece when `expected` (what the
 * data declares) is right. Null when there is more.
 */
function unpackInOneCall(
  call: (options: ZlibOptions) => Buffer,
  limit: number,
  expected: number,
): Uint8Array | null {
  // zlib refuses a limit below 1 (an empty output still fits) and a chunk below 64 bytes.
  const maxOutputLength = Math.max(1, limit)
  const chunkSize = Math.max(64, Math.min(Math.max(expected + 1, MIN_CHUNK_BYTES), maxOutputLength + 1))
  try {
    const out = call({ maxOutputLength, chunkSize })
    return new Uint8Array(out.buffer, out.byteOffset, out.length)
  } catch (error) {
    if (!(error instanceof Error)) throw error
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return null
    throw entryErrorFrom(error)
  }
}

/**
 * Streams `data` through a zlib stream into `output`; `onChunk` sees each piece first and may throw to stop
 * there. The output's memory is freed whenever the unpacking ends in an error.
 */
async function unpackStreamed(
  stream: Gunzip | InflateRaw,
  data: Uint8Array,
  output: UnpackedOutput,
  onChunk: (chunk: Buffer) => void,
): Promise<Uint8Array> {
  try {
    await new Promise<void>((resolve, reject) => {
      stream.on('data', (chunk: Buffer) => {
        try {
          onChunk(chunk)
          output.append(chunk)
        } catch (error) {
          stream.destroy()
          reject(error instanceof Error ? error : new Error(String(error)))
        }
      })
      stream.on('error', (error) => reject(entryErrorFrom(error)))
      stream.on('end', resolve)
      stream.end(data)
    })
  } catch (error) {
    output.release()
    throw error
  }
  return output.take()
}

function checkEntry(out: Uint8Array, size: number, crc: number): Uint8Array {
  if (out.length < size) throw new EntryError('it is shorter than its header says (truncated or corrupt)')
  // Only an entry declared empty can get here with more (zlib's output limit is at least one byte).
  if (out.length > size) throw tooLong()
  if (crc32(out) !== crc) throw new EntryError('its checksum does not match (corrupt)')
  return out
}

/**
 * A zip entry of at most 32 MiB (a picture looked up while recipes are read), inflated at once; it must
 * come to exactly `size` bytes with checksum `crc`.
 */
export function inflateSmallEntry(
  data: Uint8Array,
  size: number,
  crc: number,
  budget: UnpackBudget,
): Uint8Array {
  if (size > ONE_CALL_LIMIT) throw new EntryError('it is larger than 32 MB')
  // An intact entry comes to its declared size: refused before any work when that cannot fit.
  budget.ensureRoomFor(size)
  const out = unpackInOneCall((options) => inflateRawSync(data, options), size, size)
  if (!out) {
    budget.spend(size)
    throw tooLong()
  }
  budget.spend(out.length)
  return checkEntry(out, size, crc)
}

/** Inflates a zip entry's deflate data, which must come to exactly `size` bytes with checksum `crc`. */
export async function inflateEntry(
  data: Uint8Array,
  size: number,
  crc: number,
  budget: UnpackBudget,
): Promise<Uint8Array> {
  if (size <= ONE_CALL_LIMIT) return inflateSmallEntry(data, size, crc, budget)
  budget.ensureRoomFor(size)
  let length = 0
  const out = await unpackStreamed(
    createInflateRaw({ chunkSize: STREAM_CHUNK_BYTES }),
    data,
    new UnpackedOutput(size),
    (chunk) => {
      length += chunk.length
      if (length > size) throw tooLong()
      budget.spend(chunk.length)
    },
  )
  return checkEntry(out, size, crc)
}

export function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === 0x1f && bytes[1] === 0x8b && bytes[2] === 8
}

/** What the last member's trailer says it unpacks to (modulo 2³²): a hint for the output's size, no more. */
function statedGzipSize(data: Uint8Array): number {
  if (data.length < 18) return 0
  return new DataView(data.buffer, data.byteOffset + data.length - 4, 4).getUint32(0, true)
}

/** Unpacks a gzip of one or more members; zlib checks each member's checksum and size. */
export async function gunzip(data: Uint8Array, budget: UnpackBudget): Promise<Uint8Array> {
  if (!isGzip(data)) throw new EntryError('it is not gzip data')
  const stated = statedGzipSize(data)
  if (stated <= ONE_CALL_LIMIT || budget.left <= ONE_CALL_LIMIT) {
    const limit = Math.min(budget.left, ONE_CALL_LIMIT)
    const out = unpackInOneCall((options) => gunzipSync(data, options), limit, stated)
    if (out) {
      budget.spend(out.length)
      return out
    }
    if (limit === budget.left) budget.refuse()
    // More than 32 MiB after all (several members, or a trailer that lies): unpacked again, streamed.
  }
  return unpackStreamed(
    createGunzip({ chunkSize: STREAM_CHUNK_BYTES }),
    data,
    new UnpackedOutput(Math.min(stated, budget.left)),
    (chunk) => budget.spend(chunk.length),
  )
}

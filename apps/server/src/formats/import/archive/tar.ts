/**
 * Reads a tar archive held in memory (POSIX ustar, GNU and old v7 headers): the files it holds, by name,
 * as views into the bytes. A tar is never compressed itself, so reading it unpacks nothing; its bytes were
 * already counted against the import's budget by whatever unpacked them (a gzip). Long names come from
 * GNU "././@LongLink" entries or pax headers; links, folders and devices are skipped. Every header's
 * checksum is checked, so damage is found rather than read as a recipe.
 */
import { ImportTooLargeError } from './budget.ts'
import { EntryError } from './entry-error.ts'
import { normalizeEntryName } from './entry-names.ts'

const BLOCK = 512
/** Regular files: "0", NUL in old archives, "7" (contiguous). */
const FILE_TYPES = new Set(['0', '\0', '7'])
const decoder = new TextDecoder()

export interface TarMember {
  /** Normalized like a zip entry's name ("a/b.kreml"). */
  name: string
  /** The member's bytes; shorter than `size` only when a prefix of the archive was read. */
  data: Uint8Array
  size: number
}

export interface TarReadOptions {
  /** The bytes are the archive's start: the last member may be cut short and the listing stop early. */
  partial?: boolean
  maxEntries?: number
}

/** A NUL-terminated text field of a header. */
function field(header: Uint8Array, start: number, length: number): string {
  const bytes = header.subarray(start, start + length)
  const end = bytes.indexOf(0)
  return decoder.decode(end < 0 ? bytes : bytes.subarray(0, end))
}

/** An octal number field (spaces and NULs around it allowed); null when it is not one. */
function octal(header: Uint8Array, start: number, length: number): number | null {
  const text = field(header, start, length).trim()
  return /^[0-7]{1,12}$/.test(text) ? parseInt(text, 8) : null
}

/** Whether the 512 bytes are a header: its stored checksum is the sum of its bytes, the checksum read as spaces. */
function isHeader(header: Uint8Array): boolean {
  if (header.length < BLOCK) return false
  const stored = octal(header, 148, 8)
  if (stored === null) return false
  let sum = 0
  for (let at = 0; at < BLOCK; at++) sum += at >= 148 && at < 156 ? 0x20 : (header[at] ?? 0)
  return sum === stored
}

/** Whether the bytes start with a tar header. */
export function isTar(bytes: Uint8Array): boolean {
  return isHeader(bytes.subarray(0, BLOCK))
}

/** The name a pax extended header gives the next member, or null when it gives none. */
function paxPath(data: Uint8Array): string | null {
  const match = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(decoder.decode(data))
  return match?.[1] ?? null
}

/** The member's own name: the ustar prefix joined to the name (GNU headers use those bytes for times). */
function headerName(header: Uint8Array): string {
  const name = field(header, 0, 100)
  const prefix = field(header, 257, 6) === 'ustar' ? field(header, 345, 155) : ''
  return prefix ? `${prefix}/${name}` : name
}

function isZeroBlock(block: Uint8Array): boolean {
  return block.every((byte) => byte === 0)
}

/**
 * The files of the archive, in order. Throws EntryError when a header is damaged or a member is cut short
 * (unless `partial`), ImportFileError for a name that climbs out of the archive, and ImportTooLargeError
 * past `maxEntries`.
 */
export function readTar(
  bytes: Uint8Array,
  { partial = false, maxEntries = Infinity }: TarReadOptions = {},
): TarMember[] {
  const members: TarMember[] = []
  let longName: string | null = null
  let at = 0
  while (at + BLOCK <= bytes.length) {
    const header = bytes.subarray(at, at + BLOCK)
    if (isZeroBlock(header)) return members
    if (!isHeader(header)) throw new EntryError('a tar header is damaged (its checksum does not match)')
    const size = octal(header, 124, 12)
    if (size === null) throw new EntryError('a tar header gives no size')
    const start = at + BLOCK
    const data = bytes.subarray(start, start + size)
    if (data.length < size && !partial) throw new EntryError('it is truncated')
    const type = String.fromCharCode(header[156] ?? 0)
    if (type === 'L') longName = decoder.decode(data).replace(/\0+$/, '')
    else if (type === 'x') longName = paxPath(data) ?? longName
    else {
      const name = normalizeEntryName(longName ?? headerName(header))
      // Old (v7) archives mark a folder only by the slash ending its name.
      if (FILE_TYPES.has(type) && !name.endsWith('/')) {
        if (members.length >= maxEntries) {
          throw new ImportTooLargeError(
            `The archive holds more than ${maxEntries} entries; an import may hold at most ${maxEntries}.`,
          )
        }
        members.push({ name, data, size })
      }
      longName = null
    }
    at = start + Math.ceil(size / BLOCK) * BLOCK
  }
  if (!partial && at < bytes.length) throw new EntryError('it is truncated')
  return members
}

/**
 * Reads a zip's table of contents (the central directory, PKWARE APPNOTE §4.3) without unpacking anything,
 * and checks that every entry's data lies inside the file, so a truncated archive is refused up front.
 */
import { ImportFileError } from '../../imported-recipe.ts'
import { ImportTooLargeError, type UnpackBudget } from './budget.ts'
import { normalizeEntryName } from './entry-names.ts'

export interface ZipEntryRecord {
  /** Normalized ("a/b.jpg"); folders end with "/". */
  name: string
  method: number
  encrypted: boolean
  crc: number
  compressedSize: number
  /** As the header declares it; checked while inflating, never trusted. */
  size: number
  dataStart: number
}

const END_OF_DIRECTORY = 0x06054b50
const DIRECTORY_ENTRY = 0x02014b50
const LOCAL_HEADER = 0x04034b50
const ZIP64_MARK = 0xffffffff

function findEndOfDirectory(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff)
  for (let at = view.byteLength - 22; at >= lowest; at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at
  }
  return -1
}

function decodeName(bytes: Uint8Array, utf8Flag: boolean): string {
  if (utf8Flag) return new TextDecoder().decode(bytes)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    // Old Windows zip tools write names in the local code page; windows-1252 reads the common letters.
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

export function readZipDirectory(bytes: Uint8Array, budget: UnpackBudget): ZipEntryRecord[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const corrupt = (why: string) => new ImportFileError(`The zip archive is corrupt: ${why}.`)
  const end = bytes.length >= 22 ? findEndOfDirectory(view) : -1
  if (end < 0) throw new ImportFileError('The zip archive is truncated: its table of contents is missing.')
  const count = view.getUint16(end + 10, true)
  const directorySize = view.getUint32(end + 12, true)
  const directoryStart = view.getUint32(end + 16, true)
  if (count === 0xffff || directorySize === ZIP64_MARK || directoryStart === ZIP64_MARK) {
    throw new ImportFileError('ZIP64 archives (over 4 GB or 65,535 entries) are not supported.')
  }
  if (count > budget.limits.maxEntries) {
    throw new ImportTooLargeError(
      `The archive holds ${count} entries; an import may hold at most ${budget.limits.maxEntries}.`,
    )
  }
  if (directoryStart + directorySize > end) throw corrupt('its table of contents lies outside the file')
  const entries: ZipEntryRecord[] = []
  let at = directoryStart
  let declaredTotal = 0
  for (let index = 0; index < count; index++) {
    if (at + 46 > end || view.getUint32(at, true) !== DIRECTORY_ENTRY)
      throw corrupt(`entry ${index + 1} is damaged`)
    const flags = view.getUint16(at + 8, true)
    const nameLength = view.getUint16(at + 28, true)
    const next = at + 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
    if (next > end) throw corrupt(`entry ${index + 1} is damaged`)
    const sizes = zip64Sizes(view, at, nameLength)
    const record = {
      name: normalizeEntryName(
        decodeName(bytes.subarray(at + 46, at + 46 + nameLength), (flags & 0x800) !== 0),
      ),
      method: view.getUint16(at + 10, true),
      encrypted: (flags & 1) !== 0,
      crc: view.getUint32(at + 16, true),
      compressedSize: sizes.compressedSize,
      size: sizes.size,
      dataStart: dataStartOf(view, sizes.localHeader, corrupt),
    }
    if (record.size === ZIP64_MARK || record.compressedSize === ZIP64_MARK) {
      throw new ImportFileError('ZIP64 archives (over 4 GB or 65,535 entries) are not supported.')
    }
    if (record.dataStart + record.compressedSize > directoryStart) {
      throw new ImportFileError(`The zip archive is truncated: "${record.name}" is cut off.`)
    }
    declaredTotal += record.size
    entries.push(record)
    at = next
  }
  // Declared sizes can lie low (bombs are caught while inflating), but a declared total over the limit is
  // already enough to refuse the file before unpacking anything.
  budget.ensureRoomFor(declaredTotal)
  return entries
}

/**
 * An entry's sizes and local header offset. A field written as 0xFFFFFFFF is in the entry's ZIP64 extra
 * field (ID 0x0001, the marked fields in this order, 8 bytes each): Apple's archivers write small files
 * that way (Mela's .melarecipes exports). A mark without that field stays a mark, and is refused.
 */
function zip64Sizes(view: DataView, at: number, nameLength: number) {
  const fields = [view.getUint32(at + 24, true), view.getUint32(at + 20, true), view.getUint32(at + 42, true)]
  if (fields.includes(ZIP64_MARK)) {
    let extra = at + 46 + nameLength
    const extraEnd = Math.min(extra + view.getUint16(at + 30, true), view.byteLength)
    while (extra + 4 <= extraEnd && view.getUint16(extra, true) !== 1) {
      extra += 4 + view.getUint16(extra + 2, true)
    }
    const dataEnd =
      extra + 4 <= extraEnd ? Math.min(extra + 4 + view.getUint16(extra + 2, true), extraEnd) : 0
    let read = extra + 4
    for (const [index, value] of fields.entries()) {
      if (value !== ZIP64_MARK || read + 8 > dataEnd) continue
      const wide = view.getBigUint64(read, true)
      read += 8
      if (wide < BigInt(ZIP64_MARK)) fields[index] = Number(wide)
    }
  }
  const [size = 0, compressedSize = 0, localHeader = 0] = fields
  return { size, compressedSize, localHeader }
}

function dataStartOf(view: DataView, localHeader: number, corrupt: (why: string) => Error): number {
  if (localHeader + 30 > view.byteLength || view.getUint32(localHeader, true) !== LOCAL_HEADER) {
    throw corrupt('an entry points at a missing header')
  }
  return localHeader + 30 + view.getUint16(localHeader + 26, true) + view.getUint16(localHeader + 28, true)
}

/**
 * Edits the table of contents of a zip built by a test, to make the lying archives that real attacks and
 * damaged downloads produce: wrong declared sizes, flags and methods fflate would never write.
 */

type Field = 'flags' | 'method' | 'crc' | 'compressedSize' | 'size'

const OFFSETS: Record<Field, { at: number; width: 2 | 4 }> = {
  flags: { at: 8, width: 2 },
  method: { at: 10, width: 2 },
  crc: { at: 16, width: 4 },
  compressedSize: { at: 20, width: 4 },
  size: { at: 24, width: 4 },
}

/** Offsets of the central directory entries, in order. */
function directoryEntries(zip: Uint8Array): number[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
  let end = zip.length - 22
  while (end > 0 && view.getUint32(end, true) !== 0x06054b50) end--
  const count = view.getUint16(end + 10, true)
  const offsets: number[] = []
  let at = view.getUint32(end + 16, true)
  for (let i = 0; i < count; i++) {
    offsets.push(at)
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
  }
  return offsets
}

/** A copy of the zip with one field of the index-th directory entry changed. */
export function patchDirectoryEntry(zip: Uint8Array, index: number, field: Field, value: number): Uint8Array {
  const copy = zip.slice()
  const view = new DataView(copy.buffer)
  const entry = directoryEntries(copy)[index]
  if (entry === undefined) throw new Error(`no entry ${index}`)
  const { at, width } = OFFSETS[field]
  if (width === 2) view.setUint16(entry + at, value, true)
  else view.setUint32(entry + at, value, true)
  return copy
}

/** A copy of the zip whose end record claims another number of entries. */
export function patchEntryCount(zip: Uint8Array, count: number): Uint8Array {
  const copy = zip.slice()
  const view = new DataView(copy.buffer)
  let end = copy.length - 22
  while (end > 0 && view.getUint32(end, true) !== 0x06054b50) end--
  view.setUint16(end + 8, count, true)
  view.setUint16(end + 10, count, true)
  return copy
}

/**
 * A copy of the zip whose directory entries give their sizes in ZIP64 extra fields (0xFFFFFFFF in the
 * entry, the real sizes in extra field 0x0001), as Apple's archivers write even small files.
 */
export function withZip64Sizes(zip: Uint8Array): Uint8Array {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
  let end = zip.length - 22
  while (end > 0 && view.getUint32(end, true) !== 0x06054b50) end--
  const start = view.getUint32(end + 16, true)
  const entries = directoryEntries(zip).map((at) => {
    const nameEnd = at + 46 + view.getUint16(at + 28, true)
    const extraEnd = nameEnd + view.getUint16(at + 30, true)
    const header = zip.slice(at, extraEnd)
    const headerView = new DataView(header.buffer)
    const extra = new DataView(new ArrayBuffer(20))
    extra.setUint16(0, 1, true)
    extra.setUint16(2, 16, true)
    extra.setBigUint64(4, BigInt(headerView.getUint32(24, true)), true)
    extra.setBigUint64(12, BigInt(headerView.getUint32(20, true)), true)
    headerView.setUint32(20, 0xffffffff, true)
    headerView.setUint32(24, 0xffffffff, true)
    headerView.setUint16(30, extraEnd - nameEnd + 20, true)
    const comment = zip.subarray(extraEnd, extraEnd + view.getUint16(at + 32, true))
    return [header, new Uint8Array(extra.buffer), comment]
  })
  const directory = entries.flat()
  const record = zip.slice(end, end + 22)
  new DataView(record.buffer).setUint32(
    12,
    directory.reduce((sum, part) => sum + part.length, 0),
    true,
  )
  const parts = [zip.subarray(0, start), ...directory, record]
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

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

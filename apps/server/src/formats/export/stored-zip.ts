/**
 * A zip written one whole file at a time, each stored as it is (for files compressed already, like
 * Paprika's gzipped recipes). Written here rather than with fflate's streaming Zip for two reasons:
 * - Each file is complete when added, so its size and CRC go in its local header. fflate's stream puts
 *   them in a trailing data descriptor, which readers that walk a zip from the front (Java's
 *   ZipInputStream, used by Android apps) refuse for stored files.
 * - Only the central directory is kept until the end, packed into 64 KiB blocks: about 100 bytes a file,
 *   where fflate keeps about 1.4 KB of objects and closures per file.
 * No ZIP64: past 65,535 files or 4 GiB the writer throws rather than write a zip that lies.
 */
import { crc32 } from 'node:zlib'

const LOCAL_HEADER = 30
const DIRECTORY_HEADER = 46
const END_RECORD = 22
const MOST_FILES = 0xffff
const LARGEST_OFFSET = 0xffff_ffff
const BLOCK = 64 * 1024
const UTF8_NAMES = 0x0800
const VERSION = 20

/** MS-DOS time and date (UTC, two-second steps); dates outside 1980–2107 become 1980-01-01. */
function dosTime(date: Date): { time: number; date: number } {
  const year = date.getUTCFullYear()
  if (Number.isNaN(year) || year < 1980 || year > 2107) return { time: 0, date: (1 << 5) | 1 }
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  }
}

export class StoredZipWriter {
  #offset = 0
  #files = 0
  readonly #directory: Buffer[] = []
  #block = Buffer.alloc(BLOCK)
  #used = 0

  /** The bytes that add one file: its local header, then the data. */
  add(name: string, data: Uint8Array, modified: Date): Uint8Array[] {
    const encodedName = Buffer.from(name, 'utf8')
    if (this.#files === MOST_FILES) throw new Error('a zip without ZIP64 holds at most 65,535 files')
    const end = this.#offset + LOCAL_HEADER + encodedName.length + data.length
    if (end > LARGEST_OFFSET) throw new Error('a zip without ZIP64 holds at most 4 GiB')
    const { time, date } = dosTime(modified)
    const crc = crc32(data)
    const header = Buffer.alloc(LOCAL_HEADER + encodedName.length)
    header.writeUInt32LE(0x04034b50, 0)
    header.writeUInt16LE(VERSION, 4)
    header.writeUInt16LE(UTF8_NAMES, 6)
    header.writeUInt16LE(0, 8) // stored
    header.writeUInt16LE(time, 10)
    header.writeUInt16LE(date, 12)
    header.writeUInt32LE(crc, 14)
    header.writeUInt32LE(data.length, 18)
    header.writeUInt32LE(data.length, 22)
    header.writeUInt16LE(encodedName.length, 26)
    header.writeUInt16LE(0, 28)
    encodedName.copy(header, LOCAL_HEADER)

    const record = this.#reserve(DIRECTORY_HEADER + encodedName.length)
    record.writeUInt32LE(0x02014b50, 0)
    record.writeUInt16LE(VERSION, 4)
    // From the local header: version needed, flags, method, time, date, CRC, sizes, name length.
    header.copy(record, 6, 4, 30)
    record.writeUInt16LE(0, 32) // comment length
    record.writeUInt16LE(0, 34) // disk
    record.writeUInt16LE(0, 36) // internal attributes
    record.writeUInt32LE(0, 38) // external attributes
    record.writeUInt32LE(this.#offset, 42)
    encodedName.copy(record, DIRECTORY_HEADER)

    this.#offset = end
    this.#files += 1
    return [header, data]
  }

  /** The bytes that close the zip: the central directory and its end record. */
  finish(): Uint8Array[] {
    const blocks = [...this.#directory, this.#block.subarray(0, this.#used)]
    const size = blocks.reduce((total, block) => total + block.length, 0)
    if (this.#offset + size > LARGEST_OFFSET) throw new Error('a zip without ZIP64 holds at most 4 GiB')
    const end = Buffer.alloc(END_RECORD)
    end.writeUInt32LE(0x06054b50, 0)
    end.writeUInt16LE(this.#files, 8)
    end.writeUInt16LE(this.#files, 10)
    end.writeUInt32LE(size, 12)
    end.writeUInt32LE(this.#offset, 16)
    return [...blocks, end]
  }

  /** Room for a directory record at the end of the current block (a new one when it is full). */
  #reserve(length: number): Buffer {
    if (this.#used + length > this.#block.length) {
      this.#directory.push(this.#block.subarray(0, this.#used))
      this.#block = Buffer.alloc(Math.max(BLOCK, length))
      this.#used = 0
    }
    const record = this.#block.subarray(this.#used, this.#used + length)
    this.#used += length
    return record
  }
}

/**
 * A zip opened for reading one entry at a time: the table of contents is read and checked when the file is
 * opened, and an entry is inflated only when asked for, within the import's unpack budget. Entries are read
 * asynchronously (a large one streams through zlib's thread pool); pictures, looked up while recipes are
 * mapped, synchronously, up to 32 MB.
 */
import { crc32 } from 'node:zlib'
import { ImportFileError, type ImportedImage } from '../../imported-recipe.ts'
import type { UnpackBudget } from './budget.ts'
import { EntryError } from './entry-error.ts'
import { baseName, isAbsoluteReference, isSystemJunk, resolveReference } from './entry-names.ts'
import { inflateEntry, inflateSmallEntry } from './inflate.ts'
import { peekEntry } from './peek.ts'
import { readZipDirectory, type ZipEntryRecord } from './zip-directory.ts'

export type { ZipEntryRecord } from './zip-directory.ts'

/** The picture a recipe refers to by file name or path, or null when the archive has no intact one. */
export type FindPicture = (reference: string) => ImportedImage | null

/** A local file header or an empty archive's end record: "PK\x03\x04" or "PK\x05\x06". */
export function isZip(bytes: Uint8Array): boolean {
  return (
    bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && bytes[3] === bytes[2] + 1
  )
}

export class ZipArchive {
  /** The files, in archive order; folders and what the zipping machine added (isSystemJunk) left out. */
  readonly entries: readonly ZipEntryRecord[]
  readonly #bytes: Uint8Array
  readonly #budget: UnpackBudget

  private constructor(bytes: Uint8Array, entries: ZipEntryRecord[], budget: UnpackBudget) {
    this.#bytes = bytes
    this.entries = entries
    this.#budget = budget
  }

  /** Throws ImportFileError when the file is not a zip, is truncated or corrupt, or names unsafe paths. */
  static open(bytes: Uint8Array, budget: UnpackBudget): ZipArchive {
    if (bytes.length === 0) throw new ImportFileError('The file is empty.')
    if (!isZip(bytes)) throw new ImportFileError('The file is not a zip archive.')
    const entries = readZipDirectory(bytes, budget).filter(
      (entry) => !entry.name.endsWith('/') && !isSystemJunk(entry.name),
    )
    return new ZipArchive(bytes, entries, budget)
  }

  /** The entry at this path, matched exactly first and then ignoring case (Windows apps mix it). */
  find(path: string): ZipEntryRecord | undefined {
    const lower = path.toLowerCase()
    return (
      this.entries.find((e) => e.name === path) ?? this.entries.find((e) => e.name.toLowerCase() === lower)
    )
  }

  /** The first entry with this file name in any folder, ignoring case; for references to absolute paths. */
  findByBaseName(name: string): ZipEntryRecord | undefined {
    const lower = baseName(name).toLowerCase()
    if (lower === '') return undefined
    return this.entries.find((entry) => baseName(entry.name).toLowerCase() === lower)
  }

  /**
   * The entry a file inside the archive refers to, from that file's folder: an absolute path (the author's
   * own disk) can only match by file name; a relative one is resolved, then matched by its file name when
   * the exact path is missing; one that climbs out of the archive matches nothing.
   */
  findReferenced(folder: string, reference: string): ZipEntryRecord | undefined {
    if (isAbsoluteReference(reference)) return this.findByBaseName(reference)
    const path = resolveReference(folder, reference)
    return path === null ? undefined : (this.find(path) ?? this.findByBaseName(path))
  }

  /** Pictures referred to from a file in `folder`, found as findReferenced finds them and read if intact. */
  pictureFinder(folder: string): FindPicture {
    return (reference) => {
      const data = this.readIfIntact(this.findReferenced(folder, reference))
      return data ? { kind: 'bytes', data } : null
    }
  }

  /** The first bytes of an entry, unpacking only a prefix of it (see peekEntry); null when unreadable. */
  peek(entry: ZipEntryRecord, maxBytes: number): Uint8Array | null {
    return peekEntry(this.#bytes, entry, maxBytes)
  }

  /** The bytes of an entry the file cannot do without: a damaged one fails the whole file. */
  async readRequired(entry: ZipEntryRecord): Promise<Uint8Array> {
    try {
      return await this.read(entry)
    } catch (error) {
      if (error instanceof EntryError)
        throw new ImportFileError(`"${entry.name}" cannot be read: ${error.message}.`)
      throw error
    }
  }

  /**
   * The bytes of a picture, which can be done without: null when it is absent, damaged, or larger than
   * 32 MB (more than any picture an import keeps).
   */
  readIfIntact(entry: ZipEntryRecord | undefined): Uint8Array | null {
    if (!entry) return null
    try {
      return (
        this.#readStored(entry) ?? inflateSmallEntry(this.#data(entry), entry.size, entry.crc, this.#budget)
      )
    } catch (error) {
      if (error instanceof EntryError) return null
      throw error
    }
  }

  /** The entry's bytes; throws EntryError when it is corrupt and ImportTooLargeError over the budget. */
  async read(entry: ZipEntryRecord): Promise<Uint8Array> {
    return this.#readStored(entry) ?? inflateEntry(this.#data(entry), entry.size, entry.crc, this.#budget)
  }

  #data(entry: ZipEntryRecord): Uint8Array {
    if (entry.encrypted) throw new EntryError('it is encrypted')
    return this.#bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize)
  }

  /** A stored (uncompressed) entry's bytes, checked; null for a deflated one. */
  #readStored(entry: ZipEntryRecord): Uint8Array | null {
    const data = this.#data(entry)
    if (entry.method === 8) return null
    if (entry.method !== 0)
      throw new EntryError(`it uses compression method ${entry.method}, which is not supported`)
    if (data.length !== entry.size)
      throw new EntryError('its stored size does not match its header (corrupt)')
    this.#budget.spend(data.length)
    if (crc32(data) !== entry.crc) throw new EntryError('its checksum does not match (corrupt)')
    return data
  }
}

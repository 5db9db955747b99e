/**
 * What recognising a file's format looks at: its first bytes, those bytes as text, for a zip the names in
 * its table of contents and the starts of a few of its members, and for a gzip the start of what it holds.
 * Nothing is unpacked whole, so recognising a 100 MB archive reads its head, its directory and a few
 * kilobytes of a few members. Each reader exports a `recognizes…(sample)` test over this.
 */
import { UnpackBudget } from './archive/budget.ts'
import { isSystemJunk } from './archive/entry-names.ts'
import { peekEntry, peekGzip } from './archive/peek.ts'
import { readZipDirectory, type ZipEntryRecord } from './archive/zip-directory.ts'
import { isZip } from './archive/zip.ts'
import { DEFAULT_IMPORT_LIMITS, ImportFileError } from '../imported-recipe.ts'
import { decodeText } from './text-encoding.ts'

/** How much of a file's (or a member's) start is decoded for the text markers of its format. */
export const SAMPLE_BYTES = 64 * 1024
/** Members of a zip whose starts are read: enough to see what the archive holds, whatever its size. */
const PEEKED_MEMBERS = 8
const PICTURE = /\.(jpe?g|png|gif|webp|heic|heif|bmp|tiff?|svg|ico)$/i

export interface MemberHead {
  name: string
  /** The member's first bytes as text (as FileSample.text). */
  text: string
}

export interface FileSample {
  /** The file's first bytes, at most SAMPLE_BYTES. */
  head: Uint8Array
  /** Those bytes as text (a mark, else UTF-8, else Windows-1252); a character cut at the end is left out. */
  text: string
  /** A zip's member names (normalised; folders and system junk left out), or null when not a readable zip. */
  members: string[] | null
  /** The starts of a zip's first few members that are not pictures, in archive order. */
  memberHeads: MemberHead[]
  /** For a gzip, the first SAMPLE_BYTES it unpacks to; null for other files and a gzip whose start is unreadable. */
  gzipHead: Uint8Array | null
}

export function sampleOf(file: Uint8Array): FileSample {
  const head = file.subarray(0, SAMPLE_BYTES)
  const entries = zipEntries(file)
  return {
    head,
    text: decodeText(head, { partial: head.length < file.length }),
    members: entries?.map((entry) => entry.name) ?? null,
    memberHeads: (entries ?? [])
      .filter((entry) => !PICTURE.test(entry.name))
      .slice(0, PEEKED_MEMBERS)
      .flatMap((entry) => {
        const start = peekEntry(file, entry, SAMPLE_BYTES)
        return start
          ? [{ name: entry.name, text: decodeText(start, { partial: start.length < entry.size }) }]
          : []
      }),
    gzipHead: peekGzip(file, SAMPLE_BYTES),
  }
}

function zipEntries(file: Uint8Array): ZipEntryRecord[] | null {
  if (!isZip(file)) return null
  try {
    // Only names are read here: an archive too large to import is still recognised, and refused as such.
    const listing = new UnpackBudget({ ...DEFAULT_IMPORT_LIMITS, maxUnpackedBytes: Number.MAX_SAFE_INTEGER })
    return readZipDirectory(file, listing).filter(
      (entry) => !entry.name.endsWith('/') && !isSystemJunk(entry.name),
    )
  } catch (error) {
    if (error instanceof ImportFileError) return null
    throw error
  }
}

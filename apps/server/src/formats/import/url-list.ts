/**
 * A text file of web addresses, one a line (a list kept in a notes app, a browser's tabs copied out): each
 * address becomes an entry to clip, any other line a failure that says so. The reader stays pure: it only
 * yields the addresses, and the import job clips their pages (modules/imports/clip-addresses.ts), as
 * POST /data/import/urls does with pasted ones.
 */
import { isWebAddress, MAX_ADDRESS_CHARS, sameAddressKey } from '@rosemary/shared'
import { MAX_IMPORT_URLS } from '@rosemary/shared/contract'
import { ImportFileError, type ImportFormat, type ReadItem } from '../imported-recipe.ts'
import { type FileSample, SAMPLE_BYTES } from './file-sample.ts'
import { decodeText } from './text-encoding.ts'

/** 500 addresses of 2,000 characters: a larger file is not a list of addresses to clip. */
const MAX_LIST_BYTES = MAX_IMPORT_URLS * (MAX_ADDRESS_CHARS + 2)
/** A failure's title: the start of a line that is not an address. */
const TITLE_CHARS = 80

function nonBlankLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

/** Plain text whose non-blank lines are mostly (three in four) web addresses. */
export function recognizesUrlList(sample: FileSample): boolean {
  if (sample.members !== null || sample.text.includes('\u0000')) return false
  const lines = nonBlankLines(sample.text)
  // A sample of a longer file may end mid-line.
  if (sample.head.length >= SAMPLE_BYTES && lines.length > 1) lines.pop()
  const addresses = lines.filter(isWebAddress).length
  return addresses > 0 && addresses * 4 >= lines.length * 3
}

export const openUrlList: ImportFormat<ReadItem> = async (file) => {
  if (file.length > MAX_LIST_BYTES)
    throw new ImportFileError('This list of web addresses is too large: one import clips at most 500 pages.')
  const lines = nonBlankLines(decodeText(file))
  const seen = new Set<string>()
  const items: ReadItem[] = []
  for (const line of lines) {
    if (!isWebAddress(line)) {
      const title = line.length > TITLE_CHARS ? `${line.slice(0, TITLE_CHARS)}…` : line
      items.push({ failure: { title, reason: 'This line is not a web address.' } })
    } else if (!seen.has(sameAddressKey(line))) {
      seen.add(sameAddressKey(line))
      items.push({ address: line })
    }
  }
  if (seen.size > MAX_IMPORT_URLS) {
    throw new ImportFileError(
      `This list holds ${seen.size} web addresses; one import clips at most ${MAX_IMPORT_URLS} pages. Split it.`,
    )
  }
  return {
    total: items.length,
    items: async function* () {
      yield* items
    },
  }
}

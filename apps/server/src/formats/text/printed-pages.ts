/**
 * What a browser or a PDF prints on every page around a recipe, left out of the recipe's lines: page
 * numbers ("Page 2 of 3", "2/3", "- 2 -"), the address at the foot of a page ("https://… 1/2") and the
 * date and time at its head ("29/11/2026, 18:40 Lemon Cake | Site"). At a page break in the middle of a
 * list or a method, the list goes on past them.
 */
import { PAGE_LINE } from './line-words.ts'
import type { TextLine } from './text-lines.ts'

/** "- 2 -", "— 2 —": a page's number between dashes (the first dash may have been read as a bullet). */
const DASHED_NUMBER = /^(?:[-–—]\s*)?\d{1,4}\s*[-–—]$/u
const ADDRESS = String.raw`(?:https?://|www\.)\S+`
/** "https://example.com/cake 1/2": a printout's foot. */
const ADDRESS_AND_PAGE = new RegExp(String.raw`^${ADDRESS}\s+\d{1,4}\s*/\s*\d{1,4}$`, 'iu')
const ADDRESS_ALONE = new RegExp(`^${ADDRESS}$`, 'iu')
/** "29/11/2026, 18:40 …", "11/29/26, 6:40 PM …": the date and time a browser prints a page at. */
const PRINTED_AT = /^\d{1,4}[./-]\d{1,2}[./-]\d{2,4},?\s+\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?(?![\p{L}\p{N}])/iu

const isPageNumber = (text: string | undefined) =>
  text !== undefined && (PAGE_LINE.test(text) || DASHED_NUMBER.test(text))

/**
 * The line is a page's number, head or foot; an address alone is one when a page number stands beside
 * it (a printout's foot broken in two), since a recipe may give its source as a bare address.
 */
export function isPageFurniture(lines: readonly TextLine[], index: number): boolean {
  const text = lines[index]?.text.trim() ?? ''
  if (isPageNumber(text) || ADDRESS_AND_PAGE.test(text) || PRINTED_AT.test(text)) return true
  const beside = [lines[index - 1]?.text.trim(), lines[index + 1]?.text.trim()]
  return ADDRESS_ALONE.test(text) && beside.some(isPageNumber)
}

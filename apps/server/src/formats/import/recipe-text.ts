/**
 * Shapes the text sources hold into Rosemary's recipe fields: ingredients and instructions one item a line
 * (blank lines dropped, a `[header]` line for a section), notes and descriptions as paragraphs, and a title
 * that fits the 255 characters a recipe title may have.
 */

const MAX_TITLE = 255

/** The non-blank lines of a text, trimmed; any line ending (CRLF from Windows apps, CR from old Macs). */
export function toLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

/** One item a line, from items that may themselves hold several lines. */
export function joinLines(items: Iterable<string>): string {
  return [...items].flatMap(toLines).join('\n')
}

/** A section header line: "Sauce" → "[Sauce]" (existing brackets are not doubled); "" when empty. */
export function asHeader(text: string): string {
  const name = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .trim()
  return name === '' ? '' : `[${name}]`
}

/** Free text with its line endings unified, each line's trailing space removed and blank runs collapsed. */
export function cleanParagraphs(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** Non-empty parts as paragraphs separated by a blank line. */
export function joinParagraphs(parts: Iterable<string>): string {
  return [...parts]
    .map(cleanParagraphs)
    .filter((part) => part !== '')
    .join('\n\n')
}

/**
 * The title on one line and at most 255 UTF-16 units (what the title's validation counts), cut between
 * whole characters so an emoji or accented letter is never split; the fallback when the source has none.
 */
export function recipeTitle(title: string, fallback: string): string {
  const oneLine = title.replace(/\s+/g, ' ').trim() || fallback.replace(/\s+/g, ' ').trim() || 'Untitled'
  if (oneLine.length <= MAX_TITLE) return oneLine
  let clipped = ''
  for (const { segment } of new Intl.Segmenter().segment(oneLine)) {
    if (clipped.length + segment.length > MAX_TITLE) break
    clipped += segment
  }
  return clipped.trim()
}

// A number, a fraction or a vulgar fraction; not a step number ("1." / "2)") or the start of a longer number.
const LEADING_QUANTITY = /^(?:\d+(?:[.,/]\d+)?|[½⅓⅔¼¾⅛⅜⅝⅞])(?![\d.,/)])/

/** Whether a line opens with an amount, as ingredient lines do ("2 eggs", "½ cup milk"), not "1. Mix". */
export function startsWithQuantity(line: string): boolean {
  return LEADING_QUANTITY.test(line.trim())
}

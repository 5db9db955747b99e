/**
 * A page's lines shown twice in a row: a page built for two screen sizes often writes its ingredient list or
 * method twice, one copy for each, and leaves it to its stylesheet to show one. A reader sees it once, so a
 * run of lines that repeats the run just before it is read once.
 */
import type { TextLine } from '../text/read-recipe-text.ts'

/** What tells two lines apart. */
type LineKey<Line> = (line: Line) => string

/** The text reader's lines are the same when their text and kind are (a heading is not a step). */
export const textAndKind: LineKey<TextLine> = (line) => `${line.kind}\u0000${line.text}`

/** A single line repeated is the page's own (a divider, "Add to list" under each item): runs are longer. */
const MIN_RUN = 2
/** The longest run looked for: a recipe's list or method, not a whole page. Bounds the work per line. */
const MAX_RUN = 120

function repeatsRunBefore(keys: readonly string[], start: number, length: number): boolean {
  if (start + length > keys.length) return false
  for (let offset = 0; offset < length; offset += 1) {
    if (keys[start - length + offset] !== keys[start + offset]) return false
  }
  return true
}

/**
 * The lines without the second copy of a run shown twice in a row, lines told apart by their key: the
 * visible text's lines, or a section's lines under a heading.
 */
export function withoutRunsShownTwice<Line extends { text: string }>(
  lines: readonly Line[],
  key: LineKey<Line>,
): Line[] {
  const keys = lines.map(key)
  const kept: Line[] = []
  const lastSeen = new Map<string, number>()
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]
    if (!line) continue
    const previous = line.text === '' ? undefined : lastSeen.get(line.text)
    lastSeen.set(line.text, index)
    const length = previous === undefined ? 0 : index - previous
    if (length >= MIN_RUN && length <= MAX_RUN && repeatsRunBefore(keys, index, length)) {
      index += length - 1
      continue
    }
    kept.push(line)
  }
  return kept
}

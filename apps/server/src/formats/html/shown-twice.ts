/**
 * A page's lines shown twice in a row: a page built for two screen sizes often writes its ingredient list or
 * method twice, one copy for each, and leaves it to its stylesheet to show one. A reader sees it once, so a
 * run of lines that repeats the run just before it is read once.
 */
import type { TextLine } from '../text/read-recipe-text.ts'

/** A single line repeated is the page's own (a divider, "Add to list" under each item): runs are longer. */
const MIN_RUN = 2
/** The longest run looked for: a recipe's list or method, not a whole page. Bounds the work per line. */
const MAX_RUN = 120

const sameLine = (a: TextLine | undefined, b: TextLine | undefined) =>
  a !== undefined && a.text === b?.text && a.kind === b.kind

function repeatsRunBefore(lines: readonly TextLine[], start: number, length: number): boolean {
  if (start + length > lines.length) return false
  for (let offset = 0; offset < length; offset += 1) {
    if (!sameLine(lines[start - length + offset], lines[start + offset])) return false
  }
  return true
}

/** The lines without the second copy of a run shown twice in a row. */
export function withoutRunsShownTwice(lines: readonly TextLine[]): TextLine[] {
  const kept: TextLine[] = []
  const lastSeen = new Map<string, number>()
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]
    if (!line) continue
    const previous = line.text === '' ? undefined : lastSeen.get(line.text)
    lastSeen.set(line.text, index)
    const length = previous === undefined ? 0 : index - previous
    if (length >= MIN_RUN && length <= MAX_RUN && repeatsRunBefore(lines, index, length)) {
      index += length - 1
      continue
    }
    kept.push(line)
  }
  return kept
}

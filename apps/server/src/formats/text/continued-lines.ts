/**
 * Lines a printout or a narrow window wrapped, joined back: a line that does not end a sentence and a
 * next line starting in lower case are one ("Stir in the flour and" / "the milk."); in a numbered
 * method, unnumbered lines belong to the step above; where the writer ends sentences with full stops, a
 * line as wide as the widest that ends without one goes on in the next. Ingredients join only after a
 * comma or an open bracket ("1 tbsp oil, plus" / "extra for frying"), as lists often start in lower case.
 */
import { isCapitalLabel, isGroupLabel, isShortLabel } from './line-shapes.ts'
import { type Line, readerLine } from './reader-lines.ts'

export type JoinMode = 'ingredients' | 'steps' | 'text'

const SENTENCE_END = /[.!?…。！？:;]["'”’»)]*$/u
const LOWER_START = /^["'(“‘«]?\p{Ll}/u
const OPEN_END = /[,(&+/–-]$/u
/** "tempera-" / "ture": a word broken at the end of a line. */
const BROKEN_WORD = /\p{L}-$/u
const MIN_WRAPPED = 40
const MAX_WRAPPED = 150
const WRAPPED_SHARE = 0.7

interface Joining {
  first: Line
  parts: string[]
  /** The index of the line joined last. */
  last: number
}

interface Context {
  mode: JoinMode
  numbered: boolean
  /** Lines at least this long were wrapped, when the writer ends sentences with full stops. */
  wrapWidth: number
}

function continues(joining: Joining, line: Line, context: Context): boolean {
  const { first } = joining
  const last = joining.parts.at(-1) ?? ''
  const plain = (kind: Line['kind']) => kind === 'line' || kind === 'item'
  if (line.index !== joining.last + 1 || first.block !== line.block) return false
  if (line.marker || !plain(line.kind) || !plain(first.kind)) return false
  if (line.facts || line.heading) return false
  const lower = LOWER_START.test(line.text)
  if (context.mode === 'ingredients') return OPEN_END.test(last) && lower && !line.shape.leadAmount
  if (context.numbered && first.marker === 'number') {
    const label = isShortLabel(line.text, line.shape) && SENTENCE_END.test(last)
    return !isGroupLabel(line.text, line.shape) && !isCapitalLabel(line.text, line.shape) && !label
  }
  if (SENTENCE_END.test(last)) return false
  const wrapped = last.length >= context.wrapWidth && !line.shape.verb && !line.shape.leadAmount
  return lower || wrapped
}

function contextOf(lines: readonly Line[], mode: JoinMode): Context {
  const numbered = lines.filter((line) => line.marker === 'number').length >= 2
  const blockEnds = lines.filter((line, index) => lines[index + 1]?.block !== line.block)
  const punctuated = blockEnds.filter((line) => SENTENCE_END.test(line.text)).length
  const widest = Math.max(0, ...lines.filter((line) => line.kind === 'line').map((line) => line.text.length))
  // Lines longer than a page is wide were not wrapped by one.
  const wrapping = punctuated * 2 >= blockEnds.length && widest <= MAX_WRAPPED
  const wrapWidth = wrapping ? Math.max(MIN_WRAPPED, widest * WRAPPED_SHARE) : Infinity
  return { mode, numbered, wrapWidth }
}

const joinParts = (parts: readonly string[]) =>
  parts.reduce((text, part, index) =>
    index > 0 && BROKEN_WORD.test(parts[index - 1] ?? '') && LOWER_START.test(part)
      ? text + part
      : `${text} ${part}`,
  )

/** The lines with wrapped ones joined, each joined line read again as one. */
export function joinContinuations(lines: readonly Line[], mode: JoinMode): Line[] {
  const context = contextOf(lines, mode)
  const joined: Joining[] = []
  for (const line of lines) {
    const current = joined.at(-1)
    if (current && continues(current, line, context)) {
      current.parts.push(line.text)
      current.last = line.index
    } else joined.push({ first: line, parts: [line.text], last: line.index })
  }
  return joined.map(({ first, parts }) =>
    parts.length === 1
      ? first
      : { ...readerLine({ ...first, text: joinParts(parts) }, first), facts: null, heading: null },
  )
}

/**
 * The method of a recipe's text: wrapped lines joined into their steps, the names of its parts as
 * [headers], the cook's good wishes left out, and the end of a letter around the recipe ("Love,",
 * "Sent from my phone", a signature) cut off.
 */
import { dropEmptySections } from '../schema-org/recipe-lines.ts'
import { joinContinuations } from './continued-lines.ts'
import { headerLine } from './ingredient-lines.ts'
import { isCapitalLabel, isShortLabel, isStepShape } from './line-shapes.ts'
import { CLOSING, SIGN_OFF } from './line-words.ts'
import type { Line } from './reader-lines.ts'

const MAX_LABEL_LENGTH = 60
const MAX_LABEL_WORDS = 8
const MAX_NAME_WORDS = 5
/** A letter's closing is among the last few lines. */
const CLOSING_REACH = 6
const MAX_CLOSING_WORDS = 5
const MIN_LISTED_STEPS = 2
/** A paragraph of the post's story is longer than a step's note ("Serve warm."). */
const MIN_PROSE_WORDS = 15

/** "Love,", "Cheers", "Best wishes, Anna", "Sent from my phone", "Guten Appetit!". */
function isClosing(line: Line): boolean {
  const { text, shape } = line
  if (SIGN_OFF.test(text)) return true
  if (text.endsWith(',') && shape.words <= 4 && !shape.digits) return true
  return CLOSING.test(text) && shape.words <= MAX_CLOSING_WORDS && (!shape.sentence || text.endsWith('!'))
}

/**
 * Lines without the end of a letter: a closing line near the end and all after it, then blocks at the
 * end with nothing a step looks like (a signature, a name, a telephone number).
 */
export function trimLetterEnd(lines: readonly Line[]): Line[] {
  let end = lines.length
  for (let index = lines.length - 1; index >= Math.max(0, lines.length - CLOSING_REACH); index -= 1) {
    const line = lines[index]
    if (line && isClosing(line)) end = index
  }
  const kept = lines.slice(0, end)
  const lastStep = kept.findLast((line) => isStepShape(line.shape) || line.marker === 'number')
  const steps = lastStep ? kept.filter((line) => line.block <= lastStep.block) : kept
  return steps.slice(0, methodEnd(steps))
}

/** Lines looked at past a method's step to tell whether the method goes on. */
const PAGE_END_WINDOW = 6
const MIN_PAGE_END = 3

/** A step as a page shows one: a headline asking a question is a link to another page, not a step. */
const isPageStep = (line: Line) => isStepShape(line.shape) && !/[?？]\s*$/u.test(line.text)

/**
 * A heading after a method laid out as a list, over a paragraph: a part of the method lists its steps
 * under its name, so what opens with prose ("About the author", "More recipes like this") is the page's.
 */
function isHeadingOfProse(
  lines: readonly Line[],
  index: number,
  steps: { items: number; others: number },
): boolean {
  const listed = steps.items >= MIN_LISTED_STEPS && steps.items > steps.others
  return listed && lines[index]?.kind === 'heading' && lines[index + 1]?.kind === 'paragraph'
}

/**
 * A paragraph right after a method laid out as a list and nothing else: the post's prose goes on below
 * the recipe's card, and its sentences read like steps.
 */
function isProseAfterList(
  lines: readonly Line[],
  index: number,
  steps: { items: number; others: number },
): boolean {
  const listed = steps.items >= MIN_LISTED_STEPS && steps.others === 0
  const line = lines[index]
  const prose = line?.kind === 'paragraph' && line.shape.sentence && line.shape.words >= MIN_PROSE_WORDS
  return listed && prose && lines[index - 1]?.kind === 'item'
}

/**
 * Where a web page's method ends: at the first line after a step from which the next few lines hold at
 * most one step — the links, prices and headlines of the page around the recipe. A pasted text has no page
 * around it: its method is left whole.
 */
export function pageMethodEnd(lines: readonly Line[]): number {
  if (lines.every((line) => line.kind === 'line')) return lines.length
  let seenStep = false
  const seen = { items: 0, others: 0 }
  for (const [index, line] of lines.entries()) {
    if (isProseAfterList(lines, index, seen)) return index
    if (isPageStep(line) || line.marker === 'number') {
      seenStep = true
      seen[line.kind === 'item' ? 'items' : 'others'] += 1
      continue
    }
    if (!seenStep) continue
    if (isHeadingOfProse(lines, index, seen)) return index
    // A part's name heads the steps below it: the method goes on when the next line is a step.
    const window = lines.slice(index, index + PAGE_END_WINDOW)
    const next = window.find((candidate) => candidate.kind !== 'heading')
    const steps = window.filter(isPageStep).length
    if (next && !isPageStep(next) && window.length >= MIN_PAGE_END && steps <= 1) return index
  }
  return lines.length
}

/**
 * Where a method the text lays out as a list ends: after the block of its last numbered step, or of its
 * last list item (a web page's), when most steps are such. What follows is the page around the recipe (the links to
 * the next post, a cookie banner), not a step.
 */
function methodEnd(lines: readonly Line[]): number {
  const numbered = lines.filter((line) => line.marker === 'number').length
  const items = lines.filter((line) => line.kind === 'item').length
  const half = Math.max(MIN_LISTED_STEPS, lines.length / 2)
  const last =
    numbered >= half
      ? lines.findLastIndex((line) => line.marker === 'number')
      : items >= half
        ? lines.findLastIndex((line) => line.kind === 'item')
        : -1
  // The lines of its block go on with it: a step wrapped onto the next line.
  const block = lines[last]?.block
  return last < 0 ? lines.length : lines.findLastIndex((line) => line.block === block) + 1
}

/** The lines as steps, the names of the method's parts as headers. */
export function stepLines(input: readonly Line[]): string[] {
  const lines = joinContinuations(input, 'steps').filter((line) => !SIGN_OFF.test(line.text))
  const numbered = lines.filter((line) => line.marker === 'number').length >= 2
  const capitals = lines.filter((line) => isCapitalLabel(line.text, line.shape)).length
  const capitalLabels = capitals > 0 && capitals * 3 < lines.length
  const isHeader = (line: Line, index: number) => {
    const { text, shape } = line
    if (/^\[.*\]$/u.test(text) || line.kind === 'heading') return true
    if (shape.leadAmount || shape.verb) return false
    if (/[:：]$/u.test(text)) return text.length <= MAX_LABEL_LENGTH && shape.words <= MAX_LABEL_WORDS
    if (capitalLabels && isCapitalLabel(text, shape)) return true
    if (!isShortLabel(text, shape)) return false
    if (numbered) return !line.marker
    const previous = lines[index - 1]
    const next = lines[index + 1]
    const opensBlock = previous?.block !== line.block && next?.block === line.block
    return opensBlock && shape.words <= MAX_NAME_WORDS
  }
  return dropEmptySections(
    lines.map((line, index) => (isHeader(line, index) ? headerLine(line.text) : line.text)),
  )
}

/**
 * The ingredients of a recipe's text: where a list of amounts starts and ends when no heading says so
 * (a run of lines opening or ending with amounts, with the group names and short lines among them), and
 * its lines with the names of its groups as [headers] ("For the sauce:" → "[For the sauce]").
 */
import { dropEmptySections } from '../schema-org/recipe-lines.ts'
import { joinContinuations } from './continued-lines.ts'
import { isAmountLine, isCapitalLabel, isGroupLabel, isShortLabel } from './line-shapes.ts'
import { isAlone, type Line } from './reader-lines.ts'

const MAX_ITEM_LENGTH = 80
const MAX_ITEM_WORDS = 12
const MAX_SENTENCE_ITEM_WORDS = 4
const MAX_SENTENCE_AMOUNT_WORDS = 10

export const isAmount = (line: Line | undefined): boolean =>
  line !== undefined && line.kind !== 'heading' && isAmountLine(line.shape)

const sameBlock = (a: Line | undefined, b: Line | undefined) => a !== undefined && a.block === b?.block

/** A list starts here: an amount, or a group's name right above one. */
function opensList(lines: readonly Line[], index: number): boolean {
  const line = lines[index]
  if (!line) return false
  if (isAmount(line)) return true
  const next = lines[index + 1]
  return isGroupLabel(line.text, line.shape) && sameBlock(line, next) && isAmount(next)
}

/**
 * Can be an item of a list already started: an amount, a group's name, or a short line that is no step
 * ("Salt and pepper", "sale e pepe q.b." — a full stop after an abbreviation).
 */
function fitsList(line: Line): boolean {
  if (isAmount(line) || isGroupLabel(line.text, line.shape)) return true
  const { shape, kind, marker } = line
  // "3 cloves of garlic, minced.": an amount first, and short, is an item even with a full stop.
  if (shape.leadAmount && shape.words <= MAX_SENTENCE_AMOUNT_WORDS) return true
  return (
    kind !== 'heading' &&
    kind !== 'paragraph' &&
    marker !== 'number' &&
    line.text.length <= MAX_ITEM_LENGTH &&
    shape.words <= (shape.sentence ? MAX_SENTENCE_ITEM_WORDS : MAX_ITEM_WORDS) &&
    !shape.verb
  )
}

/** Where the list that starts at `start` ends: a block goes on with it when it opens like a list. */
export function listEnd(lines: readonly Line[], start: number): number {
  let end = start + 1
  for (; end < lines.length; end += 1) {
    const line = lines[end]
    if (!line) break
    if (
      sameBlock(lines[end - 1], line)
        ? !fitsList(line) && !isBetweenItems(lines, end)
        : !opensBlock(lines, end)
    )
      break
  }
  // A name after the last item introduces what follows.
  while (end - 1 > start && !isAmount(lines[end - 1]) && isLabelLine(lines[end - 1])) end -= 1
  return end
}

/** A long line with no sentence or verb between two items is one too ("Sunflower oil (or any … oil)"). */
function isBetweenItems(lines: readonly Line[], index: number): boolean {
  const line = lines[index]
  const next = lines[index + 1]
  return (
    line !== undefined &&
    !line.shape.sentence &&
    !line.shape.verb &&
    line.marker !== 'number' &&
    sameBlock(line, next) &&
    isAmount(next)
  )
}

/**
 * A block of a list: opens like one, or with a short name above an amount ("Filling" / "2 eggs"), in
 * the same block or alone in its own (a page's paragraph or heading over the next list).
 */
function opensBlock(lines: readonly Line[], index: number): boolean {
  const line = lines[index]
  const next = lines[index + 1]
  if (!line) return false
  return (
    opensList(lines, index) ||
    (isShortLabel(line.text, line.shape) &&
      (sameBlock(line, next) || isAlone(lines, index)) &&
      isAmount(next))
  )
}

const isLabelLine = (line: Line | undefined) =>
  line !== undefined && (line.kind === 'heading' || isGroupLabel(line.text, line.shape))

export interface Run {
  start: number
  end: number
}

/**
 * The ingredient list among lines no heading names: the first run with two amounts or more, else the
 * one with most. The first line of the text alone in its block is a title, even one like "2-Minute Mug Cake".
 */
export function findIngredientRun(lines: readonly Line[]): Run | null {
  let best: (Run & { amounts: number }) | null = null
  for (let start = 0; start < lines.length; start += 1) {
    if (!opensList(lines, start) || (start === 0 && lines.length > 1 && isAlone(lines, 0))) continue
    const end = listEnd(lines, start)
    const amounts = lines.slice(start, end).filter(isAmount).length
    if (amounts >= 2) return { start, end }
    if (amounts > (best?.amounts ?? 0)) best = { start, end, amounts }
    start = end - 1
  }
  return best && { start: best.start, end: best.end }
}

/** "For the sauce:" → "[For the sauce]"; a header already in brackets stays as it is. */
export const headerLine = (text: string): string =>
  `[${text
    .replace(/^\[(.*)\]$/u, '$1')
    .replace(/\s*[:：]\s*$/u, '')
    .trim()}]`

const isBlockStart = (lines: readonly Line[], index: number) => !sameBlock(lines[index - 1], lines[index])

/** The lines as ingredients, the names of their groups as headers. */
export function ingredientLines(input: readonly Line[]): string[] {
  const lines = joinContinuations(input, 'ingredients')
  const listed = lines.some((line) => line.marker !== undefined || line.kind === 'item')
  const capitals = lines.filter((line) => isCapitalLabel(line.text, line.shape)).length
  // When most lines are in capitals, capitals are the writer's style, not a label.
  const capitalLabels = capitals > 0 && capitals * 3 < lines.length
  const blocks = new Set(lines.map((line) => line.block)).size
  const isHeader = (line: Line, index: number) => {
    if (isAmount(line)) return false
    if (/^\[.*\]$/u.test(line.text) || line.kind === 'heading' || isGroupLabel(line.text, line.shape))
      return true
    if (capitalLabels && isCapitalLabel(line.text, line.shape)) return true
    if (!isShortLabel(line.text, line.shape)) return false
    // In a list of marked items, the lines outside the items are the names; an item is an item.
    if (listed) return line.kind !== 'item' && !line.marker
    const next = lines[index + 1]
    return blocks > 1 && isBlockStart(lines, index) && sameBlock(line, next) && isAmount(next)
  }
  return dropEmptySections(
    lines.map((line, index) => (isHeader(line, index) ? headerLine(line.text) : line.text)),
  )
}

import { bracedGroups, isInSpans, unwrapBracedAmounts } from './braced-amounts.ts'
import { agreeWithAmount } from './count-nouns.ts'
import { APPROXIMATE, EPSILON, formatScaledQuantity } from './format-quantity.ts'
import { findQuantityGroups, type QuantityGroup } from './find-quantities.ts'
import { readQuantity } from './read-quantity.ts'
import { isHeaderLine } from './recipe-lines.ts'
import type { UnitClass } from './units.ts'

/** An oven temperature or a resting time is the same whatever the batch size. */
const NOT_SCALED: ReadonlySet<UnitClass> = new Set(['temperature', 'time'])
// The noun right after a bare count: "2 eggs", "3 Zwiebeln", "2 spicchi", or after one English size word
// ("2 large eggs"); Italian and German adjectives change with the noun, so they are not looked past.
const NOUN = /[ \t\u00a0]*(?:(large|small|medium|big|whole|fresh|ripe|extra-large)[ \t\u00a0]+)?(\p{L}+)/iuy

export interface Replacement {
  start: number
  end: number
  text: string
}

/**
 * A line keeps one decimal mark (issue 30): once any amount in it writes a decimal comma ("1,5 kg Mehl"), the
 * amounts that wrote none print theirs with a comma too ("+ 3 kg" × ½ is "+ 1,5 kg").
 */
export function writesDecimalComma(groups: readonly QuantityGroup[]): boolean {
  return groups.some((group) => group.decimalComma)
}

function writesDecimalPoint(line: string, group: QuantityGroup): boolean {
  return !group.decimalComma && group.parts.some((part) => line.slice(part.start, part.end).includes('.'))
}

/**
 * Cups and spoons are measured in fractions: "1 cup" × ⅓ is "1/3 cup", never "0.33 cup"; "1,5 EL", or "3 Tassen"
 * in a line that writes decimal commas, stays decimal.
 */
function styleOf(line: string, group: QuantityGroup, lineComma: boolean) {
  const unit = group.unit?.unit
  const decimalComma = group.decimalComma || (lineComma && !writesDecimalPoint(line, group))
  const spoonOrCup =
    unit?.unitClass === 'volume' && (unit.system === 'us' || (unit.system === 'local' && !decimalComma))
  return {
    kind: spoonOrCup ? ('fraction' as const) : group.kind,
    decimalComma,
    thousands: group.parts.find((part) => part.thousands)?.thousands,
  }
}

/** The unit word or the counted noun after the amount, in the form its new number asks for. */
export function agreeWord(line: string, group: QuantityGroup, amount: number): Replacement | null {
  let start: number
  let word: string
  if (group.unit) {
    ;({ start } = group.unit)
    word = line.slice(start, group.unit.end)
  } else {
    const last = group.parts.at(-1)
    NOUN.lastIndex = last?.end ?? 0
    const noun = last ? NOUN.exec(line) : null
    if (!noun?.[2]) return null
    word = noun[2]
    start = NOUN.lastIndex - word.length
  }
  const text = agreeWithAmount(word, amount)
  return text === word ? null : { start, end: start + word.length, text }
}

function scaleGroup(line: string, group: QuantityGroup, factor: number, lineComma: boolean): Replacement[] {
  const style = styleOf(line, group, lineComma)
  const numbers = group.parts.map((part) => ({
    start: part.start,
    end: part.end,
    text: formatScaledQuantity(part.value * factor, style),
  }))
  // The noun follows the number the cook reads: "1 1/2 cups" × 0.7 prints "1", so "1 cup".
  const printed = numbers.at(-1)?.text.replace(APPROXIMATE, '') ?? ''
  const reading = readQuantity(printed, 0)
  const word = agreeWord(line, group, reading?.grouped?.value ?? reading?.value ?? 0)
  return word ? [...numbers, word] : numbers
}

/** The numbers of these groups, and the nouns after them, multiplied by `factor`; in the line's order. */
export function scaleGroups(
  line: string,
  groups: readonly QuantityGroup[],
  factor: number,
  lineComma: boolean,
): Replacement[] {
  return groups
    .flatMap((group) => scaleGroup(line, group, factor, lineComma))
    .sort((a, b) => a.start - b.start)
    .filter((replacement, i, all) => i === 0 || replacement.start >= (all[i - 1]?.end ?? 0))
}

export function applyReplacements(line: string, replacements: readonly Replacement[]): string {
  return replacements.reduceRight(
    (result, { start, end, text }) => `${result.slice(0, start)}${text}${result.slice(end)}`,
    line,
  )
}

/** A factor the cook can have asked for: 0 ("0 cups") included, as no scaling is 1. */
export function isScaleFactor(factor: number): boolean {
  return Number.isFinite(factor) && factor >= 0
}

function isScaledInLine(group: QuantityGroup): boolean {
  if (group.perItem || (group.unit && NOT_SCALED.has(group.unit.unit.unitClass))) return false
  // "cut into 1 inch cubes": a length after the amount is a size, not more of the ingredient.
  return !(group.link === 'other' && group.unit?.unit.unitClass === 'length')
}

/**
 * Multiplies the quantities of one ingredient line (spec §5). Only the quantities, and the nouns that follow
 * their number, are rewritten; every other character, including the spacing after each quantity, stays.
 * A braced amount ("({240 ml})") scales whatever it measures, and its braces go, at × 1 too.
 */
export function scaleIngredientLine(line: string, factor: number): string {
  if (isHeaderLine(line)) return line
  const { text, spans } = unwrapBracedAmounts(line)
  if (!isScaleFactor(factor) || Math.abs(factor - 1) < EPSILON) return text
  const found = findQuantityGroups(text)
  const braced = spans.flatMap((span) => bracedGroups(text, span))
  const plain = found.filter((group) => isScaledInLine(group) && !isInSpans(group, spans))
  const lineComma = writesDecimalComma([...found, ...braced])
  return applyReplacements(text, scaleGroups(text, [...plain, ...braced], factor, lineComma))
}

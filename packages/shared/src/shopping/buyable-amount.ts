import type { QuantityGroup } from '../recipe-text/find-quantities.ts'
import {
  APPROXIMATE,
  EPSILON,
  formatDecimal,
  formatFraction,
  fractionValue,
} from '../recipe-text/format-quantity.ts'
import { readQuantity } from '../recipe-text/read-quantity.ts'
import { agreeWord, applyReplacements, type Replacement } from '../recipe-text/scale-line.ts'
import type { UnitDefinition } from '../recipe-text/units.ts'
import { readItem } from './read-item.ts'

/**
 * An amount as a shopper buys it (issue 25): a scaled recipe asks for "0.67 onion" or "333.33 g minced beef",
 * a shop sells "1 onion" and "330 g". Whole counted things (onions, cloves, cans, packages) are rounded up,
 * never to 0; grams and millilitres to steps that grow with the amount; cups, spoons, ounces and pounds to
 * the fractions of a cook's measures. Only the amount in front of the name changes (and the noun that follows
 * its number); a line without one is left as it is, and rounding twice changes nothing more.
 */
export interface BuyableItem {
  /** The line with its amount rounded as a shopper buys it. */
  title: string
  /** The line as it was when rounding changed it, else null. */
  exact: string | null
}

/** Metric steps by size, in g or ml: each bound is a multiple of the next band's step, so rounding is stable. */
const METRIC_STEPS: readonly (readonly [below: number, step: number])[] = [
  [1, 0.1],
  [10, 0.5],
  [50, 1],
  [500, 5],
  [1000, 10],
  [Infinity, 50],
]

/** Cooks' measures: the fractions their cups and spoons are marked in. */
const MEASURE_DENOMINATORS: Readonly<Record<string, readonly number[]>> = {
  cup: [2, 3, 4],
  tasse: [2, 3, 4],
  tbsp: [2],
  el: [2],
  tsp: [2, 4, 8],
  tl: [2, 4, 8],
  'fl-oz': [2],
  pint: [2, 4],
  quart: [2, 4],
  gallon: [2, 4],
  oz: [2, 4],
  lb: [2, 4],
  pfund: [2, 4],
}

type Rule =
  | { kind: 'count' }
  | { kind: 'metric'; unit: UnitDefinition }
  | { kind: 'measure'; denominators: readonly number[] }

function ruleOf(group: QuantityGroup): Rule | null {
  const unit = group.unit?.unit
  if (!unit || unit.unitClass === 'can' || unit.unitClass === 'package') return { kind: 'count' }
  if (unit.unitClass !== 'weight' && unit.unitClass !== 'volume') return null
  if (unit.system === 'metric') return { kind: 'metric', unit }
  const denominators = MEASURE_DENOMINATORS[unit.id]
  return denominators ? { kind: 'measure', denominators } : null
}

/** Grams or millilitres to the nearest step of their size; never below the smallest step. */
export function roundMetric(base: number): number {
  if (!(base > 0)) return 0
  const step = METRIC_STEPS.find(([below]) => base < below - EPSILON)?.[1] ?? 50
  const rounded = Math.max(step, Math.round(base / step + EPSILON) * step)
  return Math.round(rounded * 10) / 10
}

/** A count rounded up to whole things: 0.67 onion is 1 onion, 2.0000001 eggs are 2. */
export function roundCount(value: number): number {
  return value > 0 ? Math.max(1, Math.ceil(value - EPSILON)) : 0
}

function roundedText(value: number, rule: Rule, decimalComma: boolean): string {
  switch (rule.kind) {
    case 'count':
      return String(roundCount(value))
    case 'metric':
      return value > 0
        ? formatDecimal(roundMetric(value * rule.unit.size) / rule.unit.size, decimalComma, 3)
        : '0'
    case 'measure': {
      if (!(value > 0)) return '0'
      const fraction = formatFraction(value, rule.denominators)
      // "1,5 EL": a line that writes decimal commas keeps them.
      return decimalComma ? formatDecimal(fractionValue(fraction), true) : fraction
    }
  }
}

/** The value a printed amount reads as: "1 1/3" is 4/3. */
function valueOf(text: string): number {
  const reading = readQuantity(text, 0)
  return reading?.grouped?.value ?? reading?.value ?? 0
}

function roundGroup(line: string, group: QuantityGroup, tiny: boolean): Replacement[] {
  const rule = ruleOf(group)
  const [first] = group.parts
  const last = group.parts.at(-1)
  if (!rule || !first || !last) return []
  // "≈ 0 g" is an amount too small to print: the smallest one bought.
  const texts = group.parts.map((part) =>
    roundedText(tiny && part.value === 0 ? EPSILON : part.value, rule, group.decimalComma),
  )
  const [low, high = low] = texts
  const numbers: Replacement[] =
    low === high && group.parts.length > 1
      ? [{ start: first.start, end: last.end, text: low ?? '' }]
      : group.parts.map((part, i) => ({ start: part.start, end: part.end, text: texts[i] ?? '' }))
  const word = agreeWord(line, group, valueOf(high ?? ''))
  return word ? [...numbers, word] : numbers
}

/** The line with its leading amount rounded as a shopper buys it. */
export function buyableLine(line: string): string {
  const trimmed = line.trim()
  const approximate = trimmed.startsWith(APPROXIMATE)
  const text = approximate ? trimmed.slice(APPROXIMATE.length) : trimmed
  const { groups } = readItem(text)
  if (groups.length === 0) return line
  const replacements = groups
    .flatMap((group) => roundGroup(text, group, approximate))
    .sort((a, b) => a.start - b.start)
    .filter((replacement, i, all) => i === 0 || replacement.start >= (all[i - 1]?.end ?? 0))
  // Nothing this rule rounds ("180 °C", "2 cm"): the line, "≈" included, stays as written.
  if (replacements.length === 0) return line
  return applyReplacements(text, replacements)
}

/** The buyable line, and the exact one when they differ. */
export function buyableItem(line: string): BuyableItem {
  const title = buyableLine(line)
  return { title, exact: title === line ? null : line }
}

import type { QuantityKind } from './read-quantity.ts'

/** Spec §9: values closer than this are equal. */
export const EPSILON = 1e-5

/** Denominators found on cooks' measuring cups and spoons. */
export const COOK_DENOMINATORS: readonly number[] = [2, 3, 4, 8, 16]
// "1 3/16 cups" is unreadable: sixteenths are kept for small amounts (a pinch is 1/16 tsp) and exact results.
const DENOMINATORS_FROM_ONE: readonly number[] = [2, 3, 4, 8]

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b)
}

function isMultipleOf(value: number, denominator: number): boolean {
  return Math.abs(value * denominator - Math.round(value * denominator)) < EPSILON * denominator
}

/** The nearest "whole numerator/denominator" using only the given denominators; ties go to the earlier one. */
export function formatFraction(value: number, denominators: readonly number[]): string {
  let whole = Math.floor(value + EPSILON)
  const rest = value - whole
  let best = { numerator: 0, denominator: 1, error: Math.abs(rest) }
  for (const denominator of denominators) {
    const numerator = Math.round(rest * denominator)
    const error = Math.abs(rest - numerator / denominator)
    if (error < best.error - EPSILON) best = { numerator, denominator, error }
  }
  let { numerator, denominator } = best
  if (numerator === denominator) {
    whole += 1
    numerator = 0
  }
  if (whole === 0 && numerator === 0 && value > 0) {
    // Never print 0 for something the cook still has to add: the smallest measure instead.
    numerator = 1
    denominator = Math.max(...denominators)
  }
  if (numerator === 0) return `${whole}`
  const divisor = greatestCommonDivisor(numerator, denominator)
  const text = `${numerator / divisor}/${denominator / divisor}`
  return whole === 0 ? text : `${whole} ${text}`
}

function roundTo(value: number, places: number): number {
  const factor = 10 ** places
  // The nudge keeps 0.15 × 3 (0.44999…) from rounding down.
  return Math.round(value * factor + 1e-9) / factor
}

/** At most `places` decimals, no trailing zeros; more places only when a non-zero amount would print as 0. */
export function formatDecimal(value: number, decimalComma = false, places = 2): string {
  let used = places
  while (value > 0 && roundTo(value, used) === 0 && used < 6) used += 1
  const rounded = roundTo(value, used)
  const text = String(rounded === 0 && value > 0 ? 10 ** -used : rounded)
  return decimalComma ? text.replace('.', ',') : text
}

/** Prints a quantity the way the original was written (spec §5): fractions stay fractions. */
export function formatQuantity(value: number, kind: QuantityKind, decimalComma = false): string {
  if (kind === 'decimal') return formatDecimal(value, decimalComma)
  const keepSixteenths = value < 1 || isMultipleOf(value, 16)
  return formatFraction(value, keepSixteenths ? COOK_DENOMINATORS : DENOMINATORS_FROM_ONE)
}

/** Written before an amount the cook cannot measure exactly: screen readers say "almost equal to". */
export const APPROXIMATE = '≈ '
// Below these an amount is nothing a kitchen can weigh or spoon out: it reads "≈ 0".
const SMALLEST_DECIMAL = 0.0005
const SMALLEST_FRACTION = 1 / 32
// A printed amount further than this from the exact one is marked approximate.
const TOLERATED_ERROR = 0.25

/** "2500" → "2,500" (or "2.500"), the separator as the recipe wrote its thousands. */
function groupThousands(text: string, separator: ',' | '.'): string {
  const [whole = '', rest] = text.split(/[.,]/u)
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/gu, separator)
  return rest === undefined ? grouped : `${grouped}${separator === ',' ? '.' : ','}${rest}`
}

/** The value of "2", "3/16" or "1 1/2". */
export function fractionValue(text: string): number {
  return text.split(' ').reduce((sum, part) => {
    const [top = '0', bottom = '1'] = part.split('/')
    return sum + Number(top) / Number(bottom)
  }, 0)
}

export interface QuantityStyle {
  kind: QuantityKind
  decimalComma?: boolean
  thousands?: ',' | '.' | undefined
}

/**
 * Prints a scaled quantity like formatQuantity, keeping a thousands separator too ("2,000 g", "2.500 g").
 * An absurd amount (× 0.0001) or one rounded far to a cook's fraction is marked approximate.
 */
export function formatScaledQuantity(
  value: number,
  { kind, decimalComma = false, thousands }: QuantityStyle,
): string {
  // × 0 is asked for ("none of it this time"): an exact 0, not the "≈ 0" of an amount too small to measure.
  if (value === 0) return '0'
  if (value < (kind === 'decimal' ? SMALLEST_DECIMAL : SMALLEST_FRACTION)) return `${APPROXIMATE}0`
  if (kind === 'decimal') {
    // Decimals keep enough places to stay close; only fractions round far.
    if (thousands && value >= 1000) return groupThousands(formatDecimal(value), thousands)
    return formatDecimal(value, decimalComma)
  }
  const text = formatQuantity(value, kind)
  return Math.abs(fractionValue(text) - value) / value > TOLERATED_ERROR ? `${APPROXIMATE}${text}` : text
}

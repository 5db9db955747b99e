import { VULGAR_CHARACTERS, readVulgarFraction } from './vulgar-fractions.ts'

/** How a quantity was written decides how its scaled value is printed (spec §5). */
export type QuantityKind = 'fraction' | 'decimal'

export interface QuantityMatch {
  value: number
  kind: QuantityKind
  /** "1,5" as written in Italian and German recipes; the scaled value keeps the comma. */
  decimalComma: boolean
  /**
   * "1,250" or "1.250" with a non-zero whole: a thousands separator or a decimal mark with three decimals.
   * Only the unit after it tells ("1,000 g" is a thousand grams, "1,250 kg" one and a quarter kilograms):
   * `value` is the decimal reading, this the grouped one, and find-quantities chooses.
   */
  grouped?: { value: number; separator: ',' | '.' }
  /** Set once the grouped reading was chosen: the scaled value is written with the same separator. */
  thousands?: ',' | '.'
  start: number
  end: number
}

type Reading = Pick<QuantityMatch, 'value' | 'kind' | 'decimalComma' | 'grouped'>
type Reader = readonly [RegExp, (groups: readonly string[]) => Reading | null]

// Seven digits or more is a code or a phone number, not an amount.
const INT = '(\\d{1,6})'
const SLASH = '[/⁄]'
const VULGAR = `[${VULGAR_CHARACTERS}]`
// A quantity must not stop in the middle of a longer number ("1,000", "1/0", "12345").
const NOT_CONTINUED = '(?![\\d/⁄]|[.,]\\d)'

function fraction(value: number): Reading {
  return { value, kind: 'fraction', decimalComma: false }
}

function decimal(value: number, decimalComma = false): Reading {
  return { value, kind: 'decimal', decimalComma }
}

function divide(numerator: string, denominator: string): number | null {
  const bottom = Number(denominator)
  return bottom > 0 ? Number(numerator) / bottom : null
}

function readFraction(numerator: string, denominator: string): Reading | null {
  const value = divide(numerator, denominator)
  return value === null ? null : fraction(value)
}

function readMixed(whole: string, numerator: string, denominator: string): Reading | null {
  const part = divide(numerator, denominator)
  // "1 3/2" is not a mixed number; only the whole number is read.
  return part !== null && part < 1 ? fraction(Number(whole) + part) : null
}

function readWholeAndVulgar(whole: string, character: string): Reading | null {
  const part = readVulgarFraction(character)
  return part === null ? null : fraction(Number(whole) + part)
}

function readSeparated(whole: string, digits: string, separator: ',' | '.'): Reading {
  const reading = decimal(Number(`${whole || '0'}.${digits}`), separator === ',')
  const ambiguous = /[1-9]/u.test(whole) && whole.length <= 3 && digits.length === 3
  return ambiguous ? { ...reading, grouped: { value: Number(`${whole}${digits}`), separator } } : reading
}

function sticky(source: string): RegExp {
  return new RegExp(source, 'uy')
}

// Tried in order: the longest written form wins ("1 1/2" before "1"; "1-1/2" and "1-½" are mixed numbers).
const READERS: readonly Reader[] = [
  [
    sticky(`${INT}(?:\\s+|-)${INT}${SLASH}${INT}${NOT_CONTINUED}`),
    ([, w = '', n = '', d = '']) => readMixed(w, n, d),
  ],
  [sticky(`${INT}[ \\u00a0-]?(${VULGAR})`), ([, w = '', v = '']) => readWholeAndVulgar(w, v)],
  [sticky(`(${VULGAR})`), ([, v = '']) => readWholeAndVulgar('0', v)],
  [sticky(`${INT}${SLASH}${INT}${NOT_CONTINUED}`), ([, n = '', d = '']) => readFraction(n, d)],
  [sticky(`(\\d{0,6})\\.(\\d{1,6})${NOT_CONTINUED}`), ([, w = '', d = '']) => readSeparated(w, d, '.')],
  [sticky(`${INT},(\\d{1,3})${NOT_CONTINUED}`), ([, w = '', d = '']) => readSeparated(w, d, ',')],
  [sticky(`${INT}${NOT_CONTINUED}`), ([, w = '']) => decimal(Number(w))],
]

/** Reads the quantity that starts exactly at `at`, or null when none does. */
export function readQuantity(text: string, at: number): QuantityMatch | null {
  for (const [pattern, read] of READERS) {
    pattern.lastIndex = at
    const match = pattern.exec(text)
    const reading = match ? read(match) : null
    if (match && reading) return { ...reading, start: at, end: at + match[0].length }
  }
  return null
}

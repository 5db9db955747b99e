/**
 * Ingredient lines of MealMaster and RezKonv recipes. MealMaster writes fixed columns: the amount in
 * columns 1–7, a two-letter unit code in 9–10, the text from 12; a second ingredient may start in column
 * 42 (two-column layout, read down the left column first, as printed). A line whose text starts with `-`
 * continues the ingredient above it. RezKonv writes the same idea with German unit words of any width, so
 * its lines are read as amount, then the rest as written.
 */
import type { Dialect } from './mealmaster-blocks.ts'

/** One column of an ingredient line: an ingredient, or more text for the one above. */
export type Column = { kind: 'item'; text: string } | { kind: 'more'; text: string }

/** An ingredient line: its left column and, in the two-column layout, its right one (either may be blank). */
export interface IngredientLine {
  left: Column | null
  right: Column | null
}

const invariable = (word: string): [string, string] => [word, word]

/** MealMaster's unit codes as a cook writes them, singular and plural. `T` and `t` differ by case. */
const UNITS: Record<string, [string, string]> = {
  x: invariable(''),
  ea: invariable(''),
  sm: invariable('small'),
  md: invariable('medium'),
  lg: invariable('large'),
  cn: ['can', 'cans'],
  pk: ['package', 'packages'],
  pn: ['pinch', 'pinches'],
  dr: ['drop', 'drops'],
  ds: ['dash', 'dashes'],
  ct: ['carton', 'cartons'],
  bn: ['bunch', 'bunches'],
  sl: ['slice', 'slices'],
  t: invariable('tsp'),
  ts: invariable('tsp'),
  T: invariable('tbsp'),
  tb: invariable('tbsp'),
  fl: invariable('fl oz'),
  c: ['cup', 'cups'],
  pt: ['pint', 'pints'],
  qt: ['quart', 'quarts'],
  ga: ['gallon', 'gallons'],
  oz: invariable('oz'),
  lb: invariable('lb'),
  ml: invariable('ml'),
  cb: invariable('cc'),
  cl: invariable('cl'),
  dl: invariable('dl'),
  l: invariable('l'),
  dg: invariable('dg'),
  cg: invariable('cg'),
  mg: invariable('mg'),
  g: invariable('g'),
  kg: invariable('kg'),
}

/** The unit of a code, or undefined for a code MealMaster does not have ("TB" and "Ts" are read too). */
function unitOf(code: string): [string, string] | undefined {
  return UNITS[code] ?? (code === 't' || code === 'T' ? undefined : UNITS[code.toLowerCase()])
}

const AMOUNT_CHARS = new Set('0123456789./- ,')

/** "1", "1 1/2", "2.5", "1-2" (and "0,5" in German): digits and the signs between them only. */
function isAmount(text: string): boolean {
  if (!/^[0-9.]/.test(text)) return false
  for (const char of text) if (!AMOUNT_CHARS.has(char)) return false
  return true
}

/** The value an amount ends at ("1 1/2" → 1.5, "2-3" → 3), to choose "cup" or "cups". */
function amountValue(amount: string): number {
  const last = amount.split('-').pop() ?? ''
  let value = 0
  for (const part of last.trim().split(' ')) {
    const [top = '', bottom] = part.split('/')
    value += bottom === undefined ? Number(top.replace(',', '.')) : Number(top) / Number(bottom)
  }
  return Number.isFinite(value) ? value : 0
}

/** One MealMaster column (the line from column 1, or from column 42), or null when it does not fit. */
function mealMasterColumn(segment: string): Column | null {
  if (segment.length < 12 || segment[7] !== ' ' || segment[10] !== ' ') return null
  const amount = segment.slice(0, 7).trim()
  const code = segment.slice(8, 10).trim()
  const text = segment.slice(11).trim()
  const unit = code === '' ? invariable('') : unitOf(code)
  if (text === '' || unit === undefined || (amount !== '' && !isAmount(amount))) return null
  if (amount === '' && code === '' && text.startsWith('-'))
    return { kind: 'more', text: text.slice(1).trim() }
  const word = amountValue(amount) > 1 ? unit[1] : unit[0]
  return { kind: 'item', text: [amount, word, text].filter(Boolean).join(' ') }
}

const RIGHT_COLUMN = 41

/** The columns of a MealMaster ingredient line, or null when the line is not one. */
function mealMasterLine(line: string): IngredientLine | null {
  // The left column's text ends by column 39; two blanks before column 42 keep a long single text whole.
  if (line.length > RIGHT_COLUMN + 11 && line.slice(RIGHT_COLUMN - 2, RIGHT_COLUMN) === '  ') {
    const right = mealMasterColumn(line.slice(RIGHT_COLUMN))
    const leftPart = line.slice(0, RIGHT_COLUMN).trimEnd()
    const left = leftPart === '' ? null : mealMasterColumn(leftPart)
    if (right && (left || leftPart === '')) return { left, right }
  }
  const left = mealMasterColumn(line)
  return left ? { left, right: null } : null
}

/**
 * A RezKonv ingredient line: an amount right-aligned near the start (so indented, unlike the directions),
 * or, without one, text indented past the amount column; units are German words kept as written.
 */
function rezKonvLine(line: string): IngredientLine | null {
  const text = line.trim().replace(/\s+/g, ' ')
  const indent = line.length - line.trimStart().length
  if (text === '') return null
  if (indent >= 7 && !/^[0-9]/.test(text)) {
    const more = text.startsWith('-')
    return { left: more ? { kind: 'more', text: text.slice(1).trim() } : { kind: 'item', text }, right: null }
  }
  const amountEnd = amountLength(line, indent)
  if (amountEnd === indent || line[amountEnd] !== ' ' || (indent === 0 && amountEnd < 7)) return null
  if (line.slice(amountEnd).trim() === '' || !isAmount(line.slice(indent, amountEnd).trim())) return null
  return { left: { kind: 'item', text }, right: null }
}

/** Where the amount starting at `from` ends: digits and signs, a single space allowed before a fraction. */
function amountLength(line: string, from: number): number {
  let end = from
  while (end < line.length) {
    const char = line.charAt(end)
    if (char === ' ' && !/[0-9]/.test(line.charAt(end + 1))) break
    if (!AMOUNT_CHARS.has(char)) break
    end++
  }
  return end
}

export function ingredientLine(line: string, dialect: Dialect): IngredientLine | null {
  return dialect === 'mealmaster' ? mealMasterLine(line) : rezKonvLine(line)
}

/**
 * The ingredients of one recipe as they are read: two-column lines are kept per column until the group
 * ends (a blank line, a section, the directions) and then written left column first.
 */
export class IngredientList {
  readonly #lines: { text: string }[] = []
  #left: { text: string }[] = []
  #right: { text: string }[] = []
  #last: { text: string } | null = null

  add(line: IngredientLine): void {
    if (line.left) this.#addTo(this.#left, line.left)
    if (line.right) this.#addTo(this.#right, line.right)
  }

  header(line: string): void {
    this.endGroup()
    if (line) this.#lines.push({ text: line })
  }

  endGroup(): void {
    this.#lines.push(...this.#left, ...this.#right)
    this.#left = []
    this.#right = []
  }

  text(): string {
    this.endGroup()
    return this.#lines.map((line) => line.text).join('\n')
  }

  #addTo(side: { text: string }[], column: Column): void {
    if (column.kind === 'item') {
      this.#push(side, column.text)
      return
    }
    // More text for the ingredient above in the same column, else for the last one read.
    const target = side.at(-1) ?? this.#last
    if (target && column.text) target.text = `${target.text} ${column.text}`
    else if (column.text) this.#push(side, `-${column.text}`)
  }

  #push(side: { text: string }[], text: string): void {
    this.#last = { text }
    side.push(this.#last)
  }
}

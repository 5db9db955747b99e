/**
 * The ingredient list of a Cooklang recipe, which the file never writes out: every ingredient the steps
 * name, in order of first use within its section, as "quantity unit name (note)". An ingredient named
 * again with the same unit is added up ("@flour{80%g}" … "@flour{760%g}" → 840 g flour), as Cooklang's
 * own apps list it; different units, or quantities that are not numbers ("pinch", "2-3"), stay separate
 * lines; a bare mention ("@salt") adds nothing to one that has a quantity.
 */
import { amountText, displayName, type Amount } from './cooklang-markup.ts'

interface Fraction {
  numerator: number
  denominator: number
  /** Written with a slash, so a sum reads best as a fraction too. */
  fractional: boolean
}

interface Entry {
  quantity: string
  unit: string
  value: Fraction | null
}

interface Ingredient {
  name: string
  entries: Entry[]
  notes: string[]
}

/** Sums stay exact and readable below this; larger numbers are not added up at all. */
const LARGEST = 1e9

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))

function fraction(numerator: number, denominator: number, fractional: boolean): Fraction | null {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator === 0) return null
  if (numerator > LARGEST || denominator > LARGEST) return null
  const divisor = gcd(numerator, denominator) || 1
  return { numerator: numerator / divisor, denominator: denominator / divisor, fractional }
}

/** "2", "0.5", "1/2", "2 1/4" as an exact number; anything else (ranges, words) is not added up. */
export function parseQuantity(text: string): Fraction | null {
  const decimal = /^(\d{1,9})(?:[.,](\d{1,6}))?$/.exec(text)
  if (decimal) {
    const decimals = decimal[2] ?? ''
    return fraction(Number(`${decimal[1]}${decimals}`), 10 ** decimals.length, false)
  }
  const mixed = /^(?:(\d{1,6})\s+)?(\d{1,6})\s*\/\s*(\d{1,6})$/.exec(text)
  if (!mixed) return null
  const whole = Number(mixed[1] ?? 0)
  const denominator = Number(mixed[3])
  return fraction(whole * denominator + Number(mixed[2]), denominator, true)
}

function add(a: Fraction, b: Fraction): Fraction | null {
  return fraction(
    a.numerator * b.denominator + b.numerator * a.denominator,
    a.denominator * b.denominator,
    a.fractional || b.fractional,
  )
}

/** 3/4 → "3/4", 9/4 → "2 1/4" when the parts were fractions; otherwise a decimal, 840 or 1.25. */
function quantityText(value: Fraction): string {
  const { numerator, denominator } = value
  if (denominator === 1) return String(numerator)
  if (value.fractional && denominator <= 16) {
    const whole = Math.floor(numerator / denominator)
    const rest = `${numerator % denominator}/${denominator}`
    return whole > 0 ? `${whole} ${rest}` : rest
  }
  return String(Number((numerator / denominator).toFixed(3)))
}

export class IngredientList {
  readonly #sections: { header: string; ingredients: Map<string, Ingredient> }[] = [
    { header: '', ingredients: new Map() },
  ]

  /** Ingredients named from now on are listed under this header. */
  startSection(header: string): void {
    this.#sections.push({ header, ingredients: new Map() })
  }

  add(name: string, amount: Amount | null, note: string): void {
    const section = this.#sections[this.#sections.length - 1]
    if (!section) return
    const shown = displayName(name).replace(/\s+/g, ' ').trim()
    const key = shown.toLowerCase()
    const ingredient = section.ingredients.get(key) ?? { name: shown, entries: [], notes: [] }
    section.ingredients.set(key, ingredient)
    if (note !== '' && !ingredient.notes.includes(note)) ingredient.notes.push(note)
    if (amount) addAmount(ingredient, amount)
  }

  /** One line an ingredient amount, a `[header]` line before each named section that has any. */
  lines(): string[] {
    return this.#sections.flatMap(({ header, ingredients }) => {
      const lines = [...ingredients.values()].flatMap(ingredientLines)
      return lines.length > 0 && header !== '' ? [header, ...lines] : lines
    })
  }
}

function addAmount(ingredient: Ingredient, amount: Amount): void {
  const value = parseQuantity(amount.quantity)
  const unit = amount.unit.toLowerCase()
  const same = value
    ? ingredient.entries.find((entry) => entry.value && entry.unit.toLowerCase() === unit)
    : undefined
  const sum = same?.value && value ? add(same.value, value) : null
  if (same && sum) {
    same.value = sum
    same.quantity = quantityText(sum)
    return
  }
  ingredient.entries.push({ quantity: amount.quantity, unit: amount.unit, value })
}

function ingredientLines(ingredient: Ingredient): string[] {
  const note = ingredient.notes.length > 0 ? ` (${ingredient.notes.join('; ')})` : ''
  if (ingredient.entries.length === 0) return [`${ingredient.name}${note}`]
  return ingredient.entries.map((entry) =>
    [amountText(entry), `${ingredient.name}${note}`].filter(Boolean).join(' '),
  )
}

import { APPROXIMATE, EPSILON, formatFraction, fractionValue } from './format-quantity.ts'
import { CUP, TBSP, labelAmount } from './target-units.ts'
import { SIZES, type UnitDefinition } from './units.ts'

/**
 * US measures as a cook would write them (issue 15): 3 tsp are 1 tbsp and 16 tbsp 1 cup, but 6 tbsp stay
 * 6 tbsp (3/8 cup is no measuring cup) and 1/4 cup stays 1/4 cup.
 */
// Measuring cups come in halves, thirds and quarters; a tablespoon is halved at most.
const CUP_DENOMINATORS: readonly number[] = [2, 3, 4]
const TBSP_DENOMINATORS: readonly number[] = [2]
const LARGER = [
  { unit: CUP, smallest: 1 / 4, denominators: CUP_DENOMINATORS },
  { unit: TBSP, smallest: 1, denominators: TBSP_DENOMINATORS },
]

function isSimple(amount: number, denominators: readonly number[]): boolean {
  return Math.abs(fractionValue(formatFraction(amount, denominators)) - amount) < EPSILON
}

/** The amounts (ml) in a larger spoon or cup when they read simply there, or null to keep them as written. */
export function tidyUsVolume(
  bases: readonly number[],
  unit: UnitDefinition,
): { texts: string[]; label: string } | null {
  const fit = LARGER.find(
    ({ unit: larger, smallest, denominators }) =>
      larger.size > unit.size + EPSILON &&
      bases.every(
        (base) => base / larger.size >= smallest - EPSILON && isSimple(base / larger.size, denominators),
      ),
  )
  if (!fit) return null
  const texts = bases.map((base) => formatFraction(base / fit.unit.size, fit.denominators))
  return { texts, label: labelAmount(texts.at(-1) ?? '', fit.unit) }
}

/** "≈ 1 2/3 cups" (or "≈ 2 tbsp" below a quarter cup) for a weight in grams of an ingredient. */
export function approximateCups(grams: number, gramsPerCup: number): string | null {
  const cups = grams / gramsPerCup
  if (!(cups > 0) || !Number.isFinite(cups)) return null
  const inCups = cups + EPSILON >= 1 / 4
  const unit = inCups ? CUP : TBSP
  const text = formatFraction((cups * SIZES.CUP) / unit.size, inCups ? CUP_DENOMINATORS : TBSP_DENOMINATORS)
  return `${APPROXIMATE}${text} ${labelAmount(text, unit)}`
}

import { EPSILON, formatDecimal, formatFraction } from './format-quantity.ts'
import { SIZES, type MeasurementSystem, type UnitClass } from './units.ts'

/**
 * The unit a converted amount is written in, and how it is rounded for a cook: metric amounts as decimals
 * (whole ml/g/cm from 10 up, the nearest half from 1 to 10 — a teaspoon reads 5 ml, not 4.9 — and one
 * decimal below 1; two decimals for l/kg/m), US amounts as cooks' fractions.
 */
export interface TargetUnit {
  singular: string
  plural: string
  /** Size in the class's base unit (ml, g, mm). */
  size: number
  /** US units print fractions with these denominators; metric units print decimals. */
  denominators?: readonly number[]
  /** Litres, kilograms and metres keep two decimals. */
  large?: boolean
}

function metric(label: string, size: number, large = false): TargetUnit {
  return { singular: label, plural: label, size, large }
}

function us(singular: string, size: number, denominators: readonly number[], plural = singular): TargetUnit {
  return { singular, plural, size, denominators }
}

// Largest first: the first unit whose rounded amount is at least 1 is used (domain notes).
const METRIC: Partial<Record<UnitClass, readonly TargetUnit[]>> = {
  volume: [metric('l', 1000, true), metric('ml', 1)],
  weight: [metric('kg', 1000, true), metric('g', 1)],
  length: [metric('m', 1000, true), metric('cm', 10), metric('mm', 1)],
}

const TSP = us('tsp', SIZES.TSP, [2, 4, 8])
export const TBSP = us('tbsp', SIZES.TBSP, [2, 4])
export const CUP = us('cup', SIZES.CUP, [2, 3, 4, 8], 'cups')
const QUART = us('quart', SIZES.QUART, [2, 4], 'quarts')
const GALLON = us('gallon', SIZES.GALLON, [2, 4], 'gallons')
const OZ = us('oz', SIZES.OZ, [2, 4, 8])
const LB = us('lb', SIZES.LB, [2, 3, 4, 8])
const INCH = us('in', SIZES.INCH, [2, 4, 8])

/** Cups up to a gallon (pints and quarts only from 4 cups), spoons below a quarter cup. */
function pickUsVolume(ml: number): TargetUnit {
  const cups = ml / SIZES.CUP + EPSILON
  if (cups >= 16) return GALLON
  if (cups >= 4) return QUART
  if (cups >= 1 / 4) return CUP
  return ml / SIZES.TBSP + EPSILON >= 1 ? TBSP : TSP
}

export function formatAmount(amount: number, unit: TargetUnit): string {
  if (unit.denominators) return formatFraction(amount, unit.denominators)
  if (unit.large) return formatDecimal(amount, false, 2)
  if (amount >= 10) return formatDecimal(amount, false, 0)
  return formatDecimal(amount >= 1 ? Math.round(amount * 2) / 2 : amount, false, 1)
}

/** Cups and quarts are plural above one; "1 cup", "3/4 cup", "1 1/2 cups". */
export function labelAmount(formatted: string, unit: TargetUnit): string {
  return formatted === '1' || !/\d\s|^\d+$/u.test(formatted) ? unit.singular : unit.plural
}

/** The unit to write `base` (ml, g or mm) in, or null for classes that do not convert this way. */
export function pickTargetUnit(
  unitClass: UnitClass,
  system: MeasurementSystem,
  base: number,
): TargetUnit | null {
  if (system === 'us') {
    if (unitClass === 'volume') return pickUsVolume(base)
    if (unitClass === 'weight') return base / SIZES.OZ + EPSILON >= 16 ? LB : OZ
    return unitClass === 'length' ? INCH : null
  }
  const units = METRIC[unitClass]
  if (!units) return null
  return units.find((unit) => Number(formatAmount(base / unit.size, unit)) >= 1) ?? units.at(-1) ?? null
}

import type { QuantityGroup } from '../recipe-text/find-quantities.ts'
import { EPSILON, formatQuantity } from '../recipe-text/format-quantity.ts'
import type { QuantityKind } from '../recipe-text/read-quantity.ts'
import { weighedGramsPerCup } from '../recipe-text/densities.ts'
import { CUP, formatAmount, labelAmount, pickTargetUnit } from '../recipe-text/target-units.ts'
import { SIZES, type MeasurementSystem, type UnitClass } from '../recipe-text/units.ts'
import { buyableLine } from './buyable-amount.ts'
import { readItem } from './read-item.ts'

/**
 * The total amount of a group of similar items. Amounts add up within one kind of unit: volumes with
 * volumes and weights with weights (converted when the units differ), counts with counts ("2 eggs" + "3 eggs"
 * → "5"), cans with cans, cloves with cloves. Each kind that cannot join another gets its own total, in the
 * order the items first name it; items without an amount add nothing. A range adds end by end ("1-2" + "3"
 * → "4-5"), so the total is a range when any item's amount is.
 */
interface Amount {
  /** Both ends as written; equal unless a range. */
  low: number
  high: number
  kind: QuantityKind
  decimalComma: boolean
  /** Amounts of one bucket add up: a measured class ('volume'), a unit id or counted word, or '' for counts. */
  bucket: string
  /** Measured amounts only: the ends in ml, g or mm, and the unit when one unit was written. */
  measure: { low: number; high: number; unitId: string | null; system: MeasurementSystem | null } | null
  /** The unit as written ("cups", "Dosen"); '' for plain counts and for "1 cup + 2 tbsp". */
  written: string
  /** A volume of a dry good (flour, sugar…): its ends in grams, by the density table. */
  grams: { low: number; high: number } | null
}

const MEASURED: ReadonlySet<UnitClass> = new Set(['volume', 'weight', 'length'])

function measuredClass(groups: readonly QuantityGroup[]): UnitClass | null {
  const classes = new Set(groups.map((group) => group.unit?.unit.unitClass))
  const [unitClass] = classes
  return classes.size === 1 && unitClass !== undefined && MEASURED.has(unitClass) ? unitClass : null
}

function baseEnd(groups: readonly QuantityGroup[], end: 'low' | 'high'): number {
  return groups.reduce((sum, group) => {
    const part = end === 'low' ? group.parts[0] : group.parts.at(-1)
    return sum + (part?.value ?? 0) * (group.unit?.unit.size ?? 0)
  }, 0)
}

function readAmount(title: string): Amount | null {
  const line = title.trim()
  const { groups, countUnit } = readItem(line)
  const [first] = groups
  if (!first) return null
  const low = first.parts[0]?.value ?? 0
  const unit = first.unit
  const amount = {
    grams: null,
    low,
    high: first.parts.at(-1)?.value ?? low,
    kind: groups.some((group) => group.kind === 'fraction') ? ('fraction' as const) : ('decimal' as const),
    decimalComma: groups.some((group) => group.decimalComma),
    written: unit ? line.slice(unit.start, unit.end) : (countUnit?.written ?? ''),
  }
  const unitClass = measuredClass(groups)
  if (!unitClass || !unit) return { ...amount, bucket: unit?.unit.id ?? countUnit?.key ?? '', measure: null }
  const single = groups.length === 1
  const system = unit.unit.system === 'local' ? null : unit.unit.system
  const measure = { low: baseEnd(groups, 'low'), high: baseEnd(groups, 'high') }
  const density = unitClass === 'volume' ? weighedGramsPerCup(line) : null
  return {
    ...amount,
    written: single ? amount.written : '',
    bucket: unitClass,
    measure: { ...measure, unitId: single ? unit.unit.id : null, system },
    grams:
      density === null
        ? null
        : { low: (measure.low / SIZES.CUP) * density, high: (measure.high / SIZES.CUP) * density },
  }
}

/** A dry good's volume as the weight it is: added to the other weights, in grams. */
function weighed(amount: Amount): Amount {
  const { grams } = amount
  if (!grams) return amount
  return {
    ...amount,
    kind: 'decimal',
    written: '',
    bucket: 'weight',
    measure: { ...grams, unitId: null, system: 'metric' },
    grams: null,
  }
}

/**
 * Cooks weigh dry goods (issue 25): their volumes join the weights of the group when there are any, and are
 * weighed when written in millilitres; otherwise they stay in cups and spoons.
 */
function weighDryGoods(amounts: readonly Amount[]): Amount[] {
  const anyWeight = amounts.some(
    (amount) => amount.bucket === 'weight' || (amount.grams && amount.measure?.system === 'metric'),
  )
  return amounts.map((amount) => (anyWeight ? weighed(amount) : amount))
}

function formatRange(low: string, high: string): string {
  return low === high ? low : `${low}-${high}`
}

/** "1 cup" + "2 cups" is "3 cups": the unit as an item wrote it with as many (one, or not one) as the total. */
function writtenUnit(amounts: readonly Amount[], total: number): string {
  const one = Math.abs(total - 1) < EPSILON
  const fitting = amounts.find((amount) => Math.abs(amount.high - 1) < EPSILON === one) ?? amounts[0]
  return fitting?.written ?? ''
}

function addAsWritten(amounts: readonly Amount[]): string {
  const kind = amounts.some((amount) => amount.kind === 'fraction') ? 'fraction' : 'decimal'
  const comma = amounts.some((amount) => amount.decimalComma)
  const low = amounts.reduce((sum, amount) => sum + amount.low, 0)
  const high = amounts.reduce((sum, amount) => sum + amount.high, 0)
  const text = formatRange(formatQuantity(low, kind, comma), formatQuantity(high, kind, comma))
  const unit = writtenUnit(amounts, high)
  return unit === '' ? text : `${text} ${unit}`
}

/**
 * Different units of one class: converted into the system the first item uses (metric for local units). A
 * dry good measured by volume stays in cups: "1 1/4 quarts" of flour is nothing a cook measures.
 */
function addConverted(unitClass: UnitClass, amounts: readonly Amount[]): string {
  const measures = amounts.flatMap((amount) => (amount.measure ? [amount.measure] : []))
  const system = measures.find((measure) => measure.system !== null)?.system ?? 'metric'
  const low = measures.reduce((sum, measure) => sum + measure.low, 0)
  const high = measures.reduce((sum, measure) => sum + measure.high, 0)
  const picked = pickTargetUnit(unitClass, system, low)
  const dry = amounts.some((amount) => amount.grams !== null)
  const target = dry && picked && system === 'us' && picked.size > CUP.size ? CUP : picked
  if (!target) return addAsWritten(amounts)
  const comma = system === 'metric' && amounts.some((amount) => amount.decimalComma)
  const [lowText, highText] = [low, high].map((base) => {
    const text = formatAmount(base / target.size, target)
    return comma ? text.replace('.', ',') : text
  })
  return `${formatRange(lowText ?? '', highText ?? '')} ${labelAmount(highText ?? '', target)}`
}

function addBucket(bucket: string, amounts: readonly Amount[]): string {
  const [first] = amounts
  const unitId = first?.measure?.unitId
  const sameUnit = amounts.every((amount) => amount.measure?.unitId === unitId)
  if (!first?.measure || (unitId && sameUnit)) return addAsWritten(amounts)
  return addConverted(bucket as UnitClass, amounts)
}

/** The totals of a group's amounts, one per kind of unit, each rounded as a shopper buys it. */
export function sumAmounts(titles: readonly string[]): string[] {
  const buckets = new Map<string, Amount[]>()
  const amounts = titles.flatMap((title) => readAmount(title) ?? [])
  for (const amount of weighDryGoods(amounts)) {
    const bucket = buckets.get(amount.bucket)
    if (bucket) bucket.push(amount)
    else buckets.set(amount.bucket, [amount])
  }
  return [...buckets].map(([bucket, bucketAmounts]) => buyableLine(addBucket(bucket, bucketAmounts)))
}

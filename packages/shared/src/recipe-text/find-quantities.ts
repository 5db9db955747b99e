import { matchUnitAt, type UnitMatch } from './match-unit.ts'
import { readQuantity, type QuantityKind, type QuantityMatch } from './read-quantity.ts'
import { CONVERTIBLE_CLASSES, type UnitClass } from './units.ts'

/**
 * Finds the quantities of an ingredient line that scaling and conversion may touch: the leading quantity,
 * the other end of its range, the parts after " + " or "plus", the smaller half of "1 lb 4 oz", and any
 * other amount with a unit wherever it stands ("Mehl 1,5 kg", "1 cup or 250 ml", "(about 50 g)").
 * An amount that is the size of each item ("1 (14 ounce) can", "2 cans (400 g each)", "2 x 400 g") is
 * found too, marked `perItem`: it converts but does not scale. Bare numbers elsewhere are left alone.
 */
export type GroupLink = 'lead' | 'plus' | 'compound' | 'other'

export interface QuantityGroup {
  /** One quantity, or both ends of a range. */
  parts: QuantityMatch[]
  /** A range with a fraction at either end is printed in fractions. */
  kind: QuantityKind
  decimalComma: boolean
  link: GroupLink
  /** The unit written right after the (last) quantity, when it is a known one. */
  unit: UnitMatch | null
  /** The size of each item, not an amount to scale. */
  perItem: boolean
}

const LEAD =
  /^\s*(?:[-•*·▪‣◦–—]\s*)?(?:(?:about|approx\.?|approximately|around|ca\.|circa|etwa|ungefähr)\s+)?/iu
const RANGE_JOINER = /\s*[-–—]\s*|\s+(?:to|or|bis|oder|o)\s+/iuy
const PLUS_JOINER = /(?:\+|\bplus\b)\s*/giu
const COMPOUND_GAP = /\s+/uy

/** "1,000 g", "1.250 ml": a thousand of a small unit is plausible, a thousand kilograms or cups is not. */
const GROUPED_UNITS: ReadonlySet<string> = new Set(['g', 'mg', 'ml', 'mm'])

function resolveGrouped(line: string, quantity: QuantityMatch | null): QuantityMatch | null {
  if (!quantity?.grouped) return quantity
  const unit = matchUnitAt(line, quantity.end, quantity.value)
  if (!unit) return null
  if (!GROUPED_UNITS.has(unit.unit.id)) return quantity
  const { separator, value } = quantity.grouped
  return { ...quantity, value, decimalComma: separator === '.', thousands: separator }
}

function readGroup(line: string, at: number, link: GroupLink): QuantityGroup | null {
  const first = resolveGrouped(line, readQuantity(line, at))
  if (!first) return null
  const parts = [first]
  RANGE_JOINER.lastIndex = first.end
  const joiner = RANGE_JOINER.exec(line)
  const second = joiner ? resolveGrouped(line, readQuantity(line, first.end + joiner[0].length)) : null
  if (second) parts.push(second)
  const last = second ?? first
  return {
    parts,
    kind: parts.some((part) => part.kind === 'fraction') ? 'fraction' : 'decimal',
    decimalComma: parts.some((part) => part.decimalComma),
    link,
    unit: matchUnitAt(line, last.end, last.value),
    perItem: false,
  }
}

/** "1 lb 4 oz", "1 cup 2 tbsp": a smaller unit of the same kind and system right after the first. */
function readCompound(line: string, group: QuantityGroup): QuantityGroup | null {
  if (!group.unit || group.parts.length > 1) return null
  const { unit, end } = group.unit
  if (!CONVERTIBLE_CLASSES.has(unit.unitClass) || unit.unitClass === 'temperature') return null
  COMPOUND_GAP.lastIndex = end
  const gap = COMPOUND_GAP.exec(line)
  const next = gap ? readGroup(line, end + gap[0].length, 'compound') : null
  const nextUnit = next?.unit?.unit
  if (!next || !nextUnit || next.parts.length > 1) return null
  const fits =
    nextUnit.unitClass === unit.unitClass && nextUnit.system === unit.system && nextUnit.size < unit.size
  return fits ? next : null
}

function readChain(line: string, first: QuantityGroup): QuantityGroup[] {
  const chain = [first]
  for (let next = readCompound(line, first); next; next = readCompound(line, next)) chain.push(next)
  return chain
}

export function groupEnd(group: QuantityGroup): number {
  return group.unit?.end ?? group.parts.at(-1)?.end ?? 0
}

// "210 ml (3/4 cup + 2 tbsp)": a note in parentheses restates or describes the amount; it is not a part of it.
function isInParentheses(line: string, index: number): boolean {
  const before = line.slice(0, index)
  return before.split('(').length > before.split(')').length
}

/** Amounts found anywhere in the line: measures and temperatures, never counts, times or cans. */
const ANYWHERE_CLASSES: ReadonlySet<UnitClass> = CONVERTIBLE_CLASSES
// A quantity starts after a space, a bracket or punctuation, never inside a word or a longer number.
const QUANTITY_START = /(?<![\p{L}\d/⁄.,-])[\d½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒]/gu
// "each", "ciascuna", "je" after the amount; "x", "×", "à", "je", "da" before it: the size of one item.
const EACH_AFTER = /^\s*\)?\s*(?:each|ea\.|apiece|ciascun[oa]|cadauno|cad\.|l'un[oa]|je|jeweils)(?!\p{L})/iu
const EACH_BEFORE = /(?:^|[\s(\d])(?:x|×|à|je|da|of)\s*$/iu
const PER_ITEM_CLASSES: ReadonlySet<UnitClass> = new Set(['can', 'package'])

function isPerItemSize(line: string, group: QuantityGroup, lead: QuantityGroup | undefined): boolean {
  const start = group.parts[0]?.start ?? 0
  const before = line.slice(0, start)
  if (EACH_AFTER.test(line.slice(groupEnd(group))) || EACH_BEFORE.test(before)) return true
  if (!lead) return false
  // "1 (14 ounce) can": a note right after a bare count; "2 cans (400 g)": the contents of each can.
  if (lead.unit === null && /^\s*\(\s*$/u.test(line.slice(groupEnd(lead), start))) return true
  return lead.unit !== null && PER_ITEM_CLASSES.has(lead.unit.unit.unitClass)
}

function findOtherGroups(line: string, taken: readonly QuantityGroup[]): QuantityGroup[] {
  const lead = taken.find((group) => group.link === 'lead')
  const found: QuantityGroup[] = []
  let cursor = 0
  const isTaken = (index: number) =>
    [...taken, ...found].some((group) => (group.parts[0]?.start ?? 0) <= index && index < groupEnd(group))
  for (const match of line.matchAll(QUANTITY_START)) {
    if (match.index < cursor || isTaken(match.index)) continue
    const group = readGroup(line, match.index, 'other')
    if (!group?.unit || !ANYWHERE_CLASSES.has(group.unit.unit.unitClass)) continue
    const chain = readChain(line, group)
    const size = group.unit.unit.unitClass !== 'temperature' && isPerItemSize(line, group, lead)
    found.push(...chain.map((part) => ({ ...part, perItem: size })))
    cursor = Math.max(...chain.map(groupEnd))
  }
  return found
}

export function findQuantityGroups(line: string): QuantityGroup[] {
  const lead = readGroup(line, LEAD.exec(line)?.[0].length ?? 0, 'lead')
  const groups = lead ? readChain(line, lead) : []
  let cursor = Math.max(0, ...groups.map(groupEnd))
  for (const joiner of line.matchAll(PLUS_JOINER)) {
    if (joiner.index < cursor || isInParentheses(line, joiner.index)) continue
    const part = readGroup(line, joiner.index + joiner[0].length, 'plus')
    if (!part) continue
    const chain = readChain(line, part)
    groups.push(...chain)
    cursor = Math.max(cursor, ...chain.map(groupEnd))
  }
  const others = findOtherGroups(line, groups)
  return [...groups, ...others].sort((a, b) => (a.parts[0]?.start ?? 0) - (b.parts[0]?.start ?? 0))
}

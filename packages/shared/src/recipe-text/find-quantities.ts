import { matchUnitAt, type UnitMatch } from './match-unit.ts'
import { readQuantity, type QuantityKind, type QuantityMatch } from './read-quantity.ts'
import { CONVERTIBLE_CLASSES } from './units.ts'

/**
 * Finds the quantities of an ingredient line that scaling and conversion may touch: the leading quantity,
 * the other end of its range, the parts after " + " or "plus", and the smaller half of "1 lb 4 oz".
 * Numbers elsewhere ("1 (14 ounce) can") belong to the ingredient's description and are left alone.
 */
export type GroupLink = 'lead' | 'plus' | 'compound'

export interface QuantityGroup {
  /** One quantity, or both ends of a range. */
  parts: QuantityMatch[]
  /** A range with a fraction at either end is printed in fractions. */
  kind: QuantityKind
  decimalComma: boolean
  link: GroupLink
  /** The unit written right after the (last) quantity, when it is a known one. */
  unit: UnitMatch | null
}

const LEAD =
  /^\s*(?:[-•*·▪‣◦–—]\s*)?(?:(?:about|approx\.?|approximately|around|ca\.|circa|etwa|ungefähr)\s+)?/iu
const RANGE_JOINER = /\s*[-–—]\s*|\s+(?:to|or|bis|oder|o)\s+/iuy
const PLUS_JOINER = /(?:\+|\bplus\b)\s*/giu
const COMPOUND_GAP = /\s+/uy

function readGroup(line: string, at: number, link: GroupLink): QuantityGroup | null {
  const first = readQuantity(line, at)
  if (!first) return null
  const parts = [first]
  RANGE_JOINER.lastIndex = first.end
  const joiner = RANGE_JOINER.exec(line)
  const second = joiner ? readQuantity(line, first.end + joiner[0].length) : null
  if (second) parts.push(second)
  const last = second ?? first
  return {
    parts,
    kind: parts.some((part) => part.kind === 'fraction') ? 'fraction' : 'decimal',
    decimalComma: parts.some((part) => part.decimalComma),
    link,
    unit: matchUnitAt(line, last.end, last.value),
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
  return groups
}

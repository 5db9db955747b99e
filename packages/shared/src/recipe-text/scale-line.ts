import { EPSILON, formatQuantity } from './format-quantity.ts'
import { findQuantityGroups } from './find-quantities.ts'
import { isHeaderLine } from './recipe-lines.ts'
import type { UnitClass } from './units.ts'

/** An oven temperature or a resting time is the same whatever the batch size. */
const NOT_SCALED: ReadonlySet<UnitClass> = new Set(['temperature', 'time'])

/**
 * Multiplies the quantities of one ingredient line (spec §5). Only the quantities are rewritten; every
 * other character, including the spacing after each quantity, stays as written.
 */
export function scaleIngredientLine(line: string, factor: number): string {
  if (!Number.isFinite(factor) || factor <= 0 || Math.abs(factor - 1) < EPSILON || isHeaderLine(line))
    return line
  const parts = findQuantityGroups(line)
    .filter((group) => !(group.unit && NOT_SCALED.has(group.unit.unit.unitClass)))
    .flatMap((group) => group.parts.map((part) => ({ part, group })))
  return parts.reduceRight((result, { part, group }) => {
    const text = formatQuantity(part.value * factor, group.kind, group.decimalComma)
    return `${result.slice(0, part.start)}${text}${result.slice(part.end)}`
  }, line)
}

import { findQuantityGroups, groupEnd, type QuantityGroup } from './find-quantities.ts'
import { matchUnitAt } from './match-unit.ts'
import { readQuantity } from './read-quantity.ts'

/**
 * Amounts a cook marked for scaling by writing them in braces: "Add {2 cups} flour", "Bake {30} minutes",
 * "1 cup milk ({240 ml})". The braces are markup, never shown: a line is read with them taken out, and the
 * places where they stood are kept. Only a brace group that starts with a quantity is one; "{name}" stays.
 */
export interface BracedSpan {
  /** Where the braced text starts and ends once the braces are taken out. */
  start: number
  end: number
}

const BRACES = /\{([^{}\r\n]*)\}/gu

/** The line without the braces of its braced amounts (their inner spaces trimmed), and where those stood. */
export function unwrapBracedAmounts(line: string): { text: string; spans: BracedSpan[] } {
  const spans: BracedSpan[] = []
  let text = ''
  let cursor = 0
  for (const match of line.matchAll(BRACES)) {
    const inner = (match[1] ?? '').trim()
    if (!readQuantity(inner, 0)) continue
    text += line.slice(cursor, match.index)
    spans.push({ start: text.length, end: text.length + inner.length })
    text += inner
    cursor = match.index + match[0].length
  }
  return { text: text + line.slice(cursor), spans }
}

function shift(group: QuantityGroup, offset: number): QuantityGroup {
  return {
    ...group,
    parts: group.parts.map((part) => ({ ...part, start: part.start + offset, end: part.end + offset })),
    unit: group.unit && { ...group.unit, start: group.unit.start + offset, end: group.unit.end + offset },
    perItem: false,
  }
}

/**
 * The quantities inside one braced span, in the unwrapped text's positions. A unit written just after the
 * closing brace ("{2} cups") still belongs to the amount: it decides fractions and the noun's number.
 */
export function bracedGroups(text: string, span: BracedSpan): QuantityGroup[] {
  const groups = findQuantityGroups(text.slice(span.start, span.end)).map((group) => shift(group, span.start))
  const last = groups.at(-1)
  const lastPart = last?.parts.at(-1)
  if (!last || !lastPart || last.unit || groupEnd(last) !== span.end) return groups
  return [...groups.slice(0, -1), { ...last, unit: matchUnitAt(text, span.end, lastPart.value) }]
}

/** True when any part of the group lies in one of the spans. */
export function isInSpans(group: QuantityGroup, spans: readonly BracedSpan[]): boolean {
  const start = group.parts[0]?.start ?? 0
  const end = groupEnd(group)
  return spans.some((span) => start < span.end && span.start < end)
}

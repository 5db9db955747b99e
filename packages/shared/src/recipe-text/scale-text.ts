import { bracedGroups, type BracedSpan, unwrapBracedAmounts } from './braced-amounts.ts'
import { EPSILON } from './format-quantity.ts'
import { findQuantityGroups, groupEnd, type QuantityGroup } from './find-quantities.ts'
import {
  applyReplacements,
  isScaleFactor,
  type Replacement,
  scaleGroups,
  writesDecimalComma,
} from './scale-line.ts'

/**
 * Steps and notes keep their amounts as written ("add the 2 cups"), except those the cook put in braces:
 * "Add {2 cups} flour" × 2 reads "Add 4 cups flour", "Bake {30} minutes" × ½ "Bake 15 minutes". A braced
 * amount is scaled as an ingredient's is (fractions stay fractions, the line's decimal mark is kept, the
 * noun after it agrees), whatever it measures; `convert` then rewrites each braced amount in other units,
 * told the words that follow it up to the next comma or "and" (what it measures: "flour" is weighed).
 */
export type ConvertAmount = (amount: string, named: string) => string

// What a braced amount measures ends at punctuation or at the next part of the sentence.
const NAMED_END = /[,;.:!?()[\]{}]|\s(?:and|then|or|e|poi|o|und|dann|oder)\s/iu

function scaleLine(line: string, factor: number, convert: ConvertAmount | undefined): string {
  const { text, spans } = unwrapBracedAmounts(line)
  if (spans.length === 0) return line
  const scales = isScaleFactor(factor) && Math.abs(factor - 1) >= EPSILON
  if (!scales && !convert) return text
  const braced = spans.map((span) => ({ span, groups: bracedGroups(text, span) }))
  const lineComma = writesDecimalComma([
    ...findQuantityGroups(text),
    ...braced.flatMap(({ groups }) => groups),
  ])
  const replacements = braced.flatMap(({ span, groups }) => {
    const scaled = scales ? scaleGroups(text, groups, factor, lineComma) : []
    return convert ? convertSpan(text, { span, groups }, scaled, convert) : scaled
  })
  return applyReplacements(
    text,
    replacements.sort((a, b) => a.start - b.start),
  )
}

/**
 * The braced amount, scaled, converted as one replacement. A unit written after the brace ("{2} cups") is
 * converted with it; a noun agreed further on stays a replacement of its own.
 */
function convertSpan(
  text: string,
  { span, groups }: { span: BracedSpan; groups: readonly QuantityGroup[] },
  replacements: readonly Replacement[],
  convert: ConvertAmount,
): Replacement[] {
  const start = span.start
  const end = Math.max(span.end, ...groups.map(groupEnd))
  const isInside = (item: Replacement) => item.start >= start && item.end <= end
  const inside = replacements
    .filter(isInside)
    .map((item) => ({ ...item, start: item.start - start, end: item.end - start }))
  const amount = applyReplacements(text.slice(start, end), inside)
  const after = text.slice(end)
  const named = after.slice(0, NAMED_END.exec(after)?.index ?? after.length)
  return [{ start, end, text: convert(amount, named) }, ...replacements.filter((item) => !isInside(item))]
}

/** Scales (and converts) the braced amounts of every line of `text`; the braces never show. */
export function scaleBracedAmounts(text: string, factor: number, convert?: ConvertAmount): string {
  return text
    .split('\n')
    .map((line) => scaleLine(line, factor, convert))
    .join('\n')
}

/**
 * Values MasterCook writes the same way in its text export (.mxp) and its XML (.mx2): times as "h:mm",
 * ratings as named criteria scored 0–10, an ingredient as amount, measure, name and preparation, and
 * section headings that people typed as ingredient lines ("**Crust**", "For the sauce:", "----Topping---").
 */
import { minutesToText } from '../duration.ts'
import { asHeader } from './recipe-text.ts'
import { toRating } from './source-values.ts'

const ELAPSED = /^(\d{1,4}):(\d{1,2})$/

/** "0:30" → "30 min", "1:45" → "1 h 45 min"; "0:00" (MasterCook's "not set") → ""; other text as written. */
export function elapsedText(value: string): string {
  const text = value.trim()
  const match = ELAPSED.exec(text)
  if (!match) return text
  return minutesToText(Number(match[1]) * 60 + Number(match[2]))
}

/** A 1–5 rating from MasterCook's 0–10 scores (their average, halved), or null when none is a score. */
export function ratingFromScores(scores: string[]): number | null {
  const values = scores
    .map((score) => Number(score.trim() || 'NaN'))
    .filter((value) => Number.isFinite(value) && value > 0 && value <= 10)
  if (values.length === 0) return null
  return toRating(values.reduce((sum, value) => sum + value, 0) / values.length / 2)
}

/** "36.000000" → "36": the XML writes some quantities as fixed-point numbers. */
export function quantityText(value: string): string {
  const text = value.trim()
  return /^\d+\.\d+$/.test(text) ? String(Number(text)) : text
}

/** The text without a run of these characters at its end (a loop: a regex like /,+$/ is quadratic). */
export function withoutTrailing(text: string, characters: string): string {
  let end = text.length
  while (end > 0 && characters.includes(text.charAt(end - 1))) end--
  return text.slice(0, end)
}

/** "2 cups flour, sifted": MasterCook's "name -- preparation" as a recipe line reads it. */
export function ingredientText(amount: string, measure: string, name: string, preparation = ''): string {
  const item = [name, preparation]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' -- ')
    .split('--')
    .map((part) => withoutTrailing(part.trim(), ',').trim())
    .filter(Boolean)
    .join(', ')
  return [amount.trim(), measure.trim(), item].filter(Boolean).join(' ').replace(/\s+/g, ' ')
}

/** Rules, stars and stray symbols around a heading; not letters, digits, brackets or quotes. */
const DECORATION = /[^\p{L}\p{N}()[\]"']/u

/** How many characters of decoration the text starts with, or ends with. */
function decorationLength(text: string, fromEnd: boolean): number {
  let count = 0
  while (count < text.length && DECORATION.test(text.charAt(fromEnd ? text.length - 1 - count : count)))
    count++
  return count
}

/**
 * The name of a heading typed where an ingredient goes, or null for an ordinary ingredient: a name set off
 * by rules or stars ("**Crust**", "----Topping---", "MMMMM-----SAUCE", "... For the stock ...") or a short
 * line ending in a colon ("For the sponge:"). "-- chilled" is the wrapped end of the line before, not one.
 */
export function headingName(line: string): string | null {
  const text = line.trim().replace(/^M{5}/, '-----')
  const lead = decorationLength(text, false)
  const trail = decorationLength(text, true)
  if (lead >= text.length) return null
  const inner = text.slice(lead, text.length - trail).trim()
  if (!/\p{L}/u.test(inner)) return null
  const leadMarks = text.slice(0, lead).replace(/\s/g, '').length
  const trailMarks = text.slice(text.length - trail).replace(/\s/g, '').length
  if (leadMarks >= 3 || (leadMarks >= 2 && trailMarks >= 2)) return inner
  if (leadMarks === 0 && text.endsWith(':') && text.length <= 60) return inner
  return null
}

/** A list's line as written, or as a [header] when it is set off as a heading ("For the sauce:"). */
export function itemOrHeader(line: string): string {
  const heading = headingName(line)
  return heading === null ? line : asHeader(heading)
}

/**
 * How a clipped recipe compares with what a person reads on the page (the corpus's expected.json, in
 * recipe-scrapers' conventions). Lines are compared after normalisation — Unicode form, case, entities,
 * punctuation, whitespace, and for steps the number the page prints before each — so that only
 * differences a reader would notice count.
 */
import { markupText } from '../src/formats/schema-org/markup-lines.ts'

export interface LineMatch {
  /** Expected lines found among ours. */
  matched: number
  expected: number
  /** Our lines (headers aside) that the expected list does not have. */
  extra: number
  /** Whether the lines we matched come in the order of the expected list. */
  inOrder: boolean
}

const STEP_NUMBER =
  /^(?:(?:step|schritt|stap|étape|etapa|passo|paso|steg|trin|krok)\s*)?\d{1,2}\s*(?:[.):：、]\s*|\s+)/iu

export function normalizeLine(text: string): string {
  return markupText(text)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

export const normalizeStep = (text: string) => normalizeLine(markupText(text).replace(STEP_NUMBER, ''))

const HEADER = /^\[(.*)\]$/

/**
 * Matches our lines against the expected ones as multisets, and says whether the matched lines keep the
 * expected order (a repeated line takes its earliest unmatched place). Our `[header]` lines count when the
 * expected list has that line (recipe-scrapers lists instruction section names as steps) and are ignored
 * otherwise.
 */
export function matchLines(
  actual: readonly string[],
  expected: readonly string[],
  kind: 'ingredients' | 'steps',
): LineMatch {
  const normalize = kind === 'steps' ? normalizeStep : normalizeLine
  const expectedLines = expected.map(normalize).filter(Boolean)
  /** Where each expected line still waits to be matched, earliest first. */
  const places = new Map<string, number[]>()
  expectedLines.forEach((line, index) => places.set(line, [...(places.get(line) ?? []), index]))
  let matched = 0
  let extra = 0
  let lastPlace = -1
  let inOrder = true
  for (const line of actual) {
    const header = HEADER.exec(line.trim())
    const normalized = normalize(header ? (header[1] ?? '') : line)
    const place = places.get(normalized)?.shift()
    if (place !== undefined) {
      if (place < lastPlace) inOrder = false
      lastPlace = place
      matched += 1
    } else if (!header && normalized) extra += 1
  }
  return { matched, expected: expectedLines.length, extra, inOrder }
}

/** Every expected line, in the expected order, and nothing more. */
export const isStrictMatch = (match: LineMatch): boolean =>
  match.matched === match.expected && match.extra === 0 && match.inOrder

/** The percentage of expected lines a lenient match needs (and 100 minus it, of extra lines it tolerates). */
export const LENIENT_PERCENT = 90

/**
 * At least 90% of the expected lines, and no more than 10% of lines the page's list does not have, in any
 * order.
 */
export function isLenientMatch(match: LineMatch): boolean {
  if (match.expected === 0) return match.extra === 0
  // In whole percentages: 1 - 0.9 is not 0.1 in floating point.
  return (
    match.matched * 100 >= match.expected * LENIENT_PERCENT &&
    match.extra * 100 <= match.expected * (100 - LENIENT_PERCENT)
  )
}

export const sameTitle = (actual: string, expected: string): boolean =>
  normalizeLine(actual) === normalizeLine(expected)

/** Whether our ingredient headers name the expected groups (null when the page has no named groups). */
export function sameGroups(actual: readonly string[], purposes: readonly (string | null)[]): boolean | null {
  const wanted = purposes.filter((purpose): purpose is string => Boolean(purpose)).map(normalizeLine)
  if (wanted.length === 0) return null
  const ours = actual.flatMap((line) => {
    const header = HEADER.exec(line.trim())
    return header ? [normalizeLine(header[1] ?? '')] : []
  })
  return wanted.length === ours.length && wanted.every((purpose, index) => ours[index] === purpose)
}

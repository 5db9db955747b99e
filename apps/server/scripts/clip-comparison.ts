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
 * Matches our lines against the expected ones as multisets. Our `[header]` lines count when the expected
 * list has that line (recipe-scrapers lists instruction section names as steps) and are ignored otherwise.
 */
export function matchLines(
  actual: readonly string[],
  expected: readonly string[],
  kind: 'ingredients' | 'steps',
): LineMatch {
  const normalize = kind === 'steps' ? normalizeStep : normalizeLine
  const wanted = new Map<string, number>()
  const expectedLines = expected.map(normalize).filter(Boolean)
  for (const line of expectedLines) wanted.set(line, (wanted.get(line) ?? 0) + 1)
  let matched = 0
  let extra = 0
  for (const line of actual) {
    const header = HEADER.exec(line.trim())
    const normalized = normalize(header ? (header[1] ?? '') : line)
    const left = wanted.get(normalized) ?? 0
    if (left > 0) {
      wanted.set(normalized, left - 1)
      matched += 1
    } else if (!header && normalized) extra += 1
  }
  return { matched, expected: expectedLines.length, extra }
}

export const isStrictMatch = (match: LineMatch): boolean =>
  match.matched === match.expected && match.extra === 0

/** At least 90% of the expected lines, and no more than 10% of lines the page's list does not have. */
export function isLenientMatch(match: LineMatch): boolean {
  if (match.expected === 0) return match.extra === 0
  return match.matched >= match.expected * 0.9 && match.extra <= match.expected * 0.1
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

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

/*
 * The issue's rule, the one the held-out pages are judged by: the title matches, the ingredient lines are found
 * with recall and precision of at least 0.9 (a line counts when it is at least 0.85 similar to one of the
 * page's), and the steps' words have an F1 of at least 0.85 against the page's.
 */
export const SIMILAR_LINE = 0.85
export const INGREDIENT_RECALL = 0.9
export const STEPS_F1 = 0.85

/** The longest common subsequence of two strings' characters, in one row of memory. */
function commonLength(a: string, b: string): number {
  const row: number[] = new Array<number>(b.length + 1).fill(0)
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = 0
    for (let j = 1; j <= b.length; j += 1) {
      const above = row[j] ?? 0
      row[j] = a[i - 1] === b[j - 1] ? diagonal + 1 : Math.max(above, row[j - 1] ?? 0)
      diagonal = above
    }
  }
  return row[b.length] ?? 0
}

/** How alike two normalised lines are, 0 to 1: twice their common characters over both lengths. */
export function lineSimilarity(a: string, b: string): number {
  if (a === b) return 1
  if (!a || !b) return 0
  return (2 * commonLength(a, b)) / (a.length + b.length)
}

export interface SimilarLines {
  /** Expected lines matched by one of ours at least SIMILAR_LINE alike, each of ours used once. */
  matched: number
  expected: number
  /** Our lines, headers aside. */
  ours: number
}

/**
 * Pairs each expected ingredient line with the most alike unused one of ours. Our `[header]` lines count when
 * they match an expected line (recipe-scrapers lists some group names as lines) and are ignored otherwise.
 */
export function matchSimilarLines(actual: readonly string[], expected: readonly string[]): SimilarLines {
  const ours = actual
    .map((line) => {
      const header = HEADER.exec(line.trim())
      return { text: normalizeLine(header ? (header[1] ?? '') : line), header: header !== null }
    })
    .filter((line) => line.text)
  const theirs = expected.map(normalizeLine).filter(Boolean)
  const used = new Set<number>()
  let matched = 0
  for (const line of theirs) {
    let best = -1
    let bestScore = SIMILAR_LINE
    ours.forEach((candidate, index) => {
      if (used.has(index)) return
      const score = lineSimilarity(line, candidate.text)
      if (score > bestScore || (score === bestScore && best < 0)) [best, bestScore] = [index, score]
    })
    if (best >= 0) {
      used.add(best)
      matched += 1
    }
  }
  const matchedHeaders = ours.filter((line, index) => line.header && used.has(index)).length
  return {
    matched,
    expected: theirs.length,
    ours: ours.filter((line) => !line.header).length + matchedHeaders,
  }
}

export const recallOf = (lines: SimilarLines): number =>
  lines.expected === 0 ? (lines.ours === 0 ? 1 : 0) : lines.matched / lines.expected
export const precisionOf = (lines: SimilarLines): number =>
  lines.ours === 0 ? (lines.expected === 0 ? 1 : 0) : lines.matched / lines.ours

const words = (lines: readonly string[]) =>
  lines.flatMap((line) => normalizeStep(HEADER.exec(line.trim())?.[1] ?? line).split(' ')).filter(Boolean)

/** The F1 of the steps' words, as multisets (1 when neither has a word). */
export function tokenF1(actual: readonly string[], expected: readonly string[]): number {
  const ours = words(actual)
  const theirs = words(expected)
  if (ours.length === 0 || theirs.length === 0) return ours.length === theirs.length ? 1 : 0
  const counts = new Map<string, number>()
  for (const word of theirs) counts.set(word, (counts.get(word) ?? 0) + 1)
  let common = 0
  for (const word of ours) {
    const left = counts.get(word) ?? 0
    if (left > 0) [common] = [common + 1, counts.set(word, left - 1)]
  }
  const precision = common / ours.length
  const recall = common / theirs.length
  return common === 0 ? 0 : (2 * precision * recall) / (precision + recall)
}

/** Whether ingredient lines and steps meet the rule (the title is judged by sameTitle). */
export const meetsLineRule = (ingredients: SimilarLines, stepsF1: number): boolean =>
  recallOf(ingredients) >= INGREDIENT_RECALL &&
  precisionOf(ingredients) >= INGREDIENT_RECALL &&
  stepsF1 >= STEPS_F1

/**
 * What `npm run measure:clip` and the benchmark's corpus part make of the clip corpus: each page clipped and
 * compared with its expected recipe, the overall figures, and the pages that miss the strict match. Nothing
 * here prints or reads files, so the benchmark can use the same results the script prints.
 */
import { clipRecipe, readPageHeadings, readPageText } from '../src/formats/html/extract-recipe.ts'
import {
  isLenientMatch,
  isStrictMatch,
  LENIENT_PERCENT,
  type LineMatch,
  matchLines,
  matchSimilarLines,
  meetsLineRule,
  type SimilarLines,
  tokenF1,
  normalizeLine,
  normalizeStep,
  precisionOf,
  recallOf,
  INGREDIENT_RECALL,
  STEPS_F1,
  sameGroups,
  sameTitle,
} from './clip-comparison.ts'
import type { CorpusPage, CorpusPart } from './clip-corpus.ts'

export interface PageResult {
  site: string
  paths: string
  title: boolean
  ingredients: LineMatch
  steps: LineMatch
  groups: boolean | null
  /** The issue's rule: ingredient lines alike enough, and the steps' word F1. */
  similar: SimilarLines
  stepsF1: number
  /** Whether the visible-text reader alone gets the ingredients and steps right by the rule. */
  textReader: boolean
  /** The same for the headings reader alone. */
  headingsReader: boolean
  part: CorpusPart
  structured: boolean
  ms: number
  /** What differs, line by line, for --details (page text: never copied into the repository). */
  notes: string[]
}

const lines = (text: string | undefined) => (text ? text.split('\n') : [])

function differences(label: 'ingredient' | 'step', actual: string[], expected: string[]): string[] {
  const normalize = label === 'step' ? normalizeStep : normalizeLine
  const ours = new Set(actual.map(normalize))
  const theirs = new Set(expected.map(normalize))
  const missing = expected.filter((line) => !ours.has(normalize(line)))
  const extra = actual.filter((line) => !line.startsWith('[') && !theirs.has(normalize(line)))
  return [
    ...missing.map((line) => `    ${label} missing: ${line.slice(0, 140)}`),
    ...extra.map((line) => `    ${label} ours:    ${line.slice(0, 140)}`),
  ]
}

/**
 * The copy of a page the clipper is given with its address: the saved file by default, or the page as a browser
 * showed it (what the bookmarklet sends).
 */
export interface PageCopy {
  html: string
  url: string
}

function meetsRuleAlone(
  read: { ingredients: string[]; instructions: string[] } | null,
  page: CorpusPage,
): boolean {
  if (!read) return false
  return meetsLineRule(
    matchSimilarLines(read.ingredients, page.expected.ingredients),
    tokenF1(read.instructions, page.expected.instructions),
  )
}

export function measurePage(
  page: CorpusPage,
  copy: PageCopy = { html: page.html, url: page.pageUrl },
): PageResult {
  const started = performance.now()
  const clipped = clipRecipe(copy.html, copy.url)
  const ms = performance.now() - started
  const ingredients = lines(clipped?.recipe.ingredients)
  const steps = lines(clipped?.recipe.instructions)
  const result: PageResult = {
    site: page.site,
    paths: clipped ? clipped.paths.join('+') : 'none',
    title: sameTitle(clipped?.recipe.title ?? '', page.expected.title),
    ingredients: matchLines(ingredients, page.expected.ingredients, 'ingredients'),
    steps: matchLines(steps, page.expected.instructions, 'steps'),
    groups: sameGroups(
      ingredients,
      page.expected.ingredientGroups.map((group) => group.purpose),
    ),
    similar: matchSimilarLines(ingredients, page.expected.ingredients),
    stepsF1: tokenF1(steps, page.expected.instructions),
    textReader: meetsRuleAlone(readPageText(copy.html), page),
    headingsReader: meetsRuleAlone(readPageHeadings(copy.html), page),
    part: page.part,
    structured: page.structured,
    ms,
    notes: [],
  }
  if (!result.title)
    result.notes.push(`    title ours: ${clipped?.recipe.title ?? ''} | expected: ${page.expected.title}`)
  const plainIngredients = ingredients.filter((line) => !line.startsWith('['))
  result.notes.push(...differences('ingredient', plainIngredients, page.expected.ingredients))
  result.notes.push(...differences('step', steps, page.expected.instructions))
  if (!result.ingredients.inOrder) result.notes.push('    ingredients in another order')
  if (!result.steps.inOrder) result.notes.push('    steps in another order')
  return result
}

/** Clips every page, after one parse that warms up the JIT (a running server is always warm). */
export function measurePages(pages: CorpusPage[]): PageResult[] {
  if (pages[0]) clipRecipe(pages[0].html, pages[0].pageUrl)
  return pages.map((page) => measurePage(page))
}

export const isStrictPage = (result: PageResult): boolean =>
  result.title && isStrictMatch(result.ingredients) && isStrictMatch(result.steps)

/** Right by the issue's rule, the one the hidden pages are judged by. */
export const isRightPage = (result: PageResult): boolean =>
  result.title && meetsLineRule(result.similar, result.stepsF1)

/** "matched/expected", "+extra" lines of ours the page lists not, and "unordered" when the order differs. */
export const describeMatch = (match: LineMatch): string =>
  `${match.matched}/${match.expected}${match.extra ? ` +${match.extra}` : ''}${match.inOrder ? '' : ' unordered'}`

/** A page that misses the strict match, with what misses it: counts only, no page text. */
export function describeMiss(result: PageResult): string {
  const misses = [
    ...(result.title ? [] : ['title differs']),
    ...(isStrictMatch(result.ingredients) ? [] : [`ingredients ${describeMatch(result.ingredients)}`]),
    ...(isStrictMatch(result.steps) ? [] : [`steps ${describeMatch(result.steps)}`]),
  ]
  return `${result.site}: ${misses.join(', ')}`
}

export function pageLine(result: PageResult): string {
  const mark = (ok: boolean) => (ok ? 'ok' : '--')
  return [
    result.site.padEnd(30),
    result.paths.padEnd(22),
    `title ${mark(result.title)}`,
    `ingr ${describeMatch(result.ingredients).padEnd(9)}`,
    `steps ${describeMatch(result.steps).padEnd(9)}`,
    `rule ${mark(isRightPage(result))}`,
    result.groups === null ? '        ' : `groups ${mark(result.groups)}`,
    `${result.ms.toFixed(1).padStart(6)} ms`,
  ].join('  ')
}

const share = (count: number, total: number) =>
  `${count}/${total} (${((100 * count) / Math.max(total, 1)).toFixed(1)}%)`

const RULE =
  'the rule: title, ingredient lines with recall and precision ≥ 0.9 (each ≥ 0.85 alike), steps word F1 ≥ 0.85'

/** One part's count by the rule, split by whether the pages carry schema.org data. */
function ruleLine(name: string, results: PageResult[]): string {
  const right = (subset: PageResult[]) => share(subset.filter(isRightPage).length, subset.length)
  return `${name} ${right(results)}: with schema.org data ${right(results.filter((r) => r.structured))}, without ${right(results.filter((r) => !r.structured))}`
}

/**
 * What keeps a part's pages from the rule, as counts of pages (a page may miss on several counts): the only
 * thing said of the held-out pages beyond their score, so a change can aim at a kind of miss without anyone
 * reading those pages.
 */
function missLine(name: string, results: PageResult[]): string {
  const wrong = results.filter((result) => !isRightPage(result))
  const count = (test: (result: PageResult) => boolean) => wrong.filter(test).length
  const lowRecall = (r: PageResult) => recallOf(r.similar) < INGREDIENT_RECALL
  const lowPrecision = (r: PageResult) => precisionOf(r.similar) < INGREDIENT_RECALL
  return [
    `${name} misses ${wrong.length}:`,
    `nothing clipped ${count((r) => r.paths === 'none')},`,
    `title ${count((r) => r.paths !== 'none' && !r.title)},`,
    `ingredients missing ${count((r) => r.paths !== 'none' && lowRecall(r))},`,
    `ingredients extra ${count((r) => r.paths !== 'none' && lowPrecision(r))},`,
    `steps ${count((r) => r.paths !== 'none' && r.stepsF1 < STEPS_F1)}`,
  ].join(' ')
}

/**
 * The readers of pages without markup alone, on every page: such pages are too few in the corpus to tell
 * whether a change to those readers generalises. The title is the clipper's, not judged.
 */
function readersLine(heldOut: PageResult[], lookedAt: PageResult[]): string {
  const right = (results: PageResult[], test: (result: PageResult) => boolean) =>
    share(results.filter(test).length, results.length)
  const text = (r: PageResult) => r.textReader
  const headings = (r: PageResult) => r.headingsReader
  return [
    'readers alone, ingredients and steps by the rule:',
    `text held out ${right(heldOut, text)}, looked at ${right(lookedAt, text)};`,
    `headings held out ${right(heldOut, headings)}, looked at ${right(lookedAt, headings)}`,
  ].join(' ')
}

/** The rule's score of both parts of the corpus, and what keeps their pages from it: counts only. */
export function ruleLines(all: PageResult[]): string[] {
  const lookedAt = all.filter((result) => result.part === 'looked-at')
  const heldOut = all.filter((result) => result.part === 'held-out')
  return [
    `${RULE}:`,
    `  ${ruleLine('held out  ', heldOut)}`,
    `  ${ruleLine('looked at ', lookedAt)}`,
    `  ${missLine('held out  ', heldOut)}`,
    `  ${missLine('looked at ', lookedAt)}`,
    `  ${readersLine(heldOut, lookedAt)}`,
  ]
}

/**
 * The overall figures; the first line is "<n> pages". The rule's score is given for both parts of the corpus;
 * everything else, which names what went wrong, for the pages looked at only.
 */
export function summarize(all: PageResult[]): string[] {
  const results = all.filter((result) => result.part === 'looked-at')
  const heldOut = all.filter((result) => result.part === 'held-out')
  const count = (test: (result: PageResult) => boolean) => share(results.filter(test).length, results.length)
  const times = all.map((result) => result.ms).sort((a, b) => a - b)
  const grouped = results.filter((result) => result.groups !== null)
  const paths = new Map<string, number>()
  for (const result of results) paths.set(result.paths, (paths.get(result.paths) ?? 0) + 1)
  return [
    `${all.length} pages: ${results.length} looked at, ${heldOut.length} held out (never looked at; totals only)`,
    ...ruleLines(all),
    `on the pages looked at:`,
    `strict  (every line, in order): all three ${count(isStrictPage)}`,
    `        title ${count((r) => r.title)}, ingredients ${count((r) => isStrictMatch(r.ingredients))}, steps ${count((r) => isStrictMatch(r.steps))}`,
    `lenient (≥ ${LENIENT_PERCENT}% of lines, any order): all three ${count((r) => r.title && isLenientMatch(r.ingredients) && isLenientMatch(r.steps))}`,
    `        ingredients ${count((r) => isLenientMatch(r.ingredients))}, steps ${count((r) => isLenientMatch(r.steps))}`,
    `ingredient group headers as on the page: ${share(grouped.filter((r) => r.groups).length, grouped.length)}`,
    `paths: ${[...paths].map(([path, n]) => `${path} ${n}`).join(', ')}`,
    `time per page (all): p50 ${(times[Math.floor(times.length / 2)] ?? 0).toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms`,
  ]
}

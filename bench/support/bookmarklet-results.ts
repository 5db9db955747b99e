/**
 * The bookmarklet's path scored: each corpus page as Chromium rendered it, clipped and judged by the rule of
 * `measure:clip`, set beside the same page clipped as saved. What differs is named by kind and counted; the
 * held-out pages, as everywhere, are counted only, never named.
 */
import type { LineMatch, SimilarLines } from '../../apps/server/scripts/clip-comparison.ts'
import type { CorpusPart } from '../../apps/server/scripts/clip-corpus.ts'
import { isRightPage, type PageResult, ruleLines } from '../../apps/server/scripts/clip-results.ts'

export interface RenderedResult {
  saved: PageResult
  /** The clip of the page as rendered (of nothing when it could not be read). */
  rendered: PageResult
  /** Why the page could not be read, or null. */
  failure: string | null
}

/** The kinds of difference between a page's clip as rendered and as saved, in the order they are listed. */
export const DIFFERENCES = [
  'not read',
  'nothing clipped',
  'clipped only as rendered',
  'other sources',
  'title',
  'ingredients',
  'steps',
] as const
export type Difference = (typeof DIFFERENCES)[number]

const sameMatch = (a: LineMatch, b: LineMatch) =>
  a.matched === b.matched && a.expected === b.expected && a.extra === b.extra && a.inOrder === b.inOrder
const sameSimilar = (a: SimilarLines, b: SimilarLines) =>
  a.matched === b.matched && a.expected === b.expected && a.ours === b.ours

/** How the clip as rendered differs from the clip as saved, as far as the comparison with the page sees. */
export function differencesOf({ saved, rendered, failure }: RenderedResult): Difference[] {
  if (failure !== null) return ['not read']
  if (rendered.paths === 'none') return saved.paths === 'none' ? [] : ['nothing clipped']
  if (saved.paths === 'none') return ['clipped only as rendered']
  return [
    ...(rendered.paths === saved.paths ? [] : (['other sources'] as const)),
    ...(rendered.title === saved.title ? [] : (['title'] as const)),
    ...(sameMatch(rendered.ingredients, saved.ingredients) && sameSimilar(rendered.similar, saved.similar)
      ? []
      : (['ingredients'] as const)),
    ...(sameMatch(rendered.steps, saved.steps) && rendered.stepsF1 === saved.stepsF1
      ? []
      : (['steps'] as const)),
  ]
}

const counted = (counts: Map<string, number>) =>
  [...counts].map(([name, count]) => `${name} ${count}`).join(', ')

function countBy<T>(items: T[], keysOf: (item: T) => readonly string[], order: readonly string[] = []) {
  const counts = new Map<string, number>(order.map((key) => [key, 0]))
  for (const item of items) for (const key of keysOf(item)) counts.set(key, (counts.get(key) ?? 0) + 1)
  return counts
}

/** One part against its saved pages: the rule's verdicts that moved, and the clips that differ by kind. */
function comparisonLine(name: string, results: RenderedResult[]): string {
  const moved = (right: boolean) =>
    results.filter((r) => isRightPage(r.saved) !== right && isRightPage(r.rendered) === right).length
  const differing = results.filter((result) => differencesOf(result).length > 0)
  return [
    `${name} right only as saved ${moved(false)}, right only as rendered ${moved(true)};`,
    `clips that differ ${differing.length}: ${counted(countBy(differing, differencesOf, DIFFERENCES))}`,
  ].join(' ')
}

const inPart = (results: RenderedResult[], part: CorpusPart) =>
  results.filter((result) => result.saved.part === part)

/**
 * The overall figures: how many pages were read and in how long, the rule's score of the pages as rendered
 * (the lines `measure:clip` gives of the saved ones), and the comparison with the saved pages, counts only.
 */
export function summarizeRendered(results: RenderedResult[], seconds: number): string[] {
  const failures = results.filter((result) => result.failure !== null)
  const reasons = countBy(failures, (result) => [result.failure ?? ''])
  return [
    `${results.length} pages opened in Chromium and read as the bookmarklet reads them, in ${Math.round(seconds)} s:`,
    `  ${results.length - failures.length} read${failures.length > 0 ? `, ${failures.length} not (${counted(reasons)})` : ''}`,
    ...ruleLines(results.map((result) => result.rendered)),
    'as rendered against as saved (pages; a clip may differ in several ways):',
    `  ${comparisonLine('held out  ', inPart(results, 'held-out'))}`,
    `  ${comparisonLine('looked at ', inPart(results, 'looked-at'))}`,
  ]
}

const mark = (result: PageResult) => (isRightPage(result) ? 'ok' : '--')

/** The pages looked at whose clip as rendered differs from the saved one: site, kinds, the rule's verdicts. */
export function differingLookedAt(results: RenderedResult[]): string[] {
  return inPart(results, 'looked-at').flatMap((result) => {
    const differences = differencesOf(result)
    if (differences.length === 0) return []
    const kinds = result.failure ?? differences.join(', ')
    return [
      `${result.saved.site}: ${kinds}; rule ${mark(result.saved)} as saved, ${mark(result.rendered)} as rendered`,
    ]
  })
}

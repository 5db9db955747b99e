/**
 * `npm run measure:clip [-- <corpus dir>] [--details]`: runs the clipper over the development corpus of
 * saved recipe pages and reports, per page and overall, how the title, ingredients and steps compare
 * with what a person reads on the page, which source each page was read from, and how long it took.
 * Skips cleanly when the corpus is absent, since it is not part of the repository.
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { clipRecipe } from '../src/formats/html/extract-recipe.ts'
import {
  isLenientMatch,
  isStrictMatch,
  matchLines,
  normalizeLine,
  normalizeStep,
  sameGroups,
  sameTitle,
  type LineMatch,
} from './clip-comparison.ts'
import { readCorpus, type CorpusPage } from './clip-corpus.ts'

const args = process.argv.slice(2)
const details = args.includes('--details')
const repoRoot = resolve(import.meta.dirname, '../../..')
const corpusDir = resolve(args.find((arg) => !arg.startsWith('--')) ?? join(repoRoot, '../shared/dev-corpus'))
const clipDir = join(corpusDir, 'clip')

interface PageResult {
  site: string
  paths: string
  title: boolean
  ingredients: LineMatch
  steps: LineMatch
  groups: boolean | null
  ms: number
  /** What differs, for --details. */
  notes: string[]
}

const lines = (text: string | undefined) => (text ? text.split('\n') : [])
const share = (count: number, total: number) =>
  `${count}/${total} (${((100 * count) / Math.max(total, 1)).toFixed(1)}%)`
const ratio = (match: LineMatch) =>
  `${match.matched}/${match.expected}${match.extra ? ` +${match.extra}` : ''}`

function differences(label: string, actual: string[], expected: string[]): string[] {
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

function measure(page: CorpusPage): PageResult {
  const started = performance.now()
  const clipped = clipRecipe(page.html, page.pageUrl)
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
    ms,
    notes: [],
  }
  if (!result.title)
    result.notes.push(`    title ours: ${clipped?.recipe.title ?? ''} | expected: ${page.expected.title}`)
  const plainIngredients = ingredients.filter((line) => !line.startsWith('['))
  result.notes.push(...differences('ingredient', plainIngredients, page.expected.ingredients))
  result.notes.push(...differences('step', steps, page.expected.instructions))
  return result
}

function report(results: PageResult[]): void {
  const count = (test: (result: PageResult) => boolean) => share(results.filter(test).length, results.length)
  const times = results.map((result) => result.ms).sort((a, b) => a - b)
  const grouped = results.filter((result) => result.groups !== null)
  console.log(`\n${results.length} pages`)
  console.log(
    `strict  (every line): all three ${count((r) => r.title && isStrictMatch(r.ingredients) && isStrictMatch(r.steps))}`,
  )
  console.log(
    `        title ${count((r) => r.title)}, ingredients ${count((r) => isStrictMatch(r.ingredients))}, steps ${count((r) => isStrictMatch(r.steps))}`,
  )
  console.log(
    `lenient (≥ 90% of lines): all three ${count((r) => r.title && isLenientMatch(r.ingredients) && isLenientMatch(r.steps))}`,
  )
  console.log(
    `        ingredients ${count((r) => isLenientMatch(r.ingredients))}, steps ${count((r) => isLenientMatch(r.steps))}`,
  )
  console.log(
    `ingredient group headers as on the page: ${share(grouped.filter((r) => r.groups).length, grouped.length)}`,
  )
  const paths = new Map<string, number>()
  for (const result of results) paths.set(result.paths, (paths.get(result.paths) ?? 0) + 1)
  console.log(`paths: ${[...paths].map(([path, n]) => `${path} ${n}`).join(', ')}`)
  console.log(
    `time per page: p50 ${(times[Math.floor(times.length / 2)] ?? 0).toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms`,
  )
}

if (!existsSync(clipDir)) {
  console.log(`No clip corpus at ${clipDir}; nothing to measure.`)
} else {
  const pages = readCorpus(clipDir)
  // The first parse warms up the JIT; a running server is always warm.
  if (pages[0]) clipRecipe(pages[0].html, pages[0].pageUrl)
  const results: PageResult[] = []
  for (const page of pages) {
    const result = measure(page)
    results.push(result)
    const mark = (ok: boolean) => (ok ? 'ok' : '--')
    console.log(
      [
        result.site.padEnd(30),
        result.paths.padEnd(22),
        `title ${mark(result.title)}`,
        `ingr ${ratio(result.ingredients).padEnd(9)}`,
        `steps ${ratio(result.steps).padEnd(9)}`,
        result.groups === null ? '        ' : `groups ${mark(result.groups)}`,
        `${result.ms.toFixed(1).padStart(6)} ms`,
      ].join('  '),
    )
    if (details) for (const note of result.notes) console.log(note)
  }
  report(results)
}

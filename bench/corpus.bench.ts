/**
 * The development corpus (../shared/dev-corpus, outside the repository): the clipper over its saved pages,
 * with the pages the strict match misses, the same pages through the bookmarklet's path (rendered in Chromium,
 * `measure:bookmarklet`), and `measure:import` over its export files. Absent corpus or Chromium: said so.
 */
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { type NotMeasured, notMeasured } from './sections/section.ts'
import { type CorpusPage, DEFAULT_CORPUS_DIR, readCorpus } from '../apps/server/scripts/clip-corpus.ts'
import {
  describeMiss,
  isStrictPage,
  measurePages,
  type PageResult,
  summarize,
} from '../apps/server/scripts/clip-results.ts'
import { CHROMIUM_PATH } from '../e2e/support/chromium.ts'
import { differingLookedAt, summarizeRendered } from './support/bookmarklet-results.ts'
import { renderCorpus } from './support/rendered-corpus.ts'
import { RENDER_TIMES, type RenderTimes } from './support/rendered-page.ts'

const run = promisify(execFile)

export interface CorpusFigures {
  /** Relative to the repository. */
  dir: string
  /** measure:clip's overall lines; null when the corpus has no clip/ folder. */
  clip: { summary: string[]; missed: string[] } | null
  /** The clip corpus through the bookmarklet's path; not measured without a clip/ folder or without Chromium. */
  bookmarklet: BookmarkletFigures | NotMeasured
  /** measure:import's lines per format and overall (its own message when the corpus has no import/ folder). */
  import: string[]
}

export interface BookmarkletFigures {
  /** How long a page was given to load, to settle after, and to be read. */
  times: RenderTimes
  /** measure:bookmarklet's overall lines. */
  summary: string[]
  /** The pages looked at whose clip as rendered differs from the saved page's. */
  differing: string[]
}

async function benchBookmarklet(
  pages: CorpusPage[],
  saved: PageResult[],
  log: (line: string) => void,
): Promise<BookmarkletFigures | NotMeasured> {
  if (!existsSync(CHROMIUM_PATH)) {
    log(`bookmarklet: no Chromium at ${CHROMIUM_PATH}, not measured`)
    return notMeasured(`there is no Chromium at ${CHROMIUM_PATH}`)
  }
  const { results, seconds } = await renderCorpus(pages, saved, (line) => log(`bookmarklet: ${line}`))
  const summary = summarizeRendered(results, seconds)
  for (const line of summary) log(`bookmarklet: ${line}`)
  return { times: RENDER_TIMES, summary, differing: differingLookedAt(results) }
}

async function importSummary(): Promise<string[]> {
  const script = fileURLToPath(new URL('../apps/server/scripts/measure-import.ts', import.meta.url))
  const { stdout } = await run(process.execPath, [script, DEFAULT_CORPUS_DIR], {
    maxBuffer: 16 * 1024 * 1024,
  })
  const lines = stdout.trimEnd().split('\n')
  // From the unsupported formats and the line per format to the overall figures.
  const start = lines.findIndex((line) => line.startsWith('unsupported, by format:'))
  return start >= 0 ? lines.slice(start) : lines.slice(-3)
}

const REPOSITORY = fileURLToPath(new URL('..', import.meta.url))
/** The corpus folder as the report names it: relative to the repository. */
export const corpusDirName = (dir: string) => path.relative(REPOSITORY, dir)

export async function benchCorpus(log: (line: string) => void): Promise<CorpusFigures | NotMeasured> {
  if (!existsSync(DEFAULT_CORPUS_DIR)) {
    log(`corpus: none at ${DEFAULT_CORPUS_DIR}, not measured`)
    return notMeasured(`there is no development corpus at ${corpusDirName(DEFAULT_CORPUS_DIR)}`)
  }
  const clipDir = path.join(DEFAULT_CORPUS_DIR, 'clip')
  let clip: CorpusFigures['clip'] = null
  let bookmarklet: CorpusFigures['bookmarklet'] = notMeasured('the corpus has no `clip/` folder')
  if (existsSync(clipDir)) {
    const pages = readCorpus(clipDir)
    const results = measurePages(pages)
    clip = {
      summary: summarize(results),
      // The held-out pages count in the summary's totals only: what misses on them stays unseen.
      missed: results
        .filter((result) => result.part === 'looked-at' && !isStrictPage(result))
        .map(describeMiss),
    }
    for (const line of clip.summary) log(`clip corpus: ${line}`)
    bookmarklet = await benchBookmarklet(pages, results, log)
  }
  const imports = await importSummary()
  for (const line of imports) log(`import corpus: ${line}`)
  return { dir: corpusDirName(DEFAULT_CORPUS_DIR), clip, bookmarklet, import: imports }
}

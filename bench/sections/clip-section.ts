/** Clipping: the development corpus's real saved pages, and deeply nested pages with /api/health meanwhile. */
import type {
  ClipFigures,
  ClipPageFigures,
  CorpusClipFigures,
  NestedClipFigures,
  Timing,
} from '../clip.bench.ts'
import { KiB, median, MiB, seconds, thousands } from './format.ts'
import { isNotMeasured, notMeasuredLine, type Section } from './section.ts'

const CLIP_TARGET = '< 100 ms'
const HEALTH_TARGET = 'p99 < 50 ms'
/** The largest pages get a row of their own. */
const LARGEST_SHOWN = 3

const timingCells = (t: Timing) => `${t.p50} ms | ${t.p95} ms | ${t.max} ms`

function refusedLine(pages: ClipPageFigures[]): string {
  const refused = pages.filter((page) => page.refused.post.length + page.refused.get.length > 0)
  if (refused.length === 0) return 'Every page was answered 200 by both.'
  const statuses = (page: ClipPageFigures) =>
    [
      ...page.refused.post.map((status) => `POST ${status}`),
      ...page.refused.get.map((status) => `GET ${status}`),
    ].join(', ')
  return `Answered other than 200 (a page without a recipe is a 400): ${refused.map((page) => `${page.site} (${statuses(page)})`).join('; ')}.`
}

function corpusLines(corpus: CorpusClipFigures): string[] {
  const sizes = corpus.pages.map((page) => page.bytes)
  const largest = [...corpus.pages].sort((a, b) => b.bytes - a.bytes).slice(0, LARGEST_SHOWN)
  return [
    `Every saved page of the development corpus (\`${corpus.dir}/clip\`, real pages kept outside the repository):`,
    `${corpus.pages.length} pages of ${KiB(Math.min(...sizes))} to ${KiB(Math.max(...sizes))} (median ${KiB(median(sizes))}, ${MiB(sizes.reduce((sum, size) => sum + size, 0))} in all),`,
    'each sent by POST (as the browser does) and fetched by GET from a local server,',
    `${corpus.rounds} rounds after ${corpus.warmUpRounds} to warm up, round after round over all pages. Measured at the client on`,
    'loopback, so an upper bound of the server time. No cache serves a clip.',
    '',
    '| measure | p50 | p95 | max | target |',
    '|---|---|---|---|---|',
    `| POST /api/clip, every page | ${timingCells(corpus.post)} | ${CLIP_TARGET} |`,
    `| GET /api/clip, every page | ${timingCells(corpus.get)} | ${CLIP_TARGET} |`,
    ...largest.flatMap((page) => [
      `| POST, ${page.site} (${KiB(page.bytes)}) | ${timingCells(page.post)} | ${CLIP_TARGET} |`,
      `| GET, ${page.site} (${KiB(page.bytes)}) | ${timingCells(page.get)} | ${CLIP_TARGET} |`,
    ]),
    '',
    refusedLine(corpus.pages),
  ]
}

function clipCell(nested: NestedClipFigures): string {
  if (nested.status === null) return `no answer after ${seconds(nested.ms)}`
  return `${thousands(nested.ms)} ms (${nested.status})`
}

function nestedRow(nested: NestedClipFigures): string {
  const { health } = nested
  const probes = [
    `${health.probes}`,
    ...(health.unanswered ? [`${health.unanswered} unanswered`] : []),
    ...(health.failed ? [`${health.failed} failed`] : []),
  ].join(', ')
  return `| ${thousands(nested.depth)} (${KiB(nested.bytes)}) | ${clipCell(nested)} | ${thousands(health.p50)} ms | ${thousands(health.p99)} ms | ${thousands(health.max)} ms | ${probes} | ${HEALTH_TARGET} |`
}

function nestedLines(nested: NestedClipFigures[]): string[] {
  const [first] = nested
  if (!first) return ['Not measured in this run.']
  return [
    'A generated page whose recipe sits under nested `<div>`s, with no structured data so that the heading',
    `heuristics walk the whole tree, sent once by POST while GET /api/health is asked every ${first.probeEveryMs} ms, whether`,
    `or not the previous one answered. Once the clip answers, probes in flight have ${seconds(first.drainMs)} to answer; one`,
    'still waiting then counts with the time it waited ("unanswered"). "Failed" probes got no answer at all',
    "(refused, reset, or not connected within the client's connect timeout, as when a stuck server's accept",
    `queue is full) and are left out of the percentiles. A clip not answered within ${first.budgetSeconds} s is given up`,
    'and the server killed.',
    '',
    '| nested divs (page) | POST /api/clip | health p50 | health p99 | health max | probes | target |',
    '|---|---|---|---|---|---|---|',
    ...nested.map(nestedRow),
  ]
}

export const clipSection: Section<ClipFigures> = {
  heading: 'Clip',
  render: ({ corpus, nested }) => [
    '### Real saved pages',
    '',
    ...(isNotMeasured(corpus) ? [notMeasuredLine(corpus)] : corpusLines(corpus)),
    '',
    '### The worst case: deeply nested pages',
    '',
    ...nestedLines(nested),
    '',
  ],
}

/**
 * The development corpus: the clipper's strict and lenient scores with the pages it misses, the same pages
 * through the bookmarklet's path, and the importers.
 */
import { LENIENT_PERCENT } from '../../apps/server/scripts/clip-comparison.ts'
import type { CorpusFigures } from '../corpus.bench.ts'
import { isNotMeasured, type Section } from './section.ts'

const CLIP_TARGET_PERCENT = 95
const SCHEMA_TARGET_PERCENT = 99

function clipLines(clip: CorpusFigures['clip']): string[] {
  if (!clip) return ['The corpus has no `clip/` folder: the clipper was not measured.']
  return [
    '```',
    ...clip.summary,
    '```',
    '',
    ...(clip.missed.length === 0
      ? ['Every page is a strict match.']
      : [
          `The ${clip.missed.length} pages looked at that the strict match misses in this run, with the lines that differ counted (matched of`,
          'expected, "+n" lines of ours the page does not list, "unordered" when all are there in another',
          "order; the pages' text stays out of the repository, `npm run measure:clip -- --details` shows it):",
          '',
          ...clip.missed.map((line) => `- ${line}`),
        ]),
  ]
}

const seconds = (ms: number) => `${ms / 1000} s`

function bookmarkletLines(bookmarklet: CorpusFigures['bookmarklet']): string[] {
  if (isNotMeasured(bookmarklet))
    return [`The bookmarklet's path was not measured in this run: ${bookmarklet.notMeasured}.`]
  const { times, summary, differing } = bookmarklet
  return [
    "The bookmarklet's path (`npm run measure:bookmarklet`): the same pages opened in Debian's Chromium at their own",
    'address (answered by a local server, every other request cut), their inline scripts running, and read as the',
    'bookmarklet reads them (`document.documentElement.outerHTML` and `location.href`) after DOMContentLoaded (within',
    `${seconds(times.loadMs)}) and the load event or ${seconds(times.settleMs)} more, whichever comes first; then clipped and scored by the same`,
    'rule and split. A page not read counts as clipped from nothing.',
    '',
    '```',
    ...summary,
    '```',
    '',
    ...(differing.length === 0
      ? ['Every page looked at clips the same rendered as saved.']
      : [
          `The ${differing.length} pages looked at whose clip differs as rendered (what differs; the rule's verdict as saved and as rendered):`,
          '',
          ...differing.map((line) => `- ${line}`),
        ]),
  ]
}

export const corpusSection: Section<CorpusFigures> = {
  heading: 'Development corpus (clipper and importers)',
  render: (corpus) => [
    `\`npm run measure:clip\` and \`npm run measure:import\` over \`${corpus.dir}\` (real saved pages and`,
    'export files, kept outside the repository; run them for the per-page and per-file lines). The clip',
    'corpus is split (apps/server/scripts/clip-corpus.ts): a third of the pages added when it grew, by a hash of',
    'the site, is held out — never looked at while tuning, scored in totals only — and the rest is looked at.',
    `Both parts are scored by the rule the hidden pages are judged by; the target is ≥ ${CLIP_TARGET_PERCENT}% on the held-out`,
    `part and ≥ ${SCHEMA_TARGET_PERCENT}% on pages with schema.org data. On the pages looked at, strict means title, ingredient`,
    `lines and steps all as a person reads them, in order; lenient accepts ≥ ${LENIENT_PERCENT}% of the lines, in any order.`,
    '',
    ...clipLines(corpus.clip),
    '',
    ...bookmarkletLines(corpus.bookmarklet),
    '',
    '```',
    ...corpus.import,
    '```',
    '',
  ],
}

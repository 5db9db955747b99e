/** The development corpus: the clipper's strict and lenient scores with the pages it misses, and the importers. */
import { LENIENT_PERCENT } from '../../apps/server/scripts/clip-comparison.ts'
import type { CorpusFigures } from '../corpus.bench.ts'
import type { Section } from './section.ts'

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
    '```',
    ...corpus.import,
    '```',
    '',
  ],
}

/**
 * Renders the figures as docs/benchmarks.md: what was measured, on what machine, against which target.
 * Every part is optional: one that has not run, or could not, says so under its heading. Each section
 * renders the figures its part kept when it last ran (support/kept-figures.ts) and names that run.
 */
import type { ClipFigures } from './clip.bench.ts'
import type { CorpusFigures } from './corpus.bench.ts'
import type { FirstLoadFigures } from './firstload.bench.ts'
import type { ImportFigures } from './imports.bench.ts'
import type { LimitsFigures } from './limits.bench.ts'
import type { OfflineBookFigures } from './offline-book.bench.ts'
import type { MessagesFigures } from './messages.bench.ts'
import type { MovingFigures } from './moving.bench.ts'
import type { PlanningFigures } from './planning.bench.ts'
import type { RecipeServerFigures } from './recipes.bench.ts'
import type { ScrollFigures } from './scroll.bench.ts'
import type { SeveralFigures } from './several.bench.ts'
import { clipSection } from './sections/clip-section.ts'
import { corpusSection } from './sections/corpus-section.ts'
import { firstLoadSection } from './sections/firstload-section.ts'
import { importsSection } from './sections/imports-section.ts'
import { limitsSection } from './sections/limits-section.ts'
import { messagesSection } from './sections/messages-section.ts'
import { movingSection } from './sections/moving-section.ts'
import { planningSection } from './sections/planning-section.ts'
import { type QueueFigures, queueSection } from './sections/queue-section.ts'
import { recipesSection } from './sections/recipes-section.ts'
import { scrollSection } from './sections/scroll-section.ts'
import { offlineBookSection } from './sections/offline-book-section.ts'
import { type Kept, type NotMeasured, renderSection, type Section } from './sections/section.ts'
import { serverSection } from './sections/server-section.ts'
import { severalSection } from './sections/several-section.ts'
import { soakSection } from './sections/soak-section.ts'
import { webSection } from './sections/web-section.ts'
import type { ServerFigures } from './server.bench.ts'
import type { SoakResult } from './soak.bench.ts'
import type { WebFigures } from './web.bench.ts'

export interface AllFigures {
  server: ServerFigures
  recipes: RecipeServerFigures
  scroll: ScrollFigures
  soak: SoakResult
  queue: QueueFigures
  imports: ImportFigures
  moving: MovingFigures
  clip: ClipFigures
  corpus: CorpusFigures
  web: WebFigures
  firstload: FirstLoadFigures
  'offline-book': OfflineBookFigures
  messages: MessagesFigures
  planning: PlanningFigures
  limits: LimitsFigures
  several: SeveralFigures
}

/** What each part last measured, with its run (support/kept-figures.ts keeps them). */
export type KeptFigures = { [Part in keyof AllFigures]?: Kept<AllFigures[Part]> }

/** What a run hands the report: the parts it measured, and why others could not be. */
export type RunFigures = { [Part in keyof AllFigures]?: AllFigures[Part] | NotMeasured }

/** The sections, in the order the report shows them. */
const SECTIONS: { [Part in keyof AllFigures]: Section<AllFigures[Part]> } = {
  server: serverSection,
  recipes: recipesSection,
  scroll: scrollSection,
  soak: soakSection,
  queue: queueSection,
  imports: importsSection,
  moving: movingSection,
  clip: clipSection,
  corpus: corpusSection,
  web: webSection,
  firstload: firstLoadSection,
  'offline-book': offlineBookSection,
  messages: messagesSection,
  planning: planningSection,
  limits: limitsSection,
  several: severalSection,
}

export const PART_NAMES = Object.keys(SECTIONS) as (keyof AllFigures)[]

/** A part's section with the figures it kept (each section takes its own part's figures). */
function sectionOf(part: keyof AllFigures, kept: KeptFigures): string[] {
  return renderSection(SECTIONS[part] as Section<unknown>, kept[part] as Kept<unknown> | undefined)
}

/** Every section from the figures its part last kept, each under the run that measured them. */
export function renderReport(kept: KeptFigures, renderedOn: Date): string {
  return [
    '# Benchmarks',
    '',
    `Rendered by \`npm run bench\` (bench/report.ts) on ${renderedOn.toISOString().slice(0, 10)} from the figures each part`,
    'kept when it last ran (docs/benchmarks/PART.json, written by the benchmark code, never by hand).',
    'Each section names its run: when, at which commit, by which command, on which machine, and how busy the',
    "machine was (its one-minute load average; the machine's cores are shared by everything the run starts).",
    'These are measurements against the targets of the issues, not tests: nothing fails when a figure moves.',
    'Load comes from autocannon on the same machine as the server, so absolute throughput is modest; the ratio',
    'to the bare-Fastify ceiling, measured in the same run, is the figure to compare between runs. "Cached" and',
    '"uncached" say whether a cache of the server could answer.',
    '',
    ...PART_NAMES.flatMap((part) => sectionOf(part, kept)),
  ].join('\n')
}

/**
 * Renders the figures as docs/benchmarks.md: what was measured, on what machine, against which target.
 * Every part is optional: one that did not run, or could not, says so under its heading, so a report of
 * some parts reads cleanly and a new section can be wired in before its part runs.
 */
import type { ClipFigures } from './clip.bench.ts'
import type { CorpusFigures } from './corpus.bench.ts'
import type { FirstLoadFigures } from './firstload.bench.ts'
import type { ImportFigures } from './imports.bench.ts'
import type { LimitsFigures } from './limits.bench.ts'
import type { MessagesFigures } from './messages.bench.ts'
import type { MovingFigures } from './moving.bench.ts'
import type { PlanningFigures } from './planning.bench.ts'
import type { RecipeServerFigures } from './recipes.bench.ts'
import type { ScrollFigures } from './scroll.bench.ts'
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
import { type NotMeasured, type ReportContext, renderSection, type Section } from './sections/section.ts'
import { serverSection } from './sections/server-section.ts'
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
  messages: MessagesFigures
  planning: PlanningFigures
  limits: LimitsFigures
}

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
  messages: messagesSection,
  planning: planningSection,
  limits: limitsSection,
}

function sectionOf<Part extends keyof AllFigures>(
  part: Part,
  figures: RunFigures[Part],
  context: ReportContext,
): string[] {
  return renderSection(SECTIONS[part], figures, context)
}

export function renderReport(figures: RunFigures, context: ReportContext): string {
  const parts = Object.keys(SECTIONS) as (keyof AllFigures)[]
  return [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` on ${context.date.toISOString().slice(0, 10)}. Machine: ${context.machine}.`,
    '',
    'These are measurements against the targets of the issues, not tests: nothing fails when a figure moves.',
    'Every figure below comes from the run that wrote this file; a part that did not run says so.',
    `Load comes from autocannon in the same machine (${context.cores} cores shared by load generator and server), so`,
    'absolute throughput is modest; the ratio to the bare-Fastify ceiling, measured in the same run, is the',
    'figure to compare between runs. "Cached" and "uncached" say whether a cache of the server could answer.',
    '',
    ...parts.flatMap((part) => sectionOf(part, figures[part], context)),
  ].join('\n')
}

/**
 * A section of docs/benchmarks.md: a heading and how it renders its part's figures. A part that did not run
 * (or could not: no corpus, say) still gets its heading, saying it was not measured, so a section added
 * later can be wired in before its part runs. Each part's figures are kept with the run that measured them
 * (support/kept-figures.ts), and the section names that run.
 */

/** The run a section's figures come from: when, on what, at which commit, by which command, how busy. */
export interface ReportContext {
  date: Date
  /** CPU, cores, memory, system, Node and PostgreSQL versions. */
  machine: string
  cores: number
  /** The commit measured (short hash; "plus uncommitted changes" when the tree had some). */
  commit: string
  /** The command that ran the part. */
  command: string
  /** The machine's one-minute load average when the part started and when it ended. */
  loadAverage: { start: number; end: number }
}

export interface Section<T> {
  heading: string
  render: (figures: T, context: ReportContext) => string[]
}

/** A part that ran but could not measure, and why (a sentence without its full stop). */
export interface NotMeasured {
  notMeasured: string
}

export const notMeasured = (reason: string): NotMeasured => ({ notMeasured: reason })

export function isNotMeasured(value: unknown): value is NotMeasured {
  return typeof value === 'object' && value !== null && 'notMeasured' in value
}

/** What stands in for figures that are absent. */
export function notMeasuredLine(figures: NotMeasured | undefined): string {
  return figures ? `Not measured in its last run: ${figures.notMeasured}.` : 'Not measured yet.'
}

function bodyOf<T>(section: Section<T>, figures: T | NotMeasured | undefined, context: ReportContext) {
  if (figures === undefined) return [notMeasuredLine(undefined)]
  if (isNotMeasured(figures)) return [notMeasuredLine(figures)]
  return section.render(figures, context)
}

/** What a part last measured, and the run that measured it. */
export interface Kept<T> {
  run: ReportContext
  figures: T | NotMeasured
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** The date and minute of a run, in UTC. */
export function runTime(date: Date): string {
  return `${date.toISOString().slice(0, 10)} ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())} UTC`
}

/** The line under a heading naming the run its figures come from. */
export function runLine(run: ReportContext): string {
  const load = `load average ${run.loadAverage.start} as it started and ${run.loadAverage.end} as it ended`
  return `_Run: ${runTime(run.date)}, commit ${run.commit}, \`${run.command}\`; ${run.machine}; ${load}._`
}

/** The heading, a blank line, the run, the figures (or why there are none) and a blank line. */
export function renderSection<T>(section: Section<T>, kept: Kept<T> | undefined): string[] {
  const body = kept
    ? [runLine(kept.run), '', ...bodyOf(section, kept.figures, kept.run)]
    : [notMeasuredLine(undefined)]
  return [`## ${section.heading}`, '', ...body, ...(body.at(-1) === '' ? [] : [''])]
}

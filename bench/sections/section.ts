/**
 * A section of docs/benchmarks.md: a heading and how it renders its part's figures. A part that did not run
 * (or could not: no corpus, say) still gets its heading, saying it was not measured, so a report of some
 * parts reads cleanly and a section added later can be wired in before its part runs.
 */
export interface ReportContext {
  date: Date
  /** CPU, cores, memory, system, Node and PostgreSQL versions. */
  machine: string
  cores: number
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
  return figures ? `Not measured in this run: ${figures.notMeasured}.` : 'Not measured in this run.'
}

function bodyOf<T>(section: Section<T>, figures: T | NotMeasured | undefined, context: ReportContext) {
  if (figures === undefined) return [notMeasuredLine(undefined)]
  if (isNotMeasured(figures)) return [notMeasuredLine(figures)]
  return section.render(figures, context)
}

/** The heading, a blank line, the figures (or why there are none) and a blank line. */
export function renderSection<T>(
  section: Section<T>,
  figures: T | NotMeasured | undefined,
  context: ReportContext,
): string[] {
  const body = bodyOf(section, figures, context)
  return [`## ${section.heading}`, '', ...body, ...(body.at(-1) === '' ? [] : [''])]
}

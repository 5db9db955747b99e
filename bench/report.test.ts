import { describe, expect, test } from 'vitest'
import { renderReport } from './report.ts'
import { keptOf, reshaped, reshapedContext, sampleContext, sampleFigures } from './sections/sample-figures.ts'
import { notMeasured } from './sections/section.ts'

/**
 * The numbers of a line, with the line's wording around them. Not counted: targets (after <, ≤, ≥, >), the
 * target column of a table, a table's row number, numbers inside words or names (p95, 4G, #60397, =0), and
 * the few definitions the prose names on purpose.
 */
const DEFINITIONS = [
  "Chromium's `longtask` entries (tasks over 50 ms)",
  'before the 202',
  'a page without a recipe is a 400',
  '503 `busy`',
]
const NUMBER = /(?<![\w#=])(?<![<>≤≥]\s?)\d+(?:[.,]\d+)*(?!\w)/g

function numbersOf(line: string): { wording: string; numbers: string[] } {
  let text = DEFINITIONS.reduce((rest, definition) => rest.replaceAll(definition, ''), line)
  if (text.startsWith('|')) {
    const cells = text.split('|').slice(1, -2)
    text = `|${cells.map((cell, index) => (index === 0 && /^\s*\d+\s*$/.test(cell) ? '' : cell)).join('|')}|`
  }
  return { wording: text.replace(NUMBER, '#'), numbers: text.match(NUMBER) ?? [] }
}

/** Numbers that stay the same, at the same place of the same wording, when every figure changes. */
function fixedNumbers(before: string, after: string): string[] {
  const seen = new Map<string, number>()
  const afterLines = after.split('\n').map(numbersOf)
  const fixed: string[] = []
  for (const line of before.split('\n')) {
    const { wording, numbers } = numbersOf(line)
    const occurrence = seen.get(wording) ?? 0
    seen.set(wording, occurrence + 1)
    const twin = afterLines.filter((other) => other.wording === wording)[occurrence]
    if (!twin) continue
    numbers.forEach((number, index) => {
      if (twin.numbers[index] === number) fixed.push(`${number} in: ${line}`)
    })
  }
  return fixed
}

describe('every figure comes from the run that writes the report', () => {
  const before = renderReport(keptOf(sampleFigures(), sampleContext), sampleContext.date)
  const after = renderReport(keptOf(reshaped(sampleFigures()), reshapedContext), reshapedContext.date)

  test('no number stays the same when every figure changes', () => {
    expect(before).not.toContain('Not measured')
    expect(fixedNumbers(before, after)).toEqual([])
  })

  test('no count is written out in words (outside the lines the measuring scripts print)', () => {
    const prose = before.replace(/```[^`]*```/g, '')
    expect(prose).not.toMatch(/\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty)\b/i)
  })

  test('the check finds a figure written down in the prose', () => {
    const withFixed = (report: string) =>
      report.replace('## Server\n', '## Server\n\nThe search took 70 ms.\n')
    expect(fixedNumbers(withFixed(before), withFixed(after))).toEqual(['70 in: The search took 70 ms.'])
  })
})

describe('parts that did not run', () => {
  test('keep their heading and say they were not measured', () => {
    const { server, corpus } = sampleFigures()
    const report = renderReport(keptOf({ server, corpus }, sampleContext), sampleContext.date)
    for (const heading of ['Recipe book', 'Memory soak', 'PGlite under many connections', 'Clip'])
      expect(report).toContain(`## ${heading}\n\nNot measured yet.\n`)
    expect(report).toContain('(the welcome page on a phone-sized screen)\n\nNot measured yet.\n')
    expect(report).toContain('## Server\n\n_Run: 2026-11-24 10:00 UTC, commit abc1234')
    expect(report).toContain('_\n\nEach load runs 10 s')
    expect(report).toContain('## Development corpus (clipper and importers)\n\n_Run:')
  })

  test('say why when the part could not measure', () => {
    const report = renderReport(
      keptOf({ corpus: notMeasured('there is no development corpus at ../x') }, sampleContext),
      sampleContext.date,
    )
    expect(report).toContain('Not measured in its last run: there is no development corpus at ../x.\n')
  })

  test('an empty run is every heading saying so', () => {
    const report = renderReport({}, sampleContext.date)
    expect(report.match(/^## /gm)).toHaveLength(16)
    expect(report.match(/^Not measured yet\.$/gm)).toHaveLength(16)
  })
})

describe('sections from several runs', () => {
  test('each section names the run its figures come from', () => {
    const { server, planning } = sampleFigures()
    const report = renderReport(
      { ...keptOf({ server }, sampleContext), ...keptOf({ planning }, reshapedContext) },
      reshapedContext.date,
    )
    const runOf = (heading: string) => report.split(`## ${heading}\n\n`)[1]?.split('\n')[0]
    expect(runOf('Server')).toBe(
      '_Run: 2026-11-24 10:00 UTC, commit abc1234, `npm run bench`; Sample CPU, Linux; load average 0.42 as it started and 1.73 as it ended._',
    )
    expect(runOf('Shopping lists and meal plans')).toContain(
      '2027-03-09 11:17 UTC, commit def5678, `npm run bench -w bench -- other`',
    )
  })
})

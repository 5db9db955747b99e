import { expect, test } from 'vitest'
import { firstLoadSection } from './firstload-section.ts'
import { reshaped, sampleContext, sampleFigures } from './sample-figures.ts'

test('the usable time is the median of the runs, and only long tasks over 50 ms count against the grid', () => {
  const text = firstLoadSection.render(sampleFigures().firstload, sampleContext).join('\n')
  expect(text).toContain(
    '| 1366 px: navigation → list usable, median of 3 | 618 ms (runs: 618, 690, 583) | < 800 ms |',
  )
  expect(text).toContain(
    '| phone: navigation → list usable, median of 2 | 731 ms (runs: 731, 664) | < 800 ms |',
  )
  expect(text).toContain('| phone: rounds of code before usable | 2, 3 |  |')
  expect(text).toContain(
    'on a phone (390×844, rows; every\nrequest 20 ms further away and the processor 2× slower',
  )
  expect(text).toContain('(5 pages, scrolled to the end) | 1, longest 53 ms | none |')
  expect(text).toContain('| 2 | welcome | 96 | 141 kB | 62 ms | 2250 ms | score ≥ 95, script ≤ 150 kB |')
  expect(text).toContain('| 1 | list | 71 | 298 kB | 420 ms | 3900 ms |  |')
})

test('every figure comes from the run', () => {
  const sample = firstLoadSection.render(sampleFigures().firstload, sampleContext).join('\n')
  const other = firstLoadSection.render(reshaped(sampleFigures()).firstload, sampleContext).join('\n')
  expect(other).not.toBe(sample)
  expect(other).toContain(`median of 4`)
})

test("the median phone run's code is shown round by round, files without their hashes", () => {
  const text = firstLoadSection.render(sampleFigures().firstload, sampleContext).join('\n')
  expect(text).toContain('in the run usable after 731 ms (the median)')
  expect(text).toContain('| 2 | 300–520 ms | RecipeListPage.js, pages.js |')
})

import { expect, test } from 'vitest'
import { recipesSection } from './recipes-section.ts'
import { sampleContext, sampleFigures } from './sample-figures.ts'

test('the HTTP share compares the uncached run with the direct query over the pairs both asked', () => {
  const rendered = recipesSection.render(sampleFigures().recipes, sampleContext)
  expect(rendered).toContain(
    '| … page/sort pairs asked (of 80): uncached HTTP / direct query | 80 / 79 | 80 / 79 |  |',
  )
  // 117 of 143 requests a second.
  expect(rendered).toContain(
    '| … uncached HTTP throughput as a share of the direct query | 82% | 82% | ≥ 60% |',
  )
})

test('the search without and with planner statistics comes from the PGlite run', () => {
  const text = recipesSection.render(sampleFigures().recipes, sampleContext).join('\n')
  expect(text).toContain('without them a median of 71.2 ms (slowest 80.1 ms), with them')
  expect(text).toContain('1.3 ms (slowest 2.4 ms)')
  expect(text).toContain('“choc” 71.2 → 1.3 ms, “soup” 64.3 → 2.4 ms, “gnocchi” 80.1 → 0.9 ms')
})

test('without a PGlite run the planner figures are left out, not made up', () => {
  const figures = sampleFigures().recipes
  figures.engines = figures.engines.filter((engine) => engine.database === 'postgres')
  const text = recipesSection.render(figures, sampleContext).join('\n')
  expect(text).toContain('(at start, then periodically, by the same rule).\n')
  expect(text).not.toContain('without them')
  expect(text).toContain('| … cached, one connection alone | not measured | 0.3 / 1.1 / 2.4 ms |  |')
})

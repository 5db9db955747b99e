import { expect, test } from 'vitest'
import { limitsSection } from './limits-section.ts'
import { sampleContext, sampleFigures } from './sample-figures.ts'

test('health idle and under each load, with its target, and each write with a refusal named', () => {
  const text = limitsSection.render(sampleFigures().limits, sampleContext).join('\n')
  expect(text).toContain(
    '| p50 / p99 / max (1,400 probes) | 1.2 / 3.4 / 6.1 ms | 1.9 / 31.7 / 48.2 ms | p99 < 50 ms |',
  )
  expect(text).toContain(
    '| health, during the writes | 2.3 / 61.2 / 82.4 ms | 2.1 / 41.8 / 66.3 ms | p99 < 100 ms |',
  )
  expect(text).toContain('| all items checked off | 1320 ms | 12 ms (429) |  |')
  expect(text).toContain('810 of 1,800 registrations are accepted')
})

test('probes left waiting or failed are counted, not hidden', () => {
  const figures = sampleFigures().limits
  figures.push.health.busy = { ...figures.push.health.busy, unanswered: 3, failed: 2 }
  const text = limitsSection.render(figures, sampleContext).join('\n')
  expect(text).toContain('1.9 / 31.7 / 48.2 ms; 3 unanswered, 2 failed')
})

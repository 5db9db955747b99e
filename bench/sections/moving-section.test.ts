import { expect, test } from 'vitest'
import { movingSection } from './moving-section.ts'
import { sampleContext, sampleFigures } from './sample-figures.ts'

test('the large import on each database with its memory, and the recognition of a large zip', () => {
  const text = movingSection.render(sampleFigures().moving, sampleContext).join('\n')
  expect(text).toContain('A generated MealMaster file of 10,000 recipes (7.0 MiB, no pictures)')
  expect(text).toContain(
    '| 10,000 MealMaster recipes: upload to job done | 21.4 s (10,000 imported) | 17.2 s (10,000 imported) | < 30 s on PGlite |',
  )
  expect(text).toContain('| 150 → 190 MiB (+40) | 120 → 150 MiB (+30) |  |')
  expect(text).toContain('| 181 → 184 → 183 → 185 MiB | 141 → 143 → 142 → 144 MiB | flat |')
  expect(text).toContain('Recognising a 100.0 MiB zip (200 entries')
  expect(text).toContain('median and slowest of 5 rounds: 12.5 / 20.1 ms,\nfound paprika')
})

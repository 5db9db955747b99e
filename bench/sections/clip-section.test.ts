import { expect, test } from 'vitest'
import { clipSection } from './clip-section.ts'
import { sampleContext, sampleFigures } from './sample-figures.ts'
import { notMeasured } from './section.ts'

test('the real pages are named with their sizes, the largest with rows of their own', () => {
  const rendered = clipSection.render(sampleFigures().clip, sampleContext)
  expect(rendered).toContain('4 pages of 2 KiB to 957 KiB (median 293 KiB, 1.2 MiB in all),')
  expect(rendered).toContain('| POST, big.example (957 KiB) | 40.2 ms | 44.7 ms | 49.7 ms | < 100 ms |')
  expect(rendered).toContain('| GET, small.example (12 KiB) | 4.1 ms | 8.6 ms | 13.6 ms | < 100 ms |')
  expect(rendered.join('\n')).not.toContain('tiny.example (')
  expect(rendered).toContain(
    'Answered other than 200 (a page without a recipe is a 400): mid.example (POST 400, GET 400).',
  )
})

test('without the corpus the section says so and measures no stand-in page', () => {
  const figures = { ...sampleFigures().clip, corpus: notMeasured('there is no development corpus at ../x') }
  const text = clipSection.render(figures, sampleContext).join('\n')
  expect(text).toContain(
    '### Real saved pages\n\nNot measured in its last run: there is no development corpus at ../x.\n',
  )
  expect(text).not.toContain('/api/clip, every page')
})

test('a nested page that never answered shows the budget and the probes that waited', () => {
  const rendered = clipSection.render(sampleFigures().clip, sampleContext)
  expect(rendered).toContain(
    '| 40,000 (430 KiB) | 9,012 ms (200) | 4.2 ms | 37.8 ms | 126 ms | 140, 3 unanswered, 2 failed | p99 < 50 ms |',
  )
  expect(rendered).toContain(
    '| 200,000 (2,149 KiB) | no answer after 60.0 s | 31.5 ms | 283.5 ms | 945 ms | 140, 3 unanswered, 2 failed | p99 < 50 ms |',
  )
  expect(rendered.join('\n')).toContain('asked every 50 ms')
})

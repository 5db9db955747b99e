import { expect, test } from 'vitest'
import { corpusSection } from './corpus-section.ts'
import { sampleContext, sampleFigures } from './sample-figures.ts'

test('the pages the strict match misses are counted and listed from the run', () => {
  const text = corpusSection.render(sampleFigures().corpus, sampleContext).join('\n')
  expect(text).toContain('The 2 pages looked at that the strict match misses in this run')
  expect(text).toContain('≥ 95% on the held-out')
  expect(text).toContain('\n- a.example: title differs\n- b.example: steps 3/3 unordered\n')
})

test('a run that misses none says so', () => {
  const corpus = sampleFigures().corpus
  corpus.clip = { summary: ['1 pages'], missed: [] }
  expect(corpusSection.render(corpus, sampleContext)).toContain('Every page is a strict match.')
})

test('a corpus without saved pages says the clipper was not measured', () => {
  const corpus = { ...sampleFigures().corpus, clip: null }
  expect(corpusSection.render(corpus, sampleContext)).toContain(
    'The corpus has no `clip/` folder: the clipper was not measured.',
  )
})

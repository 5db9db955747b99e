import { expect, test } from 'vitest'
import { corpusSection } from './corpus-section.ts'
import { RENDER_TIMES } from '../support/rendered-page.ts'
import { sampleContext, sampleFigures } from './sample-figures.ts'
import { notMeasured } from './section.ts'

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

test("the bookmarklet's path is told with its time limits, its lines and the pages looked at that differ", () => {
  const text = corpusSection.render(sampleFigures().corpus, sampleContext).join('\n')
  expect(text).toContain('after DOMContentLoaded (within\n10 s) and the load event or 1.5 s more')
  expect(text).toContain(
    '```\n72 pages opened in Chromium and read as the bookmarklet reads them, in 95 s:\n```',
  )
  expect(text).toContain(
    "The 1 pages looked at whose clip differs as rendered (what differs; the rule's verdict as saved and as rendered):\n\n- c.example: nothing clipped; rule ok as saved, -- as rendered\n",
  )
})

test('a run where no page looked at differs as rendered says so; one without Chromium says why it did not render', () => {
  const corpus = sampleFigures().corpus
  corpus.bookmarklet = { times: RENDER_TIMES, summary: ['1 pages'], differing: [] }
  expect(corpusSection.render(corpus, sampleContext)).toContain(
    'Every page looked at clips the same rendered as saved.',
  )
  corpus.bookmarklet = notMeasured('there is no Chromium at /x/chromium')
  expect(corpusSection.render(corpus, sampleContext)).toContain(
    "The bookmarklet's path was not measured in this run: there is no Chromium at /x/chromium.",
  )
})

import { expect, test } from 'vitest'
import { sampleContext, sampleFigures } from './sample-figures.ts'
import { serverSection } from './server-section.ts'

const lines = () => serverSection.render(sampleFigures().server, sampleContext)

test('the session lookup is measured cached and uncached, each row with its own figures', () => {
  const rendered = lines()
  expect(rendered).toContain(
    '| GET /api/users/ (session lookup), cached, 50 connections | 20109 req/s | 19927 req/s |  |',
  )
  expect(rendered).toContain(
    '| GET /api/users/ (session lookup), uncached, 50 connections | 1234 req/s | 4321 req/s |  |',
  )
  const uncached = rendered.indexOf(rendered.find((line) => line.includes('uncached, 50 connections'))!)
  expect(rendered[uncached + 2]).toBe('| … share of the ceiling | 3% | 9% |  |')
})

test('errors count over every load of the section', () => {
  // One error and two non-2xx in each of cached, uncached and login.
  expect(lines()).toContain('| errors / non-2xx during load | 3 / 6 | 3 / 6 | 0 |')
})

test("PGlite's cost per uncached request is computed from its throughput", () => {
  expect(lines().join('\n')).toContain('(0.81 ms of the server thread per request in this run')
})

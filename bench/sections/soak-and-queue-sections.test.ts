import { expect, test } from 'vitest'
import { queueSection } from './queue-section.ts'
import { sampleContext, sampleFigures } from './sample-figures.ts'
import { soakSection } from './soak-section.ts'

test('the soak shows each start, the load window by window and idle after it, against the targets', () => {
  const rendered = soakSection.render(sampleFigures().soak, sampleContext)
  expect(rendered).toContain('30 minutes, each pausing about 250 ms between actions.')
  expect(rendered).toContain('| … idle | 187 MiB (196 MB) | < 200 MB |')
  expect(rendered).toContain('| restart on it: ready (from spawning the process) | 1210 ms | ≤ 1500 ms |')
  expect(rendered).toContain('| under load: requests, failed | 41234, upload 2 | none |')
  expect(rendered).toContain('| … peak of the last full window against the first | +3 MiB | flat |')
  expect(rendered).toContain(
    '| idle after the load | 189 MiB (198 MB) (+8 MiB on idle before it) | flat, < 200 MB |',
  )
  expect(rendered).toContain('Actions: list 10711, open 8250, search 5790.')
  expect(rendered).toContain('| 30:02 | 195 MiB | 217 MiB | 211 MiB |')
})

test('the drift leaves out a last window the end of the load cut short', () => {
  const soak = sampleFigures().soak
  const windows = [...soak.windows, { from: 1802, to: 1804, minMiB: 150, maxMiB: 150, endMiB: 150 }]
  expect(soakSection.render({ ...soak, windows }, sampleContext)).toContain(
    '| … peak of the last full window against the first | +3 MiB | flat |',
  )
})

test('the soak says when nothing failed', () => {
  const soak = sampleFigures().soak
  const rendered = soakSection.render({ ...soak, tally: { ...soak.tally, failures: {} } }, sampleContext)
  expect(rendered).toContain('| under load: requests, failed | 41234, none | none |')
})

test('the queue shows the list against its p99, and the burst turned away with Retry-After', () => {
  const rendered = queueSection.render(sampleFigures().queue, sampleContext)
  expect(rendered).toContain('| … p50 / p95 / p99 | 280.3 / 561.1 / 842.4 ms | p99 < 1 s |')
  expect(rendered).toContain('| … 503 `busy` | 3, 3 with Retry-After: 2 | |')
  expect(rendered).toContain('| … errors / other non-2xx | 1 / 1 | 0 |')
  expect(rendered).toContain(
    '| … GET /api/health p50 / p99 | 3.1 / 27.9 ms (140 probes, 3 unanswered, 2 failed) | < 50 ms p99 |',
  )
  expect(rendered).toContain('| 300 connections for 10 s: answers | 900 req/s; 1,500 2xx, 4 other | |')
  expect(rendered).toContain(
    '| … 503 `busy` | 7,400, 7,399 with Retry-After: 2 | 503 with Retry-After, never an endless wait |',
  )
  expect(rendered).toContain('| … 2xx p50 / p99 / max | 620.4 / 1862.7 / 2484.1 ms | |')
})

test('the queue says when no request was turned away', () => {
  const queue = sampleFigures().queue
  const list = { ...queue.list, unavailable: { ...queue.list.unavailable, count: 0, withRetryAfter: 0 } }
  expect(queueSection.render({ ...queue, list }, sampleContext)).toContain('| … 503 `busy` | none | |')
})

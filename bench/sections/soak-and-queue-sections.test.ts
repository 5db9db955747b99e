import { expect, test } from 'vitest'
import { queueSection } from './queue-section.ts'
import { sampleContext, sampleFigures } from './sample-figures.ts'
import { soakSection } from './soak-section.ts'

test('the soak shows idle, start-up peak and the curve against the targets', () => {
  const rendered = soakSection.render(sampleFigures().soak, sampleContext)
  expect(rendered[0]).toBe(
    'PGlite (embedded), 20 clients for 30 minutes, the server as it runs by default (cached).',
  )
  expect(rendered).toContain('| resident memory idle after start | 187 MiB | < 200 MB |')
  expect(rendered).toContain('| … the most while starting | 331 MiB | < 350 MB |')
  expect(rendered).toContain(
    '| … during the soak: first sample → last (lowest, highest) | 190 → 211 MiB (190, 214) | flat |',
  )
  expect(rendered).toContain('Resident memory by minute: 0: 190, 15: 214, 30: 211 (MiB).')
})

test('the queue shows the uncached p99 and the 503s apart from other failures', () => {
  const rendered = queueSection.render(sampleFigures().queue, sampleContext)
  expect(rendered).toContain('| p50 / p95 / p99 | 280.3 / 561.1 / 842.4 ms | p99 < 1 s |')
  expect(rendered).toContain('| 503 (queue full) | 1, Retry-After: 1 | with Retry-After |')
  expect(rendered).toContain('| errors / other non-2xx | 1 / 1 | 0 |')
})

/**
 * PGlite under many connections (issue 12): the uncached list at many connections on one embedded engine,
 * with the fair, bounded queue answering 503 when full. QueueFigures is what that part hands the report.
 */
import type { LoadResult } from '../support/load.ts'
import { latency, thousands } from './format.ts'
import type { Section } from './section.ts'

export interface QueueFigures {
  recipes: number
  connections: number
  durationSeconds: number
  /** GET /api/recipes/by-page with CACHE_SECONDS=0. */
  list: LoadResult
  /** 503 answers (a full queue) among list.non2xx, and the Retry-After they carried. */
  unavailable: number
  retryAfter: string | null
}

export const queueSection: Section<QueueFigures> = {
  heading: 'PGlite under many connections',
  render: (queue) => [
    `GET /api/recipes/by-page on ${thousands(queue.recipes)} recipes, uncached (\`CACHE_SECONDS=0\`: every request waits`,
    `for the one embedded engine), ${queue.connections} connections for ${queue.durationSeconds} s.`,
    '',
    '| measure | value | target |',
    '|---|---|---|',
    `| throughput | ${queue.list.requestsPerSecond} req/s | |`,
    `| p50 / p95 / p99 | ${latency(queue.list)} | p99 < 1 s |`,
    `| 503 (queue full) | ${queue.unavailable}${queue.retryAfter === null ? '' : `, Retry-After: ${queue.retryAfter}`} | with Retry-After |`,
    `| errors / other non-2xx | ${queue.list.errors} / ${queue.list.non2xx - queue.unavailable} | 0 |`,
    '',
  ],
}

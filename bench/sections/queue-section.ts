/**
 * PGlite under many connections (issue 12): the uncached list at many connections on one embedded engine,
 * then a burst past what the fair, bounded queue lets wait, which it answers 503 with Retry-After.
 * QueueFigures is what bench/queue.bench.ts hands the report.
 */
import type { ProbeFigures } from '../support/health-probe.ts'
import type { LoadResult } from '../support/load.ts'
import { latency, type Percentiles, seconds, thousands } from './format.ts'
import type { Section } from './section.ts'

/** Answers of one status class: how many, and their latency. */
export interface AnswerFigures extends Percentiles {
  count: number
  max: number
}

/** One load of GET /api/recipes/by-page, its answers counted by status, with /api/health probed meanwhile. */
export interface QueueLoad {
  connections: number
  durationSeconds: number
  /** autocannon's figures over every answer; its errors count requests given up (timeouts) too. */
  all: LoadResult
  ok: AnswerFigures
  /** 503 answers (a full queue), how many carried Retry-After, and the values it had. */
  unavailable: AnswerFigures & { withRetryAfter: number; retryAfter: string[] }
  /** Answers neither 2xx nor 503. */
  other: number
  health: ProbeFigures
}

export interface QueueFigures {
  recipes: number
  pageCount: number
  /** The page/sort pairs the requests cycle through. */
  pagePairs: number
  /** When the server's queue is full (apps/server/src/db/connection-queue.ts). */
  limits: { maxWaiting: number; maxWaitMs: number }
  probeEveryMs: number
  /** The load generator gives a request up after this long. */
  timeoutSeconds: number
  /** The connections the queue is sized for. */
  list: QueueLoad
  /** Far more connections than the queue lets wait. */
  burst: QueueLoad
}

const LIST_TARGET = 'p99 < 1 s'
const BURST_TARGET = '503 with Retry-After, never an endless wait'
const HEALTH_TARGET = '< 50 ms p99'

function unavailableCell({ unavailable }: QueueLoad): string {
  if (unavailable.count === 0) return 'none'
  const header =
    unavailable.retryAfter.length > 0 ? `Retry-After: ${unavailable.retryAfter.join(', ')}` : 'Retry-After'
  return `${thousands(unavailable.count)}, ${thousands(unavailable.withRetryAfter)} with ${header}`
}

function healthCell({ health }: QueueLoad): string {
  const missing = [
    ...(health.unanswered ? [`${health.unanswered} unanswered`] : []),
    ...(health.failed ? [`${health.failed} failed`] : []),
  ]
  return `${health.p50} / ${health.p99} ms (${[`${health.probes} probes`, ...missing].join(', ')})`
}

const okLatency = ({ ok }: QueueLoad) => `${ok.p50} / ${ok.p99} / ${ok.max} ms`

export const queueSection: Section<QueueFigures> = {
  heading: 'PGlite under many connections',
  render: ({ list, burst, limits, ...queue }) => [
    `GET /api/recipes/by-page on ${thousands(queue.recipes)} recipes, ${queue.pageCount} a page over ${queue.pagePairs} page/sort pairs, uncached`,
    '(`CACHE_SECONDS=0`: every request waits its turn for the one embedded engine). Once',
    `${limits.maxWaiting} queries wait, or the first in line has waited ${seconds(limits.maxWaitMs)}, the server answers new requests`,
    'at once with 503 `busy` and a Retry-After header, before doing any work. GET /api/health waits in no',
    `line; it is asked every ${queue.probeEveryMs} ms throughout, whether or not the previous probe answered. A request`,
    `still unanswered after ${queue.timeoutSeconds} s is given up and counted as an error. autocannon does not wait for`,
    'Retry-After: each connection sends its next request as soon as an answer arrives, whatever its status.',
    '',
    '| measure | value | target |',
    '|---|---|---|',
    `| ${list.connections} connections for ${list.durationSeconds} s: throughput | ${list.all.requestsPerSecond} req/s | |`,
    `| … p50 / p95 / p99 | ${latency(list.all)} | ${LIST_TARGET} |`,
    `| … 503 \`busy\` | ${unavailableCell(list)} | |`,
    `| … errors / other non-2xx | ${list.all.errors} / ${list.other} | 0 |`,
    `| … GET /api/health p50 / p99 | ${healthCell(list)} | ${HEALTH_TARGET} |`,
    `| ${burst.connections} connections for ${burst.durationSeconds} s: answers | ${burst.all.requestsPerSecond} req/s; ${thousands(burst.ok.count)} 2xx, ${thousands(burst.other)} other | |`,
    `| … 503 \`busy\` | ${unavailableCell(burst)} | ${BURST_TARGET} |`,
    `| … 2xx p50 / p99 / max | ${okLatency(burst)} | |`,
    `| … 503 \`busy\` p50 / p99 / max | ${burst.unavailable.p50} / ${burst.unavailable.p99} / ${burst.unavailable.max} ms | |`,
    `| … errors (given up) | ${burst.all.errors} | 0 |`,
    `| … GET /api/health p50 / p99 | ${healthCell(burst)} | ${HEALTH_TARGET} |`,
    '',
  ],
}

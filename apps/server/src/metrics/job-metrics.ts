/**
 * Jobs by kind (`import:paprika`…): waiting and running now, and finished by outcome, read from the jobs
 * table when Prometheus scrapes, so they hold whichever process runs the jobs. The read waits in the
 * database's queue like any query, for a bounded time: a database that does not answer leaves these out
 * and sets rosemary_jobs_readable to 0, and the scrape answers with everything else.
 */
import type { FastifyBaseLogger } from 'fastify'
import { Gauge, type Registry } from 'prom-client'
import type { Database } from '../db/client.ts'
import { createBoundedRead } from './bounded-read.ts'
import { createJobCountsRepository } from './job-counts.repository.ts'

const STATES: Record<string, string> = { pending: 'queued', running: 'running' }
const OUTCOMES: Record<string, string> = { done: 'done', failed: 'failed' }

export function registerJobMetrics(
  registry: Registry,
  deps: { database: Database; timeoutMs: number; logger: FastifyBaseLogger },
): { refresh(): Promise<void> } {
  const active = new Gauge({
    name: 'rosemary_jobs',
    help: 'Jobs waiting (queued) or running now, by kind.',
    labelNames: ['kind', 'state'] as const,
    registers: [registry],
  })
  const finished = new Gauge({
    name: 'rosemary_jobs_finished',
    help: 'Finished jobs on record, by kind and outcome (falls when accounts and their jobs are deleted).',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  })
  const readable = new Gauge({
    name: 'rosemary_jobs_readable',
    help: '1 when the job counts were read at this scrape; 0 when the database did not answer in time.',
    registers: [registry],
  })
  const repository = createJobCountsRepository(deps.database.db)
  const read = createBoundedRead({
    read: () => repository.countByKindAndStatus(),
    timeoutMs: deps.timeoutMs,
    onError: (error) => deps.logger.warn({ err: error }, 'metrics: could not count the jobs'),
  })
  return {
    async refresh() {
      // A full queue turns requests away: a scrape adds nothing to it.
      const counts = deps.database.queue.full ? null : await read()
      active.reset()
      finished.reset()
      readable.set(counts ? 1 : 0)
      if (!counts) return
      for (const { kind, status, count } of counts) {
        const state = STATES[status]
        const outcome = OUTCOMES[status]
        if (state) active.inc({ kind, state }, count)
        else if (outcome) finished.set({ kind, outcome }, count)
      }
    },
  }
}

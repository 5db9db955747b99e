/**
 * The database's connection queue (db/connection-queue.ts: slots in use, work waiting, whether it is
 * full, requests turned away with 503) and, on PostgreSQL, the pool's connections, read as they are when
 * Prometheus scrapes: nothing is counted on the way of a query.
 */
import { Counter, Gauge, type Registry } from 'prom-client'
import type { Database } from '../db/client.ts'

function gauge(registry: Registry, name: string, help: string, read: () => number): void {
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set(read())
    },
  })
}

/** Returns what counts a request turned away while the queue is full (http/admission.ts calls it). */
export function registerDatabaseMetrics(registry: Registry, database: Database): () => void {
  const { queue } = database
  gauge(
    registry,
    'rosemary_db_queue_slots',
    'Connections the queue lets work use at once.',
    () => queue.limits.slots,
  )
  gauge(
    registry,
    'rosemary_db_queue_slots_in_use',
    'Queries and transactions running now.',
    () => queue.running,
  )
  gauge(
    registry,
    'rosemary_db_queue_waiting',
    'Queries and transactions waiting for a slot.',
    () => queue.waiting,
  )
  gauge(registry, 'rosemary_db_queue_full', '1 while new API requests are turned away with 503 busy.', () =>
    queue.full ? 1 : 0,
  )
  const turnedAway = new Counter({
    name: 'rosemary_db_queue_turned_away_total',
    help: 'API requests answered 503 busy because the database queue was full.',
    registers: [registry],
  })
  const { poolCounts } = database
  if (poolCounts) {
    gauge(
      registry,
      'rosemary_db_pool_connections',
      'PostgreSQL connections open, busy or idle.',
      () => poolCounts().total,
    )
    gauge(
      registry,
      'rosemary_db_pool_idle_connections',
      'PostgreSQL connections open and idle.',
      () => poolCounts().idle,
    )
    gauge(
      registry,
      'rosemary_db_pool_waiting',
      'Checkouts waiting for a PostgreSQL connection.',
      () => poolCounts().waiting,
    )
  }
  return () => turnedAway.inc()
}

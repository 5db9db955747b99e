/**
 * GET /metrics in Prometheus's text format, only when METRICS_TOKEN is set (otherwise nothing here runs:
 * no route, no hook, nothing measured). The scrape shows `Authorization: Bearer <METRICS_TOKEN>`; anything
 * else is a 401 (the header is redacted from the log, http/logging.ts). Each app has a registry of its own;
 * the process's metrics come from one registry the process shares (process-metrics.ts).
 */
import type { FastifyInstance } from 'fastify'
import { Gauge, Registry } from 'prom-client'
import type { Database } from '../db/client.ts'
import { createBearerCheck } from './bearer-check.ts'
import { registerDatabaseMetrics } from './database-metrics.ts'
import { registerHttpMetrics } from './http-metrics.ts'
import { registerJobMetrics } from './job-metrics.ts'
import { processRegistry } from './process-metrics.ts'

/** How long a scrape waits for the database: Prometheus's own default timeout is 10 s. */
export const DEFAULT_METRICS_READ_TIMEOUT_MS = 2_000

export interface AppMetrics {
  /** Counts a request turned away 503 busy (http/admission.ts). */
  turnedAway: () => void
}

export function registerMetrics(
  app: FastifyInstance,
  deps: { token: string; database: Database; readTimeoutMs?: number | undefined },
): AppMetrics {
  const registry = new Registry()
  const isAllowed = createBearerCheck(deps.token)
  const requests = registerHttpMetrics(app, registry)
  const turnedAway = registerDatabaseMetrics(registry, deps.database)
  const jobs = registerJobMetrics(registry, {
    database: deps.database,
    timeoutMs: deps.readTimeoutMs ?? DEFAULT_METRICS_READ_TIMEOUT_MS,
    logger: app.log,
  })
  new Gauge({
    name: 'rosemary_sockets_open',
    help: 'Live sockets open on /grip/ws in this process.',
    registers: [registry],
    collect() {
      // @fastify/websocket's server keeps every socket it accepted until it closes.
      this.set(app.websocketServer.clients.size)
    },
  })

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!isAllowed(request.headers.authorization)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ error: { code: 'unauthorized', message: 'GET /metrics needs the metrics token' } })
    }
    await jobs.refresh()
    const own = await registry.metrics()
    const shared = await processRegistry().metrics()
    // Blocks of metrics, each ending in a newline, one after another: still one text in the format.
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(requests.text() + own + shared)
  })
  return { turnedAway }
}

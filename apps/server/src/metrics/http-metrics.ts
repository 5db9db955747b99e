/**
 * Requests by route and status, their durations, and the library cache's hits and misses, counted once
 * each answer is sent (onResponse: nothing added to the time the client waits). The route is the pattern
 * the request matched (`/api/recipes/:id`), never its URL, so the series are as many as the routes.
 */
import type { FastifyInstance } from 'fastify'
import { Counter, Histogram, type Registry } from 'prom-client'
import { isKeptRead } from '../caching/library-cache.ts'

/** The route of a request no route matched (any 404 of an unknown path): one series for all of them. */
export const UNMATCHED_ROUTE = '(unmatched)'
/** From an answer kept in memory (well under a millisecond) to a large export. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

export function registerHttpMetrics(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  })
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  })
  const cache = new Counter({
    name: 'rosemary_library_cache_requests_total',
    help: 'Reads of recipe-book lists that may be kept in memory: answered from it (hit) or not (miss).',
    labelNames: ['result'] as const,
    registers: [registry],
  })
  // Both shown from the start, so a rate of hits over all reads has a value before the first miss.
  cache.inc({ result: 'hit' }, 0)
  cache.inc({ result: 'miss' }, 0)

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE
    const { method } = request
    requests.inc({ method, route, status: reply.statusCode })
    durations.observe({ method, route }, reply.elapsedTime / 1000)
    if (reply.getHeader('x-cache') === 'hit') cache.inc({ result: 'hit' })
    else if (isKeptRead(request)) cache.inc({ result: 'miss' })
    done()
  })
}

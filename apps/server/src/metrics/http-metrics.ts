/**
 * Requests by route and status, their durations, and the library cache's hits and misses, counted once
 * each answer is sent (onResponse: nothing added to the time the client waits). The route is the pattern
 * the request matched (`/api/recipes/:id`), never its URL, so the series are as many as the routes.
 */
import type { FastifyInstance } from 'fastify'
import { Counter, type Registry } from 'prom-client'
import { isKeptRead } from '../caching/library-cache.ts'
import { createRequestSeries, type RequestSeries } from './request-series.ts'

/** The route of a request no route matched (any 404 of an unknown path): one series for all of them. */
export const UNMATCHED_ROUTE = '(unmatched)'

/** Returns the requests' series, which the scrape writes next to the registry's metrics. */
export function registerHttpMetrics(app: FastifyInstance, registry: Registry): RequestSeries {
  const series = createRequestSeries()
  // Counted as plain numbers (the hook runs for every request) and handed over when scraped.
  const cacheCounts = { hit: 0, miss: 0 }
  const cache = new Counter({
    name: 'rosemary_library_cache_requests_total',
    help: 'Reads of recipe-book lists that may be kept in memory: answered from it (hit) or not (miss).',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      this.inc({ result: 'hit' }, cacheCounts.hit)
      this.inc({ result: 'miss' }, cacheCounts.miss)
      cacheCounts.hit = 0
      cacheCounts.miss = 0
    },
  })
  // Both shown from the start, so a rate of hits over all reads has a value before the first miss.
  cache.inc({ result: 'hit' }, 0)
  cache.inc({ result: 'miss' }, 0)

  app.addHook('onResponse', (request, reply, done) => {
    series.count(
      request.method,
      request.routeOptions.url ?? UNMATCHED_ROUTE,
      reply.statusCode,
      reply.elapsedTime / 1000,
    )
    if (reply.getHeader('x-cache') === 'hit') cacheCounts.hit++
    else if (isKeptRead(request)) cacheCounts.miss++
    done()
  })
  return series
}

/**
 * While the database's connection queue is full (too many waiting, or not moving: db/connection-queue.ts),
 * new API requests are answered at once with 503 `busy` and a Retry-After header instead of joining a line
 * they would wait in without end. The check comes before any work, so a request turned away did nothing and
 * may be sent again; a request let in always runs to its end. The health check and the instance card are
 * always served (`alwaysServe` on their routes).
 *
 * Every request carries the moment it arrived, by which the queue orders its queries, and for a route that
 * only reads, whether its client has left (db/arrival-order.ts).
 */
import type { FastifyInstance } from 'fastify'
import type { ConnectionQueue } from '../db/connection-queue.ts'
import { runServing, type ServedRequest } from '../db/arrival-order.ts'
import { AppError } from '../errors.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route queries the database: turned away while the queue is full. */
    databaseBound?: boolean
    /** The route only reads: once its client has left, the queries it has not started are not started. */
    abandonable?: boolean
  }
}

/**
 * A line full by its length moves on within a second or two; one that is stuck is asked again every few
 * seconds by a client that follows the header, at the cost of a 503 each.
 */
const RETRY_AFTER_SECONDS = 2

/** `onTurnedAway` hears each request answered 503 here (the metrics count them). */
export function registerAdmission(
  app: FastifyInstance,
  queue: ConnectionQueue,
  onTurnedAway: () => void = () => undefined,
): void {
  // The rest of the request (its hooks, its handler) runs inside `done`, so it carries what is served.
  app.addHook('onRequest', (request, reply, done) => {
    const served: ServedRequest = { arrived: performance.now(), abandoned: false }
    if (request.routeOptions.config.abandonable) {
      // 'close' comes after the answer is sent too; before it, the client has gone.
      reply.raw.once('close', () => (served.abandoned = !reply.raw.writableFinished))
    }
    runServing(served, done)
  })
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config.databaseBound || !queue.full) return
    onTurnedAway()
    void reply.header('retry-after', String(RETRY_AFTER_SECONDS))
    throw new AppError('busy', `The server is busy; try again in ${RETRY_AFTER_SECONDS} seconds`)
  })
}

/**
 * While the database's connection queue is full (too many waiting, or not moving: db/connection-queue.ts),
 * new API requests are answered at once with 503 `busy` and a Retry-After header instead of joining a line
 * they would wait in without end. The check comes before any work, so a request turned away did nothing and
 * may be sent again; a request let in always runs to its end. The health check and the instance card are
 * always served (`alwaysServe` on their routes).
 */
import type { FastifyInstance } from 'fastify'
import type { ConnectionQueue } from '../db/connection-queue.ts'
import { AppError } from '../errors.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route queries the database: turned away while the queue is full. */
    databaseBound?: boolean
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
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config.databaseBound || !queue.full) return
    onTurnedAway()
    void reply.header('retry-after', String(RETRY_AFTER_SECONDS))
    throw new AppError('busy', `The server is busy; try again in ${RETRY_AFTER_SECONDS} seconds`)
  })
}

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

export function registerAdmission(app: FastifyInstance, queue: ConnectionQueue): void {
  // By then the line that was full has had the time it is allowed to move.
  const retryAfterSeconds = String(Math.max(1, Math.ceil(queue.limits.maxWaitMs / 1000)))
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config.databaseBound || !queue.full) return
    void reply.header('retry-after', retryAfterSeconds)
    throw new AppError('busy', `The server is busy; try again in ${retryAfterSeconds} seconds`)
  })
}

/**
 * How a command that ends an account's sessions reaches the servers running on the same database. Each
 * server remembers the sessions it looked up (CACHE_SECONDS) and holds their sockets: with REDIS_URL the
 * command joins the servers' bus and shared versions, as one more process, so the end is theirs at once
 * (their remembered copies are read again, the sockets close). Without Redis nothing reaches them: on
 * PostgreSQL a server lets go of a remembered session within CACHE_SECONDS; the embedded database cannot
 * be open in a server meanwhile (the data folder's lock refuses this command). A Redis that does not
 * answer stops the command before it changes anything: run it again once Redis answers, or without
 * REDIS_URL to let the servers notice within CACHE_SECONDS.
 */
import type { FastifyBaseLogger } from 'fastify'
import { pino } from 'pino'
import {
  createRedisVersions,
  type SharedVersions,
  versionsKeepMs,
} from '../../src/caching/shared-versions.ts'
import { loggerOptions } from '../../src/http/logging.ts'
import { createInProcessBus, type EventBus } from '../../src/realtime/event-bus.ts'
import { createRedisBus } from '../../src/realtime/redis-bus.ts'
import { connectRedis } from '../../src/redis/redis-connection.ts'
import type { AdminContext } from './admin-command.ts'

export interface RunningServers {
  bus: EventBus
  shared?: SharedVersions
  /** What the person at the terminal is told the running servers do about an end; empty when none can run. */
  told: string
  close(): Promise<void>
}

export async function reachRunningServers({ config, database }: AdminContext): Promise<RunningServers> {
  if (!config.redis) {
    return {
      bus: createInProcessBus(),
      told:
        database.kind === 'postgres'
          ? `A running server lets go of the sessions it remembers within ${config.cacheSeconds} s ` +
            '(CACHE_SECONDS); with REDIS_URL set it would be told at once.'
          : '',
      close: async () => undefined,
    }
  }
  // Warnings only (Redis not answering), on standard error: standard output is the command's result.
  const logger = pino(loggerOptions(config.logLevel), pino.destination(2)) as FastifyBaseLogger
  const connection = await connectRedis({ ...config.redis, logger })
  const bus = await createRedisBus({ connection, logger })
  return {
    bus,
    shared: createRedisVersions({ connection, keepMs: versionsKeepMs(config.cacheSeconds), logger }),
    told: 'Running servers were told through Redis: its sessions and their sockets ended there at once.',
    close: async () => {
      await bus.close()
      await connection.close()
    },
  }
}

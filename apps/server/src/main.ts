/**
 * Starts Rosemary: reads the configuration, opens the database (migrating it), listens, and on SIGTERM or
 * SIGINT stops taking requests, lets the ones in flight finish, and closes the database cleanly.
 */
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { pino } from 'pino'
import { ConfigError, loadConfig } from './config.ts'
import { openDatabase, willCreateDatabase } from './db/client.ts'
import { DataDirLockedError } from './db/data-dir-lock.ts'
import { loggerOptions } from './http/logging.ts'
import { createOutboxMailer, createSmtpMailer } from './mail/mailer.ts'
import { createInProcessBus } from './realtime/event-bus.ts'
import { createRedisBus } from './realtime/redis-bus.ts'
import { connectRedis, RedisUnavailableError } from './redis/redis-connection.ts'

const SHUTDOWN_GRACE_MS = 10_000

async function main(): Promise<void> {
  const config = loadConfig()
  const logger = pino(loggerOptions(config.logLevel)) as FastifyBaseLogger
  // The database starts (WebAssembly compilation, recovery, migrations) while the HTTP side loads.
  const opening = openDatabase({
    ...config,
    onConnectionError: (error) =>
      logger.warn({ err: error }, 'a database connection broke; it will be replaced'),
  })
  // Marked as handled now: if it fails while the modules load, the await below still throws it.
  opening.catch(() => undefined)
  // A first start creates the database in a process of its own, whose peak is most of the machine's:
  // the HTTP side loads after it ends rather than adding its memory to that peak.
  if (willCreateDatabase(config)) await opening
  const { buildApp } = await import('./app.ts')
  const database = await opening
  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, logger)
  // With REDIS_URL, several processes share the work: a Redis that does not answer at start stops this one.
  const redis = config.redis && (await connectRedis({ ...config.redis, logger }))
  const bus = redis ? await createRedisBus({ connection: redis, logger }) : createInProcessBus()
  const app = await buildApp({
    config,
    database,
    mailer,
    bus,
    redis: redis ?? undefined,
    logger,
    webDistDir: config.webDistDir,
  })

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'stopping: finishing requests in flight')
    // A request that is still running after this long is cut off rather than keeping the process alive.
    setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref()
    try {
      await app.close()
      await bus.close()
      await redis?.close()
      await mailer.close()
      await database.close()
      logger.info('stopped')
      process.exit(0)
    } catch (error) {
      logger.error({ err: error }, 'could not stop cleanly')
      process.exit(1)
    }
  }
  process.once('SIGTERM', () => void stop('SIGTERM'))
  process.once('SIGINT', () => void stop('SIGINT'))

  await app.listen({ port: config.port, host: config.host })
  logger.info(
    { database: database.kind, dataDir: config.dataDir, msSinceStart: Math.round(performance.now()) },
    `Rosemary is ready at ${config.publicUrl ?? config.localUrl}`,
  )
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof RedisUnavailableError
  ) {
    console.error(error.message)
  } else {
    console.error('Rosemary could not start:', error)
  }
  process.exit(1)
})

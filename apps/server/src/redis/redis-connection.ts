/**
 * The connections to Redis when REDIS_URL is set: one for commands (and publishing) and one that only
 * listens (a subscribed Redis connection can send no other command). Redis is shared state, never the only
 * copy of anything: while it does not answer, commands fail at once instead of queueing (no request waits on
 * it), a warning is logged once per outage, and the connections keep trying to come back.
 */
import type { FastifyBaseLogger } from 'fastify'
import { Redis, type RedisOptions } from 'ioredis'

/** How long one command may take before it counts as failed (a Redis that accepts but never answers). */
export const COMMAND_TIMEOUT_MS = 1_000
/** How long the first connection at start may take. */
const CONNECT_TIMEOUT_MS = 5_000

export interface RedisConnection {
  /** Commands and PUBLISH. */
  commands: Redis
  /** SUBSCRIBE only. */
  subscriber: Redis
  /** Put before every key and channel name, so that several servers (or tests) can share one Redis. */
  prefix: string
  /** Answers when Redis answers a PING within the time given, else rejects. */
  ping(timeoutMs: number): Promise<void>
  /** Hears each return after an outage: whatever was kept meanwhile may have missed changes. */
  onReconnect(listener: () => void): () => void
  close(): Promise<void>
}

export class RedisUnavailableError extends Error {}

/** The address without its credentials, for messages and logs. */
export function redisAddress(url: string): string {
  const parsed = new URL(url)
  return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`
}

function clientOptions(): RedisOptions {
  return {
    lazyConnect: true,
    // While disconnected a command fails at once rather than waiting for a reconnection.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // Tries again every 0.2 s at first, then every 2 s, forever.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  }
}

/**
 * Connects both; rejects with RedisUnavailableError (a message naming the address, not its password) when
 * Redis does not answer at start, which stops the server.
 */
export async function connectRedis(options: {
  url: string
  prefix: string
  logger: FastifyBaseLogger
}): Promise<RedisConnection> {
  const address = redisAddress(options.url)
  const commands = new Redis(options.url, clientOptions())
  // A subscriber's commands are its subscriptions, which ioredis sends again after each reconnection.
  const subscriber = new Redis(options.url, { ...clientOptions(), commandTimeout: undefined })
  const reconnectListeners = new Set<() => void>()
  /** What the connection last failed with ("connection is closed" alone would say nothing). */
  let lastError: Error | undefined
  /** Closed on purpose: no warning. */
  let closing = false
  for (const [name, client] of [
    ['commands', commands],
    ['subscriber', subscriber],
  ] as const) {
    let up = false
    let warned = false
    // Without a listener an 'error' event would end the process.
    client.on('error', (error: Error) => {
      lastError = error
      if (!up || warned || closing) return
      warned = true
      options.logger.warn({ err: error, redis: address, connection: name }, 'Redis does not answer; retrying')
    })
    client.on('close', () => {
      if (up && !warned && !closing) {
        warned = true
        options.logger.warn({ redis: address, connection: name }, 'lost the connection to Redis; retrying')
      }
    })
    client.on('ready', () => {
      if (up && warned) {
        options.logger.info({ redis: address, connection: name }, 'Redis answers again')
        if (name === 'commands') for (const listener of reconnectListeners) listener()
      }
      up = true
      warned = false
    })
  }
  try {
    await Promise.all([commands.connect(), subscriber.connect()])
    await commands.ping()
  } catch (error) {
    commands.disconnect()
    subscriber.disconnect()
    const reason = (lastError ?? (error instanceof Error ? error : new Error(String(error)))).message
    throw new RedisUnavailableError(`Rosemary could not reach Redis at ${address} (REDIS_URL): ${reason}`)
  }
  return {
    commands,
    subscriber,
    prefix: options.prefix,
    async ping(timeoutMs) {
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
      })
      try {
        await Promise.race([commands.ping(), late])
      } finally {
        clearTimeout(timer)
      }
    },
    onReconnect(listener) {
      reconnectListeners.add(listener)
      return () => reconnectListeners.delete(listener)
    },
    async close() {
      closing = true
      await Promise.allSettled([commands.quit(), subscriber.quit()])
      commands.disconnect()
      subscriber.disconnect()
    },
  }
}

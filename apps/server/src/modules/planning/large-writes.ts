/**
 * One large write at a time per person. An addition or change of thousands of items holds the database's
 * line for a second or so (atomically: on the embedded database nothing else runs meanwhile), so one
 * account sending many at once would make everyone else's requests wait for all of them. A second large
 * write of the same person while one runs is answered 429 with Retry-After; small ones always go ahead.
 *
 * With several processes (REDIS_URL) the one-at-a-time holds across them: a short-lived lock key per person
 * in Redis, set only if absent, with an expiry so that a process that died holding it keeps no one out for
 * long. While Redis does not answer, each process keeps its own one-at-a-time.
 */
import { randomUUID } from 'node:crypto'
import { LARGE_CHANGE_ITEMS } from '@rosemary/shared/contract'
import type { FastifyBaseLogger, FastifyReply } from 'fastify'
import { AppError } from '../../errors.ts'
import type { RedisConnection } from '../../redis/redis-connection.ts'

const RETRY_AFTER_SECONDS = 2
/** Far longer than a large write takes (a second or so); how long a crashed process's lock outlives it. */
export const LOCK_MS = 30_000
/** Lets go of the lock only if it is still this write's. */
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`

export type LargeWrites = <T>(
  who: { userId: string; reply: FastifyReply },
  items: number,
  work: () => Promise<T>,
) => Promise<T>

function refuse(reply: FastifyReply): never {
  void reply.header('retry-after', String(RETRY_AFTER_SECONDS))
  throw new AppError(
    'too_many_requests',
    `Another large change of yours is still being saved; try again in ${RETRY_AFTER_SECONDS} seconds`,
  )
}

export function createLargeWrites(): LargeWrites {
  const writing = new Set<string>()
  return async ({ userId, reply }, items, work) => {
    if (items < LARGE_CHANGE_ITEMS) return work()
    if (writing.has(userId)) refuse(reply)
    writing.add(userId)
    try {
      return await work()
    } finally {
      writing.delete(userId)
    }
  }
}

export function createRedisLargeWrites(deps: {
  connection: RedisConnection
  logger: FastifyBaseLogger
}): LargeWrites {
  const { commands, prefix } = deps.connection
  const inThisProcess = createLargeWrites()
  return async (who, items, work) => {
    if (items < LARGE_CHANGE_ITEMS) return work()
    const key = `${prefix}large-write:${who.userId}`
    const token = randomUUID()
    let locked: string | null
    try {
      locked = await commands.set(key, token, 'PX', LOCK_MS, 'NX')
    } catch (error) {
      deps.logger.warn({ err: error }, 'large writes: Redis does not answer; one at a time in this process')
      return inThisProcess(who, items, work)
    }
    if (locked === null) refuse(who.reply)
    try {
      return await work()
    } finally {
      await commands.eval(RELEASE, 1, key, token).catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'large writes: could not let go of the lock; it expires on its own')
      })
    }
  }
}

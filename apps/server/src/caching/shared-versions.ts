/**
 * Versions several processes agree on, kept in Redis: what a process remembers (a user's list answers, a
 * session it looked up) is used only while the version it was kept under is still the current one. A
 * change writes a new version before the request that made it answers, so no process serves what it kept
 * from before: correct without waiting for any message to arrive. Measured here (apps/server/scripts/
 * measure-redis.ts), reading a version is a GET of some 0.06 ms at the median and writing one a SET of
 * 0.1 ms, against the query and serialization a kept answer spares. The other way, an invalidation
 * published to the other processes, took 0.2 ms to be heard, and to be sure of it before answering, a
 * change would have to wait for every process's acknowledgement (and know which processes are alive);
 * so versions are read from Redis, and only the answers themselves are kept in each process's memory.
 *
 * A new version is a random value, not a counter: a counter whose key expired or was lost with a Redis
 * restart would count again from nothing and could meet an old answer's number. The keys expire a while
 * after the longest time anything is kept under them. A version that could not be written (Redis down) is
 * written again when Redis answers again.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { RedisConnection } from '../redis/redis-connection.ts'

export interface SharedVersions {
  /** The current version of each name, in order (null: not changed lately); rejects when Redis does not answer. */
  read(names: readonly string[]): Promise<(string | null)[]>
  /** Gives each name a version never used before; resolves once Redis has it (or could not be reached). */
  bump(names: readonly string[]): Promise<void>
  /** Hears each return of Redis after an outage: what was kept meanwhile may be stale. */
  onReset(listener: () => void): () => void
}

/** How long a version is kept: longer than anything is kept under one (CACHE_SECONDS), with room to spare. */
export const versionsKeepMs = (cacheSeconds: number) => 2 * cacheSeconds * 1000 + 60_000

export function createRedisVersions(deps: {
  connection: RedisConnection
  /** Longer than anything is kept under a version. */
  keepMs: number
  logger: FastifyBaseLogger
}): SharedVersions {
  const { commands, prefix } = deps.connection
  const keyOf = (name: string) => `${prefix}version:${name}`
  const unwritten = new Set<string>()
  const write = async (names: readonly string[]) => {
    const writing = commands.pipeline()
    for (const name of names) writing.set(keyOf(name), randomUUID(), 'PX', deps.keepMs)
    for (const [error] of (await writing.exec()) ?? []) if (error) throw error
  }
  const resetListeners = new Set<() => void>()
  deps.connection.onReconnect(() => {
    const names = [...unwritten]
    unwritten.clear()
    if (names.length > 0) void write(names).catch(() => names.forEach((name) => unwritten.add(name)))
    for (const listener of resetListeners) listener()
  })
  return {
    async read(names) {
      return commands.mget(...names.map(keyOf))
    },
    async bump(names) {
      try {
        await write(names)
      } catch (error) {
        for (const name of names) unwritten.add(name)
        deps.logger.warn({ err: error }, 'Redis does not answer: other processes may serve what they kept')
      }
    },
    onReset(listener) {
      resetListeners.add(listener)
      return () => resetListeners.delete(listener)
    },
  }
}

/** The name of a user's version: their recipe book's lists and their account as sessions carry it. */
export const userVersion = (userId: string) => `user:${userId}`
/** Moves on every session end, anyone's. */
export const SESSIONS_VERSION = 'sessions'

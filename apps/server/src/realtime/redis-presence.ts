/**
 * Presence across processes (see presence.ts): each process counts its own sockets in memory and keeps a
 * copy in Redis, a hash `presence:<processId>` of session → open sockets, whose expiry it renews while it
 * runs, so a crashed process's entries vanish on their own. A sorted set names the live processes (score:
 * until when), and `online` asks their hashes. The whole copy is written again at each renewal, which also
 * restores it after Redis lost it. While Redis does not answer, `online` answers for this process alone
 * (a push may then reach a device that has the app open elsewhere).
 */
import type { FastifyBaseLogger } from 'fastify'
import type { RedisConnection } from '../redis/redis-connection.ts'
import { createInProcessPresence, type Presence } from './presence.ts'

export const PRESENCE_TTL_MS = 30_000
const RENEW_EVERY_MS = 10_000

export interface RedisPresence extends Presence {
  /** Stops renewing and removes this process's entries. */
  stop(): Promise<void>
}

export function createRedisPresence(deps: {
  connection: RedisConnection
  processId: string
  logger: FastifyBaseLogger
  now?: () => number
}): RedisPresence {
  const { commands, prefix } = deps.connection
  const now = deps.now ?? Date.now
  const local = createInProcessPresence()
  const counts = new Map<string, number>()
  const processes = `${prefix}presence`
  const hash = `${prefix}presence:${deps.processId}`
  const warn = (error: unknown) =>
    deps.logger.warn({ err: error }, 'presence: Redis does not answer; this process answers alone')

  function write(sessionId: string, count: number) {
    const writing =
      count > 0
        ? commands.multi().hset(hash, sessionId, count).pexpire(hash, PRESENCE_TTL_MS)
        : commands.multi().hdel(hash, sessionId)
    writing.exec().catch(warn)
  }

  async function renew() {
    const renewing = commands
      .multi()
      .del(hash)
      .zadd(processes, now() + PRESENCE_TTL_MS, deps.processId)
      .zremrangebyscore(processes, '-inf', now())
    if (counts.size > 0) renewing.hset(hash, Object.fromEntries(counts)).pexpire(hash, PRESENCE_TTL_MS)
    await renewing.exec()
  }
  void renew().catch(warn)
  const timer = setInterval(() => void renew().catch(warn), RENEW_EVERY_MS).unref()

  return {
    enter(sessionId) {
      const leaveHere = local.enter(sessionId)
      const count = (counts.get(sessionId) ?? 0) + 1
      counts.set(sessionId, count)
      write(sessionId, count)
      let left = false
      return () => {
        if (left) return
        left = true
        leaveHere()
        const count = (counts.get(sessionId) ?? 1) - 1
        if (count > 0) counts.set(sessionId, count)
        else counts.delete(sessionId)
        write(sessionId, count)
      }
    },
    async online(sessionIds) {
      const found = await local.online(sessionIds)
      const rest = sessionIds.filter((id) => !found.has(id))
      if (rest.length === 0) return found
      try {
        const live = await commands.zrangebyscore(processes, now(), '+inf')
        const others = live.filter((id) => id !== deps.processId)
        if (others.length === 0) return found
        const asking = commands.pipeline()
        for (const id of others) asking.hmget(`${prefix}presence:${id}`, ...rest)
        for (const [error, counts] of (await asking.exec()) ?? []) {
          if (error) throw error
          rest.forEach((sessionId, index) => {
            if (Number((counts as (string | null)[])[index] ?? 0) > 0) found.add(sessionId)
          })
        }
      } catch (error) {
        warn(error)
      }
      return found
    },
    async stop() {
      clearInterval(timer)
      await commands.multi().del(hash).zrem(processes, deps.processId).exec().catch(warn)
    },
  }
}

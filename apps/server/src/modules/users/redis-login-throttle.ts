/**
 * The login throttle of login-throttle.ts counted in Redis, so that a guesser spreading attempts over
 * several processes meets the same count: one Lua script per attempt keeps the count, the lock and its
 * growth atomic. The clock is the app's (passed in), as in memory. While Redis does not answer, each
 * process counts on its own (the memory throttle) and says so in a warning, rather than refusing sign-ins.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { RedisConnection } from '../../redis/redis-connection.ts'
import {
  createMemoryLoginThrottle,
  FIRST_LOCK_MS,
  type LoginThrottle,
  MAX_LOCK_MS,
  THRESHOLD,
  WINDOW_MS,
} from './login-throttle.ts'

/** KEYS[1]: the account's hash; ARGV: now, THRESHOLD, WINDOW, FIRST_LOCK, MAX_LOCK. Returns ms locked or -1. */
const ATTEMPT = `
local at = tonumber(ARGV[1])
local f = redis.call('HMGET', KEYS[1], 'count', 'lastAt', 'lockedUntil', 'lastLockMs')
local count, lastAt, lockedUntil, lastLockMs = tonumber(f[1]), tonumber(f[2]), tonumber(f[3]), tonumber(f[4])
if lockedUntil and lockedUntil > at then return lockedUntil - at end
if not count or at - math.max(lastAt, lockedUntil) > tonumber(ARGV[3]) then
  count, lockedUntil, lastLockMs = 0, 0, 0
end
count = count + 1
if count >= tonumber(ARGV[2]) then
  if lastLockMs == 0 then lastLockMs = tonumber(ARGV[4]) else lastLockMs = math.min(lastLockMs * 2, tonumber(ARGV[5])) end
  lockedUntil = at + lastLockMs
end
redis.call('HSET', KEYS[1], 'count', count, 'lastAt', at, 'lockedUntil', lockedUntil, 'lastLockMs', lastLockMs)
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[3]) + tonumber(ARGV[5]))
return -1
`

export function createRedisLoginThrottle(deps: {
  connection: RedisConnection
  now: () => Date
  logger: FastifyBaseLogger
}): LoginThrottle {
  const { commands, prefix } = deps.connection
  const fallback = createMemoryLoginThrottle(deps.now)
  const keyOf = (account: string) => `${prefix}login-throttle:${account}`
  const warn = (error: unknown) =>
    deps.logger.warn({ err: error }, 'login throttle: Redis does not answer; counting in this process alone')
  return {
    async attempt(account) {
      try {
        const args = [deps.now().getTime(), THRESHOLD, WINDOW_MS, FIRST_LOCK_MS, MAX_LOCK_MS]
        const lockedMs = (await commands.eval(ATTEMPT, 1, keyOf(account), ...args)) as number
        return lockedMs >= 0 ? lockedMs : null
      } catch (error) {
        warn(error)
        return fallback.attempt(account)
      }
    },
    async clear(account) {
      await fallback.clear(account)
      await commands.del(keyOf(account)).catch(warn)
    },
  }
}

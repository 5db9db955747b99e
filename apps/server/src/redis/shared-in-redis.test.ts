/**
 * What several processes share through Redis, each "process" here a connection of its own with the same
 * prefix: the login throttle's counts, the one-at-a-time of large writes, presence; and what each does
 * when Redis stops answering (counts and locks in the process alone, never a failed request).
 */
import { randomBytes } from 'node:crypto'
import { LARGE_CHANGE_ITEMS } from '@rosemary/shared/contract'
import type { FastifyBaseLogger, FastifyReply } from 'fastify'
import { afterAll, afterEach, describe, expect, test, vi } from 'vitest'
import { createRedisLargeWrites } from '../modules/planning/large-writes.ts'
import { FIRST_LOCK_MS, THRESHOLD } from '../modules/users/login-throttle.ts'
import { createRedisLoginThrottle } from '../modules/users/redis-login-throttle.ts'
import { createRedisPresence } from '../realtime/redis-presence.ts'
import { startCuttableProxy } from '../test/cuttable-proxy.ts'
import { createClock } from '../test/fixtures.ts'
import { connectRedis, type RedisConnection } from './redis-connection.ts'

const prefix = `rosemary-unit-${randomBytes(4).toString('hex')}:`
const opened: RedisConnection[] = []
const logger = { warn: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger

async function connect(port = 6379) {
  const connection = await connectRedis({ url: `redis://127.0.0.1:${port}`, prefix, logger })
  opened.push(connection)
  return connection
}

const reply = () => ({ header: vi.fn() }) as unknown as FastifyReply

afterEach(() => vi.mocked(logger.warn).mockClear())
afterAll(async () => {
  const cleaner = await connect()
  const keys = await cleaner.commands.keys(`${prefix}*`)
  if (keys.length > 0) await cleaner.commands.del(...keys)
  await Promise.all(opened.map((connection) => connection.close()))
})

describe('the login throttle in Redis', () => {
  test('counts the attempts of every process together', async () => {
    const clock = createClock()
    const [one, two] = [await connect(), await connect()].map((connection) =>
      createRedisLoginThrottle({ connection, now: clock.now, logger }),
    )
    for (let i = 0; i < THRESHOLD; i++)
      expect(await (i % 2 ? one! : two!).attempt('x@example.com')).toBeNull()
    expect(await one!.attempt('x@example.com')).toBe(FIRST_LOCK_MS)
    expect(await two!.attempt('x@example.com')).toBe(FIRST_LOCK_MS)
    await two!.clear('x@example.com')
    expect(await one!.attempt('x@example.com')).toBeNull()
  })

  test('counts in the process alone while Redis does not answer', async () => {
    const proxy = await startCuttableProxy({ host: '127.0.0.1', port: 6379 })
    try {
      const throttle = createRedisLoginThrottle({
        connection: await connect(proxy.port),
        now: createClock().now,
        logger,
      })
      proxy.cut()
      for (let i = 0; i < THRESHOLD; i++) expect(await throttle.attempt('y@example.com')).toBeNull()
      expect(await throttle.attempt('y@example.com')).toBe(FIRST_LOCK_MS)
      expect(logger.warn).toHaveBeenCalled()
    } finally {
      await proxy.close()
    }
  })
})

describe('large writes with Redis', () => {
  test('one at a time per person across processes; small ones always go ahead', async () => {
    const [one, two] = [await connect(), await connect()].map((connection) =>
      createRedisLargeWrites({ connection, logger }),
    )
    let finish!: () => void
    const first = one!(
      { userId: 'u1', reply: reply() },
      LARGE_CHANGE_ITEMS,
      () => new Promise<string>((resolve) => (finish = () => resolve('done'))),
    )
    await vi.waitFor(() => expect(finish).toBeDefined())
    const header = vi.fn()
    const refused = { header } as unknown as FastifyReply
    await expect(
      two!({ userId: 'u1', reply: refused }, LARGE_CHANGE_ITEMS, async () => 'no'),
    ).rejects.toMatchObject({
      code: 'too_many_requests',
    })
    expect(header).toHaveBeenCalledWith('retry-after', '2')
    expect(await two!({ userId: 'u1', reply: reply() }, 3, async () => 'small')).toBe('small')
    expect(await two!({ userId: 'u2', reply: reply() }, LARGE_CHANGE_ITEMS, async () => 'other')).toBe(
      'other',
    )
    finish()
    expect(await first).toBe('done')
    expect(await two!({ userId: 'u1', reply: reply() }, LARGE_CHANGE_ITEMS, async () => 'next')).toBe('next')
  })

  test('one at a time in the process while Redis does not answer', async () => {
    const proxy = await startCuttableProxy({ host: '127.0.0.1', port: 6379 })
    try {
      const writes = createRedisLargeWrites({ connection: await connect(proxy.port), logger })
      proxy.cut()
      let finish!: () => void
      const first = writes(
        { userId: 'u3', reply: reply() },
        LARGE_CHANGE_ITEMS,
        () => new Promise<void>((resolve) => (finish = resolve)),
      )
      await vi.waitFor(() => expect(finish).toBeDefined())
      await expect(
        writes({ userId: 'u3', reply: reply() }, LARGE_CHANGE_ITEMS, async () => 'no'),
      ).rejects.toMatchObject({
        code: 'too_many_requests',
      })
      finish()
      await first
    } finally {
      await proxy.close()
    }
  })
})

describe('presence in Redis', () => {
  test('a socket open in one process counts as online in another until it closes or its process stops', async () => {
    const one = createRedisPresence({ connection: await connect(), processId: 'p1', logger })
    const two = createRedisPresence({ connection: await connect(), processId: 'p2', logger })
    const leave = one.enter('s1')
    const leaveAgain = one.enter('s1')
    await vi.waitFor(async () => expect(await two.online(['s1', 's2'])).toEqual(new Set(['s1'])))
    leave()
    expect(await two.online(['s1'])).toEqual(new Set(['s1']))
    leaveAgain()
    await vi.waitFor(async () => expect(await two.online(['s1'])).toEqual(new Set()))
    one.enter('s3')
    await vi.waitFor(async () => expect(await two.online(['s3'])).toEqual(new Set(['s3'])))
    await one.stop()
    expect(await two.online(['s3'])).toEqual(new Set())
    await two.stop()
  })
})

/**
 * The connection queue on the real drivers (PGlite: one slot; PostgreSQL: the pool's), and the API's answer
 * when it is full: 503 `busy` with Retry-After for new requests, while the ones already in line finish.
 */
import { sql } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import type { ApiResponse } from '../test/api-client.ts'
import { test } from '../test/fixtures.ts'
import type { Database } from './client.ts'

/** Takes every slot but one; returns what frees them. */
async function takeSlots(database: Database, count: number): Promise<() => void> {
  const releases = await Promise.all(Array.from({ length: count }, () => database.queue.acquire()))
  return () => releases.forEach((release) => release())
}

/** Both drivers answer `execute` with `{ rows }`. */
async function rows<T>(database: Database, statement: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await database.db.execute(statement)
  return (result as { rows: T[] }).rows
}

describe('the connection queue on the real driver', () => {
  test('a transaction keeps its slot until it commits; its own queries do not wait', async ({ database }) => {
    await database.db.execute(sql`create table if not exists queue_events (n int)`)
    const freeOthers = await takeSlots(database, database.queue.limits.slots - 1)
    try {
      let finish!: () => void
      const held = new Promise<void>((resolve) => (finish = resolve))
      const transaction = database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into queue_events values (1)`)
        await held
        await tx.execute(sql`insert into queue_events values (2)`)
      })
      await expect.poll(() => database.queue.running).toBe(database.queue.limits.slots)
      const outside = rows<{ n: number }>(database, sql`select n from queue_events order by n`)
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(database.queue.waiting).toBe(1)
      finish()
      await transaction
      // It waited behind the transaction, so it sees both rows.
      expect(await outside).toEqual([{ n: 1 }, { n: 2 }])
    } finally {
      freeOthers()
    }
    await expect.poll(() => database.queue.running).toBe(0)
  })

  test('a transaction that rolls back, and a query that fails, free their slots', async ({ database }) => {
    await database.db.execute(sql`create table if not exists queue_events (n int)`)
    const failing = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into queue_events values (3)`)
      throw new Error('changed my mind')
    })
    const broken = database.db.execute(sql`select * from no_such_table`)
    await expect(failing).rejects.toThrow('changed my mind')
    await expect(broken).rejects.toThrow()
    expect(await rows(database, sql`select n from queue_events where n = 3`)).toEqual([])
    expect(database.queue.running).toBe(0)
  })
})

describe('the health check during a transaction', () => {
  /** A transaction that runs `first`, then waits between statements until the returned function is called. */
  function heldTransaction(database: Database, first: ReturnType<typeof sql>) {
    let finish!: () => void
    const held = new Promise<void>((resolve) => (finish = resolve))
    let reached!: () => void
    const waiting = new Promise<void>((resolve) => (reached = resolve))
    const done = database.db.transaction(async (tx) => {
      await tx.execute(first).catch(() => undefined)
      reached()
      await held
      await tx.execute(sql`select 1`).catch(() => undefined)
    })
    return { waiting, finish, done }
  }

  const within = <T>(promise: Promise<T>, ms: number) =>
    Promise.race([
      promise,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms)),
    ])

  test('its ping is answered between the statements of a transaction, not after the commit', async ({
    database,
  }) => {
    await database.db.execute(sql`create table if not exists queue_events (n int)`)
    const transaction = heldTransaction(database, sql`insert into queue_events values (4)`)
    await transaction.waiting
    try {
      await within(database.ping(), 2_000)
    } finally {
      transaction.finish()
      await transaction.done
    }
    expect(await rows(database, sql`select n from queue_events where n = 4`)).toEqual([{ n: 4 }])
  })

  test('a ping inside a transaction a failed statement aborted is answered too', async ({ database }) => {
    const transaction = heldTransaction(database, sql`select * from no_such_table`)
    await transaction.waiting
    try {
      await within(database.ping(), 2_000)
    } finally {
      transaction.finish()
      await transaction.done.catch(() => undefined)
    }
    expect(database.queue.running).toBe(0)
  })
})

describe('a full queue', () => {
  test('turns new requests away with 503 busy and Retry-After; those in line finish', async ({
    api,
    user,
    database,
  }) => {
    const freeSlots = await takeSlots(database, database.queue.limits.slots)
    let inLine: Promise<ApiResponse>[]
    try {
      const { maxWaiting } = database.queue.limits
      inLine = Array.from({ length: maxWaiting }, (_, index) =>
        api.call('GET /recipes/by-page', { token: user.token, query: { offset: index } }),
      )
      await expect.poll(() => database.queue.waiting, { timeout: 10_000 }).toBe(maxWaiting)
      expect(database.queue.full).toBe(true)

      const turnedAway = await api.call('GET /recipes/count', {
        token: user.token,
        query: { folder: 'main' },
      })
      expect(turnedAway.status).toBe(503)
      expect(turnedAway.headers['retry-after']).toBe('2')
      expect(turnedAway.body).toEqual({ error: { code: 'busy', message: expect.stringContaining('busy') } })
      // Not in the line, and its ping does not join it.
      expect((await api.call('GET /health')).status).toBe(200)
      expect((await api.call('GET /instance')).status).toBe(200)
      expect(database.queue.waiting).toBe(maxWaiting)
    } finally {
      freeSlots()
    }
    const answers = await Promise.all(inLine)
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
    expect(database.queue.full).toBe(false)
    expect(
      (await api.call('GET /recipes/count', { token: user.token, query: { folder: 'main' } })).status,
    ).toBe(200)
  }, 60_000)

  test('the OpenAPI document lists the 503 on queued routes, not on the health check', async ({ api }) => {
    const document = (await api.raw({ method: 'GET', url: '/api/docs/json' })).body as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
    }
    expect(Object.keys(document.paths['/api/recipes/by-page']!.get!.responses)).toContain('503')
    expect(Object.keys(document.paths['/api/instance']!.get!.responses)).not.toContain('503')
  })
})

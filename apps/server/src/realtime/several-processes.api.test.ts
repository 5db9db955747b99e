/**
 * Two real server processes on one PostgreSQL database and one Redis (REDIS_URL, a prefix of this file's
 * own): a frame published through one reaches a socket held by the other, a sign-out through one closes
 * the session's socket on the other and its token there, a list changed through one is never answered
 * stale by the other, and rate limits count both together. Then Redis failing: at start (the server
 * stops with a message), and while running (requests still answered, /api/ready says which part fails).
 *
 * PostgreSQL only: an embedded database (PGlite) belongs to one process (db/data-dir-lock.ts refuses a
 * second), so the api-pglite project skips these.
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { WebSocket } from 'ws'
import { startCuttableProxy, type CuttableProxy } from '../test/cuttable-proxy.ts'
import { databaseUrl, testDatabaseKind, withAdminClient } from '../test/databases.ts'
import {
  freePort,
  type RunningServer,
  spawnServer,
  startServer,
  stopProcess,
} from '../test/server-process.ts'
import { SESSION_ENDED_CLOSE_CODE } from './socket.routes.ts'

const REDIS = { host: '127.0.0.1', port: 6379 }
const AUTH_LIMIT = 6
const PASSWORD = 'a long enough secret'

interface Answer {
  status: number
  headers: Headers
  body: Body
}

/** What the tests read of the JSON answers. */
interface Body {
  token: string
  id: string
  data: { title: string }[]
  error: { code: string; fields?: Record<string, string> }
}

async function call(
  server: RunningServer,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${server.url}/api${url}`, {
    method,
    headers: {
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...options.headers,
    },
    ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : {}) as Body }
}

function openSocket(server: RunningServer, token: string) {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/grip/ws?token=${token}`)
  const frames: { type: string; data: unknown }[] = []
  let closedWith: number | null = null
  socket.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString()) as (typeof frames)[number]))
  socket.on('close', (code) => (closedWith = code))
  const opened = new Promise<void>((resolve, reject) => socket.on('open', resolve).on('error', reject))
  return { socket, frames, opened, closedWith: () => closedWith }
}

describe.skipIf(testDatabaseKind() === 'pglite')(
  'several server processes on one PostgreSQL and one Redis (PostgreSQL only: PGlite serves one process)',
  () => {
    const name = `rosemary_mp_${process.pid}_${randomBytes(4).toString('hex')}`
    const prefix = `rosemary-test-${randomBytes(4).toString('hex')}:`
    const redis = new Redis({ ...REDIS, lazyConnect: true })
    const servers: RunningServer[] = []
    const dirs: string[] = []
    let a: RunningServer
    let b: RunningServer
    /** B reaches Redis through it, so that a test can slow B's side down. */
    let toRedisFromB: CuttableProxy

    const environment = async (extra: Record<string, string> = {}) => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'rosemary-mp-'))
      dirs.push(dataDir)
      return {
        DATABASE_URL: databaseUrl(name),
        REDIS_URL: `redis://${REDIS.host}:${REDIS.port}`,
        REDIS_PREFIX: prefix,
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
        AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT),
        TRUST_PROXY: 'true',
        CACHE_SECONDS: '30',
        ...extra,
      }
    }
    const start = async (extra?: Record<string, string>) => {
      const server = await startServer(await environment(extra))
      servers.push(server)
      return server
    }
    /** Open sockets as the processes' presence hashes in Redis count them. */
    const socketsInRedis = async () => {
      const keys = await redis.keys(`${prefix}presence:*`)
      let total = 0
      for (const key of keys) for (const count of await redis.hvals(key)) total += Number(count)
      return total
    }
    const signIn = async (server: RunningServer, email: string) => {
      const answer = await call(server, 'POST', '/users/login', { body: { email, password: PASSWORD } })
      expect(answer.status).toBe(200)
      return answer.body.token
    }
    let email: string
    let token: string

    beforeAll(async () => {
      await redis.connect()
      await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`))
      // One at a time: the first migrates the new database.
      a = await start()
      toRedisFromB = await startCuttableProxy(REDIS)
      b = await start({ REDIS_URL: `redis://127.0.0.1:${toRedisFromB.port}` })
      email = `cook-${randomBytes(3).toString('hex')}@example.com`
      const registered = await call(a, 'POST', '/users/register', {
        body: { name: 'Cook', email, password: PASSWORD },
      })
      expect(registered.status).toBe(200)
      token = registered.body.token
    }, 60_000)

    afterAll(async () => {
      await Promise.all(servers.map((server) => stopProcess(server.process)))
      await toRedisFromB.close()
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
      const keys = await redis.keys(`${prefix}*`)
      if (keys.length > 0) await redis.del(...keys)
      redis.disconnect()
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })))
    }, 30_000)

    test('a frame published through one process reaches a socket held by the other', async () => {
      const before = await socketsInRedis()
      const held = openSocket(b, token)
      await held.opened
      // Process B counts the socket in Redis as it starts to listen.
      await expect.poll(socketsInRedis).toBe(before + 1)
      const created = await call(a, 'POST', '/recipes', {
        token,
        body: { title: 'Soup', ingredients: '', instructions: '' },
      })
      expect(created.status).toBe(201)
      await vi.waitFor(() =>
        expect(held.frames).toContainEqual({ type: 'recipe:update', data: { recipeId: created.body.id } }),
      )
      held.socket.close()
      await expect.poll(socketsInRedis).toBe(before)
    })

    test('a sign-out through one process closes the session’s socket on the other, and its token there', async () => {
      const session = await signIn(a, email)
      // B remembers the session (CACHE_SECONDS) …
      expect((await call(b, 'GET', '/users/', { token: session })).status).toBe(200)
      const before = await socketsInRedis()
      const held = openSocket(b, session)
      await held.opened
      await expect.poll(socketsInRedis).toBe(before + 1)
      // … and a sign-out through A ends it there before A answers.
      expect((await call(a, 'POST', '/users/logout', { token: session })).status).toBe(200)
      expect((await call(b, 'GET', '/users/', { token: session })).status).toBe(401)
      await vi.waitFor(() => expect(held.closedWith()).toBe(SESSION_ENDED_CLOSE_CODE))
      expect((await call(a, 'GET', '/users/', { token: session })).status).toBe(401)
      // The first session lives on in both.
      expect((await call(b, 'GET', '/users/', { token })).status).toBe(200)
    })

    test('a list changed through one process is never answered stale by the other', async () => {
      const list = () => call(b, 'GET', '/recipes/by-page?sort=title', { token })
      const first = await list()
      expect(first.status).toBe(200)
      const again = await list()
      expect(again.headers.get('x-cache')).toBe('hit')
      const titles = (answer: Answer) => answer.body.data.map((recipe) => recipe.title)
      expect(titles(again)).toEqual(titles(first))
      // The change's frame reaches B late: B must not answer from what it kept meanwhile.
      toRedisFromB.delayMessages(2_000)
      try {
        const created = await call(a, 'POST', '/recipes', {
          token,
          body: { title: 'Bread', ingredients: '', instructions: '' },
        })
        expect(created.status).toBe(201)
        const after = await list()
        expect(after.headers.get('x-cache')).toBeNull()
        expect(titles(after)).toEqual([...titles(first), 'Bread'].sort())
      } finally {
        toRedisFromB.restore()
      }
    })

    test('sign-in attempts from one address count together in both processes', async () => {
      const from = { 'x-forwarded-for': '203.0.113.7' }
      const statuses: number[] = []
      for (let attempt = 0; attempt <= AUTH_LIMIT; attempt++) {
        const server = attempt % 2 === 0 ? a : b
        const answer = await call(server, 'POST', '/users/login', {
          body: { email: 'nobody@example.com', password: 'wrong' },
          headers: from,
        })
        statuses.push(answer.status)
      }
      expect(statuses).toEqual([...Array<number>(AUTH_LIMIT).fill(412), 429])
      // Another address is counted apart.
      const other = await call(b, 'POST', '/users/login', {
        body: { email: 'nobody@example.com', password: 'wrong' },
        headers: { 'x-forwarded-for': '203.0.113.8' },
      })
      expect(other.status).toBe(412)
    })

    test('answers ready while PostgreSQL and Redis both answer', async () => {
      for (const server of [a, b]) {
        const ready = await call(server, 'GET', '/ready')
        expect(ready).toMatchObject({ status: 200, body: { ok: true, database: 'ok', redis: 'ok' } })
      }
    })

    describe('when Redis fails', () => {
      let proxy: CuttableProxy
      let c: RunningServer
      beforeAll(async () => {
        proxy = await startCuttableProxy(REDIS)
        c = await start({ REDIS_URL: `redis://127.0.0.1:${proxy.port}` })
      }, 60_000)
      afterAll(async () => {
        await proxy.close()
      })

      test('at start, the server stops with a message naming the address, not its password', async () => {
        const dead = await freePort()
        const server = await spawnServer({
          ...(await environment()),
          REDIS_URL: `redis://:a-redis-secret@127.0.0.1:${dead}/0`,
        })
        expect(await server.exited).toBe(1)
        const output = server.output.join('\n')
        expect(output).toContain(`Rosemary could not reach Redis at redis://127.0.0.1:${dead}/0 (REDIS_URL)`)
        expect(output).not.toContain('a-redis-secret')
      })

      test('while running, requests are still answered, /api/ready says Redis, and all recovers', async () => {
        expect((await call(c, 'GET', '/ready')).status).toBe(200)
        proxy.cut()
        // Looked up in the database, changed, listed: all without Redis.
        expect((await call(c, 'GET', '/users/', { token })).status).toBe(200)
        const created = await call(c, 'POST', '/recipes', {
          token,
          body: { title: 'Stew', ingredients: '', instructions: '' },
        })
        expect(created.status).toBe(201)
        const listed = await call(c, 'GET', '/recipes/by-page?sort=title', { token })
        expect(listed.body.data.map((recipe) => recipe.title)).toContain('Stew')
        const login = await call(c, 'POST', '/users/login', { body: { email, password: PASSWORD } })
        expect(login.status).toBe(200)
        const notReady = await call(c, 'GET', '/ready')
        expect(notReady.status).toBe(503)
        expect(notReady.body.error).toMatchObject({
          code: 'unavailable',
          fields: { redis: 'does not answer' },
        })
        expect(notReady.body.error.fields?.database).toBeUndefined()
        await c.waitForLine(/Redis does not answer|lost the connection to Redis/)
        expect((await call(c, 'GET', '/health')).status).toBe(200)

        proxy.restore()
        await vi.waitFor(async () => expect((await call(c, 'GET', '/ready')).status).toBe(200), {
          timeout: 10_000,
          interval: 200,
        })
        expect(c.process.exitCode).toBeNull()
        // Subscribed again: a frame published through A reaches a socket held by C.
        const before = await socketsInRedis()
        const held = openSocket(c, token)
        await held.opened
        await expect.poll(socketsInRedis).toBe(before + 1)
        const later = await call(a, 'POST', '/recipes', {
          token,
          body: { title: 'Cake', ingredients: '', instructions: '' },
        })
        await vi.waitFor(() =>
          expect(held.frames).toContainEqual({ type: 'recipe:update', data: { recipeId: later.body.id } }),
        )
        held.socket.close()
      })

      test('a Redis that hangs delays no request past its command time limit', async () => {
        proxy.stall()
        try {
          const started = performance.now()
          expect((await call(c, 'GET', '/users/', { token })).status).toBe(200)
          const created = await call(c, 'POST', '/recipes', {
            token,
            body: { title: 'Pie', ingredients: '', instructions: '' },
          })
          expect(created.status).toBe(201)
          const notReady = await call(c, 'GET', '/ready')
          expect(notReady.status).toBe(503)
          // Each Redis command gives up after a second, the readiness check after two.
          expect(performance.now() - started).toBeLessThan(10_000)
        } finally {
          // Cut rather than let through: replies were swallowed mid-stream, so the connections start afresh.
          proxy.cut()
          proxy.restore()
        }
        await vi.waitFor(async () => expect((await call(c, 'GET', '/ready')).status).toBe(200), {
          timeout: 10_000,
          interval: 200,
        })
        expect(c.process.exitCode).toBeNull()
      })
    })
  },
)

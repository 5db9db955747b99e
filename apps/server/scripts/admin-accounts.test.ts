/**
 * The account commands of `npm run admin` as the operator runs them: real processes on a fresh data folder
 * with the server stopped, then the server started again to see what they did. Then a disable while a
 * server runs on PostgreSQL: with Redis, it ends the session there at once (the next request, its socket),
 * however long the server would remember it; without Redis the output says when the server lets go.
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { WebSocket } from 'ws'
import { SESSION_ENDED_CLOSE_CODE } from '../src/realtime/socket.routes.ts'
import { databaseUrl, withAdminClient } from '../src/test/databases.ts'
import {
  freePort,
  type RunningServer,
  startServer,
  stopProcess,
  stopServer,
} from '../src/test/server-process.ts'
import { runAdmin } from './run-admin.ts'

const first = { name: 'First Cook', email: 'first@example.com', password: 'the first password' }
const second = { name: 'Second Cook', email: 'second@example.com', password: 'the second password' }
let secondSession = ''
let secondApiToken = ''

let dataDir: string

async function call(server: RunningServer, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function withServer<T>(work: (server: RunningServer) => Promise<T>): Promise<T> {
  const server = await startServer({ DATA_DIR: dataDir })
  try {
    return await work(server)
  } finally {
    expect(await stopServer(server)).toBe(0)
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'rosemary-admin-accounts-'))
  await withServer(async (server) => {
    expect((await call(server, 'POST', '/users/register', first)).status).toBe(200)
    const registered = await call(server, 'POST', '/users/register', second)
    secondSession = registered.body.token as string
    const made = await call(
      server,
      'POST',
      '/users/api-tokens',
      { name: 'script', scope: 'read' },
      secondSession,
    )
    secondApiToken = made.body.token as string
  })
}, 120_000)
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

const admin = (...args: string[]) => runAdmin(dataDir, args)

describe('npm run admin: accounts', () => {
  test('the usage names them; wrong arguments exit 2, an unknown email 1', async () => {
    const usage = await admin('help')
    for (const line of [
      'list-users',
      'reset-password EMAIL',
      'disable EMAIL',
      'enable EMAIL',
      'make-admin EMAIL',
      'remove-admin EMAIL',
    ])
      expect(usage.stderr).toContain(line)
    expect(await admin('list-users', 'extra')).toMatchObject({ code: 2 })
    expect(await admin('disable')).toMatchObject({ code: 2 })
    for (const command of ['reset-password', 'disable', 'enable', 'make-admin', 'remove-admin']) {
      const run = await admin(command, 'nobody@example.com')
      expect(run, command).toMatchObject({ code: 1, stdout: '' })
      expect(run.stderr).toContain('No account uses the email nobody@example.com.')
    }
  }, 180_000)

  test('list-users: a table, the first account the administrator; the last one cannot stop being one', async () => {
    const list = await admin('list-users')
    expect(list.code).toBe(0)
    const lines = list.stdout.trimEnd().split('\n')
    expect(lines[0]).toMatch(/^EMAIL\s+HANDLE\s+NAME\s+CREATED\s+ADMIN\s+DISABLED$/)
    expect(lines[1]).toMatch(/^first@example\.com\s+-\s+First Cook\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+yes\s+no$/)
    expect(lines[2]).toMatch(/^second@example\.com\s+-\s+Second Cook\s+.+\s+no\s+no$/)
    const last = await admin('remove-admin', first.email)
    expect(last.code).toBe(1)
    expect(last.stderr).toContain('last administrator')
  }, 180_000)

  test('reset-password, disable, enable, make-admin and remove-admin, seen by the server', async () => {
    const reset = await admin('reset-password', ' Second@Example.com ')
    expect(reset.code).toBe(0)
    const password = reset.stdout.trim()
    expect(password).toMatch(/^[A-Za-z2-9]{16}$/)
    expect(reset.stderr).not.toContain(password)
    expect((await admin('disable', second.email)).code).toBe(0)
    expect((await admin('list-users')).stdout).toMatch(/second@example\.com.+no\s+yes\n/)

    await withServer(async (server) => {
      expect((await call(server, 'GET', '/users/', undefined, secondSession)).status).toBe(401)
      expect((await call(server, 'GET', '/recipes/count', undefined, secondApiToken)).status).toBe(401)
      const login = await call(server, 'POST', '/users/login', { email: second.email, password })
      expect(login).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } })
    })

    expect((await admin('enable', second.email)).code).toBe(0)
    expect((await admin('make-admin', second.email)).code).toBe(0)
    expect((await admin('remove-admin', first.email)).code).toBe(0)
    await withServer(async (server) => {
      const login = await call(server, 'POST', '/users/login', { email: second.email, password })
      expect(login.status).toBe(200)
      const me = await call(server, 'GET', '/users/', undefined, login.body.token as string)
      expect(me.body).toMatchObject({ email: second.email, admin: true })
      expect((await call(server, 'GET', '/recipes/count', undefined, secondApiToken)).status).toBe(200)
    })
  }, 300_000)
})

describe('npm run admin -- disable while a server runs on PostgreSQL', () => {
  const name = `rosemary_admin_${process.pid}_${randomBytes(4).toString('hex')}`
  const prefix = `rosemary-test-${randomBytes(4).toString('hex')}:`
  const redisUrl = 'redis://127.0.0.1:6379'
  let server: RunningServer
  let env: Record<string, string>
  const cook = (who: string) => ({ name: who, email: `${who}@example.com`, password: 'a long enough secret' })

  beforeAll(async () => {
    await withAdminClient((client) => client.query(`create database ${name}`))
    env = {
      DATABASE_URL: databaseUrl(name),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      // Far longer than the test: an end seen in time is the bus's, not the cache's expiry.
      CACHE_SECONDS: '300',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
    }
    server = await startServer({ DATA_DIR: path.join(dataDir, 'postgres-server'), ...env })
  }, 120_000)
  afterAll(async () => {
    await stopProcess(server.process)
    await withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`))
    const redis = new Redis(redisUrl)
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length > 0) await redis.del(...keys)
    redis.disconnect()
  }, 30_000)

  /** Registers the person and remembers their session in the server (a request answered with it). */
  async function signedIn(person: ReturnType<typeof cook>): Promise<string> {
    const registered = await call(server, 'POST', '/users/register', person)
    expect(registered.status).toBe(200)
    const token = registered.body.token as string
    expect((await call(server, 'GET', '/users/', undefined, token)).status).toBe(200)
    return token
  }

  test('with REDIS_URL: the next request with the session is refused, and its socket closes', async () => {
    await signedIn(cook('owner'))
    const token = await signedIn(cook('leaver'))
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/grip/ws?token=${token}`)
    let closedWith: number | null = null
    socket.on('close', (code) => (closedWith = code))
    await new Promise((resolve, reject) => socket.on('open', resolve).on('error', reject))

    const run = await runAdmin(dataDir, ['disable', 'leaver@example.com'], env)
    expect(run.code).toBe(0)
    expect((await call(server, 'GET', '/users/', undefined, token)).status).toBe(401)
    await vi.waitFor(() => expect(closedWith).toBe(SESSION_ENDED_CLOSE_CODE), { timeout: 5_000 })
    expect(run.stderr).toContain('Running servers were told through Redis')
  }, 120_000)

  test('with REDIS_URL: reset-password ends the session in the running server at once too', async () => {
    const token = await signedIn(cook('forgetful'))
    const run = await runAdmin(dataDir, ['reset-password', 'forgetful@example.com'], env)
    expect(run.code).toBe(0)
    expect((await call(server, 'GET', '/users/', undefined, token)).status).toBe(401)
    expect(run.stderr).toContain('Running servers were told through Redis')
  }, 120_000)

  test('with a Redis that does not answer: refused in words, and the account stays as it was', async () => {
    const token = await signedIn(cook('kept'))
    const unreachable = { ...env, REDIS_URL: `redis://127.0.0.1:${await freePort()}` }
    const run = await runAdmin(dataDir, ['disable', 'kept@example.com'], unreachable)
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/^Rosemary could not reach Redis at redis:\/\/127\.0\.0\.1:\d+ \(REDIS_URL\)/)
    expect((await call(server, 'GET', '/users/', undefined, token)).status).toBe(200)
  }, 120_000)

  test('without REDIS_URL: the output says a running server lets go within CACHE_SECONDS', async () => {
    await signedIn(cook('another'))
    const { REDIS_URL: _redis, ...withoutRedis } = env
    const run = await runAdmin(dataDir, ['disable', 'another@example.com'], withoutRedis)
    expect(run.code).toBe(0)
    expect(run.stderr).toContain(
      'A running server lets go of the sessions it remembers within 300 s (CACHE_SECONDS); ' +
        'with REDIS_URL set it would be told at once.',
    )
  }, 120_000)
})

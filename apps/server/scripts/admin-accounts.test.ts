/**
 * The account commands of `npm run admin` as the operator runs them: real processes on a fresh data folder
 * with the server stopped, then the server started again to see what they did.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type RunningServer, startServer, stopServer } from '../src/test/server-process.ts'
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

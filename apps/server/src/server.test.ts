/** The server as a process: configuration errors, the data folder across restarts, and clean shutdown. */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { databaseUrl, withAdminClient } from './test/databases.ts'
import { spawnServer, startServer, stopServer } from './test/server-process.ts'

let dataDir: string
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'rosemary-data-'))
})
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

const account = { name: 'Restart Test', email: 'restart@example.com', password: 'survives restarts' }

async function post(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('starting', () => {
  test('a bad configuration value stops the start with one line naming it', async () => {
    const server = await spawnServer({ DATA_DIR: dataDir, PORT: 'eighty' })
    expect(await server.exited).toBe(1)
    expect(server.output).toEqual([
      'Invalid configuration: PORT must be a whole number between 1 and 65535 (got "eighty")',
    ])
  })

  test('starting twice on the same data folder keeps every account', async () => {
    const first = await startServer({ DATA_DIR: dataDir })
    expect((await post(`${first.url}/api/users/register`, account)).status).toBe(200)
    expect(await stopServer(first)).toBe(0)

    const second = await startServer({ DATA_DIR: dataDir })
    const login = await post(`${second.url}/api/users/login`, {
      email: account.email,
      password: account.password,
    })
    expect(login.status).toBe(200)
    expect(await stopServer(second)).toBe(0)
  })

  test('a second process on the same data folder is refused and the first keeps running', async () => {
    const first = await startServer({ DATA_DIR: dataDir })
    try {
      const second = await spawnServer({ DATA_DIR: dataDir })
      expect(await second.exited).toBe(1)
      expect(second.output.join('\n')).toContain(
        `Another Rosemary process (pid ${first.process.pid}) is using ${dataDir}`,
      )
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200)
    } finally {
      await stopServer(first)
    }
  })

  test('with DATABASE_URL it runs on PostgreSQL, migrating an empty database', async () => {
    const name = `rosemary_t_${process.pid}_${randomBytes(6).toString('hex')}`
    await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`))
    try {
      const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl(name) })
      const health = (await (await fetch(`${server.url}/api/health`)).json()) as { database: string }
      expect(health.database).toBe('postgres')
      expect((await post(`${server.url}/api/users/register`, account)).status).toBe(200)
      expect(await stopServer(server)).toBe(0)
    } finally {
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
    }
  })
})

describe('stopping', () => {
  test('SIGTERM lets a request in flight finish, then closes the database and exits 0', async () => {
    const server = await startServer({ DATA_DIR: dataDir })
    const inFlight = post(`${server.url}/api/users/register`, account)
    await server.waitForLine(/"url":"\/api\/users\/register".*incoming request/)
    server.process.kill('SIGTERM')
    expect((await inFlight).status).toBe(200)
    expect(await server.exited).toBe(0)
    expect(server.output.some((line) => line.includes('"msg":"stopped"'))).toBe(true)

    // Everything was written: the account is there after the next start.
    const again = await startServer({ DATA_DIR: dataDir })
    expect((await post(`${again.url}/api/users/login`, account)).status).toBe(200)
    await stopServer(again)
  })
})

describe('a remote host that fails', () => {
  test('clipping and fetching a picture from a name that does not resolve leave the process running', async () => {
    const server = await startServer({ DATA_DIR: dataDir })
    try {
      const { token } = (await post(`${server.url}/api/users/register`, account)).body as { token: string }
      const signedIn = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
      const address = 'https://no-such-host.invalid/'
      const clip = await fetch(`${server.url}/api/clip?url=${encodeURIComponent(address)}`, {
        headers: signedIn,
      })
      expect(clip.status).toBe(400)
      const picture = await fetch(`${server.url}/api/images/from-url`, {
        method: 'POST',
        headers: signedIn,
        body: JSON.stringify({ url: address }),
      })
      expect(picture.status).toBe(400)
      expect(await picture.json()).toMatchObject({ error: { fields: { url: expect.any(String) } } })
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
      expect(server.process.exitCode).toBeNull()
    } finally {
      expect(await stopServer(server)).toBe(0)
    }
  })
})

/**
 * `npm run admin` as the operator runs it: a real process on a fresh data folder, the server stopped,
 * then the link it prints used with the server started again.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startServer, stopServer } from '../src/test/server-process.ts'
import { runAdmin } from './run-admin.ts'

const account = { name: 'Locked Out', email: 'locked.out@example.com', password: 'the old password' }

let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'rosemary-admin-'))
  const server = await startServer({ DATA_DIR: dataDir })
  const response = await post(server.url, '/api/users/register', account)
  expect(response.status).toBe(200)
  expect(await stopServer(server)).toBe(0)
  // A first start creates the embedded database: some seconds on a busy machine.
}, 60_000)
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

async function post(url: string, path: string, body: unknown) {
  return fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

const admin = (args: string[], env: Record<string, string> = {}) => runAdmin(dataDir, args, env)

describe('npm run admin', () => {
  test('without a command, or with an unknown one, prints the usage and fails', async () => {
    for (const args of [[], ['make-coffee']]) {
      const run = await admin(args)
      expect(run.code).not.toBe(0)
      expect(run.stderr).toContain('Usage: npm run admin -- COMMAND')
      expect(run.stderr).toContain('reset-link EMAIL')
    }
    expect((await admin(['make-coffee'])).stderr).toContain('Unknown command: make-coffee')
  })

  test('reset-link for an unknown email says so and fails', async () => {
    const run = await admin(['reset-link', 'nobody@example.com'])
    expect(run).toMatchObject({ code: 1, stdout: '' })
    expect(run.stderr).toContain('No account uses the email nobody@example.com.')
  })

  test('reset-link prints a link with PUBLIC_URL that sets a new password once', async () => {
    const run = await admin(['reset-link', ' Locked.Out@example.com '], {
      PUBLIC_URL: 'https://recipes.example.org/',
    })
    expect(run.code).toBe(0)
    const link = run.stdout.trim()
    expect(link).toMatch(/^https:\/\/recipes\.example\.org\/#\/settings\/account\?token=[\w%-]+$/)
    const token = decodeURIComponent(new URL(link.replace('/#/', '/')).searchParams.get('token') ?? '')

    const server = await startServer({ DATA_DIR: dataDir })
    try {
      const reset = (password: string) => post(server.url, '/api/users/reset-password', { token, password })
      expect((await reset('a brand new one')).status).toBe(200)
      expect((await reset('and again')).status).toBe(401)
      const login = (password: string) =>
        post(server.url, '/api/users/login', { email: account.email, password })
      expect((await login('a brand new one')).status).toBe(200)
      expect((await login(account.password)).status).toBe(412)
    } finally {
      expect(await stopServer(server)).toBe(0)
    }
  })

  test('without PUBLIC_URL, the link is the server’s own address with a note to replace it', async () => {
    const run = await admin(['reset-link', account.email], { PORT: '8123' })
    expect(run.code).toBe(0)
    expect(run.stdout.trim()).toMatch(/^http:\/\/localhost:8123\/#\/settings\/account\?token=/)
    expect(run.stderr).toContain('PUBLIC_URL is not set: replace http://localhost:8123')
  })

  test('while the server runs on the same data folder, it is refused with a clear message', async () => {
    const server = await startServer({ DATA_DIR: dataDir })
    try {
      const run = await admin(['reset-link', account.email])
      expect(run.code).toBe(1)
      expect(run.stderr).toContain(`Another Rosemary process (pid ${server.process.pid}) is using ${dataDir}`)
    } finally {
      await stopServer(server)
    }
  })
})

/** The real log, captured, while secrets travel every way they can: nothing secret may reach it. */
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { WebSocket } from 'ws'
import { buildApp } from '../app.ts'
import { createApiClient } from '../test/api-client.ts'
import { test } from '../test/fixtures.ts'
import { finishedJob, sendImport } from '../test/imports.ts'
import { createLogCapture } from '../test/log-capture.ts'
import { createRecipe } from '../test/recipes.ts'

describe('the log', () => {
  test('never holds a session token, however the URL spells its key or wherever it stands', async ({
    database,
    config,
    mailer,
    bus,
    user,
    api: plainApi,
  }) => {
    const capture = createLogCapture()
    const app = await buildApp({ config, database, mailer, bus, logger: capture.logger, webDistDir: null })
    const api = createApiClient(app)
    const recipe = await createRecipe(plainApi, user.token)
    const { token } = user
    try {
      const answers = [
        await api.raw({ method: 'GET', url: `/api/print/?recipeId=${recipe.id}&%74oken=${token}` }),
        await api.raw({ method: 'GET', url: `/api/data/export/txt?t%6Fken=${token}` }),
        await api.raw({ method: 'GET', url: `/api/data/export/txt?TOKEN=${token}` }),
        await api.raw({ method: 'GET', url: `/api/users/?token=${token}&bad=%E0%A4%A` }),
        await api.raw({ method: 'GET', url: `/api/users/${token}` }),
        await api.raw({ method: 'GET', url: `/api/no-such-thing/${token}?token=${token}` }),
      ]
      // The encoded keys are read as `token`: these are signed-in requests, not refused ones.
      expect(answers.slice(0, 2).map((answer) => answer.status)).toEqual([200, 200])

      await app.listen({ port: 0, host: '127.0.0.1' })
      const { port } = app.server.address() as AddressInfo
      const socket = new WebSocket(`ws://127.0.0.1:${port}/grip/ws?%74oken=${token}`)
      await new Promise((resolve, reject) => socket.on('open', resolve).on('error', reject))
      socket.close()
      await new Promise((resolve) => socket.on('close', resolve))
    } finally {
      await app.close()
    }
    const log = capture.text()
    expect(log).toContain('/grip/ws?%74oken=[redacted]')
    expect(log).toContain('/api/data/export/txt?t%6Fken=[redacted]')
    expect(log).not.toContain(token)
  })

  test('never holds a personal API token: made, sent in the header, in a URL or in its path', async ({
    database,
    config,
    mailer,
    bus,
    user,
  }) => {
    const capture = createLogCapture()
    const app = await buildApp({ config, database, mailer, bus, logger: capture.logger, webDistDir: null })
    const api = createApiClient(app)
    try {
      const made = await api.call('POST /users/api-tokens', {
        token: user.token,
        body: { name: 'Backups', scope: 'read' },
      })
      expect(made.status).toBe(201)
      const { token } = made.body as { token: string }
      const answers = [
        await api.call('GET /recipes/count', { token }),
        await api.call('POST /labels', { token, body: { title: 'refused', recipeIds: [] } }),
        await api.raw({ method: 'GET', url: `/api/data/export/txt?key=${token}&x=${token}` }),
        await api.raw({ method: 'GET', url: `/api/users/${token}` }),
      ]
      expect(answers.map((answer) => answer.status)).toEqual([200, 403, 401, 401])
    } finally {
      await app.close()
    }
    const log = capture.text()
    expect(log).toContain('/api/users/[redacted]')
    expect(log).not.toMatch(/rsm_[\w-]{10}/)
  })

  test('never holds who someone is: an address looked up, a Pepperplate account', async ({
    database,
    config,
    mailer,
    bus,
    user,
    makeUser,
  }) => {
    const capture = createLogCapture()
    const app = await buildApp({ config, database, mailer, bus, logger: capture.logger, webDistDir: null })
    const api = createApiClient(app)
    const friend = await makeUser('Findable Friend')
    const unknown = 'nobody-at-all@example.org'
    try {
      const answers = [
        await api.call('GET /users/by-email', { token: user.token, query: { email: friend.email } }),
        await api.raw({
          method: 'GET',
          url: `/api/users/by-email?e%6Dail=${encodeURIComponent(unknown)}`,
          headers: { authorization: `Bearer ${user.token}` },
        }),
        // Refused before any job starts (no password), yet the request is logged all the same.
        await api.raw({
          method: 'GET',
          url: `/api/scrape/pepperplate?username=pepper-cook&password=`,
          headers: { authorization: `Bearer ${user.token}` },
        }),
      ]
      expect(answers.map((answer) => answer.status)).toEqual([200, 404, 400])
    } finally {
      await app.close()
    }
    const log = capture.text()
    expect(log).toContain('/api/users/by-email?email=[redacted]')
    expect(log).toContain('/api/scrape/pepperplate?username=[redacted]&password=[redacted]')
    for (const personal of [friend.email, encodeURIComponent(friend.email), unknown, 'pepper-cook'])
      expect(log).not.toContain(personal)
  })

  test('never holds the secrets of an import: the picture address it names, the upload request headers', async ({
    database,
    config,
    mailer,
    bus,
    user,
  }) => {
    const capture = createLogCapture()
    const app = await buildApp({ config, database, mailer, bus, logger: capture.logger, webDistDir: null })
    const api = createApiClient(app)
    const signed =
      'https://127.0.0.1/picture.jpg?X-Amz-Credential=AKIAEXAMPLEKEY&X-Amz-Signature=0f1e2d3c4b5a69788796a5b4'
    try {
      const file = JSON.stringify({ '@type': 'Recipe', name: 'Signed Soup', image: signed })
      const started = await sendImport(api, user.token, '/data/import/json-ld', 'jsonLD', Buffer.from(file))
      const job = await finishedJob(api, user.token, (started.body as { jobId: string }).jobId)
      expect(job).toMatchObject({ status: 'done', imported: 1 })
    } finally {
      await app.close()
    }
    const log = capture.text()
    // The upload's own trace lines (multipart's busboy options) repeat the request headers.
    expect(log).toContain('busboyOptions')
    expect(log).not.toContain(user.token)
    expect(log).not.toContain('AKIAEXAMPLEKEY')
    expect(log).not.toContain('0f1e2d3c4b5a69788796a5b4')
  })

  test('a failed database write logs its SQL and codes, never the values (a password hash)', async ({
    database,
    config,
    mailer,
    bus,
  }) => {
    // The fault: the database refuses every new account.
    await database.db.execute(
      sql.raw(`
      create function refuse_accounts() returns trigger language plpgsql as $$
        begin raise exception 'refused for a test'; end $$`),
    )
    await database.db.execute(
      sql.raw('create trigger refuse_accounts before insert on users execute function refuse_accounts()'),
    )
    const capture = createLogCapture()
    const app = await buildApp({ config, database, mailer, bus, logger: capture.logger, webDistDir: null })
    try {
      const answer = await createApiClient(app).call('POST /users/register', {
        body: { name: 'Secretive Cook', email: 'secretive@example.com', password: 'my very own secret' },
      })
      expect(answer.status).toBe(500)
    } finally {
      await app.close()
      await database.db.execute(sql.raw('drop function refuse_accounts cascade'))
    }
    const failure = capture.entries().find((entry) => entry.msg === 'request failed')
    expect(failure?.err).toMatchObject({
      type: 'DrizzleQueryError',
      query: expect.stringContaining('insert into "users"'),
      cause: { code: 'P0001' },
    })
    const log = capture.text()
    expect(log).not.toContain('$argon2id$')
    expect(log).not.toContain('my very own secret')
    expect(log).not.toContain('secretive@example.com')
    expect(log).not.toContain('Secretive Cook')
  })
})

import { describe, expect } from 'vitest'
import { test } from '../../test/fixtures.ts'
import { parseS3Url } from '../../storage/s3-url.ts'
import { freePort } from '../../test/server-process.ts'
import { READY_TIME_LIMIT_MS } from './system.routes.ts'

describe('GET /api/health', () => {
  test('answers ok with the database kind and version once the app can serve', async ({ api, database }) => {
    const response = await api.call('GET /health')
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ ok: true, database: database.kind, version: expect.any(String) })
    expect(database.kind).toBe(process.env.TEST_DATABASE)
  })

  test('answers 503 in the error envelope while the database does not answer', async ({ api, database }) => {
    const ping = database.ping.bind(database)
    database.ping = () => Promise.reject(new Error('connection lost'))
    try {
      const response = await api.call('GET /health')
      expect(response.status).toBe(503)
      expect(response.body).toEqual({ error: { code: 'unavailable', message: expect.any(String) } })
    } finally {
      database.ping = ping
    }
  })
})

describe('GET /api/ready', () => {
  test('answers ok while the database answers; Redis is not configured here', async ({ api }) => {
    const response = await api.call('GET /ready')
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ ok: true, database: 'ok', redis: 'not configured', storage: 'ok' })
  })

  test('answers 503 naming the picture storage while its bucket does not answer', async ({ appWith }) => {
    const nobody = await freePort()
    const location = parseS3Url(`http://key:secret@127.0.0.1:${nobody}/pictures?timeout=1`)
    if ('error' in location) throw new Error(location.error)
    const api = await appWith({ s3: { location, serve: 'proxy' } })
    const response = await api.call('GET /ready')
    expect(response.status).toBe(503)
    expect(response.body).toEqual({
      error: {
        code: 'unavailable',
        message: 'Not ready: the picture storage does not answer',
        fields: { storage: 'does not answer' },
      },
    })
  })

  test('answers 503 naming the database when it fails, and within its time limit when it hangs', async ({
    api,
    database,
  }) => {
    const ping = database.ping.bind(database)
    try {
      database.ping = () => Promise.reject(new Error('connection lost'))
      const failed = await api.call('GET /ready')
      expect(failed.status).toBe(503)
      expect(failed.body).toEqual({
        error: {
          code: 'unavailable',
          message: 'Not ready: the database does not answer',
          fields: { database: 'does not answer' },
        },
      })
      database.ping = () => new Promise(() => undefined)
      const started = performance.now()
      const hung = await api.call('GET /ready')
      expect(hung.status).toBe(503)
      expect(performance.now() - started).toBeLessThan(READY_TIME_LIMIT_MS + 1_000)
    } finally {
      database.ping = ping
    }
  })
})

describe('GET /api/instance', () => {
  test('tells the version, whether registration is open and the contact', async ({ api }) => {
    const response = await api.call('GET /instance')
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      version: expect.any(String),
      registrationEnabled: true,
      contactEmail: null,
      instanceName: null,
      selfHosted: true,
      flags: {
        enableContribution: false,
        enableInstallInstructions: true,
        enableExperimentalOfflineCache: false,
      },
      contributeUrl: null,
      signIn: { password: true, oidc: null },
      sendsMail: false,
      links: { url: 'http://localhost:80', source: 'request' },
    })
  })

  test('tells where outside links point: the address asked, else PUBLIC_URL; and whether mail goes out', async ({
    api,
    appWith,
  }) => {
    const asked = await api.raw({
      method: 'GET',
      url: '/api/instance',
      headers: { host: '192.168.1.5:3000' },
    })
    expect(asked.body).toMatchObject({ links: { url: 'http://192.168.1.5:3000', source: 'request' } })
    const garbage = await api.raw({ method: 'GET', url: '/api/instance', headers: { host: 'a b' } })
    expect(garbage.body).toMatchObject({ links: { url: 'http://localhost:3000', source: 'server' } })

    const configured = await appWith({ publicUrl: 'https://recipes.example.org', sendsMail: true })
    const answer = await configured.raw({
      method: 'GET',
      url: '/api/instance',
      headers: { host: '192.168.1.5:3000' },
    })
    expect(answer.body).toMatchObject({
      sendsMail: true,
      links: { url: 'https://recipes.example.org', source: 'PUBLIC_URL' },
    })
  })

  test('tells the name, variant and flags the operator set, and where contributions go', async ({
    appWith,
  }) => {
    const api = await appWith({
      instanceName: 'The Millers’ kitchen',
      selfHosted: false,
      contribution: { enabled: true, url: 'https://example.org/support-us' },
      installInstructions: false,
      experimentalOfflineCache: true,
    })
    const response = await api.call('GET /instance')
    expect(response.body).toMatchObject({
      instanceName: 'The Millers’ kitchen',
      selfHosted: false,
      flags: {
        enableContribution: true,
        enableInstallInstructions: false,
        enableExperimentalOfflineCache: true,
      },
      contributeUrl: 'https://example.org/support-us',
    })
  })
})

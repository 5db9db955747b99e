import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { brotliCompressSync } from 'node:zlib'
import type { FastifyBaseLogger } from 'fastify'
import { pino } from 'pino'
import { describe, expect } from 'vitest'
import { endpoints } from '@rosemary/shared/contract'
import { buildApp } from '../app.ts'
import { createApiClient } from '../test/api-client.ts'
import { test } from '../test/fixtures.ts'
import { loggerOptions } from './logging.ts'

describe('the error envelope', () => {
  test('a body that is not JSON answers 400', async ({ api }) => {
    const response = await api.raw({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    })
    expect(response.status).toBe(400)
    expect(response.body).toEqual({
      error: { code: 'invalid_input', message: 'The request body is not valid JSON' },
    })
  })

  test('a body of another type answers 415', async ({ api }) => {
    const response = await api.raw({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    })
    expect(response.status).toBe(415)
    expect(response.body).toMatchObject({ error: { code: 'unsupported_media_type' } })
  })

  test('a body over the limit answers 413', async ({ api }) => {
    const response = await api.raw({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1024 * 1024 + 1) }),
    })
    expect(response.status).toBe(413)
    expect(response.body).toMatchObject({ error: { code: 'payload_too_large' } })
  })

  test('a wrong type answers 400 naming the field', async ({ api }) => {
    const response = await api.raw({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 42, password: [] },
    })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({
      error: { fields: { email: expect.any(String), password: expect.any(String) } },
    })
  })

  test('an unknown API path answers a JSON 404; other paths an HTML one', async ({ api }) => {
    const apiMiss = await api.raw({ method: 'GET', url: '/api/no-such-thing?token=abc' })
    expect(apiMiss.status).toBe(404)
    expect(apiMiss.body).toEqual({
      error: { code: 'not_found', message: 'There is no GET /api/no-such-thing endpoint' },
    })
    const pageMiss = await api.raw({ method: 'GET', url: '/no-such-page' })
    expect(pageMiss.status).toBe(404)
    expect(pageMiss.headers['content-type']).toContain('text/html')
  })

  test('an unexpected failure answers 500 without details', async ({ api, user, database }) => {
    const execute = database.db.select.bind(database.db)
    database.db.select = () => {
      throw new Error('secret internal detail')
    }
    try {
      const response = await api.call('GET /users/stats', { token: user.token })
      expect(response.status).toBe(500)
      expect(response.body).toEqual({
        error: { code: 'internal', message: 'Something went wrong on the server' },
      })
      expect(JSON.stringify(response.body)).not.toContain('secret')
    } finally {
      database.db.select = execute
    }
  })
})

describe('headers', () => {
  test('responses carry security headers', async ({ api }) => {
    const response = await api.raw({ method: 'GET', url: '/api/health' })
    expect(response.headers['content-security-policy']).toContain("default-src 'self'")
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['referrer-policy']).toBe('no-referrer')
  })

  test('large responses are compressed for clients that accept it', async ({ api }) => {
    const response = await api.raw({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(response.status).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
  })
})

describe('API documentation', () => {
  test('the OpenAPI document lists every endpoint of the contract', async ({ api }) => {
    const response = await api.raw({ method: 'GET', url: '/api/docs/json' })
    const document = response.body as { openapi: string; paths: Record<string, Record<string, unknown>> }
    expect(document.openapi).toMatch(/^3\./)
    for (const key of Object.keys(endpoints)) {
      const [method, route] = key.split(' ') as [string, string]
      const openApiPath = `/api${route}`.replace(/:(\w+)/g, '{$1}')
      expect(document.paths[openApiPath]?.[method.toLowerCase()], key).toBeDefined()
    }
  })

  test('the documentation viewer is served at /api/docs', async ({ api }) => {
    const response = await api.raw({ method: 'GET', url: '/api/docs/' })
    expect(response.status).toBe(200)
    expect(String(response.body)).toContain('swagger')
  })
})

describe('logs', () => {
  test('never contain a session token, from the header or the query', async ({
    database,
    config,
    mailer,
    bus,
    user,
  }) => {
    const lines: string[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString())
        done()
      },
    })
    const logger = pino({ ...loggerOptions('trace') }, sink) as FastifyBaseLogger
    const app = await buildApp({ config, database, mailer, bus, logger, webDistDir: null })
    const api = createApiClient(app)
    await api.call('GET /users/', { token: user.token })
    await api.raw({ method: 'GET', url: `/api/users/?token=${user.token}` })
    await api.call('POST /users/login', { body: { email: user.email, password: user.password } })
    await app.close()
    const log = lines.join('')
    expect(log).toContain('/api/users/?token=[redacted]')
    expect(log).not.toContain(user.token)
    expect(log).not.toContain(user.password)
  })
})

describe('the web app', () => {
  test('is served at / with long caching for hashed assets only, pre-compressed', async ({
    database,
    config,
    mailer,
    bus,
  }) => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'rosemary-dist-'))
    const script = 'console.log("rosemary")'.repeat(100)
    await mkdir(path.join(dist, 'assets'))
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Rosemary</title>')
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), script)
    await writeFile(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script))
    const app = await buildApp({
      config,
      database,
      mailer,
      bus,
      logger: pino({ level: 'silent' }),
      webDistDir: dist,
    })
    const api = createApiClient(app)
    try {
      const page = await api.raw({ method: 'GET', url: '/' })
      expect(page.status).toBe(200)
      expect(page.body).toContain('<title>Rosemary</title>')
      expect(page.headers['cache-control']).toBe('no-cache')
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin')
      // The bookmarklet's window must keep its opener (web: settings/bookmarklet.ts).
      const clipTarget = await api.raw({ method: 'GET', url: '/?clip=bookmarklet' })
      expect(clipTarget.body).toContain('<title>Rosemary</title>')
      expect(clipTarget.headers['cross-origin-opener-policy']).toBe('unsafe-none')
      // At a plain-HTTP LAN address no policy is sent, the bookmarklet's loosened one neither.
      for (const url of ['/', '/?clip=bookmarklet']) {
        const lan = await api.raw({ method: 'GET', url, headers: { host: '192.168.1.20:3000' } })
        expect(lan.headers['cross-origin-opener-policy'], url).toBeUndefined()
      }
      const asset = await api.raw({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': 'br' },
      })
      expect(asset.status).toBe(200)
      expect(asset.headers['content-encoding']).toBe('br')
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect((await api.raw({ method: 'GET', url: '/assets/missing.js' })).status).toBe(404)
      expect((await api.raw({ method: 'GET', url: '/api/nothing' })).body).toMatchObject({
        error: { code: 'not_found' },
      })
    } finally {
      await app.close()
      await rm(dist, { recursive: true, force: true })
    }
  })
})

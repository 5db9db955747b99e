/**
 * A provider that cannot be reached, is too slow, or answers garbage: the button still leads back to
 * the sign-in page with a reason, in bounded time, and the server keeps serving.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect } from 'vitest'
import { buildApp } from '../../app.ts'
import { createApiClient } from '../../test/api-client.ts'
import { test } from '../../test/fixtures.ts'
import { freePort } from '../../test/server-process.ts'

const APP = 'http://rosemary.test'
const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()))
})

/** A server that answers every request with `answer`, or never when it is null. */
async function fakeProvider(answer: ((response: http.ServerResponse) => void) | null): Promise<string> {
  const server = http.createServer((_request, response) => answer?.(response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  )
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

type Deps = Parameters<typeof buildApp>[0]

async function appFor(deps: Deps, issuer: string) {
  const app: FastifyInstance = await buildApp({
    ...deps,
    webDistDir: null,
    config: {
      ...deps.config,
      publicUrl: APP,
      oidc: { issuer, clientId: 'rosemary', clientSecret: 'secret', name: 'Test IdP', timeoutMs: 1000 },
    },
  })
  cleanups.push(() => app.close())
  return createApiClient(app)
}

describe('a provider that fails', { timeout: 60_000 }, () => {
  test('nobody listening: back to the sign-in page with provider_unavailable', async ({
    database,
    config,
    mailer,
    bus,
  }) => {
    const api = await appFor({ database, config, mailer, bus }, `http://127.0.0.1:${await freePort()}`)
    const start = await api.raw({ method: 'GET', url: '/api/auth/oidc/start' })
    expect(start.status).toBe(302)
    expect(start.headers.location).toBe(`${APP}/#/auth/oidc?error=provider_unavailable`)
    expect(start.headers['set-cookie']).toBeUndefined()
  })

  test('a provider that never answers: the same, within the time limit', async ({
    database,
    config,
    mailer,
    bus,
  }) => {
    const api = await appFor({ database, config, mailer, bus }, await fakeProvider(null))
    const began = Date.now()
    const start = await api.raw({ method: 'GET', url: '/api/auth/oidc/start' })
    expect(start.headers.location).toBe(`${APP}/#/auth/oidc?error=provider_unavailable`)
    expect(Date.now() - began).toBeLessThan(5000)
    expect((await api.call('GET /health')).status).toBe(200)
  })

  test('a provider answering garbage: the same', async ({ database, config, mailer, bus }) => {
    const garbage = await fakeProvider((response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end('{"issuer": 42, "this is": not json')
    })
    const api = await appFor({ database, config, mailer, bus }, garbage)
    const start = await api.raw({ method: 'GET', url: '/api/auth/oidc/start' })
    expect(start.headers.location).toBe(`${APP}/#/auth/oidc?error=provider_unavailable`)

    const wrongIssuer = await fakeProvider((response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ issuer: 'https://elsewhere.example', authorization_endpoint: 'x' }))
    })
    const other = await appFor({ database, config, mailer, bus }, wrongIssuer)
    const second = await other.raw({ method: 'GET', url: '/api/auth/oidc/start' })
    expect(second.headers.location).toBe(`${APP}/#/auth/oidc?error=provider_unavailable`)
  })
})

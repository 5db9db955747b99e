/**
 * Signing in through a real OpenID Connect provider (oidc-provider, started here on a port the system
 * chose): accounts made and linked, the checks of the return, and a provider that fails.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect } from 'vitest'
import { eq } from 'drizzle-orm'
import { buildApp } from '../../app.ts'
import type { Config } from '../../config.ts'
import { instanceSettings, users } from '../../db/schema/index.ts'
import { type ApiClient, createApiClient } from '../../test/api-client.ts'
import { test } from '../../test/fixtures.ts'
import { createLogCapture, type LogCapture } from '../../test/log-capture.ts'
import { startTestProvider, type TestProvider } from '../../test/oidc-provider.ts'

const APP = 'http://rosemary.test'
let provider: TestProvider
const apps: FastifyInstance[] = []

beforeAll(async () => {
  provider = await startTestProvider({ redirectUris: [`${APP}/api/auth/oidc/callback`] })
})
afterAll(() => provider.close())
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()))
})

interface OidcApp {
  api: ApiClient
  log: LogCapture
}

type Deps = Parameters<typeof buildApp>[0]

async function oidcApp(deps: Deps, overrides: Partial<Config> = {}): Promise<OidcApp> {
  const log = createLogCapture()
  const app = await buildApp({
    ...deps,
    logger: log.logger,
    webDistDir: null,
    config: {
      ...deps.config,
      publicUrl: APP,
      oidc: {
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        name: 'Test IdP',
        timeoutMs: 5000,
      },
      ...overrides,
    },
  })
  apps.push(app)
  return { api: createApiClient(app), log }
}

function person(
  overrides: Partial<{ email_verified: boolean; name: string; preferred_username: string }> = {},
) {
  const login = `p${randomUUID().slice(0, 8)}`
  const account = { email: `${login}@example.com`, email_verified: true, name: 'Ada Lovelace', ...overrides }
  provider.accounts.set(login, account)
  return { login, ...account }
}

function cookieOf(headers: Record<string, unknown>): string {
  const line = String(headers['set-cookie'])
  return line.split(';')[0] ?? ''
}

/** Start, the provider's pages as `login`, and the return: the address the browser ends at. */
async function signIn(
  api: ApiClient,
  login: string,
): Promise<{ status: number; location: string; body: unknown }> {
  const start = await api.raw({ method: 'GET', url: '/api/auth/oidc/start' })
  expect(start.status).toBe(302)
  const back = await provider.signIn(String(start.headers.location), login)
  expect(back.startsWith(`${APP}/api/auth/oidc/callback?`)).toBe(true)
  const callback = await api.raw({
    method: 'GET',
    url: back.slice(APP.length),
    headers: { cookie: cookieOf(start.headers), host: 'rosemary.test' },
  })
  return { status: callback.status, location: String(callback.headers.location), body: callback.body }
}

const handoffCode = (location: string) => new URLSearchParams(location.split('?')[1]).get('code') ?? ''

async function sessionOf(api: ApiClient, location: string) {
  expect(location).toMatch(new RegExp(`^${APP}/#/auth/oidc\\?code=`))
  const answer = await api.call('POST /auth/oidc/session', { body: { code: handoffCode(location) } })
  expect(answer.status).toBe(200)
  return answer.body as { token: string; userId: string; deviceToken: string }
}

// Real HTTP to a provider on a machine that may be busy: the first test also opens the file's database.
describe('signing in through an OpenID Connect provider', { timeout: 60_000 }, () => {
  // First in the file: its database has no account yet.
  test('the first account of a new server, made through the provider, is its administrator', async ({
    database,
    config,
    mailer,
    bus,
  }) => {
    const { api } = await oidcApp({ database, config, mailer, bus })
    const session = await sessionOf(api, (await signIn(api, person().login)).location)
    const me = await api.call('GET /users/', { token: session.token })
    expect(me.body).toMatchObject({ admin: true })
    const second = await sessionOf(api, (await signIn(api, person().login)).location)
    expect((await api.call('GET /users/', { token: second.token })).body).toMatchObject({ admin: false })
  })

  test('sends the browser to the provider with state, nonce and PKCE (S256), kept by a cookie', async ({
    database,
    config,
    mailer,
    bus,
    clock,
  }) => {
    const { api } = await oidcApp({ database, config, mailer, bus, now: clock.now })
    const start = await api.raw({ method: 'GET', url: '/api/auth/oidc/start' })
    expect(start.status).toBe(302)
    const url = new URL(String(start.headers.location))
    expect(url.origin).toBe(provider.issuer)
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(url.searchParams.get('nonce')).toBeTruthy()
    expect(url.searchParams.get('redirect_uri')).toBe(`${APP}/api/auth/oidc/callback`)
    const state = url.searchParams.get('state')
    expect(String(start.headers['set-cookie'])).toMatch(
      new RegExp(`^rosemary_oidc=${state}; Path=/api/auth/oidc; Max-Age=600; HttpOnly; SameSite=Lax`),
    )
  })

  test('makes an account for a new verified email, with a handle of its own, and signs it in', async ({
    database,
    config,
    mailer,
    bus,
  }) => {
    const { api, log } = await oidcApp({ database, config, mailer, bus })
    const ada = person({ preferred_username: 'ada.l' })
    const back = await signIn(api, ada.login)
    expect(back.status).toBe(302)
    const session = await sessionOf(api, back.location)
    const me = await api.call('GET /users/', { token: session.token })
    expect(me.body).toMatchObject({ name: 'Ada Lovelace', email: ada.email, handle: 'ada.l' })

    // Someone else with the same user name gets the handle with a number.
    const other = person({ preferred_username: 'ada.l' })
    const second = await sessionOf(api, (await signIn(api, other.login)).location)
    const otherMe = await api.call('GET /users/', { token: second.token })
    expect(otherMe.body).toMatchObject({ handle: 'ada.l2' })

    // The hand-off code works once, and neither it nor the session reaches the log.
    const again = await api.call('POST /auth/oidc/session', { body: { code: handoffCode(back.location) } })
    expect(again.status).toBe(401)
    expect(log.text()).not.toContain(session.token)
    expect(log.text()).not.toContain(handoffCode(back.location))
  })

  test('links an existing account with the same verified email, and finds it again after the provider changes the email', async ({
    database,
    config,
    mailer,
    bus,
    makeUser,
  }) => {
    const existing = await makeUser('Grace Hopper')
    const { api } = await oidcApp({ database, config, mailer, bus })
    const login = `g${randomUUID().slice(0, 8)}`
    provider.accounts.set(login, { email: existing.email.toUpperCase(), email_verified: true, name: 'G' })
    const session = await sessionOf(api, (await signIn(api, login)).location)
    expect(session.userId).toBe(existing.id)

    provider.accounts.set(login, { email: `new-${login}@example.com`, email_verified: false, name: 'G' })
    const later = await sessionOf(api, (await signIn(api, login)).location)
    expect(later.userId).toBe(existing.id)
  })

  test('refuses an unverified email that no identity knows: no account is made', async ({
    database,
    config,
    mailer,
    bus,
    api: plain,
  }) => {
    const { api } = await oidcApp({ database, config, mailer, bus })
    const eve = person({ email_verified: false })
    const back = await signIn(api, eve.login)
    expect(back.location).toBe(`${APP}/#/auth/oidc?error=email_unverified`)
    const lookup = await plain.call('POST /users/login', {
      body: { email: eve.email, password: 'x'.repeat(8) },
    })
    expect(lookup.status).toBe(412)
    const users = await database.db.query.users.findMany()
    expect(users.some((user) => user.email === eve.email)).toBe(false)
  })

  test('makes no account while registration is closed', async ({ database, config, mailer, bus }) => {
    const { api } = await oidcApp({ database, config, mailer, bus }, { registrationEnabled: false })
    const back = await signIn(api, person().login)
    expect(back.location).toBe(`${APP}/#/auth/oidc?error=registration_closed`)
  })

  test('makes no account while an administrator has closed registration', async ({
    database,
    config,
    mailer,
    bus,
  }) => {
    await database.db
      .insert(instanceSettings)
      .values({ name: 'registrationEnabled', value: false, updatedAt: new Date() })
    try {
      const { api } = await oidcApp({ database, config, mailer, bus })
      const back = await signIn(api, person().login)
      expect(back.location).toBe(`${APP}/#/auth/oidc?error=registration_closed`)
    } finally {
      await database.db.delete(instanceSettings).where(eq(instanceSettings.name, 'registrationEnabled'))
    }
  })

  test('a disabled account signs in no way: not through the provider, nor with a code given before', async ({
    database,
    config,
    mailer,
    bus,
    makeUser,
  }) => {
    const kept = await makeUser('Kept Out')
    const { api } = await oidcApp({ database, config, mailer, bus })
    const login = `k${randomUUID().slice(0, 8)}`
    provider.accounts.set(login, { email: kept.email, email_verified: true, name: 'K' })
    const handedOut = (await signIn(api, login)).location
    await database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, kept.id))

    const refused = await signIn(api, login)
    expect(refused.location).toBe(`${APP}/#/auth/oidc?error=account_disabled`)
    const late = await api.call('POST /auth/oidc/session', { body: { code: handoffCode(handedOut) } })
    expect(late.status).toBe(401)
  })

  test('answers 400 to a return this browser did not start (wrong or missing state cookie)', async ({
    database,
    config,
    mailer,
    bus,
  }) => {
    const { api } = await oidcApp({ database, config, mailer, bus })
    // The attacker's own sign-in, whose return they send to someone else's browser.
    const start = await api.raw({ method: 'GET', url: '/api/auth/oidc/start' })
    const back = await provider.signIn(String(start.headers.location), person().login)
    const url = back.slice(APP.length)
    const victim = await api.raw({
      method: 'GET',
      url,
      headers: { cookie: 'rosemary_oidc=someone-elses-state' },
    })
    expect(victim.status).toBe(400)
    expect(String(victim.body)).toContain('This sign-in was not started here')
    const noCookie = await api.raw({ method: 'GET', url })
    expect(noCookie.status).toBe(400)
    // The right browser can still finish it: a forged return used nothing up.
    const owner = await api.raw({ method: 'GET', url, headers: { cookie: cookieOf(start.headers) } })
    expect(owner.status).toBe(302)
    // ...once.
    const replay = await api.raw({ method: 'GET', url, headers: { cookie: cookieOf(start.headers) } })
    expect(replay.status).toBe(400)
  })

  test('a sign-in left at the provider past ten minutes is refused', async ({
    database,
    config,
    mailer,
    bus,
    clock,
  }) => {
    const { api } = await oidcApp({ database, config, mailer, bus, now: clock.now })
    const start = await api.raw({ method: 'GET', url: '/api/auth/oidc/start' })
    const back = await provider.signIn(String(start.headers.location), person().login)
    clock.advance(10 * 60 * 1000 + 1)
    const late = await api.raw({
      method: 'GET',
      url: back.slice(APP.length),
      headers: { cookie: cookieOf(start.headers) },
    })
    expect(late.status).toBe(400)
  })

  test('the provider refusing the person lands on the sign-in page with a reason', async ({
    database,
    config,
    mailer,
    bus,
  }) => {
    const { api } = await oidcApp({ database, config, mailer, bus })
    const start = await api.raw({ method: 'GET', url: '/api/auth/oidc/start' })
    const state = new URL(String(start.headers.location)).searchParams.get('state') ?? ''
    const query = new URLSearchParams({ error: 'access_denied', state, iss: provider.issuer })
    const back = await api.raw({
      method: 'GET',
      url: `/api/auth/oidc/callback?${query.toString()}`,
      headers: { cookie: cookieOf(start.headers) },
    })
    expect(back.headers.location).toBe(`${APP}/#/auth/oidc?error=denied`)
  })

  test('a hand-off code expires after a minute, and one for a deleted account signs nobody in', async ({
    database,
    config,
    mailer,
    bus,
    clock,
  }) => {
    const { api } = await oidcApp({ database, config, mailer, bus, now: clock.now })
    const ada = person()
    const first = await sessionOf(api, (await signIn(api, ada.login)).location)

    const slow = await signIn(api, ada.login)
    clock.advance(61 * 1000)
    const late = await api.call('POST /auth/oidc/session', { body: { code: handoffCode(slow.location) } })
    expect(late.status).toBe(401)

    const pending = await signIn(api, ada.login)
    expect((await api.call('DELETE /users/', { token: first.token })).status).toBe(200)
    const gone = await api.call('POST /auth/oidc/session', { body: { code: handoffCode(pending.location) } })
    expect(gone.status).toBe(401)
    expect(gone.body).toMatchObject({
      error: { message: 'This sign-in has expired or was already used; sign in again' },
    })

    // The identity went with the account: signing in again makes a new one.
    const fresh = await sessionOf(api, (await signIn(api, ada.login)).location)
    expect(fresh.userId).not.toBe(first.userId)
  })
})

describe('an account the provider made chooses a password', { timeout: 60_000 }, () => {
  test('has none, sets one without a current one, then signs in with it and needs it for changes', async ({
    database,
    config,
    mailer,
    bus,
  }) => {
    const { api } = await oidcApp({ database, config, mailer, bus })
    const ada = person()
    const here = await sessionOf(api, (await signIn(api, ada.login)).location)
    const elsewhere = await sessionOf(api, (await signIn(api, ada.login)).location)
    const me = (token: string) => api.call('GET /users/', { token })
    expect((await me(here.token)).body).toMatchObject({ hasPassword: false })
    const guess = await api.call('POST /users/login', { body: { email: ada.email, password: '!none' } })
    expect(guess.status).toBe(412)

    // The email too: the session could set a password and then change it anyway.
    const email = `moved-${randomUUID()}@example.com`
    const moved = await api.call('PUT /users/', { token: here.token, body: { email } })
    expect(moved).toMatchObject({ status: 200, body: { email, hasPassword: false } })

    const set = await api.call('PUT /users/', { token: here.token, body: { password: 'chosen at last' } })
    expect(set).toMatchObject({ status: 200, body: { hasPassword: true } })
    // As every new password does, it ends the account's other sessions.
    expect((await me(elsewhere.token)).status).toBe(401)
    expect((await me(here.token)).body).toMatchObject({ hasPassword: true })
    const login = await api.call('POST /users/login', { body: { email, password: 'chosen at last' } })
    expect(login.status).toBe(200)

    for (const body of [{ password: 'another one' }, { email: `again-${randomUUID()}@example.com` }]) {
      const refused = await api.call('PUT /users/', { token: here.token, body })
      expect(refused.status).toBe(400)
      expect(refused.body).toMatchObject({ error: { fields: { currentPassword: expect.any(String) } } })
    }
    const changed = await api.call('PUT /users/', {
      token: here.token,
      body: { password: 'another one', currentPassword: 'chosen at last' },
    })
    expect(changed.status).toBe(200)
    // The provider still signs the account in.
    expect((await sessionOf(api, (await signIn(api, ada.login)).location)).userId).toBe(here.userId)
  })
})

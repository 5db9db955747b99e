import { eq } from 'drizzle-orm'
import { describe, expect, vi } from 'vitest'
import { users } from '../../db/schema/index.ts'
import { test } from '../../test/fixtures.ts'

const newAccount = (email = `new-${crypto.randomUUID()}@example.com`) => ({
  name: 'Ada Lovelace',
  email,
  password: 'secret-enough',
})

describe('POST /api/users/register', () => {
  test('creates the account and signs it in', async ({ api }) => {
    const account = newAccount()
    const response = await api.call('POST /users/register', { body: account })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      token: expect.any(String),
      userId: expect.any(String),
      deviceToken: expect.any(String),
    })
    const { token, userId } = response.body as { token: string; userId: string }
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    const me = await api.call('GET /users/', { token })
    expect(me.body).toMatchObject({ id: userId, name: account.name, email: account.email, handle: null })
  })

  test('keeps the password only as an argon2id hash, made at the configured cost', async ({
    api,
    database,
    config,
  }) => {
    const account = newAccount()
    expect((await api.call('POST /users/register', { body: account })).status).toBe(200)
    const [row] = await database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, account.email))
    const { memory, passes, parallelism } = config.passwordCost
    expect(row?.hash.startsWith(`$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$`)).toBe(true)
    expect(row?.hash).not.toContain(account.password)
  })

  test('stores the email trimmed and lowercase, and refuses it again in any case with 406', async ({
    api,
  }) => {
    const email = `Mixed-${crypto.randomUUID()}@Example.COM`
    const first = await api.call('POST /users/register', { body: newAccount(`  ${email} `) })
    const me = await api.call('GET /users/', { token: (first.body as { token: string }).token })
    expect((me.body as { email: string }).email).toBe(email.toLowerCase())
    const again = await api.call('POST /users/register', { body: newAccount(email.toUpperCase()) })
    expect(again.status).toBe(406)
    expect(again.body).toEqual({
      error: { code: 'email_taken', message: expect.any(String), fields: { email: 'taken' } },
    })
  })

  test.for([
    ['email', { email: 'not an email' }],
    ['email', { email: 'a@b' }],
    ['name', { name: '   ' }],
    ['password', { password: 'seven77' }],
  ] as const)('answers 400 naming %s when it is invalid', async ([field, change], { api }) => {
    const response = await api.call('POST /users/register', { body: { ...newAccount(), ...change } })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({
      error: { code: 'invalid_input', fields: { [field]: expect.any(String) } },
    })
  })

  test('answers 400 naming a missing field', async ({ api }) => {
    const response = await api.raw({
      method: 'POST',
      url: '/api/users/register',
      payload: { email: 'someone@example.com', password: 'secret one' },
    })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ error: { fields: { name: expect.any(String) } } })
  })

  test('answers 403 when this server does not accept new accounts', async ({ appWith }) => {
    const closed = await appWith({ registrationEnabled: false })
    const response = await closed.call('POST /users/register', { body: newAccount() })
    expect(response.status).toBe(403)
    expect(response.body).toMatchObject({ error: { code: 'registration_closed' } })
  })
})

describe('POST /api/users/login', () => {
  test('signs in with the right password, in a new session, and records the login', async ({
    api,
    user,
    clock,
  }) => {
    clock.advance(60_000)
    const response = await api.call('POST /users/login', {
      body: { email: user.email.toUpperCase(), password: user.password },
    })
    expect(response.status).toBe(200)
    const session = response.body as { token: string; userId: string }
    expect(session.userId).toBe(user.id)
    expect(session.token).not.toBe(user.token)
    const stats = await api.call('GET /users/stats', { token: session.token })
    expect((stats.body as { lastLogin: string }).lastLogin).toBe(clock.now().toISOString())
  })

  test('answers the same 412 for a wrong password and an unknown email', async ({ api, user }) => {
    const wrongPassword = await api.call('POST /users/login', {
      body: { email: user.email, password: 'not it' },
    })
    const unknownEmail = await api.call('POST /users/login', {
      body: { email: 'nobody@example.com', password: user.password },
    })
    expect(wrongPassword.status).toBe(412)
    expect(unknownEmail.status).toBe(412)
    expect(wrongPassword.body).toEqual(unknownEmail.body)
    expect(wrongPassword.body).toEqual({ error: { code: 'invalid_login', message: expect.any(String) } })
  })

  test('answers 400 naming an empty field', async ({ api }) => {
    const response = await api.call('POST /users/login', { body: { email: '', password: '' } })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({
      error: { fields: { email: expect.any(String), password: expect.any(String) } },
    })
  })
})

describe('POST /api/users/logout', () => {
  test('ends only this session', async ({ api, user }) => {
    const other = await api.call('POST /users/login', {
      body: { email: user.email, password: user.password },
    })
    const otherToken = (other.body as { token: string }).token
    expect((await api.call('POST /users/logout', { token: user.token })).status).toBe(200)
    expect((await api.call('GET /users/', { token: user.token })).status).toBe(401)
    expect((await api.call('GET /users/', { token: otherToken })).status).toBe(200)
  })

  test('needs a session', async ({ api }) => {
    expect((await api.call('POST /users/logout')).status).toBe(401)
  })
})

describe('POST /api/users/forgot', () => {
  test('mails a link to the settings page that sets a new password', async ({ api, user, mailer }) => {
    // Without PUBLIC_URL the link uses the address the request came to, as a phone on the LAN used it.
    const response = await api.raw({
      method: 'POST',
      url: '/api/users/forgot',
      headers: { host: '192.168.1.5:3000' },
      payload: { email: user.email },
    })
    expect(response).toMatchObject({ status: 200, body: { ok: true } })
    await vi.waitFor(() => expect(mailer.sent).toHaveLength(1))
    const mail = mailer.sent[0]!
    expect(mail.to).toBe(user.email)
    const link = /http:\/\/192\.168\.1\.5:3000\/#\/settings\/account\?token=([\w-]+)/.exec(mail.text)
    expect(link).not.toBeNull()
    expect(mail.html).toContain(link![0])
    const token = decodeURIComponent(link![1]!)
    const reset = await api.call('POST /users/reset-password', {
      body: { token, password: 'a brand new one' },
    })
    expect(reset).toMatchObject({ status: 200, body: { token: expect.any(String), userId: user.id } })
  })

  test('the link starts with PUBLIC_URL when it is set, whatever address was asked', async ({
    appWith,
    user,
    mailer,
  }) => {
    const api = await appWith({ publicUrl: 'https://recipes.example.org' })
    await api.raw({
      method: 'POST',
      url: '/api/users/forgot',
      headers: { host: '192.168.1.5:3000' },
      payload: { email: user.email },
    })
    await vi.waitFor(() => expect(mailer.sent).toHaveLength(1))
    expect(mailer.sent[0]!.text).toMatch(/https:\/\/recipes\.example\.org\/#\/settings\/account\?token=/)
  })

  test('a Host header that is no address gives the server’s own address', async ({ api, user, mailer }) => {
    await api.raw({
      method: 'POST',
      url: '/api/users/forgot',
      headers: { host: 'evil.example/#@' },
      payload: { email: user.email },
    })
    await vi.waitFor(() => expect(mailer.sent).toHaveLength(1))
    expect(mailer.sent[0]!.text).toMatch(/http:\/\/localhost:3000\/#\/settings\/account\?token=/)
    expect(mailer.sent[0]!.text).not.toContain('evil')
  })

  test('answers the same for an unknown email and sends nothing', async ({ api, mailer }) => {
    const response = await api.call('POST /users/forgot', { body: { email: 'nobody@example.com' } })
    expect(response).toMatchObject({ status: 200, body: { ok: true } })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(mailer.sent).toHaveLength(0)
  })
})

describe('rate limits', () => {
  test.for([
    'POST /users/login',
    'POST /users/register',
    'POST /users/forgot',
    'POST /users/reset-password',
  ] as const)('%s answers 429 after too many attempts from one address', async (key, { appWith }) => {
    const api = await appWith({ authRateLimitPerMinute: 3 })
    const body = { name: 'x', email: 'someone@example.com', password: 'whatever1' }
    const statuses = []
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await api.call(key, { body })).status)
    expect(statuses.slice(0, 3)).not.toContain(429)
    expect(statuses[3]).toBe(429)
    const limited = await api.call(key, { body })
    expect(limited.body).toMatchObject({
      error: { code: 'too_many_requests', message: expect.any(String) },
    })
  })
})

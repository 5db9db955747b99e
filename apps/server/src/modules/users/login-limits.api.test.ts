/**
 * Wrong passwords are counted per account as well as per address (issue 22): a guesser with many
 * addresses is locked out of the account after a few tries, without learning whether it exists, and the
 * person it belongs to is kept out a short while only (a reset link lets them in at once).
 */
import { eq } from 'drizzle-orm'
import { describe, expect, vi } from 'vitest'
import { users } from '../../db/schema/index.ts'
import { hashPassword } from '../../security/passwords.ts'
import type { ApiClient } from '../../test/api-client.ts'
import { TEST_PASSWORD_COST, test } from '../../test/fixtures.ts'
import { DEVICE_TOKEN_LIFETIME_MS } from './device-trust.ts'
import { FIRST_LOCK_MS, THRESHOLD } from './login-throttle.ts'

function logIn(
  api: ApiClient,
  email: string,
  password: string,
  remoteAddress = '127.0.0.1',
  deviceTokens?: string[],
) {
  return api.raw({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password, ...(deviceTokens && { deviceTokens }) },
    remoteAddress,
  })
}

/** Signs in (the count starts afresh) and keeps the device token this browser would keep. */
async function deviceTokenOf(api: ApiClient, email: string, password: string): Promise<string> {
  const answer = await logIn(api, email, password)
  expect(answer.status).toBe(200)
  return (answer.body as { deviceToken: string }).deviceToken
}

/** `times` wrong passwords, spread over ten loopback addresses; their statuses. */
async function guess(api: ApiClient, email: string, times: number): Promise<number[]> {
  const statuses: number[] = []
  for (let i = 0; i < times; i++)
    statuses.push((await logIn(api, email, `guess number ${i}`, `127.0.0.${(i % 10) + 1}`)).status)
  return statuses
}

describe('POST /api/users/login, per account', () => {
  test('100 wrong passwords from 10 addresses: 10 are answered, then the account is locked, the right password too', async ({
    appWith,
    user,
  }) => {
    // Each address stays within its own limit: only the count per account can stop this.
    const api = await appWith({ authRateLimitPerMinute: 10 })
    const statuses = await guess(api, user.email, 100)
    expect(statuses.slice(0, THRESHOLD)).toEqual(Array(THRESHOLD).fill(412))
    expect(statuses.slice(THRESHOLD)).toEqual(Array(100 - THRESHOLD).fill(429))
    const right = await logIn(api, user.email, user.password, '127.0.0.99')
    expect(right.status).toBe(429)
    expect(right.body).toMatchObject({ error: { code: 'too_many_requests' } })
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(FIRST_LOCK_MS / 1000)
  })

  test('the lock is short: after it the right password signs in and the count starts afresh', async ({
    api,
    user,
    clock,
  }) => {
    await guess(api, user.email, THRESHOLD)
    expect((await logIn(api, user.email, user.password)).status).toBe(429)
    clock.advance(FIRST_LOCK_MS)
    expect((await logIn(api, user.email, user.password)).status).toBe(200)
    // Signed in: the wrong passwords before it no longer count.
    expect(await guess(api, user.email, THRESHOLD)).toEqual(Array(THRESHOLD).fill(412))
  })

  test('an unknown email is answered exactly as a known one, lock included', async ({ api, user }) => {
    const unknownEmail = `nobody-${crypto.randomUUID()}@example.com`
    const known = await guess(api, user.email, THRESHOLD + 2)
    const unknown = await guess(api, unknownEmail, THRESHOLD + 2)
    expect(unknown).toEqual(known)
    const lockedKnown = await logIn(api, user.email, 'another guess')
    const lockedUnknown = await logIn(api, unknownEmail, 'another guess')
    expect(lockedUnknown.status).toBe(429)
    expect(lockedUnknown.body).toEqual(lockedKnown.body)
    expect(lockedUnknown.headers['retry-after']).toBe(lockedKnown.headers['retry-after'])
  })

  test('guesses sent all at once are counted as they arrive, not after their hashes', async ({
    api,
    user,
  }) => {
    const answers = await Promise.all(
      Array.from({ length: 3 * THRESHOLD }, (_, i) => logIn(api, user.email, `parallel guess ${i}`)),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 412)).toHaveLength(THRESHOLD)
    expect(statuses.filter((status) => status === 429)).toHaveLength(2 * THRESHOLD)
  })

  test('a reset link ends the lock at once', async ({ api, user, mailer }) => {
    await guess(api, user.email, THRESHOLD)
    expect((await logIn(api, user.email, user.password)).status).toBe(429)
    await api.call('POST /users/forgot', { body: { email: user.email } })
    await vi.waitFor(() => expect(mailer.sent).toHaveLength(1))
    const token = decodeURIComponent(/settings\/account\?token=([\w%-]+)/.exec(mailer.sent[0]!.text)![1]!)
    const reset = await api.call('POST /users/reset-password', {
      body: { token, password: 'after the lock' },
    })
    expect(reset.status).toBe(200)
    expect(reset.body).toMatchObject({ deviceToken: expect.stringContaining(user.id) })
    expect((await logIn(api, user.email, 'after the lock')).status).toBe(200)
  })

  test('an account whose password is shorter than today’s minimum still signs in', async ({
    api,
    user,
    database,
  }) => {
    const passwordHash = await hashPassword('abc123', TEST_PASSWORD_COST)
    await database.db.update(users).set({ passwordHash }).where(eq(users.id, user.id))
    expect((await logIn(api, user.email, 'abc123')).status).toBe(200)
  })
})

describe('POST /api/users/login, on a device the account signed in on before', () => {
  test('a guesser who keeps the account locked does not keep its person out of their own browser', async ({
    api,
    user,
  }) => {
    const deviceToken = await deviceTokenOf(api, user.email, user.password)
    await guess(api, user.email, 100)
    expect((await logIn(api, user.email, user.password)).status).toBe(429)
    const known = await logIn(api, user.email, user.password, '127.0.0.1', [deviceToken])
    expect(known.status).toBe(200)
    // Signing in there does not give the guesser a fresh count.
    expect((await logIn(api, user.email, 'one more guess', '127.0.0.7')).status).toBe(429)
  })

  test('wrong passwords on that device lock that device, not the account', async ({ api, user }) => {
    const deviceToken = await deviceTokenOf(api, user.email, user.password)
    const onDevice = (password: string) => logIn(api, user.email, password, '127.0.0.1', [deviceToken])
    for (let i = 0; i < THRESHOLD; i++) expect((await onDevice(`device guess ${i}`)).status).toBe(412)
    expect((await onDevice(user.password)).status).toBe(429)
    expect((await logIn(api, user.email, user.password)).status).toBe(200)
  })

  test('another account’s device token, a forged one or an expired one counts as the account', async ({
    api,
    user,
    makeUser,
    clock,
  }) => {
    const otherUser = await makeUser('Other Cook')
    const othersToken = await deviceTokenOf(api, otherUser.email, otherUser.password)
    const ownToken = await deviceTokenOf(api, user.email, user.password)
    const forged = `${ownToken.slice(0, -2)}${ownToken.endsWith('AA') ? 'AB' : 'AA'}`
    const forUser = `${user.id}${othersToken.slice(otherUser.id.length)}`
    await guess(api, user.email, THRESHOLD)
    for (const tokens of [[othersToken], [forged], [forUser], ['not a device token']])
      expect((await logIn(api, user.email, user.password, '127.0.0.1', tokens)).status).toBe(429)

    clock.advance(DEVICE_TOKEN_LIFETIME_MS + 1)
    await guess(api, user.email, THRESHOLD)
    expect((await logIn(api, user.email, user.password, '127.0.0.1', [ownToken])).status).toBe(429)
  })

  test('registering and signing in each give the browser a device token', async ({ api, user }) => {
    const registered = await api.call('POST /users/register', {
      body: { name: 'Device Cook', email: 'device@rosemary.test', password: 'a device password' },
    })
    const { userId } = registered.body as { userId: string }
    expect(registered.body).toMatchObject({ deviceToken: expect.stringContaining(userId) })
    const signedIn = await logIn(api, user.email, user.password)
    expect(signedIn.body).toMatchObject({ deviceToken: expect.stringContaining(user.id) })
  })
})

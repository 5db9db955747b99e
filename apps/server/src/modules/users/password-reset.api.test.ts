/**
 * A forgot-password link is good for one thing, once: setting a new password (and the sign-in that
 * follows), within its hour, while it is the newest link of the account. Anything else with its token
 * is a 401.
 */
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { describe, expect, vi } from 'vitest'
import { WebSocket } from 'ws'
import type { ApiClient } from '../../test/api-client.ts'
import { type CapturingMailer, test, type TestUser } from '../../test/fixtures.ts'
import { UNAUTHORIZED_CLOSE_CODE } from '../../realtime/socket.routes.ts'

/** Asks for a link and returns its token, as the mail carries it. */
async function mailedLink(api: ApiClient, mailer: CapturingMailer, user: TestUser): Promise<string> {
  const before = mailer.sent.length
  await api.call('POST /users/forgot', { body: { email: user.email } })
  await vi.waitFor(() => expect(mailer.sent.length).toBe(before + 1))
  const match = /settings\/account\?token=([\w%-]+)/.exec(mailer.sent.at(-1)!.text)
  return decodeURIComponent(match![1]!)
}

function reset(api: ApiClient, token: string, password = 'a brand new one') {
  return api.call('POST /users/reset-password', { body: { token, password } })
}

async function socketCloseCode(app: FastifyInstance, token: string): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  const socket = new WebSocket(`ws://127.0.0.1:${port}/grip/ws?token=${token}`)
  return new Promise((resolve) => socket.on('close', (code) => resolve(code)))
}

describe('a password-reset link', () => {
  test('is no session: every other call with its token is a 401', async ({ app, api, mailer, user }) => {
    const token = await mailedLink(api, mailer, user)
    const answers = {
      me: await api.call('GET /users/', { token }),
      change: await api.call('PUT /users/', { token, body: { name: 'Taken Over' } }),
      recipes: await api.call('GET /recipes/by-page', { token, query: {} }),
      export: await api.raw({ method: 'GET', url: `/api/data/export/json-ld?token=${token}` }),
      deletion: await api.call('DELETE /users/', { token }),
      logout: await api.call('POST /users/logout', { token }),
    }
    for (const [call, answer] of Object.entries(answers)) expect(answer.status, call).toBe(401)
    expect(await socketCloseCode(app, token)).toBe(UNAUTHORIZED_CLOSE_CODE)
    // And the account is untouched, the link still good for what it is for.
    expect(await api.call('GET /users/', { token: user.token })).toMatchObject({
      status: 200,
      body: { name: user.name },
    })
    expect((await reset(api, token)).status).toBe(200)
  })

  test('sets a new password, ends every session, and signs in with a normal one', async ({
    api,
    mailer,
    user,
    clock,
  }) => {
    const token = await mailedLink(api, mailer, user)
    const answer = await reset(api, token, 'the new password')
    expect(answer).toMatchObject({ status: 200, body: { userId: user.id, token: expect.any(String) } })
    const session = (answer.body as { token: string }).token
    expect(session).not.toBe(token)
    expect((await api.call('GET /users/', { token: user.token })).status).toBe(401)
    // A session like any other: it outlives the link's hour.
    clock.advance(2 * 60 * 60_000)
    expect((await api.call('GET /users/', { token: session })).status).toBe(200)
    const logins = await Promise.all(
      ['the new password', user.password].map((password) =>
        api.call('POST /users/login', { body: { email: user.email, password } }),
      ),
    )
    expect(logins.map((login) => login.status)).toEqual([200, 412])
  })

  test('works once', async ({ api, mailer, user }) => {
    const token = await mailedLink(api, mailer, user)
    expect((await reset(api, token, 'first new password')).status).toBe(200)
    const again = await reset(api, token, 'second new password')
    expect(again).toMatchObject({ status: 401, body: { error: { code: 'unauthorized' } } })
    const login = await api.call('POST /users/login', {
      body: { email: user.email, password: 'first new password' },
    })
    expect(login.status).toBe(200)
  })

  test('works once even when used twice at the same moment', async ({ api, mailer, user }) => {
    const token = await mailedLink(api, mailer, user)
    const answers = await Promise.all([reset(api, token, 'racing one'), reset(api, token, 'racing two')])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401])
  })

  test('only the newest link works', async ({ api, mailer, user }) => {
    const older = await mailedLink(api, mailer, user)
    const newer = await mailedLink(api, mailer, user)
    expect((await reset(api, older)).status).toBe(401)
    expect((await reset(api, newer)).status).toBe(200)
  })

  test('works for an hour', async ({ api, mailer, user, clock }) => {
    const token = await mailedLink(api, mailer, user)
    clock.advance(59 * 60_000)
    expect((await reset(api, token)).status).toBe(200)
  })

  test('stops working after an hour', async ({ api, mailer, user, clock }) => {
    const token = await mailedLink(api, mailer, user)
    clock.advance(61 * 60_000)
    expect((await reset(api, token)).status).toBe(401)
    const login = await api.call('POST /users/login', {
      body: { email: user.email, password: user.password },
    })
    expect(login.status).toBe(200)
  })

  test('stops working once the password is changed another way', async ({ api, mailer, user }) => {
    const token = await mailedLink(api, mailer, user)
    await api.call('PUT /users/', {
      token: user.token,
      body: { password: 'changed while signed in', currentPassword: user.password },
    })
    expect((await reset(api, token)).status).toBe(401)
  })

  test('another account’s link never touches this one', async ({ api, mailer, user, makeUser }) => {
    const other = await makeUser()
    const token = await mailedLink(api, mailer, other)
    const answer = await reset(api, token)
    expect(answer.body).toMatchObject({ userId: other.id })
    expect((await api.call('GET /users/', { token: user.token })).status).toBe(200)
  })
})

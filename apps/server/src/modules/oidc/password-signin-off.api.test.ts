/** PASSWORD_SIGNIN=false: the provider is the only way in, and the web app is told so. */
import { describe, expect } from 'vitest'
import { test } from '../../test/fixtures.ts'

const OIDC = {
  issuer: 'http://127.0.0.1:9',
  clientId: 'rosemary',
  clientSecret: 'secret',
  name: 'Authentik',
  timeoutMs: 1000,
}

// The first test also opens the file's database, which takes long on a busy machine.
describe('password sign-in turned off', { timeout: 60_000 }, () => {
  test('refuses password sign-in, sign-up and reset links with 403, and GET /instance says so', async ({
    appWith,
    user,
  }) => {
    const api = await appWith({ oidc: OIDC, passwordSignIn: false })
    const instance = await api.call('GET /instance')
    expect(instance.body).toMatchObject({ signIn: { password: false, oidc: { name: 'Authentik' } } })
    const answers = [
      await api.call('POST /users/login', { body: { email: user.email, password: user.password } }),
      await api.call('POST /users/register', {
        body: { name: 'New', email: 'new@example.com', password: 'long enough' },
      }),
      await api.call('POST /users/forgot', { body: { email: user.email } }),
      await api.call('POST /users/reset-password', {
        body: { token: 'x'.repeat(43), password: 'long enough' },
      }),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(403)
      expect(answer.body).toMatchObject({
        error: { code: 'forbidden', message: 'This server signs in through its identity provider only' },
      })
    }
    // Sessions already made keep working.
    expect((await api.call('GET /users/', { token: user.token })).status).toBe(200)
  })

  test('with passwords on, the web app learns of the provider beside them', async ({ appWith, user }) => {
    const api = await appWith({ oidc: OIDC })
    const instance = await api.call('GET /instance')
    expect(instance.body).toMatchObject({ signIn: { password: true, oidc: { name: 'Authentik' } } })
    const login = await api.call('POST /users/login', {
      body: { email: user.email, password: user.password },
    })
    expect(login.status).toBe(200)
  })
})

test('without a provider, the code trade answers 404 in words and there is no start', async ({
  api,
  app,
}) => {
  const trade = await api.call('POST /auth/oidc/session', { body: { code: 'x'.repeat(43) } })
  expect(trade.status).toBe(404)
  expect(trade.body).toMatchObject({
    error: {
      code: 'not_found',
      message: 'Sign-in through an identity provider is not set up on this server',
    },
  })
  const start = await app.inject({ method: 'GET', url: '/api/auth/oidc/start' })
  expect(start.statusCode).toBe(404)
})

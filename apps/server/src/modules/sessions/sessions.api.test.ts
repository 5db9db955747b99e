import { describe, expect } from 'vitest'
import { test } from '../../test/fixtures.ts'

const DAY = 24 * 60 * 60 * 1000

describe('sessions', () => {
  test('a call that needs a session answers 401 without a token or with an unknown one', async ({ api }) => {
    const none = await api.call('GET /users/')
    expect(none.status).toBe(401)
    expect(none.body).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } })
    expect((await api.call('GET /users/', { token: 'x'.repeat(43) })).status).toBe(401)
    const malformedHeader = await api.raw({
      method: 'GET',
      url: '/api/users/',
      headers: { authorization: 'Basic abc' },
    })
    expect(malformedHeader.status).toBe(401)
  })

  test('a session ends after 60 days without use', async ({ api, user, clock }) => {
    clock.advance(60 * DAY + 60_000)
    expect((await api.call('GET /users/', { token: user.token })).status).toBe(401)
  })

  test('using a session keeps it alive', async ({ api, user, clock }) => {
    for (let month = 0; month < 4; month++) {
      clock.advance(50 * DAY)
      expect((await api.call('GET /users/', { token: user.token })).status).toBe(200)
    }
  })

  test('a password change ends every other session of that account only', async ({ api, user, makeUser }) => {
    const secondDevice = await api.call('POST /users/login', {
      body: { email: user.email, password: user.password },
    })
    const secondToken = (secondDevice.body as { token: string }).token
    const someoneElse = await makeUser()
    const changed = await api.call('PUT /users/', {
      token: user.token,
      body: { password: 'new password!', currentPassword: user.password },
    })
    expect(changed.status).toBe(200)
    expect((await api.call('GET /users/', { token: user.token })).status).toBe(200)
    expect((await api.call('GET /users/', { token: secondToken })).status).toBe(401)
    expect((await api.call('GET /users/', { token: someoneElse.token })).status).toBe(200)
  })

  test('changing only the name keeps the other sessions', async ({ api, user }) => {
    const secondDevice = await api.call('POST /users/login', {
      body: { email: user.email, password: user.password },
    })
    const secondToken = (secondDevice.body as { token: string }).token
    await api.call('PUT /users/', { token: user.token, body: { name: 'Renamed' } })
    expect((await api.call('GET /users/', { token: secondToken })).status).toBe(200)
  })

  test('tokens are stored only as hashes', async ({ database, user }) => {
    const { sessions } = await import('../../db/schema/index.ts')
    const rows = await database.db.select({ tokenHash: sessions.tokenHash }).from(sessions)
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.map((row) => row.tokenHash)).not.toContain(user.token)
    const { hashToken } = await import('../../security/tokens.ts')
    expect(rows.map((row) => row.tokenHash)).toContain(hashToken(user.token))
  })
})

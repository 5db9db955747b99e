/** Sessions are remembered briefly so a busy client costs no query a request, but never outlive an end. */
import { sql } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { test } from '../../test/fixtures.ts'

describe('remembered sessions', () => {
  test('a session ended behind the app’s back (another process) ends here within CACHE_SECONDS', async ({
    api,
    user,
    clock,
    database,
  }) => {
    expect((await api.call('GET /users/', { token: user.token })).status).toBe(200)
    await database.db.execute(sql`delete from sessions`)
    expect((await api.call('GET /users/', { token: user.token })).status).toBe(200)
    clock.advance(30_001)
    expect((await api.call('GET /users/', { token: user.token })).status).toBe(401)
  })

  test('signing out, changing the password or the account take effect at once', async ({
    api,
    user,
    makeUser,
  }) => {
    const second = await api.call('POST /users/login', {
      body: { email: user.email, password: user.password },
    })
    const otherDevice = (second.body as { token: string }).token
    expect((await api.call('GET /users/', { token: otherDevice })).status).toBe(200)

    await api.call('PUT /users/', { token: user.token, body: { name: 'Renamed Cook' } })
    expect(await api.call('GET /users/', { token: otherDevice })).toMatchObject({
      status: 200,
      body: { name: 'Renamed Cook' },
    })

    await api.call('PUT /users/', {
      token: user.token,
      body: { password: 'a brand new password', currentPassword: user.password },
    })
    expect((await api.call('GET /users/', { token: otherDevice })).status).toBe(401)

    const leaving = await makeUser()
    expect((await api.call('GET /users/', { token: leaving.token })).status).toBe(200)
    await api.call('POST /users/logout', { token: leaving.token })
    expect((await api.call('GET /users/', { token: leaving.token })).status).toBe(401)
  })

  test('an expired session is refused even while remembered', async ({ api, user, clock }) => {
    expect((await api.call('GET /users/', { token: user.token })).status).toBe(200)
    clock.advance(61 * 24 * 60 * 60 * 1000)
    expect((await api.call('GET /users/', { token: user.token })).status).toBe(401)
  })
})

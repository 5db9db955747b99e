/** The Admin page's API: who may call it, the accounts, and the registration switch. */
import { describe, expect } from 'vitest'
import { instanceSettings } from '../../db/schema/index.ts'
import { makeAdmin } from '../../test/admins.ts'
import { test } from '../../test/fixtures.ts'

const SOME_ID = '3f1c2b8e-9d4a-4e6b-8f2a-1c3d5e7f9a0b'

const adminCalls = [
  ['GET /admin/users', {}],
  ['PUT /admin/users/:id', { params: { id: SOME_ID }, body: { disabled: true } }],
  ['POST /admin/users/:id/password', { params: { id: SOME_ID } }],
  ['GET /admin/settings', {}],
  ['PUT /admin/settings', { body: { registrationEnabled: false } }],
] as const

describe('who may call the admin routes', () => {
  test('signed out 401, anyone but an administrator 403', async ({ api, user, makeUser, database }) => {
    const admin = await makeUser('The Admin')
    await makeAdmin(database, admin.id)
    await makeAdmin(database, user.id, false)
    for (const [key, input] of adminCalls) {
      expect((await api.callLoose(key, input)).status, key).toBe(401)
      const refused = await api.callLoose(key, { ...input, token: user.token })
      expect(refused, key).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } })
    }
    expect((await api.call('GET /admin/settings', { token: admin.token })).status).toBe(200)
  })

  test('an administrator no more is refused at once, without signing in again', async ({
    api,
    makeUser,
    database,
  }) => {
    const admin = await makeUser('Soon No Admin')
    await makeAdmin(database, admin.id)
    expect((await api.call('GET /admin/users', { token: admin.token })).status).toBe(200)
    await makeAdmin(database, admin.id, false)
    expect((await api.call('GET /admin/users', { token: admin.token })).status).toBe(403)
  })
})

describe('accounts', () => {
  test('listed oldest first, a page at a time, found by part of a name, email or handle', async ({
    api,
    makeUser,
    database,
    clock,
  }) => {
    const admin = await makeUser('Zed Admin')
    await makeAdmin(database, admin.id)
    const made = []
    for (const name of ['Percy 100%', 'Percival', 'Perdita']) {
      clock.advance(1000)
      made.push(await makeUser(name))
    }
    const all = await api.call('GET /admin/users', { token: admin.token, query: { q: 'Perc' } })
    expect(all.body).toMatchObject({ total: 2, users: [{ name: 'Percy 100%' }, { name: 'Percival' }] })
    const second = await api.call('GET /admin/users', {
      token: admin.token,
      query: { q: 'per', offset: 1, limit: 1 },
    })
    expect(second.body).toEqual({
      total: 3,
      users: [
        {
          id: made[1]?.id,
          name: 'Percival',
          email: made[1]?.email,
          handle: null,
          createdAt: expect.stringMatching(/^\d{4}-/),
          admin: false,
          disabled: false,
        },
      ],
    })
    const literal = await api.call('GET /admin/users', { token: admin.token, query: { q: '0%' } })
    expect(literal.body).toMatchObject({ total: 1, users: [{ name: 'Percy 100%' }] })
    const byEmail = await api.call('GET /admin/users', { token: admin.token, query: { q: made[2]?.email } })
    expect(byEmail.body).toMatchObject({ total: 1, users: [{ name: 'Perdita' }] })
    const tooMany = await api.callLoose('GET /admin/users', { token: admin.token, query: { limit: '500' } })
    expect(tooMany).toMatchObject({ status: 400, body: { error: { fields: { limit: 'At most 100' } } } })
  })

  test('disabled: its sessions end at once, it cannot sign in; enabled: it can again', async ({
    api,
    user,
    makeUser,
    database,
  }) => {
    const admin = await makeUser('The Admin')
    await makeAdmin(database, admin.id)
    const change = (disabled: boolean) =>
      api.call('PUT /admin/users/:id', { token: admin.token, params: { id: user.id }, body: { disabled } })
    const login = () =>
      api.call('POST /users/login', { body: { email: user.email, password: user.password } })
    expect((await api.call('GET /users/', { token: user.token })).status).toBe(200)

    expect(await change(true)).toMatchObject({ status: 200, body: { id: user.id, disabled: true } })
    expect((await api.call('GET /users/', { token: user.token })).status).toBe(401)
    expect(await login()).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } })
    const wrong = await api.call('POST /users/login', {
      body: { email: user.email, password: 'not it at all' },
    })
    expect(wrong.status).toBe(412)

    expect(await change(false)).toMatchObject({ status: 200, body: { disabled: false } })
    expect((await login()).status).toBe(200)
  })

  test('a disabled account’s reset link sets no session', async ({
    api,
    user,
    makeUser,
    database,
    mailer,
  }) => {
    const admin = await makeUser('The Admin')
    await makeAdmin(database, admin.id)
    await api.call('POST /users/forgot', { body: { email: user.email } })
    await expect.poll(() => mailer.sent.length).toBe(1)
    const token = /token=([\w%-]+)/.exec(mailer.sent[0]?.text ?? '')?.[1] ?? ''
    await api.call('PUT /admin/users/:id', {
      token: admin.token,
      params: { id: user.id },
      body: { disabled: true },
    })
    const reset = await api.call('POST /users/reset-password', {
      body: { token: decodeURIComponent(token), password: 'a new password' },
    })
    expect(reset.status).toBe(403)
  })

  test('nobody disables themselves; the last administrator stays one', async ({
    api,
    makeUser,
    database,
  }) => {
    const admin = await makeUser('Only Admin')
    await makeAdmin(database, admin.id)
    const others = await api.call('GET /admin/users', { token: admin.token, query: { limit: 100 } })
    for (const other of (others.body as { users: { id: string; admin: boolean }[] }).users)
      if (other.admin && other.id !== admin.id) await makeAdmin(database, other.id, false)
    const change = (id: string, body: { disabled?: boolean; admin?: boolean }) =>
      api.call('PUT /admin/users/:id', { token: admin.token, params: { id }, body })
    expect(await change(admin.id, { disabled: true })).toMatchObject({
      status: 403,
      body: { error: { message: 'You cannot disable your own account' } },
    })
    expect(await change(admin.id, { admin: false })).toMatchObject({
      status: 403,
      body: { error: { message: expect.stringContaining('last administrator') } },
    })

    const second = await makeUser('Second Admin')
    expect(await change(second.id, { admin: true })).toMatchObject({ status: 200, body: { admin: true } })
    expect((await api.call('GET /admin/users', { token: second.token })).status).toBe(200)
    expect((await api.call('GET /users/', { token: second.token })).body).toMatchObject({ admin: true })
    // A disabled administrator cannot act: it does not count.
    expect((await change(second.id, { disabled: true })).status).toBe(200)
    expect((await change(admin.id, { admin: false })).status).toBe(403)
    expect((await change(second.id, { disabled: false })).status).toBe(200)
    expect(await change(admin.id, { admin: false })).toMatchObject({ status: 200, body: { admin: false } })
    expect((await api.call('GET /admin/users', { token: admin.token })).status).toBe(403)
  })

  test('a new password is answered once, works, and ends every session', async ({
    api,
    user,
    makeUser,
    database,
  }) => {
    const admin = await makeUser('The Admin')
    await makeAdmin(database, admin.id)
    const answer = await api.call('POST /admin/users/:id/password', {
      token: admin.token,
      params: { id: user.id },
    })
    expect(answer.status).toBe(200)
    const { password } = answer.body as { password: string }
    expect(password).toMatch(/^[A-Za-z2-9]{16}$/)
    expect((await api.call('GET /users/', { token: user.token })).status).toBe(401)
    const login = (tried: string) =>
      api.call('POST /users/login', { body: { email: user.email, password: tried } })
    expect((await login(user.password)).status).toBe(412)
    expect((await login(password)).status).toBe(200)
  })

  test('an unknown account is a 404, a change without a field a 400', async ({ api, makeUser, database }) => {
    const admin = await makeUser('The Admin')
    await makeAdmin(database, admin.id)
    const token = admin.token
    expect(
      (await api.call('PUT /admin/users/:id', { token, params: { id: SOME_ID }, body: { admin: true } }))
        .status,
    ).toBe(404)
    expect(
      (await api.call('POST /admin/users/:id/password', { token, params: { id: SOME_ID } })).status,
    ).toBe(404)
    const empty = await api.call('PUT /admin/users/:id', { token, params: { id: admin.id }, body: {} })
    expect(empty.status).toBe(400)
  })
})

describe('the registration switch', () => {
  test('over the configuration: closed, GET /instance says so and sign-up is refused; opened again', async ({
    api,
    makeUser,
    database,
  }) => {
    const admin = await makeUser('The Admin')
    await makeAdmin(database, admin.id)
    const register = () =>
      api.call('POST /users/register', {
        body: { name: 'Late', email: `late-${Date.now()}@example.com`, password: 'long enough' },
      })
    const set = (registrationEnabled: boolean) =>
      api.call('PUT /admin/settings', { token: admin.token, body: { registrationEnabled } })
    expect((await api.call('GET /admin/settings', { token: admin.token })).body).toEqual({
      registrationEnabled: true,
    })
    expect(await set(false)).toMatchObject({ status: 200, body: { registrationEnabled: false } })
    expect((await api.call('GET /instance')).body).toMatchObject({ registrationEnabled: false })
    expect(await register()).toMatchObject({ status: 403, body: { error: { code: 'registration_closed' } } })
    expect(await set(true)).toMatchObject({ body: { registrationEnabled: true } })
    expect((await api.call('GET /instance')).body).toMatchObject({ registrationEnabled: true })
    expect((await register()).status).toBe(200)
  })

  test('REGISTRATION_ENABLED is the default until set; a stored value that is no boolean counts as unset', async ({
    api,
    appWith,
    makeUser,
    database,
  }) => {
    const admin = await makeUser('The Admin')
    await makeAdmin(database, admin.id)
    await database.db.delete(instanceSettings)
    const closed = await appWith({ registrationEnabled: false })
    expect((await closed.call('GET /admin/settings', { token: admin.token })).body).toEqual({
      registrationEnabled: false,
    })
    expect((await closed.call('GET /instance')).body).toMatchObject({ registrationEnabled: false })
    await database.db
      .insert(instanceSettings)
      .values({ name: 'registrationEnabled', value: 'yes', updatedAt: new Date() })
    expect((await api.call('GET /admin/settings', { token: admin.token })).body).toEqual({
      registrationEnabled: true,
    })
    await database.db.delete(instanceSettings)
  })
})

import { describe, expect } from 'vitest'
import { test } from '../../test/fixtures.ts'
import { THRESHOLD } from './login-throttle.ts'

describe('GET /api/users/', () => {
  test('answers me, and nothing secret', async ({ api, user }) => {
    const response = await api.call('GET /users/', { token: user.token })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      id: user.id,
      name: user.name,
      email: user.email,
      handle: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      admin: expect.any(Boolean),
      hasPassword: true,
    })
  })
})

describe('PUT /api/users/', () => {
  test('changes name and email of the caller only', async ({ api, user, makeUser }) => {
    const other = await makeUser('Other Cook')
    const email = `changed-${crypto.randomUUID()}@example.com`
    const response = await api.call('PUT /users/', {
      token: user.token,
      body: { name: ' New Name ', email, currentPassword: user.password },
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ id: user.id, name: 'New Name', email })
    expect((await api.call('GET /users/', { token: other.token })).body).toMatchObject({
      name: 'Other Cook',
      email: other.email,
    })
  })

  test('answers 406 for an email someone else has, and keeps mine', async ({ api, user, makeUser }) => {
    const other = await makeUser()
    const response = await api.call('PUT /users/', {
      token: user.token,
      body: { email: other.email, currentPassword: user.password },
    })
    expect(response.status).toBe(406)
    expect((await api.call('GET /users/', { token: user.token })).body).toMatchObject({ email: user.email })
  })

  test('keeping my own email is not a conflict, and needs no password', async ({ api, user }) => {
    expect((await api.call('PUT /users/', { token: user.token, body: { email: user.email } })).status).toBe(
      200,
    )
  })

  test.for([
    ['email', { email: 'no-at-sign' }],
    ['name', { name: '' }],
    ['password', { password: '1234567', currentPassword: 'correct horse' }],
  ] as const)('answers 400 naming %s and changes nothing', async ([field, body], { api, user }) => {
    const response = await api.call('PUT /users/', { token: user.token, body })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({
      error: { code: 'invalid_input', fields: { [field]: expect.any(String) } },
    })
    expect((await api.call('GET /users/', { token: user.token })).body).toMatchObject({
      name: user.name,
      email: user.email,
    })
  })

  test('a new password replaces the old one', async ({ api, user }) => {
    await api.call('PUT /users/', {
      token: user.token,
      body: { password: 'the new one', currentPassword: user.password },
    })
    const old = await api.call('POST /users/login', { body: { email: user.email, password: user.password } })
    expect(old.status).toBe(412)
    const fresh = await api.call('POST /users/login', {
      body: { email: user.email, password: 'the new one' },
    })
    expect(fresh.status).toBe(200)
  })
})

describe('PUT /api/users/ asks for the current password', () => {
  const changes = () => ({
    password: { password: 'taken over now' },
    email: { email: `thief-${crypto.randomUUID()}@example.com` },
  })

  test.for(['password', 'email'] as const)(
    'a new %s without it is 400 naming currentPassword, and changes nothing',
    async (change, { api, user }) => {
      const response = await api.call('PUT /users/', { token: user.token, body: changes()[change] })
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({
        error: { code: 'invalid_input', fields: { currentPassword: expect.any(String) } },
      })
      expect((await api.call('GET /users/', { token: user.token })).body).toMatchObject({ email: user.email })
      const login = await api.call('POST /users/login', {
        body: { email: user.email, password: user.password },
      })
      expect(login.status).toBe(200)
    },
  )

  test.for(['password', 'email'] as const)(
    'a new %s with a wrong one is 412 naming currentPassword, and changes nothing',
    async (change, { api, user }) => {
      const response = await api.call('PUT /users/', {
        token: user.token,
        body: { ...changes()[change], currentPassword: 'not my password' },
      })
      expect(response.status).toBe(412)
      expect(response.body).toMatchObject({
        error: { code: 'invalid_login', fields: { currentPassword: expect.any(String) } },
      })
      expect((await api.call('GET /users/', { token: user.token })).body).toMatchObject({ email: user.email })
      const login = await api.call('POST /users/login', {
        body: { email: user.email, password: user.password },
      })
      expect(login.status).toBe(200)
    },
  )

  test('a new name needs none', async ({ api, user }) => {
    const response = await api.call('PUT /users/', { token: user.token, body: { name: 'Just Renamed' } })
    expect(response).toMatchObject({ status: 200, body: { name: 'Just Renamed' } })
  })

  test('wrong ones count with failed sign-ins: past the limit the account is locked, the right one too', async ({
    api,
    user,
  }) => {
    const statuses = []
    for (let i = 0; i < THRESHOLD; i++) {
      const answer = await api.call('PUT /users/', {
        token: user.token,
        body: { password: 'taken over now', currentPassword: `guess ${i}` },
      })
      statuses.push(answer.status)
    }
    expect(statuses).toEqual(Array(THRESHOLD).fill(412))
    const right = await api.call('PUT /users/', {
      token: user.token,
      body: { password: 'taken over now', currentPassword: user.password },
    })
    expect(right.status).toBe(429)
    expect(right.headers['retry-after']).toBeDefined()
    const login = await api.call('POST /users/login', {
      body: { email: user.email, password: user.password },
    })
    expect(login.status).toBe(429)
  })
})

describe('DELETE /api/users/', () => {
  test('deletes my account and its sessions, and nobody else', async ({ api, user, makeUser }) => {
    const other = await makeUser()
    expect((await api.call('DELETE /users/', { token: user.token })).status).toBe(200)
    expect((await api.call('GET /users/', { token: user.token })).status).toBe(401)
    const login = await api.call('POST /users/login', {
      body: { email: user.email, password: user.password },
    })
    expect(login.status).toBe(412)
    expect((await api.call('GET /users/:id', { token: other.token, params: { id: user.id } })).status).toBe(
      404,
    )
    expect((await api.call('GET /users/', { token: other.token })).status).toBe(200)
    // The email is free again.
    const again = await api.call('POST /users/register', {
      body: { name: 'Back', email: user.email, password: 'secret one' },
    })
    expect(again.status).toBe(200)
  })
})

describe('looking users up', () => {
  test('by email answers id, name and handle only', async ({ api, user, makeUser }) => {
    const other = await makeUser('Findable')
    const response = await api.call('GET /users/by-email', {
      token: user.token,
      query: { email: other.email.toUpperCase() },
    })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ id: other.id, name: 'Findable', handle: null })
  })

  test('by email answers 404 for an unknown one and 400 without one', async ({ api, user }) => {
    const unknown = await api.call('GET /users/by-email', {
      token: user.token,
      query: { email: 'nobody@example.com' },
    })
    expect(unknown.status).toBe(404)
    const missing = await api.raw({
      method: 'GET',
      url: '/api/users/by-email',
      headers: { authorization: `Bearer ${user.token}` },
    })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ error: { fields: { email: expect.any(String) } } })
  })

  test('by id answers the summary, 404 for an unknown id, 400 for a malformed one', async ({
    api,
    user,
    makeUser,
  }) => {
    const other = await makeUser('By Id')
    const found = await api.call('GET /users/:id', { token: user.token, params: { id: other.id } })
    expect(found.body).toEqual({ id: other.id, name: 'By Id', handle: null })
    const unknown = await api.call('GET /users/:id', {
      token: user.token,
      params: { id: crypto.randomUUID() },
    })
    expect(unknown.status).toBe(404)
    const malformed = await api.call('GET /users/:id', { token: user.token, params: { id: 'not-a-uuid' } })
    expect(malformed.status).toBe(400)
    expect(malformed.body).toMatchObject({ error: { fields: { id: expect.any(String) } } })
  })

  test('lookups need a session', async ({ api, user }) => {
    expect((await api.call('GET /users/by-email', { query: { email: user.email } })).status).toBe(401)
    expect((await api.call('GET /users/:id', { params: { id: user.id } })).status).toBe(401)
  })
})

describe('profile and handle', () => {
  test('GET users/profile answers my profile', async ({ api, user }) => {
    const response = await api.call('GET /users/profile', { token: user.token })
    expect(response.body).toEqual({
      id: user.id,
      name: user.name,
      handle: null,
      enableProfile: false,
      profileImages: [],
      profileItems: [],
    })
  })

  test('PUT users/profile stores the handle in lowercase and turns the profile on', async ({ api, user }) => {
    const handle = `Chef.${crypto.randomUUID().slice(0, 8)}_X`
    const response = await api.call('PUT /users/profile', {
      token: user.token,
      body: { handle, enableProfile: true },
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ handle: handle.toLowerCase(), enableProfile: true })
    expect((await api.call('GET /users/', { token: user.token })).body).toMatchObject({
      handle: handle.toLowerCase(),
    })
  })

  test.for([
    ['', 'empty'],
    ['has space', 'characters'],
    ['dash-ed', 'characters'],
    ['SuperAdmin', 'reserved'],
    ['my_recipesage', 'reserved'],
    ['x'.repeat(65), 'too long'],
  ])('PUT users/profile answers 400 naming the handle for %j (%s)', async ([handle], { api, user }) => {
    const response = await api.call('PUT /users/profile', { token: user.token, body: { handle: handle! } })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ error: { fields: { handle: expect.any(String) } } })
  })

  test('PUT users/profile answers 409 for a handle someone has, in any case', async ({
    api,
    user,
    makeUser,
  }) => {
    const other = await makeUser()
    const handle = `taken_${crypto.randomUUID().slice(0, 8)}`
    await api.call('PUT /users/profile', { token: other.token, body: { handle } })
    const response = await api.call('PUT /users/profile', {
      token: user.token,
      body: { handle: handle.toUpperCase() },
    })
    expect(response.status).toBe(409)
    expect(response.body).toMatchObject({ error: { code: 'handle_taken', fields: { handle: 'taken' } } })
    expect((await api.call('GET /users/profile', { token: user.token })).body).toMatchObject({ handle: null })
  })

  test('handle-info tells whether a handle is free, mine, taken or not allowed', async ({
    api,
    user,
    makeUser,
  }) => {
    const other = await makeUser()
    const mine = `mine_${crypto.randomUUID().slice(0, 8)}`
    const theirs = `theirs_${crypto.randomUUID().slice(0, 8)}`
    await api.call('PUT /users/profile', { token: user.token, body: { handle: mine } })
    await api.call('PUT /users/profile', { token: other.token, body: { handle: theirs } })
    const available = async (handle: string) =>
      (await api.call('GET /users/handle-info/:handle', { token: user.token, params: { handle } })).body
    expect(await available(`free_${crypto.randomUUID().slice(0, 8)}`)).toEqual({ available: true })
    expect(await available(mine.toUpperCase())).toEqual({ available: true })
    expect(await available(theirs)).toEqual({ available: false })
    expect(await available('the_admin')).toEqual({ available: false })
    expect(await available('bad handle')).toEqual({ available: false })
  })
})

describe('GET /api/users/stats', () => {
  test('answers counts and the dates of my account', async ({ api, user }) => {
    const response = await api.call('GET /users/stats', { token: user.token })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      recipeCount: 0,
      recipeImageCount: 0,
      messageCount: 0,
      createdAt: expect.any(String),
      lastLogin: expect.any(String),
    })
  })
})

describe('GET /api/users/capabilities', () => {
  test('grants what the instance is configured to grant', async ({ api, user, appWith }) => {
    const all = await api.call('GET /users/capabilities', { token: user.token })
    expect(all.body).toEqual({ highResImages: true, multipleImages: true, expandablePreviews: true })
    const limited = await appWith({
      capabilities: { highResImages: false, multipleImages: true, expandablePreviews: false },
    })
    const some = await limited.call('GET /users/capabilities', { token: user.token })
    expect(some.body).toEqual({ highResImages: false, multipleImages: true, expandablePreviews: false })
  })

  test('needs a session', async ({ api }) => {
    expect((await api.call('GET /users/capabilities')).status).toBe(401)
  })
})

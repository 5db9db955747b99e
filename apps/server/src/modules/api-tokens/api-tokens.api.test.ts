/** Personal API tokens: made, listed and revoked by their owner, and what a request with one may do. */
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { apiTokens } from '../../db/schema/index.ts'
import { makeAdmin } from '../../test/admins.ts'
import type { ApiClient } from '../../test/api-client.ts'
import { test } from '../../test/fixtures.ts'
import { createRecipe } from '../../test/recipes.ts'

async function makeToken(api: ApiClient, session: string, scope: 'read' | 'write', name = `${scope} token`) {
  const made = await api.call('POST /users/api-tokens', { token: session, body: { name, scope } })
  expect(made.status).toBe(201)
  return made.body as { id: string; token: string }
}

describe('making, listing and revoking tokens', () => {
  test('a token is answered once, kept as a digest only, and listed without it', async ({
    api,
    user,
    database,
  }) => {
    const made = await makeToken(api, user.token, 'read', '  Nightly backup  ')
    expect(made.token).toMatch(/^rsm_[\w-]{43}$/)
    const listed = await api.call('GET /users/api-tokens', { token: user.token })
    expect(listed).toMatchObject({ status: 200 })
    expect((listed.body as { tokens: unknown[] }).tokens).toEqual([
      {
        id: made.id,
        name: 'Nightly backup',
        scope: 'read',
        createdAt: expect.stringMatching(/^\d{4}-/),
        lastUsedAt: null,
      },
    ])
    expect(JSON.stringify(listed.body)).not.toContain(made.token)
    const stored = await database.db
      .select({ tokenHash: apiTokens.tokenHash })
      .from(apiTokens)
      .where(eq(apiTokens.id, made.id))
    expect(stored).toEqual([{ tokenHash: createHash('sha256').update(made.token).digest('base64url') }])
  })

  test('bad input is a 400 naming the field', async ({ api, user }) => {
    const noName = await api.callLoose('POST /users/api-tokens', {
      token: user.token,
      body: { name: '  ', scope: 'read' },
    })
    expect(noName).toMatchObject({ status: 400, body: { error: { fields: { name: expect.any(String) } } } })
    const badScope = await api.callLoose('POST /users/api-tokens', {
      token: user.token,
      body: { name: 'x', scope: 'admin' },
    })
    expect(badScope).toMatchObject({
      status: 400,
      body: { error: { fields: { scope: 'Must be read or write' } } },
    })
  })

  test('signed out: 401 on every token route', async ({ api }) => {
    expect((await api.call('GET /users/api-tokens')).status).toBe(401)
    expect((await api.call('POST /users/api-tokens', { body: { name: 'x', scope: 'read' } })).status).toBe(
      401,
    )
    const id = '3f1c2b8e-9d4a-4e6b-8f2a-1c3d5e7f9a0b'
    expect((await api.call('DELETE /users/api-tokens/:id', { params: { id } })).status).toBe(401)
  })

  test('a revoked token is refused at once; someone else’s cannot be revoked (404)', async ({
    api,
    user,
    makeUser,
  }) => {
    const other = await makeUser('Other Cook')
    const made = await makeToken(api, user.token, 'write')
    expect((await api.call('GET /recipes/count', { token: made.token })).status).toBe(200)
    const theirs = await api.call('DELETE /users/api-tokens/:id', {
      token: other.token,
      params: { id: made.id },
    })
    expect(theirs.status).toBe(404)
    expect((await api.call('GET /recipes/count', { token: made.token })).status).toBe(200)
    const revoked = await api.call('DELETE /users/api-tokens/:id', {
      token: user.token,
      params: { id: made.id },
    })
    expect(revoked).toMatchObject({ status: 200, body: { ok: true } })
    expect((await api.call('GET /recipes/count', { token: made.token })).status).toBe(401)
    expect((await api.call('GET /users/api-tokens', { token: user.token })).body).toEqual({ tokens: [] })
  })

  test('when it was last used is kept, to the minute', async ({ api, user, clock }) => {
    const made = await makeToken(api, user.token, 'read')
    const lastUsed = async () =>
      (
        (await api.call('GET /users/api-tokens', { token: user.token })).body as {
          tokens: { lastUsedAt: string | null }[]
        }
      ).tokens[0]?.lastUsedAt
    const first = clock.now().toISOString()
    await api.call('GET /recipes/count', { token: made.token })
    expect(await lastUsed()).toBe(first)
    clock.advance(30_000)
    await api.call('GET /recipes/count', { token: made.token })
    expect(await lastUsed()).toBe(first)
    clock.advance(31_000)
    await api.call('GET /recipes/count', { token: made.token })
    expect(await lastUsed()).toBe(clock.now().toISOString())
  })
})

describe('what a token may do', () => {
  test('it is the account: it reads its recipes, a write token writes', async ({ api, user }) => {
    const recipe = await createRecipe(api, user.token, { title: 'Token Soup' })
    const read = await makeToken(api, user.token, 'read')
    const write = await makeToken(api, user.token, 'write')
    expect(
      await api.call('GET /recipes/:id', { token: read.token, params: { id: recipe.id } }),
    ).toMatchObject({
      status: 200,
      body: { title: 'Token Soup' },
    })
    expect((await api.call('GET /users/', { token: read.token })).body).toMatchObject({ id: user.id })
    const written = await createRecipe(api, write.token, { title: 'Written by a script' })
    expect(written.title).toBe('Written by a script')
  })

  test('a read token gets 403 on every write, whatever the route', async ({ api, user }) => {
    const recipe = await createRecipe(api, user.token)
    const { token } = await makeToken(api, user.token, 'read')
    const writes = [
      await api.call('POST /recipes', { token, body: { title: 'No' } }),
      await api.call('PUT /recipes/:id', { token, params: { id: recipe.id }, body: { title: 'No' } }),
      await api.call('DELETE /recipes/:id', { token, params: { id: recipe.id } }),
      await api.call('POST /labels', { token, body: { title: 'no', recipeIds: [recipe.id] } }),
      await api.call('POST /shopping-lists', { token, body: { title: 'No' } }),
      await api.raw({
        method: 'PATCH',
        url: '/api/recipes/count',
        headers: { authorization: `Bearer ${token}` },
      }),
    ]
    expect(writes.slice(0, 5).map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403])
    expect(writes[0]?.body).toMatchObject({
      error: { code: 'forbidden', message: expect.stringContaining('only read') },
    })
    // No such route: 404 before any check, as without a token.
    expect(writes[5]?.status).toBe(404)
    expect(
      (await api.call('GET /recipes/:id', { token: user.token, params: { id: recipe.id } })).status,
    ).toBe(200)
  })

  test('no token manages tokens, the account or the server: 403', async ({ api, user, database }) => {
    await makeAdmin(database, user.id)
    const { token } = await makeToken(api, user.token, 'write')
    const refused = [
      await api.call('GET /users/api-tokens', { token }),
      await api.call('POST /users/api-tokens', { token, body: { name: 'more', scope: 'write' } }),
      await api.call('DELETE /users/api-tokens/:id', { token, params: { id: user.id } }),
      await api.call('PUT /users/', { token, body: { name: 'Renamed' } }),
      await api.call('DELETE /users/', { token }),
      await api.call('POST /users/logout', { token }),
      await api.call('GET /admin/users', { token }),
      await api.call('PUT /admin/settings', { token, body: { registrationEnabled: false } }),
    ]
    expect(refused.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403, 403, 403, 403])
    expect((await api.call('GET /users/', { token: user.token })).body).toMatchObject({ name: user.name })
  })

  test('in a URL it is no credential, not even where a session token may stand', async ({ api, user }) => {
    const { token } = await makeToken(api, user.token, 'write')
    expect((await api.raw({ method: 'GET', url: `/api/data/export/txt?token=${token}` })).status).toBe(401)
    const header = await api.raw({
      method: 'GET',
      url: '/api/data/export/txt',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(header.status).toBe(200)
  })

  test('a disabled account’s tokens stop working, and work again once it is enabled', async ({
    api,
    user,
    makeUser,
    database,
  }) => {
    const admin = await makeUser('The Admin')
    await makeAdmin(database, admin.id)
    const { token } = await makeToken(api, user.token, 'read')
    const disable = (disabled: boolean) =>
      api.call('PUT /admin/users/:id', { token: admin.token, params: { id: user.id }, body: { disabled } })
    expect((await disable(true)).status).toBe(200)
    expect((await api.call('GET /recipes/count', { token })).status).toBe(401)
    expect((await disable(false)).status).toBe(200)
    expect((await api.call('GET /recipes/count', { token })).status).toBe(200)
  })

  test('a made-up token with the prefix is a 401, as any unknown token', async ({ api }) => {
    const answer = await api.call('GET /recipes/count', { token: `rsm_${'A'.repeat(43)}` })
    expect(answer.status).toBe(401)
  })
})

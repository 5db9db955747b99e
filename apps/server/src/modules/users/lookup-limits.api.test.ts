/**
 * Looking users up by email says whether an address has an account, so it is limited: per client address
 * and per account, each on its own, so that neither many accounts nor many addresses get around it.
 */
import { describe, expect } from 'vitest'
import type { ApiClient } from '../../test/api-client.ts'
import { test, type TestUser } from '../../test/fixtures.ts'

const LIMIT = 3

function lookUp(api: ApiClient, user: TestUser, email: string, remoteAddress = '127.0.0.1') {
  return api.raw({
    method: 'GET',
    url: `/api/users/by-email?email=${encodeURIComponent(email)}`,
    headers: { authorization: `Bearer ${user.token}` },
    remoteAddress,
  })
}

describe('GET /api/users/by-email', () => {
  test('answers 429 past the limit, known addresses and unknown ones alike', async ({
    appWith,
    user,
    makeUser,
  }) => {
    const api = await appWith({ lookupRateLimitPerMinute: LIMIT })
    const known = await makeUser()
    const statuses = []
    for (const email of [known.email, 'nobody-1@example.com', known.email, 'nobody-2@example.com']) {
      statuses.push((await lookUp(api, user, email)).status)
    }
    expect(statuses).toEqual([200, 404, 200, 429])
    const refused = await lookUp(api, user, known.email)
    expect(refused.body).toMatchObject({ error: { code: 'too_many_requests' } })
  })

  test('limits one account however many addresses it comes from', async ({ appWith, user }) => {
    const api = await appWith({ lookupRateLimitPerMinute: LIMIT })
    const statuses = []
    for (let attempt = 0; attempt <= LIMIT; attempt++) {
      statuses.push((await lookUp(api, user, `probe-${attempt}@example.com`, `10.0.0.${attempt + 1}`)).status)
    }
    expect(statuses).toEqual([404, 404, 404, 429])
    expect((await lookUp(api, user, 'x@example.com', '10.0.0.99')).headers['retry-after']).toBeDefined()
  })

  test('limits one address however many accounts use it', async ({ appWith, makeUser }) => {
    const api = await appWith({ lookupRateLimitPerMinute: LIMIT })
    const accounts = await Promise.all([makeUser(), makeUser(), makeUser(), makeUser()])
    const statuses = []
    for (const account of accounts)
      statuses.push((await lookUp(api, account, 'probe@example.com', '10.1.1.1')).status)
    expect(statuses).toEqual([404, 404, 404, 429])
  })

  test('another account on another address is not held back by them', async ({ appWith, user, makeUser }) => {
    const api = await appWith({ lookupRateLimitPerMinute: LIMIT })
    for (let attempt = 0; attempt <= LIMIT; attempt++)
      await lookUp(api, user, 'probe@example.com', '10.2.2.2')
    const other = await makeUser()
    expect((await lookUp(api, other, 'probe@example.com', '10.3.3.3')).status).toBe(404)
  })
})

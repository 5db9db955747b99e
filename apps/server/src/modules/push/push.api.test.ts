import { sql } from 'drizzle-orm'
import { afterAll, describe, expect } from 'vitest'
import { pushSubscriptions } from '../../db/schema/index.ts'
import { test } from '../../test/fixtures.ts'
import {
  createRegistrationFetcher,
  signInAgain,
  subscriptionFor as subscription,
} from '../../test/push-registration.ts'
import { makeDeviceKeys } from '../../test/web-push-protocol.ts'
import { createServerSecretsRepository } from '../system/server-secrets.repository.ts'
import { loadVapidKeys } from './vapid-keys.ts'

const fetcher = createRegistrationFetcher()
afterAll(() => fetcher.close())

describe('Web Push keys and subscriptions', () => {
  test('the VAPID key is made once and kept: two processes starting at once agree on it', async ({
    api,
    database,
    user,
  }) => {
    const served = await api.call('GET /users/fcm/vapid-key', { token: user.token })
    const { vapidKey } = served.body as { vapidKey: string }
    expect(Buffer.from(vapidKey, 'base64url')).toHaveLength(65)
    const config = { vapidKeys: null, vapidSubject: 'mailto:a@example.org' }
    const repository = createServerSecretsRepository(database.db)
    const both = await Promise.all([loadVapidKeys(repository, config), loadVapidKeys(repository, config)])
    expect(both.map((keys) => keys.publicKey)).toEqual([vapidKey, vapidKey])
    expect((await api.call('GET /users/fcm/vapid-key')).status).toBe(401)
  })

  test('the key from the environment wins over the kept one', async ({ appWith, user }) => {
    const pair = { publicKey: 'B'.padEnd(87, 'A'), privateKey: 'x'.repeat(43) }
    const api = await appWith({ vapidKeys: pair })
    expect((await api.call('GET /users/fcm/vapid-key', { token: user.token })).body).toEqual({
      vapidKey: pair.publicKey,
    })
  })

  test('registers a subscription for the session; again, it is refreshed; another key or a bad one is 400', async ({
    appWith,
    database,
    user,
  }) => {
    const api = await appWith({}, { fetcher })
    const { vapidKey } = (await api.call('GET /users/fcm/vapid-key', { token: user.token })).body as {
      vapidKey: string
    }
    const device = subscription(vapidKey)
    const saved = await api.call('POST /users/fcm/token', {
      token: user.token,
      body: { fcmToken: 'phone', subscription: device },
    })
    expect(saved.body).toEqual({ ok: true })
    // The browser sends it again (after a week, or with new keys): still one row, with what came last.
    const renewed = { ...device, keys: subscription(vapidKey).keys }
    await api.call('POST /users/fcm/token', {
      token: user.token,
      body: { fcmToken: 'phone', subscription: renewed },
    })
    const rows = await database.db
      .select()
      .from(pushSubscriptions)
      .where(sql`endpoint = ${device.endpoint}`)
    expect(rows.map((row) => [row.userId, row.p256dh])).toEqual([[user.id, renewed.keys.p256dh]])

    const stale = await api.call('POST /users/fcm/token', {
      token: user.token,
      body: { fcmToken: 'tablet', subscription: subscription(makeDeviceKeys().p256dh) },
    })
    expect(stale.status).toBe(400)
    expect(stale.body).toMatchObject({ error: { fields: { 'subscription.vapidKey': expect.any(String) } } })
    const incomplete = await api.callLoose('POST /users/fcm/token', {
      token: user.token,
      body: { fcmToken: 'tablet', subscription: { endpoint: device.endpoint, vapidKey } },
    })
    expect(incomplete.status).toBe(400)
    const notWeb = await api.callLoose('POST /users/fcm/token', {
      token: user.token,
      body: {
        fcmToken: 'tablet',
        subscription: { ...subscription(vapidKey), endpoint: 'ftp://x.example/1' },
      },
    })
    expect(notWeb.body).toMatchObject({ error: { fields: { 'subscription.endpoint': expect.any(String) } } })
  })

  test('DELETE forgets only my device of that token; logging out forgets the session’s subscriptions', async ({
    appWith,
    database,
    user,
    makeUser,
  }) => {
    const api = await appWith({}, { fetcher })
    const { vapidKey } = (await api.call('GET /users/fcm/vapid-key', { token: user.token })).body as {
      vapidKey: string
    }
    const other = await makeUser()
    const laptop = await signInAgain(api, user)
    await api.call('POST /users/fcm/token', {
      token: laptop,
      body: { fcmToken: 'a', subscription: subscription(vapidKey) },
    })
    await api.call('POST /users/fcm/token', {
      token: user.token,
      body: { fcmToken: 'b', subscription: subscription(vapidKey) },
    })
    await api.call('POST /users/fcm/token', {
      token: other.token,
      body: { fcmToken: 'a', subscription: subscription(vapidKey) },
    })
    const tokensOf = async (userId: string) =>
      (
        await database.db
          .select()
          .from(pushSubscriptions)
          .where(sql`user_id = ${userId}`)
      )
        .map((row) => row.fcmToken)
        .sort()
    expect(
      await api.call('DELETE /users/fcm/token', { token: user.token, query: { fcmToken: 'a' } }),
    ).toMatchObject({
      status: 200,
      body: { ok: true },
    })
    expect(
      (await api.call('DELETE /users/fcm/token', { token: user.token, query: { fcmToken: 'a' } })).status,
    ).toBe(200)
    expect(await tokensOf(user.id)).toEqual(['b'])
    expect(await tokensOf(other.id)).toEqual(['a'])
    expect((await api.call('POST /users/logout', { token: user.token })).status).toBe(200)
    expect(await tokensOf(user.id)).toEqual([])
    expect(await tokensOf(other.id)).toEqual(['a'])
  })
})

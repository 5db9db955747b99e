/**
 * Pushes for new messages, end to end: the app signs and encrypts, the safe fetcher posts, and a push
 * service of our own on loopback checks the VAPID signature and decrypts with the device's keys.
 */
import type { AddressInfo } from 'node:net'
import type { TMessage } from '@rosemary/shared/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { WebSocket } from 'ws'
import { buildApp } from '../../app.ts'
import { pushSubscriptions } from '../../db/schema/index.ts'
import { anyAddress, createSafeFetcher } from '../../fetching/safe-fetch.ts'
import { createApiClient } from '../../test/api-client.ts'
import { type Fixtures, test } from '../../test/fixtures.ts'
import { befriend } from '../../test/friendships.ts'
import { createLogCapture } from '../../test/log-capture.ts'
import {
  type Device,
  startPushServiceStandIn,
  type PushServiceStandIn,
} from '../../test/push-service-stand-in.ts'
import { freePort } from '../../test/server-process.ts'
import { SUBSCRIPTIONS_PER_PUSH_SERVICE } from './push-limits.ts'

let service: PushServiceStandIn
const loopbackFetcher = createSafeFetcher({ isAllowed: anyAddress })
beforeAll(async () => {
  service = await startPushServiceStandIn()
})
afterAll(async () => {
  await service.close()
  await loopbackFetcher.close()
})

type Deps = Pick<Fixtures, 'database' | 'config' | 'clock' | 'mailer' | 'bus'>

/**
 * An app whose log the test reads, reaching the push service on loopback: private addresses and http://
 * endpoints are allowed (CLIP_ALLOW_PRIVATE), as only tests do. A push may take 5 s (a loaded machine
 * may need more than a fraction of one for the first), less where a test waits for it to time out.
 */
async function startApp(deps: Deps, pushTimeoutMs = 5000) {
  const log = createLogCapture('info')
  const app = await buildApp({
    ...deps,
    config: { ...deps.config, clipAllowPrivate: true },
    now: deps.clock.now,
    logger: log.logger,
    webDistDir: null,
    fetcher: loopbackFetcher,
    pushTimeoutMs,
  })
  await app.ready()
  return { app, api: createApiClient(app), log }
}

async function subscribe(api: ReturnType<typeof createApiClient>, token: string, device: Device) {
  const { vapidKey } = (await api.call('GET /users/fcm/vapid-key', { token })).body as { vapidKey: string }
  const subscription = {
    endpoint: device.endpoint,
    keys: { p256dh: device.keys.p256dh, auth: device.keys.auth },
    vapidKey,
  }
  const saved = await api.call('POST /users/fcm/token', {
    token,
    body: { fcmToken: device.id, subscription },
  })
  expect(saved.status).toBe(200)
  return vapidKey
}

async function pair({ database, user, makeUser }: Pick<Fixtures, 'database' | 'user' | 'makeUser'>) {
  const friend = await makeUser('Ada Sender')
  await befriend(database, user.id, friend.id)
  return { recipient: user, sender: friend }
}

const subscriptionsOf = async ({ database }: Pick<Fixtures, 'database'>, userId: string) =>
  (
    await database.db
      .select()
      .from(pushSubscriptions)
      .where(sql`user_id = ${userId}`)
  ).map((row) => row.fcmToken)

describe('a push for a new message', () => {
  test('reaches a device with no open app: VAPID-signed, decryptable, with the message', async ({
    database,
    config,
    clock,
    mailer,
    bus,
    user,
    makeUser,
  }) => {
    const fixtures = { database, config, clock, mailer, bus, user, makeUser }
    const { recipient, sender } = await pair(fixtures)
    const { app, api, log } = await startApp(fixtures)
    const device = service.device()
    const vapidKey = await subscribe(api, recipient.token, device)
    const sent = await api.call('POST /messages', {
      token: sender.token,
      body: { to: recipient.id, body: 'Dinner at 8?' },
    })
    expect(sent.status).toBe(201)
    await app.close()
    expect(service.rejected).toEqual([])
    expect(service.delivered.filter((push) => push.device === device.id)).toEqual([
      {
        device: device.id,
        vapidKey,
        ttl: '86400',
        urgency: 'high',
        payload: {
          title: 'New message from Ada Sender',
          body: 'Dinner at 8?',
          url: `/#/messages/${sender.id}`,
          messageId: (sent.body as TMessage).id,
        },
      },
    ])
    expect(log.text()).not.toContain('could not')
  })

  test('skips a device whose session has an app open, and reaches the same person’s other device', async ({
    database,
    config,
    clock,
    mailer,
    bus,
    user,
    makeUser,
  }) => {
    const fixtures = { database, config, clock, mailer, bus, user, makeUser }
    const { recipient, sender } = await pair(fixtures)
    const { app, api } = await startApp(fixtures)
    const open = service.device()
    const closed = service.device()
    await subscribe(api, recipient.token, open)
    const login = await api.call('POST /users/login', {
      body: { email: recipient.email, password: recipient.password },
    })
    await subscribe(api, (login.body as { token: string }).token, closed)

    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const socket = new WebSocket(`ws://127.0.0.1:${port}/grip/ws?token=${recipient.token}`)
    await new Promise((resolve) => socket.on('open', resolve))
    await expect.poll(() => fixtures.bus.subscriberCount(recipient.id)).toBe(1)

    await api.call('POST /messages', { token: sender.token, body: { to: recipient.id, body: 'hi' } })
    await expect.poll(() => service.delivered.some((push) => push.device === closed.id)).toBe(true)
    expect(service.attempts).not.toContain(open.id)
    // Once its socket closed, that device is reached too.
    socket.close()
    await expect.poll(() => fixtures.bus.subscriberCount(recipient.id)).toBe(0)
    await api.call('POST /messages', {
      token: sender.token,
      body: { to: recipient.id, body: 'still there?' },
    })
    await app.close()
    expect(service.delivered.filter((push) => push.device === open.id)).toHaveLength(1)
  })

  test('a device another account registered too still gets my pushes', async ({
    database,
    config,
    clock,
    mailer,
    bus,
    user,
    makeUser,
  }) => {
    const fixtures = { database, config, clock, mailer, bus, user, makeUser }
    const { recipient, sender } = await pair(fixtures)
    const { app, api } = await startApp(fixtures)
    const device = service.device()
    await subscribe(api, recipient.token, device)
    // Someone else signs in on the same browser (or just claims its endpoint).
    const other = await makeUser('Other Cook')
    await subscribe(api, other.token, device)
    await api.call('POST /messages', { token: sender.token, body: { to: recipient.id, body: 'mine' } })
    await app.close()
    expect(service.delivered.filter((push) => push.device === device.id)).toMatchObject([
      { payload: { body: 'mine' } },
    ])
  })

  test('subscriptions kept from before the limits: only the newest within them are pushed to', async ({
    database,
    config,
    clock,
    mailer,
    bus,
    user,
    makeUser,
  }) => {
    const fixtures = { database, config, clock, mailer, bus, user, makeUser }
    const { recipient, sender } = await pair(fixtures)
    const { app, api } = await startApp(fixtures)
    const { vapidKey } = (await api.call('GET /users/fcm/vapid-key', { token: recipient.token })).body as {
      vapidKey: string
    }
    const devices = Array.from({ length: SUBSCRIPTIONS_PER_PUSH_SERVICE + 3 }, () => service.device())
    await database.db.insert(pushSubscriptions).values(
      devices.map((device, index) => ({
        userId: recipient.id,
        fcmToken: device.id,
        endpoint: device.endpoint,
        p256dh: device.keys.p256dh,
        auth: device.keys.auth,
        vapidKey,
        updatedAt: new Date(Date.UTC(2025, 0, 1 + index)),
      })),
    )
    await api.call('POST /messages', { token: sender.token, body: { to: recipient.id, body: 'hi' } })
    await app.close()
    const reached = devices.filter((device) => service.attempts.includes(device.id))
    expect(reached).toEqual(devices.slice(-SUBSCRIPTIONS_PER_PUSH_SERVICE))
  })

  test.for([
    ['410 Gone', 'gone'],
    ['404 Not Found', 'missing'],
  ] as const)(
    'an endpoint answering %s is forgotten',
    async ([, behaviour], { database, config, clock, mailer, bus, user, makeUser }) => {
      const fixtures = { database, config, clock, mailer, bus, user, makeUser }
      const { recipient, sender } = await pair(fixtures)
      const { app, api } = await startApp(fixtures)
      const device = service.device(behaviour)
      await subscribe(api, recipient.token, device)
      expect(await subscriptionsOf(fixtures, recipient.id)).toEqual([device.id])
      const sent = await api.call('POST /messages', {
        token: sender.token,
        body: { to: recipient.id, body: 'hi' },
      })
      expect(sent.status).toBe(201)
      await app.close()
      expect(service.attempts).toContain(device.id)
      expect(await subscriptionsOf(fixtures, recipient.id)).toEqual([])
    },
  )

  test.for([
    ['answers 500', 'fail', /refused a message/],
    ['never answers', 'silent', /could not be sent/],
    ['refuses the connection', 'refused', /could not be sent/],
  ] as const)(
    'a push service that %s: kept, the message still sent, the log names only the origin',
    async ([, behaviour, logged], { database, config, clock, mailer, bus, user, makeUser }) => {
      const fixtures = { database, config, clock, mailer, bus, user, makeUser }
      const { recipient, sender } = await pair(fixtures)
      const { app, api, log } = await startApp(fixtures, behaviour === 'silent' ? 300 : 5000)
      const device = service.device(behaviour === 'refused' ? 'accept' : behaviour)
      if (behaviour === 'refused') device.endpoint = `http://127.0.0.1:${await freePort()}/push/${device.id}`
      await subscribe(api, recipient.token, device)
      const sent = await api.call('POST /messages', {
        token: sender.token,
        body: { to: recipient.id, body: 'hi' },
      })
      expect(sent.status).toBe(201)
      await app.close()
      expect(await subscriptionsOf(fixtures, recipient.id)).toEqual([device.id])
      expect(log.text()).toMatch(logged)
      expect(log.text()).toContain(new URL(device.endpoint).origin)
      expect(log.text()).not.toContain(device.id)
    },
  )
})

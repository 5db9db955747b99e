/**
 * How pushes reach a push service, seen from the service (a stand-in on loopback, which checks VAPID and
 * decrypts): no more at once than the limit, no faster than its rate, and past the queue's bound dropped
 * and logged by origin. Small limits are given so that a test sees them with a few devices.
 */
import { afterEach, describe, expect } from 'vitest'
import { buildApp } from '../../app.ts'
import { anyAddress, createSafeFetcher } from '../../fetching/safe-fetch.ts'
import { createApiClient } from '../../test/api-client.ts'
import { type Fixtures, test } from '../../test/fixtures.ts'
import { befriend } from '../../test/friendships.ts'
import { createLogCapture } from '../../test/log-capture.ts'
import { signInAgain } from '../../test/push-registration.ts'
import {
  type EndpointBehaviour,
  type PushServiceStandIn,
  startPushServiceStandIn,
} from '../../test/push-service-stand-in.ts'
import { DELIVERY_LIMITS, type DeliveryLimits, SUBSCRIPTIONS_PER_PUSH_SERVICE } from './push-limits.ts'

type Deps = Pick<Fixtures, 'database' | 'config' | 'clock' | 'mailer' | 'bus' | 'user' | 'makeUser'>

const cleanUps: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp()
})

/**
 * A push service of its own, an app with these limits, and a recipient with `devices` browsers
 * (sessions) subscribed at that service, befriended by a sender.
 */
async function setUp(deps: Deps, limits: DeliveryLimits, devices: number, behaviour: EndpointBehaviour) {
  const service: PushServiceStandIn = await startPushServiceStandIn()
  const fetcher = createSafeFetcher({ isAllowed: anyAddress })
  const log = createLogCapture('info')
  const app = await buildApp({
    ...deps,
    config: { ...deps.config, clipAllowPrivate: true },
    now: deps.clock.now,
    logger: log.logger,
    webDistDir: null,
    fetcher,
    pushLimits: limits,
  })
  await app.ready()
  cleanUps.push(
    () => service.close(),
    () => fetcher.close(),
    async () => {
      await app.close()
    },
  )
  const api = createApiClient(app)
  const { user: recipient } = deps
  const sender = await deps.makeUser('Ada Sender')
  await befriend(deps.database, recipient.id, sender.id)
  const { vapidKey } = (await api.call('GET /users/fcm/vapid-key', { token: recipient.token })).body as {
    vapidKey: string
  }
  for (let index = 0; index < devices; index++) {
    const device = service.device(behaviour)
    const token = index === 0 ? recipient.token : await signInAgain(api, recipient)
    const saved = await api.call('POST /users/fcm/token', {
      token,
      body: {
        fcmToken: device.id,
        subscription: {
          endpoint: device.endpoint,
          keys: { p256dh: device.keys.p256dh, auth: device.keys.auth },
          vapidKey,
        },
      },
    })
    expect(saved.status).toBe(200)
  }
  const message = async (body: string) =>
    expect(
      (await api.call('POST /messages', { token: sender.token, body: { to: recipient.id, body } })).status,
    ).toBe(201)
  return { service, app, log, message }
}

/** The most arrivals within any one second. */
function mostWithinASecond(arrivals: number[]): number {
  const sorted = arrivals.toSorted((a, b) => a - b)
  return Math.max(
    ...sorted.map((at, index) => sorted.slice(index).filter((later) => later < at + 1000).length),
  )
}

describe('pushes are spread out for each push service', () => {
  test('no more at once than the limit, and no faster than the rate after a second’s worth', async ({
    database,
    config,
    clock,
    mailer,
    bus,
    user,
    makeUser,
  }) => {
    const limits = { ...DELIVERY_LIMITS, inFlightPerOrigin: 2, perOriginPerSecond: 4 }
    const devices = SUBSCRIPTIONS_PER_PUSH_SERVICE
    const { service, app, message } = await setUp(
      { database, config, clock, mailer, bus, user, makeUser },
      limits,
      devices,
      'slow',
    )
    const messages = ['one', 'two', 'three']
    for (const body of messages) await message(body)
    await app.close()
    expect(service.rejected).toEqual([])
    expect(service.delivered).toHaveLength(messages.length * devices)
    expect(service.maxInFlight).toBe(limits.inFlightPerOrigin)
    // A full bucket (four), then one every quarter of a second: eight within a second at most, one more
    // when setting up the first connection held the first ones back. Unlimited, all fifteen came at once.
    expect(mostWithinASecond(service.arrivals)).toBeLessThanOrEqual(2 * limits.perOriginPerSecond + 1)
  })

  test('past the queue’s bound, pushes are dropped and the log says how many, by origin only', async ({
    database,
    config,
    clock,
    mailer,
    bus,
    user,
    makeUser,
  }) => {
    const limits = { ...DELIVERY_LIMITS, perOriginPerSecond: 1, queuedPerOrigin: 3 }
    const { service, app, log, message } = await setUp(
      { database, config, clock, mailer, bus, user, makeUser },
      limits,
      SUBSCRIPTIONS_PER_PUSH_SERVICE,
      'accept',
    )
    await message('five devices, three places')
    await app.close()
    expect(service.delivered).toHaveLength(limits.queuedPerOrigin)
    const dropped = log.entries().filter((entry) => String(entry.msg).includes('dropped'))
    expect(dropped).toEqual([expect.objectContaining({ dropped: { [service.base]: 2 } })])
    expect(log.text()).not.toContain('/push/')
  })
})

/**
 * Which endpoints registering accepts: https addresses whose host is public by the same rule (and the same
 * bounded lookup) as the fetcher's. Everything else is a 400 naming subscription.endpoint, with words a
 * person can act on, and nothing is kept.
 */
import { afterAll, describe, expect } from 'vitest'
import type { ApiClient } from '../../test/api-client.ts'
import { test as base } from '../../test/fixtures.ts'
import {
  createRegistrationFetcher,
  endpointsOf,
  LOOKUP_LIMIT_MS,
  PRIVATE_IPV6_FORMS,
  subscriptionFor,
  vapidKeyOf,
} from '../../test/push-registration.ts'

const fetcher = createRegistrationFetcher()
afterAll(() => fetcher.close())

const test = base.extend<{ push: ApiClient }>({
  push: async ({ appWith }, use) => use(await appWith({}, { fetcher })),
})

const PRIVATE = /private network/
const NOT_LOOKED_UP = /could not be reached: its name could not be looked up/

const refusals: [string, RegExp][] = [
  ['http://fcm.push.test/send/1', /must be an https:\/\/ address/],
  ['https://user:secret@fcm.push.test/send/1', /user name or password/],
  ['https://lan.test/send/1', PRIVATE],
  ['https://half-private.test/send/1', PRIVATE],
  ['https://127.0.0.1/send/1', PRIVATE],
  ['https://10.1.2.3:8443/send/1', PRIVATE],
  ['https://169.254.169.254/send/1', PRIVATE],
  ['https://[::1]/send/1', PRIVATE],
  ['https://[fd00::1]/send/1', PRIVATE],
  ...Object.entries(PRIVATE_IPV6_FORMS).flatMap(([form, address]): [string, RegExp][] => [
    [`https://[${address}]/send/1`, PRIVATE],
    [`https://${form}.v6.test/send/1`, PRIVATE],
  ]),
  ['https://nowhere.test/send/1', /No push service called nowhere\.test could be found/],
  ['https://flaky.test/send/1', NOT_LOOKED_UP],
  ['https://silent.test/send/1', NOT_LOOKED_UP],
]

describe('registering checks the endpoint', () => {
  test.for(refusals)('%s is refused: %s', async ([endpoint, words], { push, user, database }) => {
    const started = performance.now()
    const saved = await push.call('POST /users/fcm/token', {
      token: user.token,
      body: {
        fcmToken: 'phone',
        subscription: subscriptionFor(await vapidKeyOf(push, user.token), endpoint),
      },
    })
    expect(saved.status).toBe(400)
    const { error } = saved.body as { error: { message: string; fields: Record<string, string> } }
    expect(error.fields['subscription.endpoint']).toMatch(words)
    expect(error.message).toMatch(words)
    // The path is the device's secret: words name the host at most.
    expect(JSON.stringify(saved.body)).not.toContain('/send/1')
    // A name that never answers costs the lookup's time limit, no more.
    expect(performance.now() - started).toBeLessThan(LOOKUP_LIMIT_MS + 2000)
    expect(await endpointsOf(database, user.id)).toEqual([])
  })

  test.for([
    'https://fcm.push.test/send/1',
    'https://fcm.push.test:8443/send/1',
    'https://[2606:4700:4700::1111]/send/1',
    'https://[::ffff:8.8.8.8]/send/1',
    'https://93.184.216.34/send/1',
  ])('%s is accepted', async (endpoint, { push, user, database }) => {
    const saved = await push.call('POST /users/fcm/token', {
      token: user.token,
      body: {
        fcmToken: 'phone',
        subscription: subscriptionFor(await vapidKeyOf(push, user.token), endpoint),
      },
    })
    expect(saved.status).toBe(200)
    expect(await endpointsOf(database, user.id)).toEqual([endpoint])
  })
})

/**
 * What one account can register: one subscription per session, ten per account, five at one push service,
 * the one registered longest ago forgotten first, and a bounded number of registrations a minute.
 */
import { afterAll, describe, expect } from 'vitest'
import type { ApiClient } from '../../test/api-client.ts'
import { type Fixtures, test as base } from '../../test/fixtures.ts'
import {
  createRegistrationFetcher,
  endpointAt,
  endpointsOf,
  signInAgain,
  subscriptionFor,
  vapidKeyOf,
} from '../../test/push-registration.ts'
import {
  REGISTRATIONS_PER_MINUTE,
  SUBSCRIPTIONS_PER_ACCOUNT,
  SUBSCRIPTIONS_PER_PUSH_SERVICE,
} from './push-limits.ts'

const fetcher = createRegistrationFetcher()
afterAll(() => fetcher.close())

const test = base.extend<{ push: ApiClient }>({
  push: async ({ appWith }, use) => use(await appWith({}, { fetcher })),
})

type Register = (endpoint: string, token?: string) => Promise<number>

/** Registers `endpoint` (with fresh keys) in a session of the user, a second of the clock after the last. */
function registering({ push, user, clock }: Pick<Fixtures, 'user' | 'clock'> & { push: ApiClient }) {
  let vapidKey: string | undefined
  const register: Register = async (endpoint, token = user.token) => {
    vapidKey ??= await vapidKeyOf(push, user.token)
    clock.advance(1000)
    const saved = await push.call('POST /users/fcm/token', {
      token,
      body: { fcmToken: crypto.randomUUID(), subscription: subscriptionFor(vapidKey, endpoint) },
    })
    return saved.status
  }
  return register
}

/** `count` sessions of the user, each with one endpoint at the origin `originOf(index)` registered in turn. */
async function devices(
  push: ApiClient,
  user: Fixtures['user'],
  register: Register,
  count: number,
  originOf: (index: number) => string,
) {
  const registered: { token: string; endpoint: string }[] = []
  for (let index = 0; index < count; index++) {
    const token = await signInAgain(push, user)
    const endpoint = endpointAt(originOf(index))
    expect(await register(endpoint, token)).toBe(200)
    registered.push({ token, endpoint })
  }
  return registered
}

describe('how many subscriptions an account keeps', () => {
  test('a session keeps only its newest subscription', async ({ push, user, clock, database }) => {
    const register = registering({ push, user, clock })
    const first = endpointAt('https://fcm.push.test')
    const second = endpointAt('https://moz.push.test')
    expect(await register(first)).toBe(200)
    expect(await register(second)).toBe(200)
    expect(await endpointsOf(database, user.id)).toEqual([second])
  })

  test('an account keeps its ten newest: the one registered longest ago goes, and refreshing one makes it new', async ({
    push,
    user,
    clock,
    database,
  }) => {
    const register = registering({ push, user, clock })
    // Two push services, five each: only the account's limit applies.
    const origins = ['https://fcm.push.test', 'https://moz.push.test']
    const ten = await devices(push, user, register, SUBSCRIPTIONS_PER_ACCOUNT, (i) => origins[i % 2]!)
    expect(await endpointsOf(database, user.id)).toEqual(ten.map((d) => d.endpoint).sort())

    // The oldest refreshes (as browsers do weekly): the second oldest is now the one to go.
    const [oldest, secondOldest] = ten as [(typeof ten)[0], (typeof ten)[0]]
    expect(await register(oldest.endpoint, oldest.token)).toBe(200)
    const [eleventh] = await devices(push, user, register, 1, () => 'https://apple.push.test')
    const kept = await endpointsOf(database, user.id)
    expect(kept).toHaveLength(SUBSCRIPTIONS_PER_ACCOUNT)
    expect(kept).toContain(oldest.endpoint)
    expect(kept).toContain(eleventh!.endpoint)
    expect(kept).not.toContain(secondOldest.endpoint)
  })

  test('at most five at one push service: its oldest goes, the account’s older ones elsewhere stay', async ({
    push,
    user,
    clock,
    database,
  }) => {
    const register = registering({ push, user, clock })
    const [elsewhere] = await devices(push, user, register, 1, () => 'https://moz.push.test')
    const atOne = await devices(
      push,
      user,
      register,
      SUBSCRIPTIONS_PER_PUSH_SERVICE + 1,
      () => 'https://fcm.push.test',
    )
    expect(await endpointsOf(database, user.id)).toEqual(
      [elsewhere!, ...atOne.slice(1)].map((d) => d.endpoint).sort(),
    )
  })

  test('another account registering the same endpoint gets a row of its own; the first keeps its own', async ({
    push,
    user,
    makeUser,
    clock,
    database,
  }) => {
    const other = await makeUser()
    const endpoint = endpointAt('https://fcm.push.test')
    expect(await registering({ push, user, clock })(endpoint)).toBe(200)
    expect(await registering({ push, user: other, clock })(endpoint)).toBe(200)
    expect(await endpointsOf(database, user.id)).toEqual([endpoint])
    expect(await endpointsOf(database, other.id)).toEqual([endpoint])
    // The second account forgetting it leaves the first's.
    expect((await push.call('POST /users/logout', { token: other.token })).status).toBe(200)
    expect(await endpointsOf(database, user.id)).toEqual([endpoint])
  })

  test(`registrations are limited to ${REGISTRATIONS_PER_MINUTE} a minute per account`, async ({
    push,
    user,
    makeUser,
    clock,
  }) => {
    const register = registering({ push, user, clock })
    for (let i = 0; i < REGISTRATIONS_PER_MINUTE; i++) {
      expect(await register(endpointAt('https://fcm.push.test'))).toBe(200)
    }
    expect(await register(endpointAt('https://fcm.push.test'))).toBe(429)
    const other = await makeUser()
    expect(await registering({ push, user: other, clock })(endpointAt('https://fcm.push.test'))).toBe(200)
  })
})

/**
 * Registering Web Push subscriptions in API tests: endpoints at push services whose names a resolver of
 * the test answers (public ones without any network, private and failing ones on purpose), more sessions
 * of one person, and what an account keeps.
 */
import type { LookupAddress } from 'node:dns'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { pushSubscriptions } from '../db/schema/index.ts'
import { createSafeFetcher } from '../fetching/safe-fetch.ts'
import type { ApiClient } from './api-client.ts'
import type { TestUser } from './fixtures.ts'
import { makeDeviceKeys } from './web-push-protocol.ts'

/** Names ending in .push.test are push services on a public address; a few others fail in their own way. */
const NAMED: Record<string, LookupAddress[]> = {
  'lan.test': [{ address: '10.0.0.1', family: 4 }],
  'half-private.test': [
    { address: '93.184.216.34', family: 4 },
    { address: '192.168.1.1', family: 4 },
  ],
}

/** IPv6 forms that carry an IPv4 address, each one the SSRF rule refuses: `<form>.v6.test` resolves to it. */
export const PRIVATE_IPV6_FORMS: Record<string, string> = {
  compatible: '::127.0.0.1',
  mapped: '::ffff:127.0.0.1',
  translated: '::ffff:0:127.0.0.1',
  nat64: '64:ff9b::a9fe:a9fe',
  'local-nat64': '64:ff9b:1::808:808',
  '6to4': '2002:7f00:1::',
  teredo: '2001:0:4136:e378:8000:63bf:f5ff:fffe',
  isatap: '2606:4700:1::5efe:c0a8:101',
}

const failure = (hostname: string, code: string) =>
  Object.assign(new Error(`getaddrinfo ${code} ${hostname}`), { code })

/**
 * `silent.test` never answers; `flaky.test` fails as a DNS server that does not answer (EAI_AGAIN); any
 * other name does not exist.
 */
export async function resolveTestName(hostname: string): Promise<LookupAddress[]> {
  if (hostname.endsWith('.push.test')) return [{ address: '93.184.216.34', family: 4 }]
  const v6 = PRIVATE_IPV6_FORMS[/^(.+)\.v6\.test$/.exec(hostname)?.[1] ?? '']
  if (v6) return [{ address: v6, family: 6 }]
  const named = NAMED[hostname]
  if (named) return named
  if (hostname === 'silent.test') return new Promise<never>(() => undefined)
  if (hostname === 'flaky.test') throw failure(hostname, 'EAI_AGAIN')
  throw failure(hostname, 'ENOTFOUND')
}

export const LOOKUP_LIMIT_MS = 200

/** The production rule (public addresses only) on the names above, with a short lookup limit. */
export const createRegistrationFetcher = () =>
  createSafeFetcher({ resolve: resolveTestName, lookupTimeoutMs: LOOKUP_LIMIT_MS })

export const endpointAt = (origin: string) => `${origin}/send/${crypto.randomUUID()}`

export function subscriptionFor(vapidKey: string, endpoint = endpointAt('https://fcm.push.test')) {
  const keys = makeDeviceKeys()
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, vapidKey }
}

export async function vapidKeyOf(api: ApiClient, token: string): Promise<string> {
  return ((await api.call('GET /users/fcm/vapid-key', { token })).body as { vapidKey: string }).vapidKey
}

/** A new session of the person (signing in again, as on another browser); its token. */
export async function signInAgain(api: ApiClient, user: TestUser): Promise<string> {
  const login = await api.call('POST /users/login', { body: { email: user.email, password: user.password } })
  return (login.body as { token: string }).token
}

/** The endpoints an account keeps, sorted. */
export async function endpointsOf(database: Database, userId: string): Promise<string[]> {
  const rows = await database.db
    .select()
    .from(pushSubscriptions)
    .where(sql`user_id = ${userId}`)
  return rows.map((row) => row.endpoint).sort()
}

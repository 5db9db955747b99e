/**
 * How much Web Push one account can make the server do, in one place. A message is encrypted and posted
 * once per subscription of its recipient, so without bounds one account could register thousands of
 * endpoints (freezing the server while it encrypts for all of them) or point them all at one host (which
 * then gets a POST per endpoint per message).
 *
 * A browser holds one subscription per site, so a session (one browser) needs one, and a person a handful
 * (phone, laptop, tablet…): registering past a limit forgets the subscription registered (or refreshed,
 * which browsers do weekly) longest ago, never the new one.
 */

/** A session is one browser; its newest subscription replaces the one before. */
export const SUBSCRIPTIONS_PER_SESSION = 1
/** An account's devices; the one registered longest ago goes first. */
export const SUBSCRIPTIONS_PER_ACCOUNT = 10
/**
 * An account's subscriptions at one push service (one origin, e.g. https://fcm.googleapis.com): few people
 * have more devices on one browser family, and it bounds what one message makes the server send one host.
 */
export const SUBSCRIPTIONS_PER_PUSH_SERVICE = 5
/** Registrations per account and minute (a browser registers at login, when allowed, and weekly). */
export const REGISTRATIONS_PER_MINUTE = 20

/**
 * Delivery, for all accounts together (push-delivery-queue.ts). Pushes start one per turn of the event
 * loop (each one's encryption takes about half a millisecond), so the limits are about the push services:
 * how many requests wait for them at once, and how fast each is sent to.
 */
export const DELIVERY_LIMITS = {
  /** POSTs waiting for their push service's answer, all services together. */
  inFlight: 16,
  /** …and at one push service, so one that never answers cannot hold every place. */
  inFlightPerOrigin: 4,
  /** Pushes started per second at one push service (a token bucket holding one second's worth). */
  perOriginPerSecond: 50,
  /** Pushes waiting to start; past either bound a new one is dropped (and counted in the log). */
  queued: 2000,
  queuedPerOrigin: 500,
}

export type DeliveryLimits = typeof DELIVERY_LIMITS

/** At shutdown, pushes not started within this are dropped; those under way get their own time limit. */
export const SETTLE_QUEUED_MS = 5000

export interface KeptSubscription {
  id: string
  sessionId: string | null
  endpoint: string
}

const originOf = (endpoint: string) => URL.parse(endpoint)?.origin ?? endpoint

/**
 * The subscriptions an account must forget to be within the limits, given all of them newest first: going
 * from the newest, each is kept while its session, its push service and the account have room.
 */
export function subscriptionsOverLimits(newestFirst: readonly KeptSubscription[]): string[] {
  const perSession = new Map<string, number>()
  const perOrigin = new Map<string, number>()
  let kept = 0
  const over: string[] = []
  for (const { id, sessionId, endpoint } of newestFirst) {
    const origin = originOf(endpoint)
    const inSession = sessionId ? (perSession.get(sessionId) ?? 0) : 0
    const atOrigin = perOrigin.get(origin) ?? 0
    if (
      inSession >= SUBSCRIPTIONS_PER_SESSION ||
      atOrigin >= SUBSCRIPTIONS_PER_PUSH_SERVICE ||
      kept >= SUBSCRIPTIONS_PER_ACCOUNT
    ) {
      over.push(id)
      continue
    }
    if (sessionId) perSession.set(sessionId, inSession + 1)
    perOrigin.set(origin, atOrigin + 1)
    kept++
  }
  return over
}

/**
 * The VAPID authorization (RFC 8292) a push service checks: a JWT for its origin signed with the server's
 * key. It does not depend on the message, so each origin's is signed once and reused for hours, instead
 * of once per push (a key conversion and an ECDSA signature each time).
 */
import webpush from 'web-push'
import { createBoundedCache } from '../../caching/bounded-cache.ts'
import type { VapidKeys } from './vapid-keys.ts'

/** How long a signed authorization is valid (push services accept up to 24 hours). */
export const VAPID_VALID_SECONDS = 12 * 60 * 60
/** Reused for this long, so one in use always has an hour left. */
const REUSED_MS = (VAPID_VALID_SECONDS - 60 * 60) * 1000
/** Origins remembered at once; an unusual one past that is signed again when next needed. */
const MAX_ORIGINS = 1000

export function createVapidAuthorization(keys: VapidKeys, now: () => Date = () => new Date()) {
  const signed = createBoundedCache<string, string>({ maxEntries: MAX_ORIGINS, ttlMs: REUSED_MS, now })
  /** `vapid t=<JWT>, k=<public key>` for the push service at `origin`. */
  return (origin: string): string => {
    const kept = signed.get(origin)
    if (kept) return kept
    const expiration = Math.floor(now().getTime() / 1000) + VAPID_VALID_SECONDS
    const { Authorization } = webpush.getVapidHeaders(
      origin,
      keys.subject,
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
      expiration,
    )
    signed.set(origin, Authorization)
    return Authorization
  }
}

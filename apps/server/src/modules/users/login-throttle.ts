/**
 * Failed sign-ins counted per account, whatever addresses they come from (the per-address limit cannot see
 * a guesser with many addresses). Past THRESHOLD failures within WINDOW the account is locked for a
 * minute, then each further failure locks it twice as long as the last time, up to MAX_LOCK: a guesser
 * gets a few tries an hour, and a person who is the target is never kept out long (a reset link, which
 * proves the mailbox, also ends the lock). The right password during a lock is refused too, or it would be
 * no lock.
 *
 * An attempt is counted before its password is checked, so guesses sent all at once are counted as they
 * arrive, not after their hashes are done; the right password clears the count again. Unknown emails are
 * counted alike: a lock says nothing about whether an account exists.
 *
 * In memory for now, behind this interface (rate limits move to a shared store for several processes).
 */
import { type BoundedCache, createBoundedCache } from '../../caching/bounded-cache.ts'

export const THRESHOLD = 10
export const WINDOW_MS = 15 * 60_000
export const FIRST_LOCK_MS = 60_000
export const MAX_LOCK_MS = 15 * 60_000
/** About 2 MB at most: an email is at most 254 characters. */
export const MAX_ACCOUNTS = 5_000

export interface LoginThrottle {
  /**
   * Counts an attempt on what it is counted under (an account's email, as normalised for lookup, or a
   * device the account signed in on before) before its password is checked: null when it may go on, or
   * the milliseconds until it may be tried again.
   */
  attempt(account: string): Promise<number | null>
  /** The right password, or a new one through a reset link: the account starts afresh. */
  clear(account: string): Promise<void>
}

interface Failures {
  count: number
  lastAt: number
  lockedUntil: number
  lastLockMs: number
}

export function createMemoryLoginThrottle(now: () => Date): LoginThrottle {
  // Least recently tried accounts are forgotten first, so random emails cannot grow it without bound; an
  // entry lives as long as its longest lock and the window after it, after which it would count from
  // nothing anyway.
  const accounts: BoundedCache<string, Failures> = createBoundedCache({
    maxEntries: MAX_ACCOUNTS,
    ttlMs: WINDOW_MS + MAX_LOCK_MS,
    now,
  })

  return {
    async attempt(account) {
      const at = now().getTime()
      const known = accounts.get(account)
      if (known && known.lockedUntil > at) return known.lockedUntil - at
      // The window runs from the last failure, or from the end of the lock that followed it.
      const fresh = !known || at - Math.max(known.lastAt, known.lockedUntil) > WINDOW_MS
      const failures = fresh ? { count: 0, lastAt: at, lockedUntil: 0, lastLockMs: 0 } : known
      failures.count += 1
      failures.lastAt = at
      if (failures.count >= THRESHOLD) {
        failures.lastLockMs = Math.min(
          failures.lastLockMs === 0 ? FIRST_LOCK_MS : failures.lastLockMs * 2,
          MAX_LOCK_MS,
        )
        failures.lockedUntil = at + failures.lastLockMs
      }
      accounts.set(account, failures)
      return null
    },
    async clear(account) {
      accounts.delete(account)
    },
  }
}

/**
 * Names that just failed to resolve, remembered for a short while. On a machine whose DNS does not answer
 * (a home server whose internet is down), an import with hundreds of pictures on one site would otherwise
 * wait out the lookup time limit once for every picture: minutes of a job spent learning the same thing.
 */

/** Long enough for the rest of an import's pictures; short enough that a site back online is soon found. */
export const REMEMBER_FAILED_NAMES_MS = 30_000
const MAX_REMEMBERED = 1_000

export function createFailedNames(ttlMs = REMEMBER_FAILED_NAMES_MS, now = () => performance.now()) {
  const failed = new Map<string, { error: Error; until: number }>()
  return {
    /** The error the name failed with, if that was recent. */
    recent(hostname: string): Error | undefined {
      const entry = failed.get(hostname)
      if (entry && entry.until > now()) return entry.error
      failed.delete(hostname)
      return undefined
    },
    remember(hostname: string, error: Error): void {
      // The oldest goes first: a file naming thousands of hosts cannot grow this without bound.
      const oldest = failed.size >= MAX_REMEMBERED ? failed.keys().next().value : undefined
      if (oldest !== undefined) failed.delete(oldest)
      failed.set(hostname, { error, until: now() + ttlMs })
    },
  }
}

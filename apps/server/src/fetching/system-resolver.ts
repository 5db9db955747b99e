/**
 * Names resolved the way the rest of the system does (getaddrinfo: /etc/hosts, then DNS), but never more
 * than a few at once. getaddrinfo runs on libuv's small thread pool (4 threads), which also does file
 * access, sharp's image work and hashing: on a machine whose DNS answers nothing, each lookup holds a
 * thread for as long as the system waits, and four at once (an import's pictures) would freeze all of
 * that for everyone. Lookups past the limit wait their turn, and give up when their caller does.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns'

/** Name → every address it has. Rejects with the lookup's error (its `code`, e.g. ENOTFOUND). */
export type Resolve = (hostname: string, signal: AbortSignal) => Promise<LookupAddress[]>

type SystemLookup = (
  hostname: string,
  options: { all: true },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void

const reasonOf = (signal: AbortSignal): Error =>
  signal.reason instanceof Error ? signal.reason : new Error('The lookup was given up.')

/** Half the default thread pool: the other half stays free for files and pictures. */
export const MAX_SYSTEM_LOOKUPS = 2

export function createSystemResolver(
  lookup: SystemLookup = dnsLookup,
  maxInFlight = MAX_SYSTEM_LOOKUPS,
): Resolve & { readonly inFlight: number } {
  let inFlight = 0
  const waiting: (() => void)[] = []

  /** Resolves once a slot is held; a slot is handed straight to the next in line, never left open. */
  const acquire = (signal: AbortSignal) =>
    new Promise<void>((granted, giveUp) => {
      if (signal.aborted) {
        giveUp(reasonOf(signal))
        return
      }
      if (inFlight < maxInFlight) {
        inFlight++
        granted()
        return
      }
      const onAbort = () => {
        waiting.splice(waiting.indexOf(next), 1)
        giveUp(reasonOf(signal))
      }
      const next = () => {
        signal.removeEventListener('abort', onAbort)
        granted()
      }
      waiting.push(next)
      signal.addEventListener('abort', onAbort, { once: true })
    })

  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else inFlight--
  }

  const resolve = async (hostname: string, signal: AbortSignal) => {
    await acquire(signal)
    return new Promise<LookupAddress[]>((answer, fail) => {
      try {
        lookup(hostname, { all: true }, (error, addresses) => {
          // The thread is free only now, whether or not the caller still waits for the answer.
          release()
          if (error) fail(error)
          else answer(addresses)
        })
      } catch (error) {
        // Refused before it started (a malformed name): no thread was taken.
        release()
        fail(error instanceof Error ? error : new Error(String(error)))
      }
    })
  }
  return Object.defineProperty(resolve, 'inFlight', { get: () => inFlight }) as Resolve & {
    readonly inFlight: number
  }
}

/**
 * The lookup every connection of the safe fetcher makes: the name's addresses within a time limit, and
 * only when every one of them is allowed (otherwise a name could answer with a private address later).
 * Whatever the resolver does (fails, throws, answers twice, never answers), the connection gets exactly
 * one answer: an error here becomes a failed fetch, never an exception in a DNS callback. A name that just
 * failed fails again at once for a while (see failed-names.ts).
 */
import type { LookupAddress } from 'node:dns'
import { createFailedNames } from './failed-names.ts'
import type { Resolve } from './system-resolver.ts'

/** The codes describeFailure() turns into words. */
export const PRIVATE_ADDRESS = 'EREFUSED_PRIVATE'
export const LOOKUP_TIMEOUT = 'ELOOKUP_TIMEOUT'

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void

const failure = (message: string, code: string) => Object.assign(new Error(message), { code })

/** Failures that say the name cannot be had right now, as opposed to a refusal of what it resolved to. */
const NAME_FAILURES = new Set(['ENOTFOUND', 'ENODATA', 'EAI_AGAIN', LOOKUP_TIMEOUT])

export function createCheckedLookup(options: {
  resolve: Resolve
  isAllowed: (address: string) => boolean
  timeoutMs: number
}) {
  const failedNames = createFailedNames()

  async function resolveInTime(hostname: string): Promise<LookupAddress[]> {
    const signal = AbortSignal.timeout(options.timeoutMs)
    const timedOut = new Promise<never>((_resolve, reject) =>
      signal.addEventListener(
        'abort',
        () => reject(failure(`${hostname} was not resolved in time`, LOOKUP_TIMEOUT)),
        { once: true },
      ),
    )
    // A resolver that ignores the signal still loses the race.
    return Promise.race([options.resolve(hostname, signal), timedOut])
  }

  async function addressesOf(hostname: string): Promise<LookupAddress[]> {
    const recent = failedNames.recent(hostname)
    if (recent) throw recent
    let addresses: LookupAddress[]
    try {
      addresses = await resolveInTime(hostname)
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code
      if (error instanceof Error && typeof code === 'string' && NAME_FAILURES.has(code)) {
        failedNames.remember(hostname, error)
      }
      throw error
    }
    if (addresses.length === 0) throw failure(`${hostname} has no address`, 'ENOTFOUND')
    if (addresses.some(({ address }) => !options.isAllowed(address))) {
      throw failure(`${hostname} resolves to a private address`, PRIVATE_ADDRESS)
    }
    return addresses
  }

  const lookup = (hostname: string, lookupOptions: { all?: boolean }, callback: LookupCallback) => {
    addressesOf(hostname).then(
      (addresses) => {
        const [first] = addresses
        if (lookupOptions.all) callback(null, addresses)
        else if (first) callback(null, first.address, first.family)
      },
      (error: unknown) => callback(error instanceof Error ? error : failure(String(error), 'ENOTFOUND'), []),
    )
  }
  /** The same answer as a promise: the addresses, or the error a connection would get. */
  return Object.assign(lookup, { addresses: addressesOf })
}

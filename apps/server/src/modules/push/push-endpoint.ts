/**
 * Which push endpoints are accepted when a device registers: https addresses (what push services use;
 * plain http only where private addresses are allowed, for a push service of a test on loopback) whose
 * host the safe fetcher would connect to now: resolved within its lookup limit, to public addresses only.
 * What could never be sent is refused at once, with words the person can act on; sending checks again,
 * since a name may resolve elsewhere later.
 */
import { LOOKUP_TIMEOUT, PRIVATE_ADDRESS } from '../../fetching/checked-lookup.ts'
import { FetchError, type SafeFetcher } from '../../fetching/safe-fetch.ts'
import { AppError } from '../../errors.ts'

const FIELD = 'subscription.endpoint'

function refused(message: string): AppError {
  return new AppError('invalid_input', message, { [FIELD]: message })
}

function wordsFor(error: FetchError, host: string): string {
  switch (error.code) {
    case PRIVATE_ADDRESS:
      return 'The endpoint is on a private network; only push services on the public internet are used'
    case 'ENOTFOUND':
    case 'ENODATA':
      return `No push service called ${host} could be found`
    case 'EAI_AGAIN':
    case LOOKUP_TIMEOUT:
      return `The push service ${host} could not be reached: its name could not be looked up. Try again later`
    default:
      return error.message
  }
}

export async function checkEndpoint(
  endpoint: string,
  deps: { fetcher: SafeFetcher; allowHttp: boolean },
): Promise<void> {
  const url = URL.parse(endpoint)
  if (!url) throw refused('The endpoint must be a web address')
  if (url.protocol !== 'https:' && !(deps.allowHttp && url.protocol === 'http:')) {
    throw refused('The endpoint must be an https:// address, as push services use')
  }
  try {
    await deps.fetcher.check(endpoint)
  } catch (error) {
    if (error instanceof FetchError) throw refused(wordsFor(error, url.hostname))
    throw error
  }
}

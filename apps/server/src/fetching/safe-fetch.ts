/**
 * Fetching addresses that people give (a recipe page to clip, a picture an import file points to): the
 * public internet only, checked on the address each connection really uses (so a name that resolves to
 * 127.0.0.1, or a redirect to the LAN, is refused too), a time limit, a size limit, and a few redirects.
 * Every way a site can fail ends as a FetchError with a message a person can act on.
 */
import { isIP } from 'node:net'
import type { Agent } from 'undici'
import { BOT_CHECK_SCAN_CHARS, isBotCheck, isRefusingStatus } from './bot-check.ts'
import { createCheckedLookup, PRIVATE_ADDRESS } from './checked-lookup.ts'
import { describeFailure, PRIVATE_NETWORK } from './fetch-failure.ts'
import { isPublicAddress } from './public-address.ts'
import { readCapped, readStart, TooLargeError } from './read-capped.ts'
import { createSystemResolver, type Resolve } from './system-resolver.ts'

export interface FetchLimits {
  maxBytes: number
  timeoutMs: number
  maxRedirects: number
}

export const PAGE_LIMITS: FetchLimits = { maxBytes: 5 * 1024 * 1024, timeoutMs: 15_000, maxRedirects: 5 }

/** A name that takes longer is given up on: the rest of the fetch's time would be spent waiting for nothing. */
export const LOOKUP_TIMEOUT_MS = 5_000

/** A browser's user agent: many recipe sites answer an unknown client with a bot wall instead of the page. */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'

/**
 * The code of a FetchError when the site refused this server the page (a 401, 403 or 429, or a 503 whose
 * page is a bot check; see bot-check.ts): a browser that has the page open may still clip it.
 */
export const SITE_REFUSED = 'SITE_REFUSED'

/** Whether an error answer means the site refused the page; only a 503's page is read to tell. */
async function refusesPage(response: {
  status: number
  body: ReadableStream<Uint8Array> | null
}): Promise<boolean> {
  if (isRefusingStatus(response.status)) return true
  if (response.status !== 503) return false
  // Read as UTF-8 whatever the charset: what tells a bot check is mostly ASCII.
  const start = await readStart(response.body, BOT_CHECK_SCAN_CHARS)
  return isBotCheck(new TextDecoder().decode(start))
}

/** The fetch was refused or failed; the message says why, in words a person can act on. */
export class FetchError extends Error {
  override name = 'FetchError'
  /** The failure's code when a caller may word it otherwise: PRIVATE_ADDRESS, LOOKUP_TIMEOUT, ENOTFOUND… */
  readonly code: string | undefined

  constructor(message: string, options?: { cause?: unknown; code?: string }) {
    super(message, options)
    const causeCode = (options?.cause as { code?: unknown } | undefined)?.code
    this.code = options?.code ?? (typeof causeCode === 'string' ? causeCode : undefined)
  }
}

export interface Fetched {
  /** The address the content finally came from, after redirects. */
  url: string
  contentType: string
  body: Uint8Array
}

export interface SafeFetcherOptions {
  /** Which addresses may be connected to: public ones (the default) everywhere but in tests. */
  isAllowed?: (address: string) => boolean
  /** Name → addresses; the system's resolver unless a test injects one that fails or never answers. */
  resolve?: Resolve
  lookupTimeoutMs?: number
  /** Certificates to trust instead of the usual ones: a test's own HTTPS server. */
  ca?: string
}

/** For tests that fetch from loopback (CLIP_ALLOW_PRIVATE): every address is allowed. */
export const anyAddress = () => true

function parseTarget(address: string, isAllowed: (address: string) => boolean): URL {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    throw new FetchError('That is not a web address.')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchError('Only http:// and https:// addresses can be fetched.')
  }
  if (url.username || url.password)
    throw new FetchError('Addresses with a user name or password are not fetched.')
  const host = url.hostname.replace(/^\[|\]$/g, '')
  // A literal address is connected to without a lookup, so it is checked here.
  if (isIP(host) && !isAllowed(host)) throw new FetchError(PRIVATE_NETWORK, { code: PRIVATE_ADDRESS })
  return url
}

/** Where a redirect goes: refused when it goes nowhere, in a circle, or too far. */
function redirectTarget(
  response: { status: number; headers: { get(name: string): string | null } },
  from: URL,
  visited: Set<string>,
  limits: FetchLimits,
  isAllowed: (address: string) => boolean,
): URL {
  const location = response.headers.get('location')
  if (!location) {
    throw new FetchError(
      `The site answered with a redirect (HTTP ${response.status}) without saying where to.`,
    )
  }
  let next: URL
  try {
    next = parseTarget(new URL(location, from).toString(), isAllowed)
  } catch (error) {
    if (error instanceof FetchError) throw error
    throw new FetchError('The site redirects to an address that is not valid.')
  }
  if (visited.has(next.toString())) throw new FetchError('The address redirects in a loop.')
  if (visited.size > limits.maxRedirects) throw new FetchError('The address redirects too many times.')
  return next
}

export function createSafeFetcher(options: SafeFetcherOptions = {}) {
  const isAllowed = options.isAllowed ?? isPublicAddress
  const lookup = createCheckedLookup({
    resolve: options.resolve ?? createSystemResolver(),
    isAllowed,
    timeoutMs: options.lookupTimeoutMs ?? LOOKUP_TIMEOUT_MS,
  })
  // undici loads with the first fetch: it weighs a tenth of a second of every start otherwise.
  let client: Promise<{ agent: Agent; fetch: typeof import('undici').fetch }> | undefined
  const connect = () =>
    (client ??= import('undici').then(({ Agent, fetch }) => ({
      agent: new Agent({ connect: { lookup, ...(options.ca && { ca: options.ca }) } }),
      fetch,
    })))

  async function fetchOnce(url: URL, signal: AbortSignal, accept: string) {
    const { agent, fetch } = await connect()
    try {
      return await fetch(url, {
        dispatcher: agent,
        redirect: 'manual',
        signal,
        headers: { 'user-agent': BROWSER_USER_AGENT, accept, 'accept-language': 'en, *;q=0.5' },
      })
    } catch (error) {
      throw new FetchError(describeFailure(error, url.hostname), { cause: error })
    }
  }

  return {
    async fetch(address: string, limits: FetchLimits, accept = '*/*'): Promise<Fetched> {
      const signal = AbortSignal.timeout(limits.timeoutMs)
      let url = parseTarget(address, isAllowed)
      const visited = new Set([url.toString()])
      for (;;) {
        const response = await fetchOnce(url, signal, accept)
        if (response.status >= 300 && response.status < 400) {
          await response.body?.cancel().catch(() => undefined)
          url = redirectTarget(response, url, visited, limits, isAllowed)
          visited.add(url.toString())
          continue
        }
        if (!response.ok) {
          const refused = await refusesPage(response).catch(() => false)
          await response.body?.cancel().catch(() => undefined)
          throw new FetchError(`The site answered with an error (HTTP ${response.status}).`, {
            ...(refused && { code: SITE_REFUSED }),
          })
        }
        try {
          // A compressed body's length says nothing of what it unpacks to; readCapped counts that.
          const length = response.headers.has('content-encoding')
            ? null
            : response.headers.get('content-length')
          const body = await readCapped(response.body, limits.maxBytes, length)
          return { url: url.toString(), contentType: response.headers.get('content-type') ?? '', body }
        } catch (error) {
          if (error instanceof TooLargeError) throw new FetchError(error.message)
          throw new FetchError(describeFailure(error, url.hostname), { cause: error })
        }
      }
    },

    /**
     * Sends a request with a body (a Web Push message) to a permitted address and answers its status,
     * whatever it is: the caller decides what a 404 or a 500 means. No redirects are followed, and what
     * the server answers is not read.
     */
    async send(
      address: string,
      request: { method: 'POST'; headers: Record<string, string>; body: Uint8Array },
      timeoutMs: number,
    ): Promise<{ status: number }> {
      const url = parseTarget(address, isAllowed)
      const { agent, fetch } = await connect()
      try {
        const response = await fetch(url, {
          dispatcher: agent,
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
          method: request.method,
          headers: request.headers,
          body: request.body,
        })
        await response.body?.cancel().catch(() => undefined)
        return { status: response.status }
      } catch (error) {
        throw new FetchError(describeFailure(error, url.hostname), { cause: error })
      }
    },

    /**
     * Whether `address` could be fetched now, without connecting: a web address whose name resolves (within
     * the lookup's time limit) to allowed addresses only. Throws a FetchError saying why not. A fetch
     * checks again, as a name may resolve otherwise by then.
     */
    async check(address: string): Promise<void> {
      const url = parseTarget(address, isAllowed)
      const host = url.hostname.replace(/^\[|\]$/g, '')
      if (isIP(host)) return
      try {
        await lookup.addresses(host)
      } catch (error) {
        throw new FetchError(describeFailure(error, host), { cause: error })
      }
    },

    async close() {
      if (client) await (await client).agent.close()
    },
  }
}

export type SafeFetcher = ReturnType<typeof createSafeFetcher>

/**
 * Fetching addresses that people give (a recipe page to clip, a picture an import file points to): the
 * public internet only, checked on the address each connection really uses (so a name that resolves to
 * 127.0.0.1, or a redirect to the LAN, is refused too), a time limit, a size limit, and a few redirects.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { isIP } from 'node:net'
import type { Agent } from 'undici'
import { isPublicAddress } from './public-address.ts'

export interface FetchLimits {
  maxBytes: number
  timeoutMs: number
  maxRedirects: number
}

export const PAGE_LIMITS: FetchLimits = { maxBytes: 5 * 1024 * 1024, timeoutMs: 15_000, maxRedirects: 5 }

/** A browser's user agent: many recipe sites answer an unknown client with a bot wall instead of the page. */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'

/** The fetch was refused or failed; the message says why, in words a person can act on. */
export class FetchError extends Error {
  override name = 'FetchError'
}

export interface Fetched {
  /** The address the content finally came from, after redirects. */
  url: string
  contentType: string
  body: Uint8Array
}

const REFUSED = 'That address is on a private network; only public web pages can be fetched.'

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void

function checkedLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    dnsLookup(hostname, { all: true }, (error, addresses) => {
      const first = addresses[0]
      if (error) {
        callback(error, [])
      } else if (!allowPrivate && addresses.some(({ address }) => !isPublicAddress(address))) {
        // Every address must be public: otherwise the name could be made to answer with a private one later.
        callback(Object.assign(new Error(REFUSED), { code: 'EREFUSED_PRIVATE' }), [])
      } else if (options.all) {
        callback(null, addresses)
      } else if (!first) {
        callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), [])
      } else {
        callback(null, first.address, first.family)
      }
    })
  }
}

function parseTarget(address: string, allowPrivate: boolean): URL {
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
  if (!allowPrivate && isIP(host) && !isPublicAddress(host)) throw new FetchError(REFUSED)
  return url
}

function describe(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
  const code = (cause as { code?: string }).code
  if (code === 'EREFUSED_PRIVATE') return REFUSED
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'That site could not be found; check the address.'
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return 'The site took too long to answer.'
  }
  return 'The site could not be reached.'
}

async function readCapped(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array> {
  if (!body) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of body) {
    size += chunk.byteLength
    if (size > maxBytes) {
      await body.cancel().catch(() => undefined)
      throw new FetchError(`The content is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`)
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

export function createSafeFetcher(options: { allowPrivate: boolean }) {
  // undici loads with the first fetch: it weighs a tenth of a second of every start otherwise.
  let client: Promise<{ agent: Agent; fetch: typeof import('undici').fetch }> | undefined
  const connect = () =>
    (client ??= import('undici').then(({ Agent, fetch }) => ({
      agent: new Agent({ connect: { lookup: checkedLookup(options.allowPrivate) } }),
      fetch,
    })))
  return {
    async fetch(address: string, limits: FetchLimits, accept = '*/*'): Promise<Fetched> {
      const { agent, fetch } = await connect()
      const signal = AbortSignal.timeout(limits.timeoutMs)
      let url = parseTarget(address, options.allowPrivate)
      for (let redirects = 0; ; redirects++) {
        let response
        try {
          response = await fetch(url, {
            dispatcher: agent,
            redirect: 'manual',
            signal,
            headers: { 'user-agent': BROWSER_USER_AGENT, accept, 'accept-language': 'en, *;q=0.5' },
          })
        } catch (error) {
          throw new FetchError(describe(error), { cause: error })
        }
        const location = response.headers.get('location')
        if (response.status >= 300 && response.status < 400 && location) {
          await response.body?.cancel().catch(() => undefined)
          if (redirects >= limits.maxRedirects) throw new FetchError('The address redirects too many times.')
          url = parseTarget(new URL(location, url).toString(), options.allowPrivate)
          continue
        }
        if (!response.ok) {
          await response.body?.cancel().catch(() => undefined)
          throw new FetchError(`The site answered with an error (HTTP ${response.status}).`)
        }
        try {
          const body = await readCapped(response.body, limits.maxBytes)
          return { url: url.toString(), contentType: response.headers.get('content-type') ?? '', body }
        } catch (error) {
          if (error instanceof FetchError) throw error
          throw new FetchError(describe(error), { cause: error })
        }
      }
    },
    async close() {
      if (client) await (await client).agent.close()
    },
  }
}

export type SafeFetcher = ReturnType<typeof createSafeFetcher>

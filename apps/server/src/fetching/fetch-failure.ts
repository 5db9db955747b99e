/**
 * What went wrong with a remote site, in words a person can act on. undici wraps the real cause (a DNS
 * code, a socket error, a TLS alert) in one or two generic errors ("fetch failed", "terminated"), so the
 * chain of causes is searched for the first code that says more.
 */
import { LOOKUP_TIMEOUT, PRIVATE_ADDRESS } from './checked-lookup.ts'

export const PRIVATE_NETWORK = 'That address is on a private network; only public web pages can be fetched.'

const CLOSED_EARLY = 'The site closed the connection before sending everything; try again later.'

const MESSAGES: Record<string, (host: string) => string> = {
  [PRIVATE_ADDRESS]: () => PRIVATE_NETWORK,
  ENOTFOUND: (host) => `No site called ${host} could be found; check the address.`,
  ENODATA: (host) => `No site called ${host} could be found; check the address.`,
  EAI_AGAIN: (host) => lookupFailed(host),
  [LOOKUP_TIMEOUT]: (host) => lookupFailed(host),
  ECONNREFUSED: () => 'The site could not be reached: it refused the connection.',
  EHOSTUNREACH: () => 'The site could not be reached from this server; check its internet connection.',
  ENETUNREACH: () => 'The site could not be reached from this server; check its internet connection.',
  ECONNRESET: () => CLOSED_EARLY,
  EPIPE: () => CLOSED_EARLY,
  UND_ERR_SOCKET: () => CLOSED_EARLY,
  UND_ERR_CONNECT_TIMEOUT: () => 'The site took too long to answer.',
}

function lookupFailed(host: string): string {
  return `The name ${host} could not be looked up: this server's DNS did not answer. Check its internet connection, or try again later.`
}

const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|EPROTO$)/
const CERTIFICATE_CODE = /CERT|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|ERR_TLS_CERT/

function messageFor(code: string, host: string): string | undefined {
  if (CERTIFICATE_CODE.test(code)) {
    return "The site's security certificate is not valid or not trusted, so its secure (https) address was not used."
  }
  if (TLS_CODE.test(code)) return 'A secure (https) connection to the site could not be set up.'
  return MESSAGES[code]?.(host)
}

/** Every error along the `cause` chain, outermost first. */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = []
  let cause = error
  while (cause !== undefined && chain.length < 10) {
    chain.push(cause)
    if (!(cause instanceof Error)) break
    cause = cause.cause
  }
  return chain
}

export function describeFailure(error: unknown, host: string): string {
  const chain = causes(error)
  for (const cause of chain) {
    const { code, name } = (cause ?? {}) as { code?: unknown; name?: unknown }
    if (name === 'TimeoutError' || name === 'AbortError') return 'The site took too long to answer.'
    if (name === 'HTTPParserError') return 'The site did not answer like a web server.'
    // Ports browsers refuse too (SMTP, SSH…), by the Fetch standard.
    if ((cause as Error).message === 'bad port') return 'Web pages are not fetched from that port.'
    const message = typeof code === 'string' ? messageFor(code, host) : undefined
    if (message) return message
  }
  return 'The site could not be reached.'
}

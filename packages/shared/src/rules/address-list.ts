/**
 * A list of web addresses to import, one a line (pasted, or a text file): which lines are addresses the
 * server can fetch, the same test in the web app's count, the API's check and the import files reader.
 */

/** Longer addresses exist, but not for a recipe page; the API refuses them as it refuses a long `url`. */
export const MAX_ADDRESS_CHARS = 2000

/** Scheme, authority and the rest: shared code runs without URL (no DOM or Node types here). */
const WEB_ADDRESS = /^(https?):\/\/([^\s/?#]+)(\S*)$/i

/** An absolute http(s) address with a host and no spaces: what the clipper fetches (it parses it again). */
export function isWebAddress(text: string): boolean {
  if (text.length > MAX_ADDRESS_CHARS) return false
  const authority = WEB_ADDRESS.exec(text)?.[2]
  const host = authority?.slice(authority.lastIndexOf('@') + 1).replace(/:\d*$/, '')
  return host !== undefined && host !== ''
}

/** The same page however it is spelled: `HTTPS://Example.com` and `https://example.com/` are one address. */
export function sameAddressKey(address: string): string {
  const [, scheme = '', authority = '', rest = ''] = WEB_ADDRESS.exec(address) ?? []
  if (!scheme) return address
  const path = rest.startsWith('/') ? rest : `/${rest}`
  return `${scheme.toLowerCase()}://${authority.toLowerCase()}${path}`
}

/** Addresses once each, in their first spelling and order. */
export function withoutRepeats(addresses: readonly string[]): string[] {
  const seen = new Set<string>()
  return addresses.filter((address) => {
    const key = sameAddressKey(address)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

export interface AddressLines {
  /** The web addresses, trimmed, each once. */
  addresses: string[]
  /** The other non-blank lines, trimmed. */
  others: string[]
}

/** The lines of a pasted list or a text file, sorted into addresses and everything else; blank lines dropped. */
export function addressLines(text: string): AddressLines {
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
  return {
    addresses: withoutRepeats(lines.filter(isWebAddress)),
    others: lines.filter((line) => !isWebAddress(line)),
  }
}

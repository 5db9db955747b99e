/**
 * The address links that leave the app start with (calendar feeds, mails, embed code, exported picture
 * links): PUBLIC_URL when the operator set it, else the address the request came to, so a phone on the
 * LAN gets the LAN address it used rather than `localhost`. Fastify's request.protocol and request.host
 * read X-Forwarded-Proto and X-Forwarded-Host only with TRUST_PROXY on. The Host header is the client's
 * word: anything but a plain host[:port] is ignored and the server's own address used instead.
 */
import { isIPv6 } from 'node:net'
import type { TLinkAddress } from '@rosemary/shared/contract'

export type LinkAddress = TLinkAddress

export interface LinkSettings {
  /** PUBLIC_URL without a trailing slash, or null. */
  publicUrl: string | null
  /** The server's own address (http://localhost:PORT), when the request names none worth using. */
  localUrl: string
}

/** What Fastify tells of a request's address (trustProxy decides whose word it takes). */
export interface RequestAddress {
  protocol: string
  host: string
}

/** A DNS name's longest written form (253) and a port: anything longer is not an address. */
const MAX_HOST_LENGTH = 253 + ':65535'.length
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const NAME_AND_PORT = new RegExp(`^(${LABEL}(?:\\.${LABEL})*)(?::(\\d{1,5}))?$`, 'i')
const IPV6_AND_PORT = /^\[([0-9a-f:.]+)\](?::(\d{1,5}))?$/i

function validPort(port: string | undefined): boolean {
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535)
}

/** `host` or `host:port` as a browser sends it (IPv6 in brackets), or null for anything else. */
export function plainHost(host: string): string | null {
  if (host.length === 0 || host.length > MAX_HOST_LENGTH) return null
  const name = NAME_AND_PORT.exec(host)
  if (name) return validPort(name[2]) ? host.toLowerCase() : null
  const ipv6 = IPV6_AND_PORT.exec(host)
  if (ipv6?.[1] && isIPv6(ipv6[1]) && validPort(ipv6[2])) return host.toLowerCase()
  return null
}

export function linkAddress(request: RequestAddress, settings: LinkSettings): LinkAddress {
  if (settings.publicUrl) return { url: settings.publicUrl, source: 'PUBLIC_URL' }
  const host = plainHost(request.host)
  const protocol = request.protocol === 'https' || request.protocol === 'http' ? request.protocol : null
  if (host && protocol) return { url: `${protocol}://${host}`, source: 'request' }
  return { url: settings.localUrl, source: 'server' }
}

/** What routes are given: the link address of the request they answer. */
export type LinkAddressOf = (request: RequestAddress) => LinkAddress

export function linkAddresses(settings: LinkSettings): LinkAddressOf {
  return (request) => linkAddress(request, settings)
}

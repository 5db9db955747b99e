/**
 * Which network addresses a fetch made for a user may reach: the public internet only. A clipped URL (or a
 * picture address inside an import file, or a push endpoint) must not become a way to read the server's own
 * network: its loopback, the LAN, a cloud metadata service (169.254.169.254), or IPv6 equivalents.
 *
 * IPv6 has many ways of carrying an IPv4 address, and a host (or a tunnel or translator on its network)
 * may deliver such an address to that IPv4 address: [::127.0.0.1] or [2002:7f00:1::] can be 127.0.0.1.
 * So every IPv6 address that embeds one is also judged as the IPv4 address(es) it embeds.
 */
import { BlockList, isIP } from 'node:net'

const notPublic = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relays (deprecated)
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use NAT64: translates into the operator's own network, wherever the IPv4 sits
  ['100::', 64], // discard
  ['2001:2::', 48], // benchmarking
  ['2001:10::', 28], // ORCHID
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed inside some networks)
  ['ff00::', 8], // multicast
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6')
}

/** An IPv6 address (no brackets, no zone) as its eight 16-bit groups; null when it is not one. */
function groupsOf(address: string): number[] | null {
  let text = address
  const dotted = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (dotted) {
    const [, head = '', ...octets] = dotted
    const [a, b, c, d] = octets.map(Number) as [number, number, number, number]
    text = `${head}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const halves = text.split('::')
  if (halves.length > 2) return null
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : []
  const head = parse(halves[0])
  const tail = parse(halves[1])
  const missing = 8 - head.length - tail.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null
  const groups = [...head, ...Array<number>(halves.length === 1 ? 0 : missing).fill(0), ...tail]
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null
}

const ipv4Of = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.')

const zero = (groups: number[]) => groups.every((group) => group === 0)

/**
 * The IPv4 addresses an IPv6 address carries, by the form it has: IPv4-compatible (::a.b.c.d),
 * IPv4-mapped (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d), NAT64's well-known prefix
 * (64:ff9b::a.b.c.d), 6to4 (2002:aabb:ccdd::), Teredo (2001:0:server:…:client, the client's address
 * inverted) and ISATAP (an interface identifier of 0:5efe:a.b.c.d or 200:5efe:a.b.c.d).
 */
function embeddedIpv4(groups: readonly number[]): string[] {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups
  const last = ipv4Of(g6, g7)
  if (zero([g0, g1, g2, g3, g4]) && (g5 === 0 || g5 === 0xffff)) return [last]
  if (zero([g0, g1, g2, g3]) && g4 === 0xffff && g5 === 0) return [last]
  if (g0 === 0x64 && g1 === 0xff9b && zero([g2, g3, g4, g5])) return [last]
  if (g0 === 0x2002) return [ipv4Of(g1, g2)]
  if (g0 === 0x2001 && g1 === 0) return [ipv4Of(g2, g3), ipv4Of(g6 ^ 0xffff, g7 ^ 0xffff)]
  if ((g4 === 0 || g4 === 0x200) && g5 === 0x5efe) return [last]
  return []
}

/** True for an address on the public internet; false for private, local and special ones, or non-addresses. */
export function isPublicAddress(address: string): boolean {
  const unbracketed = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  const family = isIP(unbracketed)
  if (family === 4) return !notPublic.check(unbracketed, 'ipv4')
  if (family !== 6) return false
  const groups = groupsOf(unbracketed)
  if (!groups) return false
  return !notPublic.check(unbracketed, 'ipv6') && embeddedIpv4(groups).every((ipv4) => isPublicAddress(ipv4))
}

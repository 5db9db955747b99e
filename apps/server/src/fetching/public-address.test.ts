import { describe, expect, test } from 'vitest'
import { isPublicAddress } from './public-address.ts'

test.for([
  ['93.184.216.34', true],
  ['8.8.8.8', true],
  ['2606:4700:4700::1111', true],
  ['127.0.0.1', false],
  ['127.1.2.3', false],
  ['10.1.2.3', false],
  ['172.16.0.1', false],
  ['172.31.255.255', false],
  ['172.32.0.1', true],
  ['192.168.1.1', false],
  ['169.254.169.254', false],
  ['100.64.0.1', false],
  ['0.0.0.0', false],
  ['224.0.0.1', false],
  ['255.255.255.255', false],
  ['::1', false],
  ['::', false],
  ['[::1]', false],
  ['fe80::1', false],
  ['fe80::1%eth0', false],
  ['fec0::1', false],
  ['fd12:3456::1', false],
  ['ff02::1', false],
  ['2001:db8::1', false],
  ['3fff::1', false],
  ['localhost', false],
  ['not an address', false],
  ['1::2::3', false],
] as const)('%s → public: %s', ([address, expected]) => {
  expect(isPublicAddress(address)).toBe(expected)
})

/**
 * Every way IPv6 carries an IPv4 address, each written with a private address (read as that address: not
 * public) and with a public one (public, unless the IPv6 form is itself refused).
 */
describe('an IPv6 address that carries an IPv4 address is judged as that address', () => {
  test.for([
    // IPv4-compatible, ::a.b.c.d (deprecated, still parsed by stacks)
    ['::127.0.0.1', false],
    ['[::127.0.0.1]', false],
    ['::7f00:1', false],
    ['::a9fe:a9fe', false],
    ['::8.8.8.8', true],
    // IPv4-mapped, ::ffff:a.b.c.d
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::ffff:10.0.0.1', false],
    ['0:0:0:0:0:ffff:192.168.0.1', false],
    ['::ffff:8.8.8.8', true],
    // IPv4-translated (SIIT), ::ffff:0:a.b.c.d
    ['::ffff:0:127.0.0.1', false],
    ['[::ffff:0:127.0.0.1]', false],
    ['::ffff:0:a00:1', false],
    ['::ffff:0:8.8.8.8', true],
    // NAT64, well-known prefix 64:ff9b::/96
    ['64:ff9b::127.0.0.1', false],
    ['64:ff9b::a00:1', false],
    ['64:ff9b::a9fe:a9fe', false],
    ['64:ff9b::8.8.8.8', true],
    // NAT64, local-use prefix 64:ff9b:1::/48: the operator's own network, refused whatever it carries
    ['64:ff9b:1::7f00:1', false],
    ['64:ff9b:1:0:0:0:808:808', false],
    // 6to4, 2002:aabb:ccdd::/48
    ['2002:7f00:1::', false],
    ['[2002:7f00:1::]', false],
    ['2002:a00:1::1', false],
    ['2002:c0a8:101:1::1', false],
    ['2002:a9fe:a9fe::', false],
    ['2002:808:808::1', true],
    // Teredo, 2001:0:<server>:<flags>:<port>:<client inverted>
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', false], // RFC 4380's example: client 192.0.2.45 (documentation)
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', false], // client 127.0.0.1
    ['2001:0:4136:e378:8000:63bf:f5ff:fffe', false], // client 10.0.0.1
    ['2001:0:7f00:1:8000:63bf:f7f7:f7f7', false], // server 127.0.0.1
    ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', true], // server 65.54.227.120, client 8.8.8.8
    // ISATAP, an interface identifier of [0|200]:5efe:a.b.c.d
    ['2606:4700:1::5efe:10.0.0.1', false],
    ['2606:4700:1:0:200:5efe:7f00:1', false],
    ['2606:4700:1:0:200:5efe:8.8.8.8', true],
    ['fe80::5efe:8.8.8.8', false],
  ] as const)('%s → public: %s', ([address, expected]) => {
    expect(isPublicAddress(address)).toBe(expected)
  })
})

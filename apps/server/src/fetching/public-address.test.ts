import { expect, test } from 'vitest'
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
  ['fd12:3456::1', false],
  ['ff02::1', false],
  ['::ffff:127.0.0.1', false],
  ['::ffff:7f00:1', false],
  ['::ffff:8.8.8.8', true],
  ['64:ff9b::a00:1', false],
  ['localhost', false],
  ['not an address', false],
] as const)('%s → public: %s', ([address, expected]) => {
  expect(isPublicAddress(address)).toBe(expected)
})

import Fastify from 'fastify'
import { describe, expect, test } from 'vitest'
import { linkAddress, linkAddresses, plainHost } from './link-address.ts'

const LOCAL = 'http://localhost:3000'
const unset = { publicUrl: null, localUrl: LOCAL }

describe('linkAddress', () => {
  test('PUBLIC_URL when it is set, whatever the request says', () => {
    const settings = { publicUrl: 'https://recipes.example.org/kitchen', localUrl: LOCAL }
    expect(linkAddress({ protocol: 'http', host: '192.168.1.5:3000' }, settings)).toEqual({
      url: 'https://recipes.example.org/kitchen',
      source: 'PUBLIC_URL',
    })
  })

  test('else the address the request came to', () => {
    expect(linkAddress({ protocol: 'http', host: '192.168.1.5:3000' }, unset)).toEqual({
      url: 'http://192.168.1.5:3000',
      source: 'request',
    })
    expect(linkAddress({ protocol: 'https', host: 'Kitchen.Home.Arpa' }, unset)).toEqual({
      url: 'https://kitchen.home.arpa',
      source: 'request',
    })
    expect(linkAddress({ protocol: 'http', host: '[fe80::1]:3000' }, unset).url).toBe('http://[fe80::1]:3000')
  })

  test.for([
    '',
    'evil.example/path',
    'evil.example@other',
    'a b',
    'host:0',
    'host:65536',
    'host:80:80',
    '-leading.example',
    '[not-ipv6]:3000',
    'x'.repeat(300),
    'javascript:alert(1)',
    'host\r\nx-injected: 1',
  ])('a Host header that is no plain host[:port] gives the server’s own address: %j', (host) => {
    expect(plainHost(host)).toBeNull()
    expect(linkAddress({ protocol: 'http', host }, unset)).toEqual({ url: LOCAL, source: 'server' })
  })

  test('a protocol other than http or https gives the server’s own address', () => {
    expect(linkAddress({ protocol: 'javascript', host: 'example.org' }, unset).source).toBe('server')
  })
})

describe('through Fastify', () => {
  async function askedAddress(trustProxy: boolean, headers: Record<string, string>) {
    const app = Fastify({ trustProxy })
    const addressOf = linkAddresses(unset)
    app.get('/where', async (request) => addressOf(request))
    const response = await app.inject({ method: 'GET', url: '/where', headers })
    await app.close()
    return response.json<{ url: string; source: string }>()
  }
  const forwarded = {
    host: '10.0.0.2:3000',
    'x-forwarded-host': 'recipes.example.org',
    'x-forwarded-proto': 'https',
  }

  test('X-Forwarded-Proto and X-Forwarded-Host are ignored without TRUST_PROXY', async () => {
    expect(await askedAddress(false, forwarded)).toEqual({ url: 'http://10.0.0.2:3000', source: 'request' })
  })

  test('and honoured with it', async () => {
    expect(await askedAddress(true, forwarded)).toEqual({
      url: 'https://recipes.example.org',
      source: 'request',
    })
  })

  test('a forwarded host that is no address is not taken, even from a trusted proxy', async () => {
    expect(await askedAddress(true, { ...forwarded, 'x-forwarded-host': 'a/b' })).toEqual({
      url: LOCAL,
      source: 'server',
    })
  })
})

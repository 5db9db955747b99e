/**
 * Headers that depend on how the request came: HSTS only over HTTPS, COOP only on a trustworthy origin, and API
 * docs that load over plain HTTP.
 */
import { describe, expect } from 'vitest'
import { test } from '../test/fixtures.ts'

describe('Strict-Transport-Security', () => {
  test('is not sent over plain HTTP, where a LAN instance has no certificate to promise', async ({ api }) => {
    for (const url of ['/api/health', '/api/docs/', '/no-such-page']) {
      const answer = await api.raw({ method: 'GET', url })
      expect(answer.headers['strict-transport-security'], url).toBeUndefined()
    }
  })

  test('is sent when a trusted proxy says the request came over HTTPS', async ({ appWith }) => {
    const behindProxy = await appWith({ trustProxy: true })
    const answer = await behindProxy.raw({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    const plain = await behindProxy.raw({ method: 'GET', url: '/api/health' })
    expect(plain.headers['strict-transport-security']).toBeUndefined()
  })

  test('is not sent on a client’s word alone when no proxy is trusted', async ({ api }) => {
    const answer = await api.raw({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(answer.headers['strict-transport-security']).toBeUndefined()
  })
})

describe('the API docs viewer', () => {
  test('does not upgrade its requests to HTTPS, so it works on http://192.168.… too', async ({ api }) => {
    for (const url of ['/api/docs/', '/api/docs/static/index.html', '/api/docs/static/swagger-ui.css']) {
      const answer = await api.raw({ method: 'GET', url })
      expect(answer.status, url).toBeLessThan(400)
      const policy = String(answer.headers['content-security-policy'])
      expect(policy, url).toContain("default-src 'self'")
      expect(policy, url).not.toContain('upgrade-insecure-requests')
    }
  })
})

describe('Cross-Origin-Opener-Policy', () => {
  const coop = 'cross-origin-opener-policy'

  test('is sent to a loopback host, which browsers trust over plain HTTP', async ({ api }) => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'app.localhost']) {
      const answer = await api.raw({ method: 'GET', url: '/api/health', headers: { host } })
      expect(answer.headers[coop], host).toBe('same-origin')
    }
  })

  test('is not sent to a plain-HTTP LAN address, where a browser ignores it and logs an error', async ({
    api,
  }) => {
    for (const host of ['192.168.1.20:3000', 'rosemary.lan', '[fd00::2]:3000']) {
      const answer = await api.raw({ method: 'GET', url: '/api/health', headers: { host } })
      expect(answer.headers[coop], host).toBeUndefined()
    }
  })

  test('is sent to any host when a trusted proxy says the request came over HTTPS', async ({ appWith }) => {
    const behindProxy = await appWith({ trustProxy: true })
    const forwarded = await behindProxy.raw({
      method: 'GET',
      url: '/api/health',
      headers: { host: '192.168.1.20:3000', 'x-forwarded-proto': 'https' },
    })
    expect(forwarded.headers[coop]).toBe('same-origin')
    const plain = await behindProxy.raw({
      method: 'GET',
      url: '/api/health',
      headers: { host: '192.168.1.20:3000', 'x-forwarded-proto': 'http' },
    })
    expect(plain.headers[coop]).toBeUndefined()
  })

  test('is not sent on a client’s word alone when no proxy is trusted', async ({ api }) => {
    const answer = await api.raw({
      method: 'GET',
      url: '/api/health',
      headers: { host: '192.168.1.20:3000', 'x-forwarded-proto': 'https' },
    })
    expect(answer.headers[coop]).toBeUndefined()
  })
})

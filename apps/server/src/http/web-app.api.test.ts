/** The built web app's files, asked for by paths that try to leave their folder. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import net, { type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { describe, expect } from 'vitest'
import { buildApp } from '../app.ts'
import { test } from '../test/fixtures.ts'
import { createLogCapture } from '../test/log-capture.ts'

/** Sent byte for byte: HTTP clients (and Fastify's inject) would resolve the dots before sending. */
function rawGet(port: number, target: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: rosemary.test\r\nConnection: close\r\n\r\n`),
    )
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString()
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1]), text })
    })
  })
}

describe('the web app’s files', () => {
  test.for([
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/..%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/..%5c..%5csecret.txt',
    '/..',
    '/%00',
    '/assets/%00.js',
  ])('%s is a plain 404, logged as no error', async (target, { database, config, mailer, bus }) => {
    const outside = await mkdtemp(path.join(os.tmpdir(), 'rosemary-outside-'))
    const dist = path.join(outside, 'dist')
    await mkdir(path.join(dist, 'assets'), { recursive: true })
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Rosemary</title>')
    await writeFile(path.join(outside, 'secret.txt'), 'the secret next door')
    const capture = createLogCapture()
    const app = await buildApp({ config, database, mailer, bus, logger: capture.logger, webDistDir: dist })
    try {
      await app.listen({ port: 0, host: '127.0.0.1' })
      const { port } = app.server.address() as AddressInfo
      const answer = await rawGet(port, target)
      expect(answer.status).toBe(404)
      expect(answer.text).not.toContain('the secret next door')
      expect((await rawGet(port, '/')).text).toContain('<title>Rosemary</title>')
    } finally {
      await app.close()
      await rm(outside, { recursive: true, force: true })
    }
    expect(capture.entries().filter((entry) => Number(entry.level) >= 50)).toEqual([])
  })
})

describe('the web app’s headers', () => {
  test('a hashed script goes without the headers only a document obeys; the page keeps them', async ({
    database,
    config,
    mailer,
    bus,
  }) => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'rosemary-dist-'))
    await mkdir(path.join(dist, 'assets'), { recursive: true })
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Rosemary</title>')
    await writeFile(path.join(dist, 'assets', 'index-a1b2c3.js'), 'export const answer = 42\n')
    await writeFile(path.join(dist, 'assets', 'index-d4e5f6.css'), 'body { margin: 0 }\n')
    const app = await buildApp({ config, database, mailer, bus, webDistDir: dist })
    try {
      const script = await app.inject({ method: 'GET', url: '/assets/index-a1b2c3.js' })
      expect(script.statusCode).toBe(200)
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(script.headers['x-content-type-options']).toBe('nosniff')
      expect(script.headers['cross-origin-resource-policy']).toBe('same-origin')
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
        'etag',
        'last-modified',
        'accept-ranges',
        'referrer-policy',
      ])
        expect(script.headers[name], name).toBeUndefined()
      const style = await app.inject({ method: 'GET', url: '/assets/index-d4e5f6.css' })
      expect(style.headers['referrer-policy']).toBe('no-referrer')
      expect(style.headers['content-security-policy']).toBeUndefined()

      const page = await app.inject({ method: 'GET', url: '/' })
      expect(page.headers['content-security-policy']).toContain("default-src 'self'")
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN')
      expect(page.headers['cache-control']).toBe('no-cache')
      expect(page.headers['referrer-policy']).toBe('no-referrer')
      expect(page.headers.etag).toBeDefined()
    } finally {
      await app.close()
      await rm(dist, { recursive: true, force: true })
    }
  })
})

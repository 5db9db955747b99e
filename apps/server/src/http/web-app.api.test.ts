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

describe('the web app’s manifest', () => {
  const built = {
    name: 'Rosemary',
    description: 'Your recipes, meal plans and shopping lists, on your own server',
    lang: 'en',
    id: '/',
    shortcuts: [
      { name: 'New recipe', url: '/#/edit-recipe/new', icons: [{ src: '/icons/new.png' }] },
      { name: 'Shopping lists', url: '/#/shopping-lists' },
      { name: 'Somewhere new', url: '/#/somewhere' },
    ],
    screenshots: [
      { src: '/screenshots/narrow.png', form_factor: 'narrow', label: 'Rosemary on a phone' },
      { src: '/screenshots/wide.png', form_factor: 'wide', label: 'Rosemary on a computer' },
    ],
  }

  test('speaks the language asked for, else the browser’s, else English; the rest is the build’s', async ({
    database,
    config,
    mailer,
    bus,
  }) => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'rosemary-dist-'))
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Rosemary</title>')
    await writeFile(path.join(dist, 'manifest.webmanifest'), JSON.stringify(built))
    const app = await buildApp({ config, database, mailer, bus, webDistDir: dist })
    const manifest = async (url: string, headers: Record<string, string> = {}) => {
      const answer = await app.inject({ method: 'GET', url, headers })
      expect(answer.statusCode).toBe(200)
      expect(answer.headers['content-type']).toContain('application/manifest+json')
      expect(answer.headers.vary).toContain('accept-language')
      return answer.json<typeof built>()
    }
    try {
      const italian = await manifest('/manifest.webmanifest?lang=it-it', { 'accept-language': 'de-DE' })
      expect(italian.lang).toBe('it-it')
      expect(italian.description).toBe(
        'Le tue ricette, i piani dei pasti e le liste della spesa, sul tuo server',
      )
      expect(italian.shortcuts.map((shortcut) => shortcut.name)).toEqual([
        'Nuova ricetta',
        'Liste della spesa',
        'Somewhere new',
      ])
      expect(italian.shortcuts[0]?.icons).toEqual([{ src: '/icons/new.png' }])
      expect(italian.screenshots.map((screenshot) => screenshot.label)).toEqual([
        'Rosemary su un telefono',
        'Rosemary su un computer',
      ])
      expect(italian).toMatchObject({ name: 'Rosemary', id: '/' })

      const german = await manifest('/manifest.webmanifest', { 'accept-language': 'fr-FR, de-DE;q=0.8' })
      expect(german.shortcuts[0]?.name).toBe('Neues Rezept')
      // A language it does not have, asked for, is the browser's instead.
      expect((await manifest('/manifest.webmanifest?lang=fr-fr', { 'accept-language': 'de' })).lang).toBe(
        'de-de',
      )
      const english = await manifest('/manifest.webmanifest')
      expect(english.shortcuts[1]?.name).toBe('Shopping lists')
      expect(english.lang).toBe('en-us')
    } finally {
      await app.close()
      await rm(dist, { recursive: true, force: true })
    }
  })
})

test('a manifest that is not JSON does not stop the start: it is served as the build wrote it', async ({
  database,
  config,
  mailer,
  bus,
}) => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'rosemary-dist-'))
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Rosemary</title>')
  await writeFile(path.join(dist, 'manifest.webmanifest'), '{"name": "Rosemary", ')
  const capture = createLogCapture()
  const app = await buildApp({ config, database, mailer, bus, logger: capture.logger, webDistDir: dist })
  try {
    const answer = await app.inject({ method: 'GET', url: '/manifest.webmanifest?lang=it-it' })
    expect(answer.statusCode).toBe(200)
    expect(answer.body).toBe('{"name": "Rosemary", ')
    expect(capture.entries().some((entry) => String(entry.msg).includes('web manifest cannot be read'))).toBe(
      true,
    )
  } finally {
    await app.close()
    await rm(dist, { recursive: true, force: true })
  }
})

import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type LoopbackServer, startLoopbackServer } from '../test/loopback-server.ts'
import { BROWSER_USER_AGENT, createSafeFetcher, FetchError, PAGE_LIMITS } from './safe-fetch.ts'

let server: LoopbackServer
let base: string
const seen: { url: string; userAgent: string | undefined }[] = []

beforeAll(async () => {
  server = await startLoopbackServer((request, response) => {
    seen.push({ url: request.url ?? '', userAgent: request.headers['user-agent'] })
    const url = new URL(request.url ?? '/', 'http://localhost')
    const hops = Number(url.searchParams.get('hops') ?? 0)
    if (url.pathname === '/redirect') {
      const next = hops > 1 ? `/redirect?hops=${hops - 1}` : '/page'
      response.writeHead(302, { location: next }).end()
    } else if (url.pathname === '/to-ftp') {
      response.writeHead(301, { location: 'ftp://example.com/recipe' }).end()
    } else if (url.pathname === '/page') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>Soup</h1>')
    } else if (url.pathname === '/big') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('x'.repeat(300_000))
    } else if (url.pathname === '/silent') {
      // Never answers.
    } else {
      response.writeHead(404).end('missing')
    }
  })
  base = server.base
})

afterAll(() => server.close())

const allowing = createSafeFetcher({ allowPrivate: true })
const refusing = createSafeFetcher({ allowPrivate: false })

async function failure(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(FetchError)
  return (error as FetchError).message
}

describe('createSafeFetcher', () => {
  test('fetches a page as a browser would, following redirects', async () => {
    const fetched = await allowing.fetch(`${base}/redirect?hops=3`, PAGE_LIMITS)
    expect(new TextDecoder().decode(fetched.body)).toBe('<h1>Soup</h1>')
    expect(fetched.url).toBe(`${base}/page`)
    expect(fetched.contentType).toContain('text/html')
    expect(seen.at(-1)?.userAgent).toBe(BROWSER_USER_AGENT)
  })

  test('stops after too many redirects, and at a redirect to another protocol', async () => {
    const limits = { ...PAGE_LIMITS, maxRedirects: 2 }
    expect(await failure(allowing.fetch(`${base}/redirect?hops=3`, limits))).toMatch(/redirects too many/)
    expect(await failure(allowing.fetch(`${base}/to-ftp`, PAGE_LIMITS))).toMatch(/Only http/)
  })

  test('refuses content past the size limit and a site that does not answer in time', async () => {
    expect(await failure(allowing.fetch(`${base}/big`, { ...PAGE_LIMITS, maxBytes: 100_000 }))).toMatch(
      /larger than/,
    )
    expect(await failure(allowing.fetch(`${base}/silent`, { ...PAGE_LIMITS, timeoutMs: 300 }))).toMatch(
      /too long/,
    )
  })

  test('reports an error status and refuses what is not a public http(s) address', async () => {
    expect(await failure(allowing.fetch(`${base}/nothing`, PAGE_LIMITS))).toMatch(/HTTP 404/)
    expect(await failure(allowing.fetch('file:///etc/passwd', PAGE_LIMITS))).toMatch(/Only http/)
    expect(await failure(allowing.fetch('not a url', PAGE_LIMITS))).toMatch(/not a web address/)
    expect(await failure(allowing.fetch(`http://user:pw@127.0.0.1/`, PAGE_LIMITS))).toMatch(/user name/)
  })

  test('refuses loopback, private and link-local addresses, literal or behind a name', async () => {
    const before = seen.length
    for (const address of [
      `${base}/page`,
      base.replace('127.0.0.1', 'localhost') + '/page',
      'http://[::1]/',
      'http://0x7f000001/',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
    ]) {
      expect(await failure(refusing.fetch(address, PAGE_LIMITS))).toMatch(/private network/)
    }
    expect(seen.length).toBe(before)
  })
})

import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type LoopbackServer, startLoopbackServer } from '../test/loopback-server.ts'
import { freePort } from '../test/server-process.ts'
import {
  createTestFetcher,
  createTestResolver,
  type MisbehavingSite,
  startMisbehavingSite,
} from '../test/misbehaving-site.ts'
import {
  anyAddress,
  BROWSER_USER_AGENT,
  createSafeFetcher,
  FetchError,
  type FetchLimits,
  PAGE_LIMITS,
  SITE_REFUSED,
} from './safe-fetch.ts'

let server: LoopbackServer
let base: string
let site: MisbehavingSite
const seen: { url: string; userAgent: string | undefined }[] = []
const posted: { type: string | undefined; body: string }[] = []

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
    } else if (url.pathname === '/inbox' && request.method === 'POST') {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        posted.push({ type: request.headers['content-type'], body: Buffer.concat(chunks).toString() })
        response.writeHead(201).end()
      })
    } else if (url.pathname === '/status') {
      const status = Number(url.searchParams.get('code'))
      const body = url.searchParams.has('challenge')
        ? '<html><head><title>Just a moment...</title></head><body>Checking your browser</body></html>'
        : '<html><head><title>Unavailable</title></head><body>Back soon.</body></html>'
      response.writeHead(status, { 'content-type': 'text/html' }).end(body)
    } else if (url.pathname === '/silent') {
      // Never answers.
    } else {
      response.writeHead(404).end('missing')
    }
  })
  base = server.base
  site = await startMisbehavingSite()
})

afterAll(async () => {
  await Promise.all([server.close(), site.close(), allowing.close(), refusing.close(), faulty.close()])
})

const allowing = createSafeFetcher({ isAllowed: anyAddress })
const refusing = createSafeFetcher()
const resolver = createTestResolver()
const faulty = createTestFetcher({ resolver })

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
      /larger than 98 KB/,
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

  test('tells a site that refuses the page (by status, or a bot check in a 503) from one that fails', async () => {
    const failureOf = (path: string) =>
      allowing.fetch(`${base}${path}`, PAGE_LIMITS).then(
        () => null,
        (error: unknown) => ({ message: (error as FetchError).message, code: (error as FetchError).code }),
      )
    for (const status of [401, 403, 429]) {
      expect(await failureOf(`/status?code=${status}`)).toEqual({
        message: `The site answered with an error (HTTP ${status}).`,
        code: SITE_REFUSED,
      })
    }
    expect(await failureOf('/status?code=503&challenge')).toMatchObject({ code: SITE_REFUSED })
    expect(await failureOf('/status?code=503')).toEqual({
      message: 'The site answered with an error (HTTP 503).',
      code: undefined,
    })
    expect(await failureOf('/status?code=500&challenge')).toMatchObject({ code: undefined })
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

describe('send: a request with a body (Web Push), answered with its status', () => {
  const post = (body: string) => ({
    method: 'POST' as const,
    headers: { 'content-type': 'text/plain' },
    body: new TextEncoder().encode(body),
  })

  test('posts the body and answers any status without following redirects', async () => {
    expect(await allowing.send(`${base}/inbox`, post('hello'), 2000)).toEqual({ status: 201 })
    expect(posted).toContainEqual({ type: 'text/plain', body: 'hello' })
    expect(await allowing.send(`${base}/gone`, post('x'), 2000)).toEqual({ status: 404 })
    expect(await allowing.send(`${base}/redirect`, post('x'), 2000)).toEqual({ status: 302 })
  })

  test('refuses a private address, and fails in words past its time limit', async () => {
    expect(await failure(refusing.send(`${base}/inbox`, post('x'), 2000))).toMatch(/private network/)
    expect(await failure(allowing.send(`${base}/silent`, post('x'), 200))).toBe(
      'The site took too long to answer.',
    )
  })
})

describe('check: whether an address could be fetched, without connecting', () => {
  const codeOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'allowed',
      (error: unknown) => (error instanceof FetchError ? (error.code ?? error.message) : 'not a FetchError'),
    )

  test.for([
    ['http://recipes.test/page', 'allowed'],
    ['http://127.0.0.1:1/page', 'allowed'],
    ['http://private.test/page', 'EREFUSED_PRIVATE'],
    ['http://both.test/page', 'EREFUSED_PRIVATE'],
    ['http://10.0.0.1/page', 'EREFUSED_PRIVATE'],
    ['http://[::ffff:0:7f00:2]/page', 'EREFUSED_PRIVATE'],
    ['http://missing.test/page', 'ENOTFOUND'],
    ['http://silent.test/page', 'ELOOKUP_TIMEOUT'],
    ['ftp://recipes.test/page', 'Only http:// and https:// addresses can be fetched.'],
  ] as const)('%s: %s', async ([address, expected]) => {
    expect(await codeOf(faulty.check(address))).toBe(expected)
  })

  test('connects to nothing', async () => {
    const before = seen.length
    expect(await codeOf(allowing.check(`${base}/page`))).toBe('allowed')
    expect(seen).toHaveLength(before)
  })
})

describe('a site that fails answers a clear error, never a crash or a hang', () => {
  const quick: FetchLimits = { ...PAGE_LIMITS, timeoutMs: 1_000 }
  const fetchFrom = (path: string, limits = PAGE_LIMITS) =>
    failure(faulty.fetch(`${site.base}${path}`, limits))

  test('a name that does not resolve, with the system resolver (this crashed the process)', async () => {
    expect(await failure(refusing.fetch('https://no-such-host.invalid/', PAGE_LIMITS))).toMatch(
      /No site called no-such-host\.invalid could be found|could not be looked up/,
    )
  })

  test('a name that does not resolve, directly or after a redirect', async () => {
    expect(await failure(faulty.fetch('http://missing.test/page', PAGE_LIMITS))).toBe(
      'No site called missing.test could be found; check the address.',
    )
    expect(await fetchFrom('/to-missing')).toMatch(/No site called missing\.test/)
  })

  test('a DNS server that never answers is given up on at the lookup time limit', async () => {
    const started = performance.now()
    expect(await failure(faulty.fetch('http://silent.test/page', PAGE_LIMITS))).toMatch(
      /The name silent\.test could not be looked up: this server's DNS did not answer/,
    )
    // The lookup limit is 300 ms here, the page limit 15 s: only a generous guard against a hang.
    expect(performance.now() - started).toBeLessThan(10_000)
  })

  test('a name that just failed fails again at once, without waiting on the DNS again', async () => {
    const counting = createTestResolver()
    const fetcher = createTestFetcher({ resolver: counting })
    for (const name of ['silent.test', 'silent.test', 'silent.test', 'missing.test', 'missing.test']) {
      expect(await failure(fetcher.fetch(`http://${name}/page`, PAGE_LIMITS))).toMatch(
        /could not be looked up|could be found/,
      )
    }
    expect(counting.asked).toEqual(['silent.test', 'missing.test'])
    await fetcher.close()
  })

  test('a public name that redirects to a private one, and a name with a private address among public ones', async () => {
    expect(await fetchFrom('/to-private')).toMatch(/private network/)
    expect(await fetchFrom('/to-both')).toMatch(/private network/)
    expect(await failure(faulty.fetch(`http://both.test:${site.port}/page`, PAGE_LIMITS))).toMatch(
      /private network/,
    )
    expect(resolver.asked).toEqual(expect.arrayContaining(['private.test', 'both.test']))
  })

  test('the same site through the test policy is fetched, so the refusals above are the policy', async () => {
    const fetched = await faulty.fetch(`${site.base}/page`, PAGE_LIMITS)
    expect(new TextDecoder().decode(fetched.body)).toBe('<h1>Soup</h1>')
  })

  test('a refused connection, a reset in the middle of the body, and an answer that is not HTTP', async () => {
    expect(await failure(faulty.fetch(`http://recipes.test:${await freePort()}/page`, PAGE_LIMITS))).toMatch(
      /could not be reached: it refused the connection/,
    )
    expect(await failure(faulty.fetch('http://recipes.test:25/page', PAGE_LIMITS))).toMatch(
      /not fetched from that port/,
    )
    expect(await fetchFrom('/reset')).toMatch(/closed the connection before sending everything/)
    expect(await fetchFrom('/garbage')).toMatch(/did not answer like a web server/)
  })

  test('a body that stops after the headers: the site closes, or hangs', async () => {
    expect(await fetchFrom('/cut')).toMatch(/closed the connection before sending everything/)
    expect(await fetchFrom('/stall', { ...quick, timeoutMs: 300 })).toMatch(/took too long/)
  })

  test('TLS: a certificate nobody trusts, and a handshake that meets plain HTTP', async () => {
    expect(await failure(faulty.fetch(`${site.tlsBase}/page`, quick))).toMatch(
      /security certificate is not valid or not trusted/,
    )
    expect(await failure(faulty.fetch(`${site.notTlsBase}/page`, quick))).toMatch(
      /secure \(https\) connection to the site could not be set up/,
    )
    const trusting = createTestFetcher({ trustTestCertificate: true })
    const fetched = await trusting.fetch(`${site.tlsBase}/page`, quick)
    expect(new TextDecoder().decode(fetched.body)).toBe('<h1>Soup</h1>')
    await trusting.close()
  })

  test('redirects without a Location header, and in a loop', async () => {
    expect(await fetchFrom('/no-location')).toBe(
      'The site answered with a redirect (HTTP 302) without saying where to.',
    )
    expect(await fetchFrom('/loop')).toBe('The address redirects in a loop.')
  })

  test('a body without end is cut at the size limit; one trickling under it, at the time limit', async () => {
    expect(await fetchFrom('/endless', { ...PAGE_LIMITS, maxBytes: 1024 * 1024 })).toBe(
      'The content is larger than 1 MB.',
    )
    const started = performance.now()
    expect(await fetchFrom('/trickle', { ...PAGE_LIMITS, timeoutMs: 400 })).toMatch(/took too long/)
    expect(performance.now() - started).toBeLessThan(10_000)
  })

  test('the size limit counts what a compressed body unpacks to, and refuses an announced length at once', async () => {
    const limits = { ...PAGE_LIMITS, maxBytes: 1024 * 1024 }
    expect(await fetchFrom('/gzip-bomb', limits)).toBe('The content is larger than 1 MB.')
    // The site waits after its first bytes: only the announced length can end this before the time limit.
    expect(await fetchFrom('/announced', { ...limits, timeoutMs: 60_000 })).toBe(
      'The content is larger than 1 MB.',
    )
  })
})

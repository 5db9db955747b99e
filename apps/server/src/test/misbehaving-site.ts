/**
 * A web site on loopback that fails in every way a real one can (refuses, resets, stalls, trickles, never
 * stops, unpacks to far more than it sends, redirects nowhere or in circles), over HTTP and HTTPS, with names served by an injected resolver
 * and a policy that counts 127.0.0.1 as public and 127.0.0.2 as private. Tests point the safe fetcher at it
 * to prove each failure ends as a clear error, never a crash or a hang.
 */
import type { LookupAddress } from 'node:dns'
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { createSafeFetcher, type SafeFetcher } from '../fetching/safe-fetch.ts'
import type { Resolve } from '../fetching/system-resolver.ts'
import { freePort } from './server-process.ts'
import { TEST_CERTIFICATE, TEST_CERTIFICATE_KEY } from './test-certificate.ts'

type Handler = (request: IncomingMessage, response: ServerResponse) => void

export interface MisbehavingSite {
  /** `http://recipes.test:<port>`: a public name (for the test policy) on the HTTP server. */
  base: string
  /** The same site over HTTPS, with a certificate nobody trusts unless told to. */
  tlsBase: string
  /** `https://` to the HTTP port: the TLS handshake meets plain HTTP. */
  notTlsBase: string
  port: number
  close(): Promise<void>
}

/** A 404 answer for paths the site does not know. */
const missing: Handler = (_request, response) => void response.writeHead(404).end('missing')

/** Headers that promise a body, and a first part of it. */
const promise = (response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'text/html', 'content-length': '100000' })
  response.write('<html><body>')
}

function faults(port: () => number): Record<string, Handler> {
  const chunk = Buffer.alloc(64 * 1024, 'x')
  // 20 MB of zeros in about 20 KB: what counts is what it unpacks to.
  const bomb = gzipSync(Buffer.alloc(20 * 1024 * 1024))
  return {
    '/page': (_request, response) =>
      void response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Soup</h1>'),
    '/silent': () => undefined,
    '/stall': (_request, response) => promise(response),
    '/cut': (_request, response) => {
      promise(response)
      setTimeout(() => response.socket?.destroy(), 20)
    },
    '/reset': (_request, response) => {
      promise(response)
      setTimeout(() => response.socket?.resetAndDestroy(), 20)
    },
    '/garbage': (_request, response) => void response.socket?.end('SOUP!\r\n\r\n'),
    '/endless': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' })
      const pump = () => {
        while (!response.destroyed && response.write(chunk));
        if (!response.destroyed) response.once('drain', pump)
      }
      pump()
    },
    '/trickle': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' })
      const drip = setInterval(() => response.write('x'), 20)
      response.on('close', () => clearInterval(drip))
    },
    '/gzip-bomb': (_request, response) =>
      void response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(bomb),
    '/announced': (_request, response) => {
      // Says it is 50 MB, sends a little, then waits: the length alone is enough to refuse it.
      response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(50 * 1024 * 1024) })
      response.write('<html>')
    },
    '/no-location': (_request, response) => void response.writeHead(302).end(),
    '/loop': (_request, response) => void response.writeHead(302, { location: '/loop-back' }).end(),
    '/loop-back': (_request, response) => void response.writeHead(302, { location: '/loop' }).end(),
    '/to-private': (_request, response) =>
      void response.writeHead(302, { location: `http://private.test:${port()}/page` }).end(),
    '/to-both': (_request, response) =>
      void response.writeHead(302, { location: `http://both.test:${port()}/page` }).end(),
    '/to-missing': (_request, response) =>
      void response.writeHead(302, { location: 'http://missing.test/page' }).end(),
    '/video': (_request, response) =>
      void response.writeHead(200, { 'content-type': 'video/mp4' }).end(Buffer.alloc(2000)),
  }
}

/** `pages` add to (or replace) the site's faults, e.g. a recipe page or a picture. */
export async function startMisbehavingSite(pages: Record<string, Handler> = {}): Promise<MisbehavingSite> {
  let port = 0
  const routes = { ...faults(() => port), ...pages }
  const handler: Handler = (request, response) => {
    const path = new URL(request.url ?? '/', 'http://site').pathname
    ;(routes[path] ?? missing)(request, response)
  }
  const http = createHttpServer(handler)
  const https = createHttpsServer({ cert: TEST_CERTIFICATE, key: TEST_CERTIFICATE_KEY }, handler)
  const listen = (server: typeof http | typeof https) =>
    new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
    )
  port = await listen(http)
  const tlsPort = await listen(https)
  return {
    base: `http://recipes.test:${port}`,
    tlsBase: `https://recipes.test:${tlsPort}`,
    notTlsBase: `https://recipes.test:${port}`,
    port,
    close: async () => {
      for (const server of [http, https]) {
        server.closeAllConnections()
        await new Promise((resolve) => server.close(resolve))
      }
    },
  }
}

const v4 = (address: string): LookupAddress => ({ address, family: 4 })

/** Names the test resolver knows; any other name does not exist (ENOTFOUND). */
const TEST_NAMES: Record<string, LookupAddress[]> = {
  'recipes.test': [v4('127.0.0.1')],
  'pictures.test': [v4('127.0.0.1')],
  'private.test': [v4('127.0.0.2')],
  'both.test': [v4('127.0.0.1'), v4('127.0.0.2')],
}

export interface TestResolver extends Resolve {
  /** Every name asked for, in order. */
  asked: string[]
}

/** Resolves TEST_NAMES; `silent.test` never answers; anything else is not found. */
export function createTestResolver(): TestResolver {
  const asked: string[] = []
  const resolve = (hostname: string) => {
    asked.push(hostname)
    if (hostname === 'silent.test') return new Promise<never>(() => undefined)
    const addresses = TEST_NAMES[hostname]
    if (addresses) return Promise.resolve(addresses)
    return Promise.reject(
      Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }),
    )
  }
  return Object.assign(resolve, { asked })
}

/** The test policy: 127.0.0.1 stands for the public internet; everything else is private. */
export const loopbackIsPublic = (address: string) => address === '127.0.0.1'

/**
 * A safe fetcher on the test resolver and policy, with a DNS time limit short enough for a test, and every
 * fetch's limits capped (the services ask for 15 s and tens of MB; a test of a slow or endless site cannot
 * wait for that).
 */
export function createTestFetcher(
  options: {
    resolver?: TestResolver
    trustTestCertificate?: boolean
    timeoutMs?: number
    maxBytes?: number
  } = {},
): SafeFetcher {
  const fetcher = createSafeFetcher({
    isAllowed: loopbackIsPublic,
    resolve: options.resolver ?? createTestResolver(),
    lookupTimeoutMs: 300,
    ...(options.trustTestCertificate && { ca: TEST_CERTIFICATE }),
  })
  const { timeoutMs = Infinity, maxBytes = Infinity } = options
  return {
    fetch: (address, limits, accept) =>
      fetcher.fetch(
        address,
        {
          ...limits,
          timeoutMs: Math.min(limits.timeoutMs, timeoutMs),
          maxBytes: Math.min(limits.maxBytes, maxBytes),
        },
        accept,
      ),
    send: (address, request, limitMs) => fetcher.send(address, request, Math.min(limitMs, timeoutMs)),
    check: (address) => fetcher.check(address),
    close: () => fetcher.close(),
  }
}

/**
 * Every failure of a remote host as an address on the site and the words it gives: the table each path that
 * fetches (clip, pictures, imports) runs through, on a fetcher from createTestFetcher with time and size capped.
 */
export async function remoteFailures(site: MisbehavingSite): Promise<[string, RegExp][]> {
  const closedPort = await freePort()
  return [
    ['http://missing.test/page', /No site called missing\.test could be found/],
    ['http://silent.test/page', /could not be looked up: this server's DNS did not answer/],
    [`${site.base}/to-private`, /private network/],
    [`http://both.test:${site.port}/page`, /private network/],
    [`http://recipes.test:${closedPort}/page`, /refused the connection/],
    [`${site.base}/reset`, /closed the connection before sending everything/],
    [`${site.base}/cut`, /closed the connection before sending everything/],
    [`${site.base}/stall`, /took too long/],
    [`${site.base}/trickle`, /took too long/],
    [`${site.base}/endless`, /larger than/],
    [`${site.base}/garbage`, /did not answer like a web server/],
    [`${site.tlsBase}/page`, /security certificate is not valid or not trusted/],
    [`${site.notTlsBase}/page`, /secure \(https\) connection to the site could not be set up/],
    [`${site.base}/no-location`, /redirect \(HTTP 302\) without saying where to/],
    [`${site.base}/loop`, /redirects in a loop/],
  ]
}

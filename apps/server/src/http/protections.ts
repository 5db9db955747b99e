/** Security headers, response compression and the rate limiter that sensitive routes opt into. */
import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import { constants as zlib } from 'node:zlib'
import compress from '@fastify/compress'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import helmet, { type HelmetOptions } from 'helmet'
import { AppError } from '../errors.ts'

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine sets CSS variables through style attributes and <style> tags.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      // No upgrade-insecure-requests: self-hosted instances are often reached over plain HTTP on a LAN.
    },
  },
  crossOriginEmbedderPolicy: false,
  // Sent per request, where the origin is trustworthy (see registerProtections).
  crossOriginOpenerPolicy: false,
  // Sent per request, over HTTPS only (see registerProtections).
  strictTransportSecurity: false,
}

/**
 * Helmet's default. Over plain HTTP a browser ignores it, and an instance reached by http://192.168.…
 * on a LAN has no certificate to promise: it is sent only when the request came over HTTPS (directly,
 * or through a proxy that says so when TRUST_PROXY is on).
 */
const HSTS = 'max-age=31536000; includeSubDomains'

/**
 * Helmet's default too, but a browser obeys it only on a trustworthy origin and logs an error on any other
 * (an instance opened at http://192.168.…): sent over HTTPS (directly, or through a trusted proxy that says
 * so) and to a loopback host name, which browsers trust over plain HTTP.
 */
const COOP = 'same-origin'

/** Host names a browser treats as a trustworthy origin over plain HTTP (the Secure Contexts spec's loopback). */
function isLoopbackHost(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '')
  if (name === 'localhost' || name.endsWith('.localhost')) return true
  if (name === '[::1]') return true
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name)
}

/**
 * Whether the page's origin, as the browser sees it, is trustworthy: HTTPS (the forwarded protocol where
 * TRUST_PROXY is on, which Fastify's `protocol` and `hostname` honour) or a loopback host.
 */
export function isTrustworthyOrigin(request: Pick<FastifyRequest, 'protocol' | 'hostname'>): boolean {
  return request.protocol === 'https' || isLoopbackHost(request.hostname)
}

/**
 * Helmet's headers, computed once. (@fastify/helmet rebuilt helmet's middleware on every request: 5% of the
 * server's CPU under load in a profile.) None of these depend on the request; HSTS and COOP, which do, are not here.
 */
export function securityHeaders(): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()))
  helmet(HELMET_OPTIONS)(response.req, response, () => undefined)
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  )
}

/**
 * `shared`: counts kept in Redis (REDIS_URL), so that several processes count together. While Redis does
 * not answer, requests go on uncounted (skipOnError) rather than failing.
 */
export async function registerProtections(
  app: FastifyInstance,
  shared?: { redis: Redis; prefix: string },
): Promise<void> {
  const headers = securityHeaders()
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(headers)
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS)
    if (isTrustworthyOrigin(request)) void reply.header('cross-origin-opener-policy', COOP)
    done()
  })
  await app.register(compress, {
    threshold: 1024,
    // Quality 11 (the default) costs tens of milliseconds per response; 4 keeps most of the gain.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  })
  await app.register(rateLimit, {
    global: false,
    ...(shared && { redis: shared.redis, nameSpace: `${shared.prefix}rate-limit:`, skipOnError: true }),
    errorResponseBuilder: (_request, context) =>
      new AppError('too_many_requests', `Too many attempts; try again in ${context.after}`),
  })
}

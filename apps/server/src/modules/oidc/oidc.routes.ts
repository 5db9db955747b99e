/**
 * The browser's way through an OpenID Connect sign-in: start (to the provider), callback (its return)
 * and the trade of the one-time code for a session. Start and callback are navigations, not API calls:
 * they answer with redirects, and every failure the person can do something about lands on the web
 * app's sign-in page as /#/auth/oidc?error=…. A return that this browser did not start is a 400 page.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../../errors.ts'
import type { LinkAddressOf } from '../../http/link-address.ts'
import type { RateLimit, Route } from '../../http/route.ts'
import { type OidcService, PENDING_LIFETIME_MS, SignInRefused, UnknownSignIn } from './oidc.service.ts'
import { ProviderFailure } from './provider-client.ts'
import { unknownSignInPage } from './unknown-sign-in-page.ts'

const COOKIE = 'rosemary_oidc'
const PATH = '/api/auth/oidc'

export interface OidcRoutesDeps {
  oidc: OidcService
  linkAddress: LinkAddressOf
  rateLimit: RateLimit
}

function cookieOf(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === COOKIE) return value.join('=')
  }
  return undefined
}

/** Lax: the provider's return is a top-level navigation from its site, which Lax cookies go with. */
function stateCookie(value: string, secure: boolean, maxAgeSeconds: number): string {
  return `${COOKIE}=${value}; Path=${PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

/**
 * Without an identity provider configured, the trade of a code is still an endpoint of the API (as the
 * contract and the OpenAPI document say), answering 404 in words; start and callback do not exist.
 */
export function registerOidcSessionWithoutProvider(route: Route) {
  route('POST /auth/oidc/session', () => {
    throw new AppError('not_found', 'Sign-in through an identity provider is not set up on this server')
  })
}

export function registerOidcRoutes(app: FastifyInstance, route: Route, deps: OidcRoutesDeps) {
  const { oidc } = deps
  const base = (request: FastifyRequest) => deps.linkAddress(request).url
  const toApp = (request: FastifyRequest, reply: FastifyReply, query: string) =>
    reply.header('cache-control', 'no-store').redirect(`${base(request)}/#/auth/oidc?${query}`, 302)

  function failed(request: FastifyRequest, reply: FastifyReply, error: unknown) {
    if (error instanceof ProviderFailure || error instanceof SignInRefused) {
      request.log.warn({ err: error }, 'OpenID Connect sign-in failed')
      return toApp(request, reply, `error=${error.reason}`)
    }
    throw error
  }

  app.get(
    `${PATH}/start`,
    { config: { rateLimit: deps.rateLimit, databaseBound: true }, schema: { hide: true } },
    async (request, reply) => {
      let started: { url: string; state: string }
      try {
        started = await oidc.start(`${base(request)}${PATH}/callback`)
      } catch (error) {
        return failed(request, reply, error)
      }
      const secure = base(request).startsWith('https:')
      return reply
        .header('set-cookie', stateCookie(started.state, secure, PENDING_LIFETIME_MS / 1000))
        .header('cache-control', 'no-store')
        .redirect(started.url, 302)
    },
  )

  app.get(
    `${PATH}/callback`,
    { config: { rateLimit: deps.rateLimit, databaseBound: true }, schema: { hide: true } },
    async (request, reply) => {
      const returnUrl = new URL(request.url, base(request))
      void reply.header('set-cookie', stateCookie('', base(request).startsWith('https:'), 0))
      let code: string
      try {
        code = await oidc.finish(returnUrl, cookieOf(request))
      } catch (error) {
        if (error instanceof UnknownSignIn) {
          return reply
            .code(400)
            .header('cache-control', 'no-store')
            .type('text/html; charset=utf-8')
            .send(unknownSignInPage(`${base(request)}/#/auth/login`))
        }
        return failed(request, reply, error)
      }
      return toApp(request, reply, `code=${encodeURIComponent(code)}`)
    },
  )

  route(
    'POST /auth/oidc/session',
    async ({ body }) => {
      const session = await oidc.session(body.code)
      if (!session) {
        throw new AppError('unauthorized', 'This sign-in has expired or was already used; sign in again')
      }
      return session
    },
    { rateLimit: deps.rateLimit },
  )
}

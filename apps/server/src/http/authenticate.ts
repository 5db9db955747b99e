/**
 * Who is calling: a session token from `Authorization: Bearer …`. Only the URLs a browser opens by itself
 * (print pages, exports, the live socket), where no header can be sent, also take it as `?token=`, and each
 * says so where it is registered (`sessionHooks.openedByBrowser`): a token in a URL ends up in histories,
 * bookmarks and proxies' logs, so the JSON API refuses it there (401) rather than invite clients to send it.
 *
 * A personal API token (`rsm_…`, modules/api-tokens) is taken in the header only, never in a URL, and never
 * by the live socket (which asks the sessions alone). A `read` one may only GET (HEAD): anything else is 403.
 * Routes whose access is `session` (the account, its tokens and devices) or `admin` refuse tokens with 403.
 */
import type { FastifyRequest } from 'fastify'
import { API_TOKEN_PREFIX } from '@rosemary/shared/contract'
import { AppError } from '../errors.ts'
import type { AdminLookup, ApiTokenLookup, AuthSession, SessionLookup } from './auth-session.ts'

declare module 'fastify' {
  interface FastifyRequest {
    session: AuthSession | null
  }
}

export interface TokenPlaces {
  /** Also `?token=`, for a URL the browser opens itself. */
  query?: boolean
}

export function readToken(request: FastifyRequest, places: TokenPlaces = {}): string | null {
  const header = request.headers.authorization
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header)
    return match?.[1] ?? null
  }
  if (!places.query) return null
  const query = request.query as Record<string, unknown> | undefined
  const token = query?.token
  return typeof token === 'string' && token.length > 0 ? token : null
}

export interface SessionCheck {
  /** For routes that need a signed-in user: 401 without a live session. */
  require: (request: FastifyRequest) => Promise<void>
  /** For routes anyone may call: the session when a valid token is sent, otherwise anonymous. */
  optional: (request: FastifyRequest) => Promise<void>
}

export interface SessionHooks extends SessionCheck {
  /** The same checks for a URL the browser opens itself: the token may also come as `?token=`. */
  openedByBrowser: SessionCheck
  /** A session's token only: 401 without one, 403 for a personal API token. */
  session: (request: FastifyRequest) => Promise<void>
  /** An administrator's session: 401 without a session, 403 for anyone else or an API token. */
  admin: (request: FastifyRequest) => Promise<void>
}

/** What the credentials beyond sessions are checked against; without them, only sessions are taken. */
export interface CredentialLookups {
  apiTokens?: ApiTokenLookup
  admins?: AdminLookup
}

const signIn = () => new AppError('unauthorized', 'Sign in to continue')
const readOnly = () =>
  new AppError('forbidden', 'This API token may only read (GET); make a write token to change things')

const READ_METHODS = new Set(['GET', 'HEAD'])

function sessionCheck(
  sessions: SessionLookup,
  lookups: CredentialLookups,
  places: TokenPlaces,
): SessionCheck {
  const find = async (request: FastifyRequest) => {
    const token = readToken(request, places)
    if (!token) return null
    if (!token.startsWith(API_TOKEN_PREFIX)) return sessions.authenticate(token)
    // In a URL it would end up in histories and logs; and the header is what scripts send anyway.
    if (!request.headers.authorization || !lookups.apiTokens) return null
    const session = await lookups.apiTokens.authenticate(token)
    if (session?.apiToken?.scope === 'read' && !READ_METHODS.has(request.method)) throw readOnly()
    return session
  }
  return {
    async require(request) {
      const session = await find(request)
      if (!session) throw signIn()
      request.session = session
    },
    async optional(request) {
      request.session = await find(request)
    },
  }
}

export function createSessionHooks(sessions: SessionLookup, lookups: CredentialLookups = {}): SessionHooks {
  const plain = sessionCheck(sessions, lookups, {})
  async function session(request: FastifyRequest) {
    await plain.require(request)
    if (request.session?.apiToken)
      throw new AppError('forbidden', 'API tokens cannot do this: sign in to the app instead')
  }
  return {
    ...plain,
    openedByBrowser: sessionCheck(sessions, lookups, { query: true }),
    session,
    async admin(request) {
      await session(request)
      const userId = request.session?.userId
      if (!userId || !lookups.admins || !(await lookups.admins.isAdmin(userId)))
        throw new AppError('forbidden', 'Only administrators may do this')
    },
  }
}

/**
 * Who is calling: a session token from `Authorization: Bearer …`. Only the URLs a browser opens by itself
 * (print pages, exports, the live socket), where no header can be sent, also take it as `?token=`, and each
 * says so where it is registered (`sessionHooks.openedByBrowser`): a token in a URL ends up in histories,
 * bookmarks and proxies' logs, so the JSON API refuses it there (401) rather than invite clients to send it.
 */
import type { FastifyRequest } from 'fastify'
import { AppError } from '../errors.ts'
import type { AuthSession, SessionLookup } from './auth-session.ts'

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
}

function sessionCheck(sessions: SessionLookup, places: TokenPlaces): SessionCheck {
  const find = async (request: FastifyRequest) => {
    const token = readToken(request, places)
    return token ? sessions.authenticate(token) : null
  }
  return {
    async require(request) {
      const session = await find(request)
      if (!session) throw new AppError('unauthorized', 'Sign in to continue')
      request.session = session
    },
    async optional(request) {
      request.session = await find(request)
    },
  }
}

export function createSessionHooks(sessions: SessionLookup): SessionHooks {
  return {
    ...sessionCheck(sessions, {}),
    openedByBrowser: sessionCheck(sessions, { query: true }),
  }
}

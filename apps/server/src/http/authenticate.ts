/**
 * Who is calling: a session token from `Authorization: Bearer …`, or from `?token=` for URLs a browser
 * opens by itself (print pages, exports, the live socket).
 */
import type { FastifyRequest } from 'fastify'
import { AppError } from '../errors.ts'
import type { AuthSession, SessionsService } from '../modules/sessions/sessions.service.ts'

declare module 'fastify' {
  interface FastifyRequest {
    session: AuthSession | null
  }
}

export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header)
    return match?.[1] ?? null
  }
  const query = request.query as Record<string, unknown> | undefined
  const token = query?.token
  return typeof token === 'string' && token.length > 0 ? token : null
}

export interface SessionHooks {
  /** For routes that need a signed-in user: 401 without a live session. */
  require: (request: FastifyRequest) => Promise<void>
  /** For routes anyone may call: the session when a valid token is sent, otherwise anonymous. */
  optional: (request: FastifyRequest) => Promise<void>
}

export function createSessionHooks(sessions: SessionsService): SessionHooks {
  const find = async (request: FastifyRequest) => {
    const token = readToken(request)
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

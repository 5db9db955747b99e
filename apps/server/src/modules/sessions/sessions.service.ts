/**
 * Sessions: a random token handed to the client once, its hash kept here. A session lives while it is
 * used: it expires after 60 days without a request. (A forgot-password link is no session: see
 * users/password-resets.repository.ts.)
 */
import { createBoundedCache } from '../../caching/bounded-cache.ts'
import { createToken, hashToken } from '../../security/tokens.ts'
import type { SessionsRepository } from './sessions.repository.ts'

export const SESSION_IDLE_LIFETIME_MS = 60 * 24 * 60 * 60 * 1000
/** Sliding the expiry on every request would turn each read into a write; once an hour is precise enough. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000

/** The account behind a session, as of this request. */
export interface SessionUser {
  id: string
  name: string
  email: string
  handle: string | null
  enableProfile: boolean
  createdAt: Date
}

export interface AuthSession {
  sessionId: string
  userId: string
  user: SessionUser
}

/** Sessions looked up recently, remembered by this process (see `cacheMs`). */
const MAX_CACHED_SESSIONS = 10_000

type LiveSession = NonNullable<Awaited<ReturnType<SessionsRepository['findLive']>>>

/**
 * `cacheMs`: how long a looked-up session is remembered, so that a busy client's requests cost no query
 * each. Whatever ends or changes a session in this process forgets it at once (`forgetUser` is called after
 * every change a user makes); its own expiry is still checked on every request. 0 looks up every time.
 */
export function createSessionsService(deps: {
  sessions: SessionsRepository
  now: () => Date
  cacheMs?: number
}) {
  const { sessions, now } = deps
  const cache = createBoundedCache<string, LiveSession>({
    maxEntries: MAX_CACHED_SESSIONS,
    ttlMs: deps.cacheMs ?? 0,
    now,
  })
  const forgetUser = (userId: string) => cache.deleteWhere((_hash, row) => row.userId === userId)

  async function findLive(tokenHash: string, at: Date): Promise<LiveSession | null> {
    const cached = cache.get(tokenHash)
    if (cached && cached.expiresAt > at) return cached
    const row = await sessions.findLive(tokenHash, at)
    if (row) cache.set(tokenHash, row)
    else cache.delete(tokenHash)
    return row
  }

  return {
    async start(userId: string): Promise<string> {
      const token = createToken()
      const at = now()
      await sessions.insert({
        userId,
        tokenHash: hashToken(token),
        now: at,
        expiresAt: new Date(at.getTime() + SESSION_IDLE_LIFETIME_MS),
      })
      return token
    },

    /** The live session a token belongs to, or null for an unknown, ended or expired token. */
    async authenticate(token: string): Promise<AuthSession | null> {
      const at = now()
      const row = await findLive(hashToken(token), at)
      if (!row) return null
      if (at.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
        const expiresAt = new Date(at.getTime() + SESSION_IDLE_LIFETIME_MS)
        await sessions.extend(row.id, at, expiresAt)
        // The remembered row slides too, or every request after this would extend it again.
        row.lastUsedAt = at
        row.expiresAt = expiresAt
      }
      return { sessionId: row.id, userId: row.userId, user: row.user }
    },

    async end(sessionId: string): Promise<void> {
      cache.deleteWhere((_hash, row) => row.id === sessionId)
      await sessions.delete(sessionId)
    },

    forgetUser,

    /** After a password change: every other device signs in again. */
    async keepOnly(session: AuthSession): Promise<void> {
      forgetUser(session.userId)
      await sessions.deleteOthers(session.userId, session.sessionId)
    },

    /** After a password reset: every device signs in again. */
    async endAll(userId: string): Promise<void> {
      forgetUser(userId)
      await sessions.deleteAll(userId)
    },

    removeExpired: () => sessions.deleteExpired(now()),
  }
}

export type SessionsService = ReturnType<typeof createSessionsService>

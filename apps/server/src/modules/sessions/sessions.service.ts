/**
 * Sessions: a random token handed to the client once, its hash kept here. A session lives while it is
 * used: it expires after 60 days without a request. (A forgot-password link is no session: see
 * users/password-resets.repository.ts.) Every end goes over the event bus, so that each process closes
 * the session's sockets and forgets it at once.
 */
import { createBoundedCache } from '../../caching/bounded-cache.ts'
import { SESSIONS_VERSION, type SharedVersions, userVersion } from '../../caching/shared-versions.ts'
import { type EndedSessions, endsSession, type EventBus } from '../../realtime/event-bus.ts'
import { createToken, hashToken } from '../../security/tokens.ts'
import type { SessionsRepository } from './sessions.repository.ts'
import type { AuthSession } from '../../http/auth-session.ts'

export const SESSION_IDLE_LIFETIME_MS = 60 * 24 * 60 * 60 * 1000
/** Sliding the expiry on every request would turn each read into a write; once an hour is precise enough. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000

/** Sessions looked up recently, remembered by this process (see `cacheMs`). */
const MAX_CACHED_SESSIONS = 10_000

type LiveSession = NonNullable<Awaited<ReturnType<SessionsRepository['findLive']>>>

/** With shared versions: the versions of all sessions' ends and of the user's account it was read under. */
interface Remembered {
  row: LiveSession
  versions?: readonly (string | null)[]
}

/**
 * `cacheMs`: how long a looked-up session is remembered, so that a busy client's requests cost no query
 * each. Whatever ends a session, in any process, makes every process forget it at once (through the bus);
 * whatever changes an account here forgets it here (`forgetUser`, after every change a user makes); its
 * own expiry is still checked on every request. 0 looks up every time.
 *
 * `shared`: with several processes (REDIS_URL), a remembered session is used only while the versions of
 * session ends and of its user's account are those it was read under (caching/shared-versions.ts): an end
 * or a change in another process is seen at once, without waiting for its message on the bus. While Redis
 * does not answer, every request looks its session up.
 */
export function createSessionsService(deps: {
  sessions: SessionsRepository
  bus: EventBus
  now: () => Date
  cacheMs?: number
  shared?: SharedVersions
}) {
  const { sessions, bus, now, shared } = deps
  const cache = createBoundedCache<string, Remembered>({
    maxEntries: MAX_CACHED_SESSIONS,
    ttlMs: deps.cacheMs ?? 0,
    now,
  })
  const forgetUser = (userId: string) => cache.deleteWhere((_hash, { row }) => row.userId === userId)
  /** Ends heard so far: a lookup during which one was heard does not remember what it read. */
  let endsHeard = 0
  const forgetEnded = (ended: EndedSessions) => {
    endsHeard++
    cache.deleteWhere((_hash, { row }) => endsSession(ended, row.userId, row.id))
  }
  const stopHearing = bus.onSessionsEnded(forgetEnded)
  const stopResets = shared?.onReset(() => cache.deleteWhere(() => true))

  /** The shared versions a session read now is remembered under; undefined while Redis does not answer. */
  const sharedVersions = (userId: string | undefined) =>
    shared?.read(userId ? [SESSIONS_VERSION, userVersion(userId)] : [SESSIONS_VERSION]).catch(() => undefined)

  async function findLive(tokenHash: string, at: Date): Promise<LiveSession | null> {
    const cached = cache.get(tokenHash)
    if (cached && cached.row.expiresAt > at) {
      if (!shared) return cached.row
      const current = await sharedVersions(cached.row.userId)
      if (current?.every((version, index) => version === cached.versions?.[index])) return cached.row
    }
    const heardBefore = endsHeard
    // Read before the row: an end whose rows go after this read moves the version past it.
    // Without Redis nothing is awaited here: the row is asked for in the same turn as the lookup began.
    const endsBefore = shared ? await sharedVersions(undefined) : undefined
    const row = await sessions.findLive(tokenHash, at)
    if (!row || endsHeard !== heardBefore) {
      cache.delete(tokenHash)
      return row
    }
    if (!shared) cache.set(tokenHash, { row })
    else {
      const accountAfter = await sharedVersions(row.userId)
      if (endsBefore && accountAfter)
        cache.set(tokenHash, { row, versions: [endsBefore[0] ?? null, accountAfter[1] ?? null] })
      else cache.delete(tokenHash)
    }
    return row
  }

  /**
   * Announced before the rows go, so that sockets close while the token still works and none hears a
   * frame after it stopped; and again after, so that whatever read a session meanwhile (a lookup in
   * another process, a socket that was opening) lets go of it too.
   */
  async function endEverywhere(ended: EndedSessions, remove: () => Promise<void>): Promise<void> {
    await shared?.bump([SESSIONS_VERSION])
    await bus.endSessions(ended)
    await remove()
    await shared?.bump([SESSIONS_VERSION])
    await bus.endSessions(ended)
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
      return {
        sessionId: row.id,
        userId: row.userId,
        expiresAt: row.expiresAt,
        user: row.user,
        apiToken: null,
      }
    },

    /** Signing out: this session only. */
    end: (session: AuthSession) =>
      endEverywhere({ userId: session.userId, sessionIds: [session.sessionId] }, () =>
        sessions.delete(session.sessionId),
      ),

    forgetUser,

    /** After a password change: every other device signs in again. */
    keepOnly: (session: AuthSession) =>
      endEverywhere({ userId: session.userId, allExcept: session.sessionId }, () =>
        sessions.deleteOthers(session.userId, session.sessionId),
      ),

    /**
     * After a password reset, every device signs in again; `remove` is what deletes the sessions when it
     * is more than that (deleting the account deletes them with it).
     */
    endAll: (userId: string, remove = () => sessions.deleteAll(userId)) =>
      endEverywhere({ userId, allExcept: null }, remove),

    /** Until when the session lives, read from the database now; null once it ended or expired. */
    liveUntil: (sessionId: string) => sessions.liveUntil(sessionId, now()),

    removeExpired: () => sessions.deleteExpired(now()),

    stop: () => {
      stopHearing()
      stopResets?.()
    },
  }
}

export type SessionsService = ReturnType<typeof createSessionsService>

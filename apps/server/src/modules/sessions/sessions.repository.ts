import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sessions, users } from '../../db/schema/index.ts'
import { NO_PASSWORD } from '../../security/passwords.ts'

export interface NewSession {
  userId: string
  tokenHash: string
  now: Date
  expiresAt: Date
}

/** The account a signed-in request acts as, read with its session or API token in one statement. */
export const requestUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  handle: users.handle,
  enableProfile: users.enableProfile,
  createdAt: users.createdAt,
  isAdmin: users.isAdmin,
  /** Whether it chose a password (security/passwords.ts), never the hash itself. */
  hasPassword: sql<boolean>`${users.passwordHash} <> ${NO_PASSWORD}`,
}

export function createSessionsRepository(db: Db) {
  /**
   * Every signed-in request runs this, so it is prepared once, and it brings the account's own columns
   * along: most requests then need no second query (GET users/ needs none at all).
   */
  const findLive = db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      user: requestUserColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        // Disabling ends the sessions; this keeps one that was being made meanwhile from living on.
        isNull(users.disabledAt),
      ),
    )
    .limit(1)
    .prepare('sessions_find_live')

  return {
    async insert(session: NewSession): Promise<void> {
      await db.insert(sessions).values({
        userId: session.userId,
        tokenHash: session.tokenHash,
        createdAt: session.now,
        lastUsedAt: session.now,
        expiresAt: session.expiresAt,
      })
    },

    /** The unexpired session with this token hash, and its account (unless disabled). */
    async findLive(tokenHash: string, now: Date) {
      const [row] = await findLive.execute({ tokenHash, now })
      return row ?? null
    },

    async extend(sessionId: string, now: Date, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ lastUsedAt: now, expiresAt }).where(eq(sessions.id, sessionId))
    },

    /** Until when the session lives, read now (never remembered); null when it ended or expired. */
    async liveUntil(sessionId: string, now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)))
      return row?.expiresAt ?? null
    },

    async delete(sessionId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionId))
    },

    async deleteOthers(userId: string, keepSessionId: string): Promise<void> {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    },

    async deleteAll(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId))
    },

    async deleteExpired(now: Date): Promise<number> {
      const deleted = await db
        .delete(sessions)
        .where(lt(sessions.expiresAt, now))
        .returning({ id: sessions.id })
      return deleted.length
    },
  }
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>

import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { apiTokens, users } from '../../db/schema/index.ts'
import { requestUserColumns } from '../sessions/sessions.repository.ts'

export interface NewApiToken {
  userId: string
  name: string
  scope: 'read' | 'write'
  tokenHash: string
  now: Date
}

export function createApiTokensRepository(db: Db) {
  /** Every request with a token runs this: prepared once, the account's columns brought along. */
  const findLive = db
    .select({
      id: apiTokens.id,
      userId: apiTokens.userId,
      scope: apiTokens.scope,
      lastUsedAt: apiTokens.lastUsedAt,
      user: requestUserColumns,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, sql.placeholder('tokenHash')), isNull(users.disabledAt)))
    .limit(1)
    .prepare('api_tokens_find_live')

  return {
    async insert(token: NewApiToken): Promise<string> {
      const [row] = await db
        .insert(apiTokens)
        .values({
          userId: token.userId,
          name: token.name,
          scope: token.scope,
          tokenHash: token.tokenHash,
          createdAt: token.now,
        })
        .returning({ id: apiTokens.id })
      if (!row) throw new Error('insert into api_tokens returned no row')
      return row.id
    },

    async countFor(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId))
      return row?.n ?? 0
    },

    async listFor(userId: string) {
      return db
        .select({
          id: apiTokens.id,
          name: apiTokens.name,
          scope: apiTokens.scope,
          createdAt: apiTokens.createdAt,
          lastUsedAt: apiTokens.lastUsedAt,
        })
        .from(apiTokens)
        .where(eq(apiTokens.userId, userId))
        .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
    },

    /** True when the token was the account's and is gone now. */
    async delete(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(apiTokens)
        .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
        .returning({ id: apiTokens.id })
      return deleted.length > 0
    },

    /** The token with this digest and its account, unless the account is disabled. */
    async findLive(tokenHash: string) {
      const [row] = await findLive.execute({ tokenHash })
      return row ?? null
    },

    async touch(id: string, now: Date): Promise<void> {
      await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, id))
    },
  }
}

export type ApiTokensRepository = ReturnType<typeof createApiTokensRepository>
export type ApiTokenListRow = Awaited<ReturnType<ApiTokensRepository['listFor']>>[number]

import { eq, lt } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { passwordResets } from '../../db/schema/index.ts'

export interface NewPasswordReset {
  userId: string
  tokenHash: string
  now: Date
  expiresAt: Date
}

export function createPasswordResetsRepository(db: Db) {
  return {
    /** The account's link from now on: an older one, used or not, stops working. */
    async replace(reset: NewPasswordReset): Promise<void> {
      const values = { tokenHash: reset.tokenHash, createdAt: reset.now, expiresAt: reset.expiresAt }
      await db
        .insert(passwordResets)
        .values({ userId: reset.userId, ...values })
        .onConflictDoUpdate({ target: passwordResets.userId, set: values })
    },

    /**
     * Removes the link with this token hash and says whose it was, if it had not expired. One statement,
     * so two requests racing with the same link cannot both have it.
     */
    async take(tokenHash: string, now: Date): Promise<string | null> {
      const [row] = await db
        .delete(passwordResets)
        .where(eq(passwordResets.tokenHash, tokenHash))
        .returning({ userId: passwordResets.userId, expiresAt: passwordResets.expiresAt })
      return row && row.expiresAt > now ? row.userId : null
    },

    async deleteFor(userId: string): Promise<void> {
      await db.delete(passwordResets).where(eq(passwordResets.userId, userId))
    },

    async deleteExpired(now: Date): Promise<number> {
      const deleted = await db
        .delete(passwordResets)
        .where(lt(passwordResets.expiresAt, now))
        .returning({ userId: passwordResets.userId })
      return deleted.length
    },
  }
}

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>

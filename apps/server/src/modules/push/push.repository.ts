/** Web Push subscriptions (one per account and device endpoint). */
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { pushSubscriptions, type PushSubscriptionRow, users } from '../../db/schema/index.ts'
import type { KeptSubscription } from './push-limits.ts'

export type NewSubscription = Pick<
  PushSubscriptionRow,
  'userId' | 'sessionId' | 'fcmToken' | 'endpoint' | 'p256dh' | 'auth' | 'swScope' | 'vapidKey'
>

export function createPushRepository(db: Db) {
  return {
    /**
     * A device has one subscription per account: registering its endpoint again moves it to this session
     * (another account's row for the same endpoint is its own, and stays). Then the account's
     * subscriptions, newest first (this one first of all), are handed to `over`, and those it names are
     * forgotten. The account's row is locked meanwhile, so two registrations at once cannot both keep more.
     */
    async save(
      subscription: NewSubscription,
      at: Date,
      over: (newestFirst: KeptSubscription[]) => string[],
    ): Promise<void> {
      const { userId, sessionId, fcmToken, p256dh, auth, swScope, vapidKey } = subscription
      await db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update')
        const [saved] = await tx
          .insert(pushSubscriptions)
          .values({ ...subscription, createdAt: at, updatedAt: at })
          .onConflictDoUpdate({
            target: [pushSubscriptions.userId, pushSubscriptions.endpoint],
            set: { sessionId, fcmToken, p256dh, auth, swScope, vapidKey, updatedAt: at },
          })
          .returning({ id: pushSubscriptions.id })
        const kept = await tx
          .select({
            id: pushSubscriptions.id,
            sessionId: pushSubscriptions.sessionId,
            endpoint: pushSubscriptions.endpoint,
          })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
          .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.createdAt))
        const newestFirst = [
          ...kept.filter((row) => row.id === saved?.id),
          ...kept.filter((row) => row.id !== saved?.id),
        ]
        const forgotten = over(newestFirst)
        if (forgotten.length > 0) {
          await tx
            .delete(pushSubscriptions)
            .where(and(eq(pushSubscriptions.userId, userId), inArray(pushSubscriptions.id, forgotten)))
        }
      })
    },

    async removeByToken(userId: string, fcmToken: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.fcmToken, fcmToken)))
    },

    async removeById(id: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id))
    },

    /** The account's subscriptions, the one registered (or refreshed) last first. */
    async forUser(userId: string): Promise<PushSubscriptionRow[]> {
      return db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.createdAt))
    },
  }
}

export type PushRepository = ReturnType<typeof createPushRepository>

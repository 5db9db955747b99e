/** Web Push subscriptions (one per device endpoint) and the secrets the server keeps (its VAPID pair). */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { pushSubscriptions, type PushSubscriptionRow, serverSecrets } from '../../db/schema/index.ts'

export type NewSubscription = Pick<
  PushSubscriptionRow,
  'userId' | 'sessionId' | 'fcmToken' | 'endpoint' | 'p256dh' | 'auth' | 'swScope' | 'vapidKey'
>

export function createPushRepository(db: Db) {
  return {
    /** Keeps `value` under `name` unless a value is there already (another process may have been first). */
    async keepSecretOnce(name: string, value: unknown): Promise<unknown> {
      await db.insert(serverSecrets).values({ name, value }).onConflictDoNothing()
      const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name))
      if (!row) throw new Error(`server secret ${name} was not kept`)
      return row.value
    },

    /** A device has one subscription: registering its endpoint again moves it to this session. */
    async save(subscription: NewSubscription, at: Date): Promise<void> {
      const { userId, sessionId, fcmToken, p256dh, auth, swScope, vapidKey } = subscription
      await db
        .insert(pushSubscriptions)
        .values({ ...subscription, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, sessionId, fcmToken, p256dh, auth, swScope, vapidKey, updatedAt: at },
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

    async forUser(userId: string): Promise<PushSubscriptionRow[]> {
      return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))
    },
  }
}

export type PushRepository = ReturnType<typeof createPushRepository>

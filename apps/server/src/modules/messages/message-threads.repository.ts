/**
 * The row per person and thread kept beside every message (in its transaction), so the threads page reads
 * a page of these instead of grouping every message of every thread.
 */
import { and, desc, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { messages, messageThreads, recipes, users } from '../../db/schema/index.ts'
import { firstProfileImageId } from '../profiles/other-user.ts'
import { toView, viewColumns, viewerRecipe } from './message-views.ts'

export function createMessageThreadsRepository(db: Db) {
  return {
    /** One more message in `userId`'s row of the thread; the last one stays the newest even out of order. */
    async countInThread(userId: string, otherUserId: string, messageId: string, at: Date, unread: 0 | 1) {
      await db
        .insert(messageThreads)
        .values({
          userId,
          otherUserId,
          lastMessageId: messageId,
          lastMessageAt: at,
          messageCount: 1,
          unreadCount: unread,
        })
        .onConflictDoUpdate({
          target: [messageThreads.userId, messageThreads.otherUserId],
          set: {
            messageCount: sql`${messageThreads.messageCount} + 1`,
            unreadCount: sql`${messageThreads.unreadCount} + excluded.unread_count`,
            lastMessageId: sql`case when excluded.last_message_at >= ${messageThreads.lastMessageAt}
              then excluded.last_message_id else ${messageThreads.lastMessageId} end`,
            lastMessageAt: sql`greatest(excluded.last_message_at, ${messageThreads.lastMessageAt})`,
          },
        })
    },

    /**
     * A page of the viewer's threads, the most recent first, each with its last message and the other
     * person (joined here: a second query for them cost as much as the page on PGlite).
     */
    async threads(viewerId: string, limit: number, before?: Date) {
      const rows = await db
        .select({
          otherUserId: messageThreads.otherUserId,
          messageCount: messageThreads.messageCount,
          unreadCount: messageThreads.unreadCount,
          otherName: users.name,
          otherHandle: users.handle,
          otherProfileImageId: firstProfileImageId,
          ...viewColumns,
        })
        .from(messageThreads)
        .innerJoin(users, eq(users.id, messageThreads.otherUserId))
        .innerJoin(messages, eq(messages.id, messageThreads.lastMessageId))
        .leftJoin(recipes, eq(recipes.id, viewerRecipe(viewerId)))
        .where(
          and(
            eq(messageThreads.userId, viewerId),
            before ? lt(messageThreads.lastMessageAt, before) : undefined,
          ),
        )
        .orderBy(desc(messageThreads.lastMessageAt), desc(messageThreads.otherUserId))
        .limit(limit)
      return rows.map(
        ({
          otherUserId,
          otherName,
          otherHandle,
          otherProfileImageId,
          messageCount,
          unreadCount,
          ...message
        }) => ({
          otherUserId,
          other: {
            id: otherUserId,
            name: otherName,
            handle: otherHandle,
            profileImageId: otherProfileImageId,
          },
          messageCount,
          unreadCount,
          lastMessage: toView(message),
        }),
      )
    },

    /** Every message the user sent or received: the sum over their threads. */
    async countFor(userId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${messageThreads.messageCount}), 0)::int` })
        .from(messageThreads)
        .where(eq(messageThreads.userId, userId))
      return row?.total ?? 0
    },
  }
}

export type MessageThreadsRepository = ReturnType<typeof createMessageThreadsRepository>

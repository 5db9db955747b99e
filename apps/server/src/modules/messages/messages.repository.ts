/** The SQL of messages: one sent (and read back for a retry), a thread read by keyset and marked read, friendship and people. */
import { and, desc, eq, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { messages, messageThreads, recipes } from '../../db/schema/index.ts'
import { readOtherUsers } from '../profiles/other-user.ts'
import { type MessageView, type Person, toView, viewColumns, viewerRecipe } from './message-views.ts'

export type { MessageView, Person } from './message-views.ts'

export interface NewMessage {
  /** The sender's own id for it, so that sending again keeps one message; made here when not given. */
  id?: string | undefined
  fromUserId: string
  toUserId: string
  body: string
  recipeId: string | null
  originalRecipeId: string | null
  createdAt: Date
}

const betweenPair = (a: string, b: string) =>
  or(
    and(eq(messages.fromUserId, a), eq(messages.toUserId, b)),
    and(eq(messages.fromUserId, b), eq(messages.toUserId, a)),
  )

export function createMessagesRepository(db: Db) {
  return {
    people: (ids: string[]): Promise<Map<string, Person>> => readOtherUsers(db, ids),

    async insert(message: NewMessage): Promise<string> {
      const [row] = await db.insert(messages).values(message).returning({ id: messages.id })
      if (!row) throw new Error('insert into messages returned no row')
      return row.id
    },

    /** What a message was sent with, to tell a retry of it from another message given the same id. */
    async sentAs(id: string) {
      const [row] = await db
        .select({
          fromUserId: messages.fromUserId,
          toUserId: messages.toUserId,
          body: messages.body,
          originalRecipeId: messages.originalRecipeId,
        })
        .from(messages)
        .where(eq(messages.id, id))
      return row ?? null
    },

    /** One message as the viewer (one of its two people) sees it. */
    async view(id: string, viewerId: string): Promise<MessageView | null> {
      const [row] = await db
        .select(viewColumns)
        .from(messages)
        .leftJoin(recipes, eq(recipes.id, viewerRecipe(viewerId)))
        .where(eq(messages.id, id))
      return row ? toView(row) : null
    },

    /** The newest `limit` messages of the pair, or those before message `beforeId`; newest first. */
    async thread(
      viewerId: string,
      otherId: string,
      limit: number,
      beforeId?: string,
    ): Promise<MessageView[]> {
      const keyset = beforeId
        ? sql`(${messages.createdAt}, ${messages.id}) <
            (select m.created_at, m.id from ${messages} m where m.id = ${beforeId})`
        : undefined
      const rows = await db
        .select(viewColumns)
        .from(messages)
        .leftJoin(recipes, eq(recipes.id, viewerRecipe(viewerId)))
        .where(and(betweenPair(viewerId, otherId), keyset))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(limit)
      return rows.map(toView)
    },

    async isInThread(messageId: string, a: string, b: string): Promise<boolean> {
      const rows = await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.id, messageId), betweenPair(a, b)))
      return rows.length > 0
    },

    /** What came to the viewer from the other person is read now. */
    async markRead(viewerId: string, otherId: string, at: Date): Promise<void> {
      const [thread] = await db
        .update(messageThreads)
        .set({ unreadCount: 0 })
        .where(
          and(
            eq(messageThreads.userId, viewerId),
            eq(messageThreads.otherUserId, otherId),
            sql`${messageThreads.unreadCount} > 0`,
          ),
        )
        .returning({ userId: messageThreads.userId })
      // Nothing unread: no need to look through the messages.
      if (!thread) return
      await db
        .update(messages)
        .set({ readAt: at })
        .where(
          and(
            eq(messages.fromUserId, otherId),
            eq(messages.toUserId, viewerId),
            sql`${messages.readAt} is null`,
          ),
        )
    },
  }
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>

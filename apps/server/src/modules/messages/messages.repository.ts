/** The SQL of messages: threads kept beside each message, a thread read by keyset, friendship checked. */
import { and, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  friendships,
  messages,
  messageThreads,
  profileImages,
  recipeImages,
  recipes,
  users,
} from '../../db/schema/index.ts'

export interface Person {
  id: string
  name: string
  handle: string | null
  profileImageId: string | null
}

/** A message with the recipe the viewer sees in it (their original or their copy). */
export interface MessageView {
  id: string
  fromUserId: string
  toUserId: string
  body: string
  createdAt: Date
  readAt: Date | null
  recipe: { id: string; title: string; firstImageId: string | null } | null
}

export interface NewMessage {
  fromUserId: string
  toUserId: string
  body: string
  recipeId: string | null
  originalRecipeId: string | null
  createdAt: Date
}

const firstProfileImage = sql<string | null>`(
  select ${profileImages.imageId} from ${profileImages}
  where ${profileImages.userId} = ${users.id} order by ${profileImages.position} limit 1)`

const betweenPair = (a: string, b: string) =>
  or(
    and(eq(messages.fromUserId, a), eq(messages.toUserId, b)),
    and(eq(messages.fromUserId, b), eq(messages.toUserId, a)),
  )

/** The columns of a MessageView; the recipe joined must be the viewer's (see `viewerRecipe`). */
const viewColumns = {
  id: messages.id,
  fromUserId: messages.fromUserId,
  toUserId: messages.toUserId,
  body: messages.body,
  createdAt: messages.createdAt,
  readAt: messages.readAt,
  recipeId: recipes.id,
  recipeTitle: recipes.title,
  firstImageId: sql<string | null>`(
      select ${recipeImages.imageId} from ${recipeImages}
      where ${recipeImages.recipeId} = ${recipes.id} order by ${recipeImages.position} limit 1)`,
}

interface ViewRow extends Omit<MessageView, 'recipe'> {
  recipeId: string | null
  recipeTitle: string | null
  firstImageId: string | null
}

function toView({ recipeId, recipeTitle, firstImageId, ...message }: ViewRow): MessageView {
  const recipe = recipeId ? { id: recipeId, title: recipeTitle ?? '', firstImageId } : null
  return { ...message, createdAt: new Date(message.createdAt), recipe }
}

/** The sender sees the original, the recipient the copy. */
const viewerRecipe = (viewerId: string): SQL =>
  sql`case when ${messages.fromUserId} = ${viewerId} then ${messages.originalRecipeId} else ${messages.recipeId} end`

export function createMessagesRepository(db: Db) {
  return {
    /** Friends: both rows of the pair exist (each asked, or one asked and the other accepted). */
    async areFriends(a: string, b: string): Promise<boolean> {
      const rows = await db
        .select({ userId: friendships.userId })
        .from(friendships)
        .where(
          or(
            and(eq(friendships.userId, a), eq(friendships.friendId, b)),
            and(eq(friendships.userId, b), eq(friendships.friendId, a)),
          ),
        )
      return rows.length === 2
    },

    async people(ids: string[]): Promise<Map<string, Person>> {
      if (ids.length === 0) return new Map()
      const rows = await db
        .select({
          id: users.id,
          name: users.name,
          handle: users.handle,
          profileImageId: firstProfileImage,
        })
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]))
      return new Map(rows.map((row) => [row.id, row]))
    },

    async insert(message: NewMessage): Promise<string> {
      const [row] = await db.insert(messages).values(message).returning({ id: messages.id })
      if (!row) throw new Error('insert into messages returned no row')
      return row.id
    },

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
          otherProfileImageId: firstProfileImage,
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

export type MessagesRepository = ReturnType<typeof createMessagesRepository>

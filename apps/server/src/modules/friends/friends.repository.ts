/**
 * Friendships: one row per direction, (a, b) meaning that a wants b. Both rows make friends, one row is a
 * request waiting on the other. Other modules ask `areFriends` and `friendIds`; `mutualFriendIds` is the
 * same question as SQL, for queries that must see friendships and recipes in one statement.
 */
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { FriendshipState } from '@rosemary/shared/contract'
import type { Db } from '../../db/client.ts'
import { friendships, users } from '../../db/schema/index.ts'
import { firstProfileImageId, readOtherUsers } from '../profiles/other-user.ts'

/** The ids of the user's friends (both rows present), as a subquery. */
export function mutualFriendIds(userId: string): SQL {
  return sql`(select f.friend_id from ${friendships} f
    join ${friendships} g on g.user_id = f.friend_id and g.friend_id = f.user_id
    where f.user_id = ${userId})`
}

export interface FriendListRow {
  otherId: string
  name: string
  handle: string | null
  firstImageId: string | null
  kind: 'incoming' | 'outgoing' | 'friends'
  createdAt: Date
}

const reverse = alias(friendships, 'reverse')

export function createFriendsRepository(db: Db) {
  async function directions(userId: string, otherId: string) {
    const rows = await db
      .select({ userId: friendships.userId })
      .from(friendships)
      .where(
        or(
          and(eq(friendships.userId, userId), eq(friendships.friendId, otherId)),
          and(eq(friendships.userId, otherId), eq(friendships.friendId, userId)),
        ),
      )
    return {
      mine: rows.some((row) => row.userId === userId),
      theirs: rows.some((row) => row.userId === otherId),
    }
  }

  return {
    /** Where the two stand, seen from `userId`. */
    async state(userId: string, otherId: string): Promise<FriendshipState> {
      if (userId === otherId) return 'none'
      const { mine, theirs } = await directions(userId, otherId)
      if (mine && theirs) return 'friends'
      return mine ? 'outgoing' : theirs ? 'incoming' : 'none'
    },

    async areFriends(a: string, b: string): Promise<boolean> {
      if (a === b) return false
      const { mine, theirs } = await directions(a, b)
      return mine && theirs
    },

    async friendIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: friendships.friendId })
        .from(friendships)
        .innerJoin(
          reverse,
          and(eq(reverse.userId, friendships.friendId), eq(reverse.friendId, friendships.userId)),
        )
        .where(eq(friendships.userId, userId))
      return rows.map((row) => row.id)
    },

    /** Adds the user's side; false when it was already there. */
    async ask(userId: string, friendId: string, now: Date): Promise<boolean> {
      const inserted = await db
        .insert(friendships)
        .values({ userId, friendId, createdAt: now })
        .onConflictDoNothing()
        .returning({ userId: friendships.userId })
      return inserted.length > 0
    },

    /** Removes both directions; which of them went (mine: I had asked; theirs: they had). */
    async end(userId: string, otherId: string): Promise<{ mine: boolean; theirs: boolean }> {
      const deleted = await db
        .delete(friendships)
        .where(
          or(
            and(eq(friendships.userId, userId), eq(friendships.friendId, otherId)),
            and(eq(friendships.userId, otherId), eq(friendships.friendId, userId)),
          ),
        )
        .returning({ userId: friendships.userId })
      return {
        mine: deleted.some((row) => row.userId === userId),
        theirs: deleted.some((row) => row.userId === otherId),
      }
    },

    /** The people with these ids that exist, as lists of people show them. */
    people: (ids: Iterable<string>) => readOtherUsers(db, ids),

    /**
     * Every row that involves the user, with the other person and whether the opposite row exists: a row of
     * mine is an outgoing request or (with its reverse) a friendship; theirs without mine is incoming.
     */
    async list(userId: string): Promise<FriendListRow[]> {
      const rows = await db
        .select({
          userId: friendships.userId,
          otherId: users.id,
          name: users.name,
          handle: users.handle,
          firstImageId: firstProfileImageId,
          createdAt: friendships.createdAt,
          reverseAt: reverse.createdAt,
        })
        .from(friendships)
        .innerJoin(
          users,
          sql`${users.id} = case when ${friendships.userId} = ${userId} then ${friendships.friendId} else ${friendships.userId} end`,
        )
        .leftJoin(
          reverse,
          and(eq(reverse.userId, friendships.friendId), eq(reverse.friendId, friendships.userId)),
        )
        .where(or(eq(friendships.userId, userId), eq(friendships.friendId, userId)))
        .orderBy(desc(friendships.createdAt))
      const result: FriendListRow[] = []
      for (const row of rows) {
        const mine = row.userId === userId
        // A friendship has two rows; it is listed once, from my row, dated when it became mutual.
        if (!mine && row.reverseAt) continue
        const kind = !mine ? 'incoming' : row.reverseAt ? 'friends' : 'outgoing'
        const createdAt = row.reverseAt && row.reverseAt > row.createdAt ? row.reverseAt : row.createdAt
        result.push({ ...row, kind, createdAt })
      }
      return result.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    },
  }
}

export type FriendsRepository = ReturnType<typeof createFriendsRepository>

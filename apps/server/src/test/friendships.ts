/**
 * Makes two people friends the way the friends module stores it (a row per direction), for tests that build
 * their own app (no API client to ask through), without going through requests and acceptance.
 */
import type { Database } from '../db/client.ts'
import { friendships } from '../db/schema/index.ts'

export async function befriend(database: Database, a: string, b: string): Promise<void> {
  await database.db.insert(friendships).values([
    { userId: a, friendId: b },
    { userId: b, friendId: a },
  ])
}

/** Only one direction: a asked b, who has not answered. */
export async function requestFriendship(database: Database, from: string, to: string): Promise<void> {
  await database.db.insert(friendships).values({ userId: from, friendId: to })
}

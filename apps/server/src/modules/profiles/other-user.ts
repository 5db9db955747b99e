/**
 * Another person as lists of people show them (the contract's TOtherUser): name, handle and the first of
 * their profile pictures, never their email. Friend lists and messages read and present people alike.
 */
import type { TOtherUser } from '@rosemary/shared/contract'
import { inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { profileImages, users } from '../../db/schema/index.ts'
import { imageUrl } from '../images/image-urls.ts'

export interface OtherUserRow {
  id: string
  name: string
  handle: string | null
  profileImageId: string | null
}

/** The first of a person's profile pictures, for a query that reads `users`. */
export const firstProfileImageId = sql<string | null>`(
  select ${profileImages.imageId} from ${profileImages}
  where ${profileImages.userId} = ${users.id} order by ${profileImages.position} limit 1)`

export function presentOtherUser(person: OtherUserRow): TOtherUser {
  return {
    id: person.id,
    name: person.name,
    handle: person.handle,
    profileImageUrl: person.profileImageId ? imageUrl(person.profileImageId, 'thumb') : null,
  }
}

/** A person read earlier, or the bare id of an account deleted while the request ran. */
export function presentPerson(person: OtherUserRow | undefined, id: string): TOtherUser {
  return presentOtherUser(person ?? { id, name: '', handle: null, profileImageId: null })
}

/** The people with these ids that exist, by id. */
export async function readOtherUsers(db: Db, ids: Iterable<string>): Promise<Map<string, OtherUserRow>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const rows = await db
    .select({ id: users.id, name: users.name, handle: users.handle, profileImageId: firstProfileImageId })
    .from(users)
    .where(inArray(users.id, unique))
  return new Map(rows.map((row) => [row.id, row]))
}

/**
 * Another person as lists of people show them (the contract's TOtherUser): name, handle and the first of
 * their profile pictures, never their email. Friend lists and messages read and present people alike.
 */
import type { TOtherUser } from '@rosemary/shared/contract'
import { sql } from 'drizzle-orm'
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

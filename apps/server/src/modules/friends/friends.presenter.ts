/** Friend lists as the contract shows them: the other person's public face, never their email. */
import type { TFriendEntry, TFriends } from '@rosemary/shared/contract'
import { presentOtherUser } from '../profiles/other-user.ts'
import type { FriendListRow } from './friends.repository.ts'

function presentEntry(row: FriendListRow): TFriendEntry {
  return {
    otherUser: presentOtherUser({
      id: row.otherId,
      name: row.name,
      handle: row.handle,
      profileImageId: row.firstImageId,
    }),
    createdAt: row.createdAt.toISOString(),
  }
}

export function presentFriends(rows: FriendListRow[]): TFriends {
  const of = (kind: FriendListRow['kind']) => rows.filter((row) => row.kind === kind).map(presentEntry)
  return { incomingRequests: of('incoming'), outgoingRequests: of('outgoing'), friends: of('friends') }
}

/** Messages as the API answers them, for the web tests. */
import type { TMessage, TOtherUser } from '@rosemary/shared/contract'

export const me: TOtherUser = { id: 'me-1', name: 'Julia Child', handle: null, profileImageUrl: null }
export const friend: TOtherUser = {
  id: 'friend-1',
  name: 'James Beard',
  handle: 'james',
  profileImageUrl: null,
}

let sequence = 0

export function message(changes: Partial<TMessage> = {}): TMessage {
  sequence++
  return {
    id: `message-${sequence}`,
    fromUser: friend,
    toUser: me,
    body: `Message ${sequence}`,
    recipe: null,
    createdAt: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
    readAt: null,
    ...changes,
  }
}

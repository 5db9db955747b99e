/**
 * The `friends:updated` listener, registered at start: someone asked me to be their friend, or accepted my
 * request, on another app than mine; a toast says so, with a link to the people page where the request is
 * answered or the new friend listed. What I did myself (on another device) and declines, cancellations
 * and unfriendings show nothing here: the lists and the menu's count follow every frame on their own
 * (data/social.ts, app/friend-request-count.ts).
 */
// From the socket's part of the contract only: the start's code takes none of the zod schemas.
import { FRIENDSHIP_CHANGES, type FriendsUpdatedFrame } from '@rosemary/shared/contract'
import type { FriendNotice } from '../app/FriendToast.tsx'
import { loadPageTexts } from '../i18n/i18n.ts'
import { onSocketMessage } from './socket.ts'

export type FriendChange = FriendsUpdatedFrame['data']

const isChange = (value: unknown): value is FriendChange['change'] =>
  (FRIENDSHIP_CHANGES as readonly unknown[]).includes(value)

/** The change a `friends:updated` frame tells, or null for anything else (frames come from the network). */
export function friendChangeOfFrame(data: unknown): FriendChange | null {
  const change = data as Partial<FriendChange> | null
  const other = change?.otherUser
  return change &&
    typeof other?.id === 'string' &&
    typeof other.name === 'string' &&
    isChange(change.change) &&
    typeof change.friendship === 'string' &&
    typeof change.byMe === 'boolean'
    ? (change as FriendChange)
    : null
}

export function noticeOf(change: FriendChange): FriendNotice | null {
  if (change.byMe) return null
  if (change.change !== 'asked' && change.change !== 'accepted') return null
  return { kind: change.change, name: change.otherUser.name }
}

export const PEOPLE_PATH = '/people'

async function showFriendToast(notice: FriendNotice): Promise<void> {
  // The toast's code loads with the overlays; its text is in the page texts.
  const [{ toastFriend }] = await Promise.all([import('../app/notify.ts'), loadPageTexts()])
  toastFriend(notice, PEOPLE_PATH)
}

export function startFriendNotices(
  show: (notice: FriendNotice) => void = (notice) => void showFriendToast(notice),
) {
  return onSocketMessage('friends:updated', (data) => {
    const change = friendChangeOfFrame(data)
    const notice = change && noticeOf(change)
    if (notice) show(notice)
  })
}

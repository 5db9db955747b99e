/**
 * How many friend requests wait on me, for the side menu's people entry. Loaded at start, on login and
 * logout (spec §4), when the server answers again after it could not be reached, on every `friends:updated`
 * frame (a request came, or was cancelled, or answered on another device), and whenever a page reads the
 * friends lists anyway. Failures are ignored (spec §8: a 401 on the friends load is not an auth prompt).
 */
import { IGNORE_FAILURES, request } from '../api/client.ts'
import { serverBack } from '../api/connection.ts'
import { isLoggedIn, tokenStore } from '../auth/session.ts'
import { createStore } from '../lib/store.ts'
import { onSocketMessage } from '../realtime/socket.ts'

export const friendRequestCountStore = createStore(0)

export async function refreshFriendRequestCount(): Promise<void> {
  if (!isLoggedIn()) {
    friendRequestCountStore.set(0)
    return
  }
  const asked = tokenStore.get()
  const result = await request('GET /users/friends', {}, IGNORE_FAILURES)
  // The account may have changed while the answer was on its way: then it is not this account's count.
  if (result.success && tokenStore.get() === asked) setFriendRequestCount(result.data)
}

/** From any fresh friends list (the people page reads it too). */
export function setFriendRequestCount(friends: { incomingRequests: readonly unknown[] }): void {
  friendRequestCountStore.set(friends.incomingRequests.length)
}

export function startFriendRequestCount(): void {
  void refreshFriendRequestCount()
  tokenStore.subscribe(() => void refreshFriendRequestCount())
  onSocketMessage('friends:updated', () => void refreshFriendRequestCount())
  serverBack.on(() => void refreshFriendRequestCount())
}

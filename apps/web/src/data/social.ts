/**
 * Friends and profiles through TanStack Query. Keys start with "social" so that a change (a request sent,
 * accepted or ended, the profile saved) refreshes every list and profile at once, whether made here or
 * told by a `friends:updated` frame (the other person's doing, or mine on another device).
 */
import type { TFriends } from '@rosemary/shared/contract'
import { type QueryClient, useQuery } from '@tanstack/react-query'
import { request, unwrap } from '../api/client.ts'
import { setFriendRequestCount } from '../app/friend-request-count.ts'
import { onSocketMessage } from '../realtime/socket.ts'

export const socialKeys = {
  all: ['social'] as const,
  friends: ['social', 'friends'] as const,
  myProfile: ['social', 'my-profile'] as const,
  profile: (handle: string) => ['social', 'profile', handle] as const,
}

export function useFriends() {
  return useQuery({
    queryKey: socialKeys.friends,
    queryFn: async (): Promise<TFriends> => {
      const friends = unwrap(await request('GET /users/friends'))
      setFriendRequestCount(friends)
      return friends
    },
  })
}

export function useMyProfile() {
  return useQuery({
    queryKey: socialKeys.myProfile,
    queryFn: async () => unwrap(await request('GET /users/profile')),
  })
}

/**
 * Someone's profile by handle; a 404 (no such handle, or a hidden profile while signed out) is the page's own
 * "no such profile" state. A hidden profile answers who it is, with nothing shared.
 */
export function usePublicProfile(handle: string) {
  return useQuery({
    queryKey: socialKeys.profile(handle),
    queryFn: async () =>
      unwrap(
        await request(
          'GET /users/profile/by-handle/:handle',
          { params: { handle } },
          { 404: () => undefined },
        ),
      ),
  })
}

export async function refreshSocialData(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: socialKeys.all })
}

/** A request, an answer or an unfriending, on any app of either person: every list and profile shown follows. */
export function followFriendChanges(queryClient: QueryClient): () => void {
  return onSocketMessage('friends:updated', () => void refreshSocialData(queryClient))
}

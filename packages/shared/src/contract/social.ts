/**
 * Friends and the profiles people show each other. A friendship starts as a request and becomes mutual when
 * the other person asks back (or accepts, which is the same call).
 */
import { z } from 'zod'
import { ZId, ZOk, ZTimestamp } from './common.ts'
import { defineEndpoints } from './endpoint.ts'
import { ZProfileImage, ZProfileItem } from './users.ts'

/** Another person as lists of people show them (spec §3 "Other user"); never their email. */
export const ZOtherUser = z.object({
  id: ZId,
  name: z.string(),
  handle: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
})
export type TOtherUser = z.output<typeof ZOtherUser>

export const ZFriendEntry = z.object({ otherUser: ZOtherUser, createdAt: ZTimestamp })
export type TFriendEntry = z.output<typeof ZFriendEntry>

export const ZFriends = z.object({
  incomingRequests: z.array(ZFriendEntry),
  outgoingRequests: z.array(ZFriendEntry),
  friends: z.array(ZFriendEntry),
})
export type TFriends = z.output<typeof ZFriends>

export const FRIENDSHIP_STATES = ['none', 'incoming', 'outgoing', 'friends'] as const
export type FriendshipState = (typeof FRIENDSHIP_STATES)[number]

/** Someone's profile as the viewer may see it: the items they may see, nothing else. */
export const ZPublicProfile = z.object({
  id: ZId,
  name: z.string(),
  handle: z.string().nullable(),
  profileImages: z.array(ZProfileImage),
  profileItems: z.array(ZProfileItem),
  isMe: z.boolean(),
  friendship: z.enum(FRIENDSHIP_STATES),
})
export type TPublicProfile = z.output<typeof ZPublicProfile>

const hiddenProfile =
  'friends see a hidden profile with the items shared with them; anyone else, a pending request or not, sees only the items shared with everyone of a visible profile'

export const socialEndpoints = defineEndpoints({
  'GET /users/friends': {
    summary: 'My friends, and the requests waiting on me and on others, newest first',
    tag: 'friends',
    access: 'user',
    response: ZFriends,
  },
  'POST /users/friends/:id': {
    summary:
      "Ask someone to be my friend; if they already asked me, we are friends. Both people's open sockets get a `friends:updated` frame. 400 myself; 404 unknown; 409 already asked or already friends; limited per account (FRIEND_REQUEST_RATE_LIMIT_PER_MINUTE)",
    tag: 'friends',
    access: 'user',
    status: 201,
    params: z.object({ id: ZId }),
    response: z.object({ friendship: z.enum(FRIENDSHIP_STATES) }),
    errors: [404, 409, 429],
  },
  'DELETE /users/friends/:id': {
    summary:
      "Decline their request, cancel mine, or end our friendship; both people's open sockets get a `friends:updated` frame. Nothing to end is 404",
    tag: 'friends',
    access: 'user',
    params: z.object({ id: ZId }),
    response: ZOk,
    errors: [404],
  },
  'GET /users/profile/by-handle/:handle': {
    summary: `A profile by handle, so that a handle finds its person for a friend request whatever the profile's visibility: to anyone signed in, a hidden profile answers who they are (id, name, handle) with no pictures and no items; ${hiddenProfile}. 404 for an unknown handle, and for a hidden profile asked without signing in`,
    tag: 'friends',
    access: 'optional',
    params: z.object({ handle: z.string().max(200) }),
    response: ZPublicProfile,
    errors: [404],
  },
  'GET /users/profile/:id': {
    summary: `A profile by id: ${hiddenProfile}. 404 for an unknown person and, alike, for a hidden profile to anyone but its owner and their friends`,
    tag: 'friends',
    access: 'optional',
    params: z.object({ id: ZId }),
    response: ZPublicProfile,
    errors: [404],
  },
})

import type { FriendshipState, TOtherUser } from './social.ts'

/**
 * How the live socket at /grip/ws ends for reasons of the application's own (codes 4000–4999). The first
 * two mean the same to a client: this token signs in no more, so reconnecting with it is pointless until
 * the next login. The third says another socket of the session took this one's place.
 */
export const SOCKET_CLOSE_CODES = {
  /** The token was refused when the socket opened: unknown, ended or expired. */
  unauthorized: 4401,
  /**
   * The session ended while the socket was open: signed out, a password changed or reset elsewhere, the
   * account deleted, or its 60 days without use ran out. (4410, after HTTP's 410 Gone.)
   */
  sessionEnded: 4410,
  /**
   * The session opened more sockets than one session may hold (a tab each, in one browser), and this one,
   * its oldest, was closed for the newest. Reconnecting at once would close the next oldest, and so on
   * round the tabs: a client waits until it is looked at again. (4429, after HTTP's 429 Too Many Requests.)
   */
  replaced: 4429,
} as const

/** How many live sockets one session may hold open at once, in each server process; past it the oldest closes. */
export const MAX_SOCKETS_PER_SESSION = 10

/**
 * What changed between two people, told to both: a request sent (`asked`), one accepted (`accepted`, also
 * when two people asked each other at once), declined by the one asked, cancelled by the one asking, or a
 * friendship ended (`removed`).
 */
export const FRIENDSHIP_CHANGES = ['asked', 'accepted', 'declined', 'cancelled', 'removed'] as const
export type FriendshipChange = (typeof FRIENDSHIP_CHANGES)[number]

/**
 * The frame every open socket of both people gets when a friendship or request changes, as each of them
 * sees it: the other person, where the two stand now, and whether the change was this person's own doing
 * (done on another of their devices) or the other's.
 */
export interface FriendsUpdatedFrame {
  type: 'friends:updated'
  data: {
    otherUser: TOtherUser
    friendship: FriendshipState
    change: FriendshipChange
    byMe: boolean
  }
}

/**
 * The add-a-friend box takes an exact email or a handle (`@name` or `name`); nothing else is a search, so
 * no one can list the people of an instance (issue 13). What the person typed is read here, before asking.
 */
import { findHandleProblem, type HandleProblem, normalizeHandle } from '@rosemary/shared'
import type { FriendshipState, TFriends } from '@rosemary/shared/contract'

export type PersonQuery =
  | { kind: 'email'; email: string }
  | { kind: 'handle'; handle: string }
  | { kind: 'bad-handle'; problem: HandleProblem }

export function readPersonQuery(text: string): PersonQuery | null {
  const typed = text.trim()
  if (typed === '') return null
  // An address has its @ inside; a handle may start with one.
  if (typed.indexOf('@') > 0) return { kind: 'email', email: typed.toLowerCase() }
  const handle = normalizeHandle(typed.replace(/^@/, ''))
  const problem = findHandleProblem(handle)
  return problem ? { kind: 'bad-handle', problem } : { kind: 'handle', handle }
}

/** Where I stand with someone, from my friends lists (an email lookup answers only who they are). */
export function friendshipFrom(friends: TFriends | undefined, id: string): FriendshipState {
  const has = (entries: TFriends['friends'] | undefined) =>
    entries?.some((entry) => entry.otherUser.id === id) ?? false
  if (has(friends?.friends)) return 'friends'
  if (has(friends?.incomingRequests)) return 'incoming'
  if (has(friends?.outgoingRequests)) return 'outgoing'
  return 'none'
}

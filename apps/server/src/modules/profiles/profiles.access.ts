/**
 * Who sees which of a profile. Me: everything. A friend: pictures, public and friends-only items, even of
 * a profile that is switched off. Anyone else (a pending request changes nothing): pictures and public
 * items of a visible profile. A profile switched off shows anyone else only who it is (id, name, handle),
 * and only when they are signed in and asked by its handle: a handle is there so that people can find its
 * person and ask to be friends. Asked by id, or without signing in, a profile switched off does not exist
 * for them, answered exactly like an unknown person.
 */
import type { FriendshipState } from '@rosemary/shared/contract'
import type { ProfileVisibility } from './profiles.repository.ts'

export interface ProfileAccess {
  /** Whether the viewer learns of the person at all; otherwise a 404, as for no one. */
  found: boolean
  /** Whether the profile's pictures are shown. */
  pictures: boolean
  visibilities: readonly ProfileVisibility[]
}

/** How the profile was asked for. */
export type ProfileLookup = 'id' | 'handle'

const EVERYTHING = { found: true, pictures: true, visibilities: ['public', 'friends'] } as const
const PUBLIC = { found: true, pictures: true, visibilities: ['public'] } as const
const WHO_ONLY = { found: true, pictures: false, visibilities: [] } as const
const NOTHING = { found: false, pictures: false, visibilities: [] } as const

export function profileAccess(
  viewerId: string | null,
  owner: { id: string; enableProfile: boolean },
  friendship: FriendshipState,
  lookup: ProfileLookup,
): ProfileAccess {
  if (viewerId === owner.id || friendship === 'friends') return EVERYTHING
  if (owner.enableProfile) return PUBLIC
  return viewerId !== null && lookup === 'handle' ? WHO_ONLY : NOTHING
}

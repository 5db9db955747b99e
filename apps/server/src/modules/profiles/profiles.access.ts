/**
 * Who sees which of a profile. Me: everything. A friend: public and friends-only items, even of a profile
 * that is switched off. Anyone else (a pending request changes nothing): public items of a visible profile;
 * a profile switched off does not exist for them, answered exactly like an unknown person.
 */
import type { FriendshipState } from '@rosemary/shared/contract'
import type { ProfileVisibility } from './profiles.repository.ts'

export interface ProfileAccess {
  visible: boolean
  visibilities: readonly ProfileVisibility[]
}

const EVERYTHING = ['public', 'friends'] as const
const PUBLIC = ['public'] as const

export function profileAccess(
  viewerId: string | null,
  owner: { id: string; enableProfile: boolean },
  friendship: FriendshipState,
): ProfileAccess {
  if (viewerId === owner.id || friendship === 'friends') return { visible: true, visibilities: EVERYTHING }
  return owner.enableProfile ? { visible: true, visibilities: PUBLIC } : { visible: false, visibilities: [] }
}

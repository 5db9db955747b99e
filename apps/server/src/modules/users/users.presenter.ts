/** What of a user row leaves the server, and to whom. Never the row itself. */
import type { TMe, TUserSummary } from '@rosemary/shared/contract'
import type { UserRow } from '../../db/schema/index.ts'
import type { SessionUser } from '../../http/auth-session.ts'
import { isPasswordSet } from '../../security/passwords.ts'

export function presentMe(user: SessionUser | UserRow): TMe {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    handle: user.handle,
    createdAt: user.createdAt.toISOString(),
    admin: user.isAdmin,
    hasPassword: 'passwordHash' in user ? isPasswordSet(user.passwordHash) : user.hasPassword,
  }
}

export function presentUserSummary(user: UserRow): TUserSummary {
  return { id: user.id, name: user.name, handle: user.handle }
}

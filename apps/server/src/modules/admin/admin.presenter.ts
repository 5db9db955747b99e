import type { TAdminUser } from '@rosemary/shared/contract'
import type { AdminUserRow } from './admin.repository.ts'

export function presentAdminUser(row: AdminUserRow): TAdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    handle: row.handle,
    createdAt: row.createdAt.toISOString(),
    admin: row.isAdmin,
    disabled: row.disabledAt !== null,
  }
}

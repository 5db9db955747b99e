/** The Admin page's reads; a 403 (no administrator) is shown by the page, not as an error toast. */
import type { TAdminUsersQuery } from '@rosemary/shared/contract'
import { request, unwrap } from '../../api/client.ts'

export const ADMIN_SETTINGS_KEY = ['admin', 'settings'] as const
export const adminUsersKey = (query: TAdminUsersQuery) => ['admin', 'users', query] as const

const QUIET_403 = { 403: () => undefined }

export const loadAdminSettings = async () =>
  unwrap(await request('GET /admin/settings', undefined, QUIET_403))

export const loadAdminUsers = async (query: TAdminUsersQuery) =>
  unwrap(await request('GET /admin/users', { query }, QUIET_403))

/**
 * What administrators do in the app: the accounts (a new password, disabling, making administrators) and
 * the settings that override the server's configuration. Every endpoint needs an administrator's session.
 */
import { z } from 'zod'
import { ZId, ZTimestamp } from './common.ts'
import { defineEndpoints } from './endpoint.ts'

export const ADMIN_USERS_PAGE_SIZE = 25

export const ZAdminUser = z.object({
  id: ZId,
  name: z.string(),
  email: z.string(),
  handle: z.string().nullable(),
  createdAt: ZTimestamp,
  admin: z.boolean(),
  disabled: z.boolean(),
})
export type TAdminUser = z.output<typeof ZAdminUser>

export const ZAdminUsersQuery = z.object({
  /** Part of a name, email or handle; empty: everyone. */
  q: z.string().trim().max(254, { error: 'At most 254 characters' }).default(''),
  offset: z.coerce.number().int().min(0, { error: 'At least 0' }).default(0),
  limit: z.coerce
    .number()
    .int()
    .min(1, { error: 'At least 1' })
    .max(100, { error: 'At most 100' })
    .default(ADMIN_USERS_PAGE_SIZE),
})
export type TAdminUsersQuery = z.input<typeof ZAdminUsersQuery>

export const ZAdminUsersPage = z.object({ users: z.array(ZAdminUser), total: z.number().int() })
export type TAdminUsersPage = z.output<typeof ZAdminUsersPage>

export const ZAdminUserChange = z
  .object({ disabled: z.boolean().optional(), admin: z.boolean().optional() })
  .refine((change) => change.disabled !== undefined || change.admin !== undefined, {
    error: 'Say what changes: disabled or admin',
  })
export type TAdminUserChange = z.input<typeof ZAdminUserChange>

export const ZAdminSettings = z.object({
  /** Whether new accounts may be made (REGISTRATION_ENABLED until an administrator sets it). */
  registrationEnabled: z.boolean(),
})
export type TAdminSettings = z.output<typeof ZAdminSettings>

const userParams = z.object({ id: ZId })

export const adminEndpoints = defineEndpoints({
  'GET /admin/users': {
    summary: 'Accounts, oldest first, found by part of a name, email or handle',
    tag: 'admin',
    access: 'admin',
    query: ZAdminUsersQuery,
    response: ZAdminUsersPage,
    errors: [403],
  },
  'PUT /admin/users/:id': {
    summary:
      'Disable or enable an account (a disabled one cannot sign in, its sessions end at once and its API tokens stop working) or make it an administrator or not; 403 for disabling yourself or removing the last administrator',
    tag: 'admin',
    access: 'admin',
    params: userParams,
    body: ZAdminUserChange,
    response: ZAdminUser,
    errors: [403, 404],
  },
  'POST /admin/users/:id/password': {
    summary: 'Give the account a new random password, answered this once; every session of the account ends',
    tag: 'admin',
    access: 'admin',
    params: userParams,
    response: z.object({ password: z.string() }),
    errors: [403, 404],
  },
  'GET /admin/settings': {
    summary: 'The settings administrators change in the app',
    tag: 'admin',
    access: 'admin',
    response: ZAdminSettings,
    errors: [403],
  },
  'PUT /admin/settings': {
    summary: 'Change settings; they hold over the server’s configuration from then on',
    tag: 'admin',
    access: 'admin',
    body: ZAdminSettings.partial(),
    response: ZAdminSettings,
    errors: [403],
  },
})

/**
 * What an administrator does to accounts, in the app (admin.routes.ts) or at the server's terminal
 * (scripts/admin/): `actorId` is the administrator in the app, null for the operator at the terminal, who
 * is no account. Disabling ends the account's sessions at once (through the sessions service, so every
 * process closes their sockets); its API tokens are refused while it is disabled. The last administrator
 * able to act cannot stop being one, and nobody disables themselves, so the app always has someone to run it.
 */
import { randomBytes } from 'node:crypto'
import { AppError, notFound } from '../../errors.ts'
import { type Argon2Cost, hashPassword } from '../../security/passwords.ts'
import type { AdminRepository, AdminUserRow } from './admin.repository.ts'

export interface AdminDeps {
  accounts: AdminRepository
  /** Ends every session of the account, everywhere (SessionsService.endAll). */
  endSessions: (userId: string) => Promise<void>
  /** Sets the account's password hash and forgets its pending reset link. */
  setPasswordHash: (userId: string, passwordHash: string) => Promise<void>
  /** This process's remembered sessions of the account, forgotten (what they say about it changed). */
  forgetUser?: (userId: string) => void
  passwordCost: Argon2Cost
  now: () => Date
}

export interface AccountChange {
  disabled?: boolean | undefined
  admin?: boolean | undefined
}

/** 96 random bits in 16 characters anyone can type: no look-alikes to misread from a screen. */
export function randomPassword(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  return [...randomBytes(16)].map((byte) => alphabet[byte % alphabet.length]).join('')
}

export function createAdminService(deps: AdminDeps) {
  const { accounts, now } = deps

  async function found(userId: string): Promise<AdminUserRow> {
    const row = await accounts.find(userId)
    if (!row) throw notFound('The account')
    return row
  }

  async function change(actorId: string | null, userId: string, wanted: AccountChange) {
    const row = await found(userId)
    if (wanted.disabled === true && actorId === userId)
      throw new AppError('forbidden', 'You cannot disable your own account')
    if (wanted.admin === false && row.isAdmin && (await accounts.countOtherActiveAdmins(userId)) === 0)
      throw new AppError('forbidden', 'This is the last administrator: make someone else one first')
    const changes: { isAdmin?: boolean; disabledAt?: Date | null } = {}
    if (wanted.admin !== undefined) changes.isAdmin = wanted.admin
    if (wanted.disabled !== undefined && wanted.disabled !== (row.disabledAt !== null))
      changes.disabledAt = wanted.disabled ? now() : null
    const updated = (await accounts.update(userId, changes, now())) ?? row
    deps.forgetUser?.(userId)
    if (changes.disabledAt) await deps.endSessions(userId)
    return updated
  }

  return {
    async listUsers(query: { q: string; offset: number; limit: number }) {
      return accounts.page(query.q, query.offset, query.limit)
    },

    findByEmail: (email: string) => accounts.findByEmail(email.trim().toLowerCase()),

    change,

    /** A new random password, returned this once; every session of the account ends. */
    async newPassword(userId: string, password = randomPassword()): Promise<string> {
      await found(userId)
      await deps.setPasswordHash(userId, await hashPassword(password, deps.passwordCost))
      await deps.endSessions(userId)
      return password
    },

    isAdmin: (userId: string) => accounts.isActiveAdmin(userId),
  }
}

export type AdminService = ReturnType<typeof createAdminService>

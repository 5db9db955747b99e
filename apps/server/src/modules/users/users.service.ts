/** Reading users and editing one's own profile. */
import { findHandleProblem, normalizeHandle } from '@rosemary/shared'
import type { CapabilityName, TUserStats } from '@rosemary/shared/contract'
import type { UserRow } from '../../db/schema/index.ts'
import { AppError, isUniqueViolation, notFound } from '../../errors.ts'
import type { UserChanges, UsersRepository } from './users.repository.ts'

/**
 * Counts of what an account owns, supplied by the modules that own it (recipes, images, messages), so this
 * module needs to know none of their tables.
 */
export type OwnedCounts = Partial<Pick<TUserStats, 'recipeCount' | 'recipeImageCount' | 'messageCount'>>
export type OwnedCounter = (userId: string) => Promise<OwnedCounts>

export interface UsersDeps {
  users: UsersRepository
  now: () => Date
  capabilities: Record<CapabilityName, boolean>
  ownedCounters: readonly OwnedCounter[]
}

const handleTaken = () => new AppError('handle_taken', 'Someone already has this handle', { handle: 'taken' })

export function createUsersService(deps: UsersDeps) {
  const { users, now } = deps

  async function existing(id: string, what = 'User'): Promise<UserRow> {
    const user = await users.findById(id)
    if (!user) throw notFound(what)
    return user
  }

  return {
    byId: (id: string) => existing(id),

    async byEmail(email: string): Promise<UserRow> {
      const user = await users.findByEmail(email)
      if (!user) throw notFound('User')
      return user
    },

    async updateProfile(userId: string, input: { name?: string; handle?: string; enableProfile?: boolean }) {
      const changes: UserChanges = {}
      if (input.name !== undefined) changes.name = input.name
      if (input.enableProfile !== undefined) changes.enableProfile = input.enableProfile
      if (input.handle !== undefined) {
        const holder = await users.findByHandle(input.handle)
        if (holder && holder.id !== userId) throw handleTaken()
        changes.handle = input.handle
      }
      const user = await users.update(userId, changes, now()).catch((error: unknown) => {
        throw isUniqueViolation(error, 'users_handle_key') ? handleTaken() : error
      })
      if (!user) throw notFound('Account')
      return user
    },

    /** A handle that breaks the rules is never available; one's own current handle is. */
    async isHandleAvailable(userId: string, handle: string): Promise<boolean> {
      if (findHandleProblem(handle.trim()) !== null) return false
      const holder = await users.findByHandle(normalizeHandle(handle))
      return !holder || holder.id === userId
    },

    async stats(userId: string): Promise<TUserStats> {
      const user = await existing(userId, 'Account')
      const counts = await Promise.all(deps.ownedCounters.map((count) => count(userId)))
      const total = (key: keyof OwnedCounts) => counts.reduce((sum, part) => sum + (part[key] ?? 0), 0)
      return {
        recipeCount: total('recipeCount'),
        recipeImageCount: total('recipeImageCount'),
        messageCount: total('messageCount'),
        createdAt: user.createdAt.toISOString(),
        lastLogin: user.lastLoginAt?.toISOString() ?? null,
      }
    },

    capabilities: () => ({ ...deps.capabilities }),
  }
}

export type UsersService = ReturnType<typeof createUsersService>

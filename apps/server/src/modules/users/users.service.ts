/** Reading users (profiles: modules/profiles/). */
import { findHandleProblem, normalizeHandle } from '@rosemary/shared'
import type { CapabilityName, TUserStats } from '@rosemary/shared/contract'
import type { UserRow } from '../../db/schema/index.ts'
import { notFound } from '../../errors.ts'
import type { UsersRepository } from './users.repository.ts'

/**
 * Counts of what an account owns, supplied by the modules that own it (recipes, images, messages), so this
 * module needs to know none of their tables.
 */
export type OwnedCounts = Partial<Pick<TUserStats, 'recipeCount' | 'recipeImageCount' | 'messageCount'>>
export type OwnedCounter = (userId: string) => Promise<OwnedCounts>

export interface UsersDeps {
  users: UsersRepository
  capabilities: Record<CapabilityName, boolean>
  ownedCounters: readonly OwnedCounter[]
}

export function createUsersService(deps: UsersDeps) {
  const { users } = deps

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

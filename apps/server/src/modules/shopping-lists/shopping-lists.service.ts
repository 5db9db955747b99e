/**
 * Shopping lists: owned by one person, shared with friends who may change everything but delete it (a
 * collaborator who deletes leaves). Anyone else is told the list does not exist. Every change is announced
 * to every member after the commit, and once more to someone who stopped being one.
 */
import {
  MAX_SHOPPING_LISTS_OWNED,
  type TCreateShoppingListRequest,
  type TShoppingList,
  type TShoppingListSummary,
  type TUpdateShoppingListRequest,
} from '@rosemary/shared/contract'
import { notFound } from '../../errors.ts'
import { requireRoomToOwn } from '../planning/item-rules.ts'
import {
  audience,
  checkCollaborators,
  isMember,
  type Members,
  memberIds,
  requireMember,
} from '../planning/sharing.ts'
import { announceList, LIST } from './shopping-list-events.ts'
import { createShoppingItemsService } from './shopping-items.service.ts'
import { presentShoppingList, presentShoppingListSummary } from './shopping-lists.presenter.ts'
import type { ShoppingListsDeps } from './shopping-lists.deps.ts'
import type { ShoppingRepos } from './shopping-store.ts'

export function createShoppingListsService(deps: ShoppingListsDeps) {
  const { store, now } = deps
  const { repos } = store
  const friendIds = (userId: string) => repos.friends.friendIds(userId)

  /** The whole list as this member sees it. */
  async function read(from: ShoppingRepos, id: string, members: Members, viewerId: string) {
    const [summary, items, aisles, people] = await Promise.all([
      from.lists.summary(id),
      from.items.ofList(id),
      from.items.aisles(id),
      from.people(memberIds(members)),
    ])
    // Deleted between the membership check and now.
    if (!summary) throw notFound(LIST)
    const view = presentShoppingListSummary(summary, members, people, viewerId)
    return presentShoppingList(view, items, aisles)
  }

  async function membersOf(id: string, userId: string) {
    return requireMember(await repos.lists.sharing.members(id), userId, LIST)
  }

  return {
    ...createShoppingItemsService(deps),

    async list(userId: string): Promise<TShoppingListSummary[]> {
      const rows = await repos.lists.summaries(userId)
      const collaborators = await repos.lists.sharing.collaboratorsOf(rows.map((row) => row.id))
      const shown = rows.map((row) => ({
        row,
        members: { ownerId: row.userId, collaboratorIds: collaborators.get(row.id) ?? [] },
      }))
      const people = await repos.people(shown.flatMap(({ members }) => memberIds(members)))
      return shown.map(({ row, members }) => presentShoppingListSummary(row, members, people, userId))
    },

    /** A list the user may see (404 otherwise): for the API and the printed list. */
    async get(userId: string, id: string): Promise<TShoppingList> {
      return read(repos, id, await membersOf(id, userId), userId)
    },

    /** The same, null when the list is unknown or not shared with the user (the printed list). */
    async find(userId: string, id: string): Promise<TShoppingList | null> {
      const members = await repos.lists.sharing.members(id)
      return members && isMember(members, userId) ? read(repos, id, members, userId) : null
    },

    async create(userId: string, request: TCreateShoppingListRequest): Promise<TShoppingList> {
      const collaboratorIds = await checkCollaborators(userId, null, request.collaboratorIds ?? [], friendIds)
      const at = now()
      const id = await store.transaction(async (tx) => {
        // Another creation of the same person's waits here, so two cannot both pass the limit.
        await tx.lists.sharing.lockOwner(userId)
        requireRoomToOwn(
          await tx.lists.sharing.ownedCount(userId),
          MAX_SHOPPING_LISTS_OWNED,
          'shopping lists',
        )
        const created = await tx.lists.insert(userId, request.title, at)
        await tx.lists.sharing.setCollaborators(created, collaboratorIds)
        return created
      })
      const members = { ownerId: userId, collaboratorIds }
      announceList(deps, id, memberIds(members))
      return read(repos, id, members, userId)
    },

    /** Renames (any member) or sets the collaborators (the owner only). */
    async update(userId: string, id: string, request: TUpdateShoppingListRequest): Promise<TShoppingList> {
      const before = await membersOf(id, userId)
      const wanted = request.collaboratorIds
      const collaboratorIds = wanted && (await checkCollaborators(userId, before, wanted, friendIds))
      const after = collaboratorIds ? { ...before, collaboratorIds } : before
      await store.transaction(async (tx) => {
        await tx.lists.touch(id, now(), request.title)
        if (collaboratorIds) await tx.lists.sharing.setCollaborators(id, collaboratorIds)
      })
      announceList(deps, id, audience(before, after))
      return read(repos, id, await membersOf(id, userId), userId)
    },

    /** The owner deletes the list for everyone; a collaborator leaves it. */
    async remove(userId: string, id: string): Promise<void> {
      const members = await membersOf(id, userId)
      if (members.ownerId === userId) await repos.lists.delete(id)
      else
        await store.transaction(async (tx) => {
          await tx.lists.sharing.removeCollaborator(id, userId)
          await tx.lists.touch(id, now())
        })
      announceList(deps, id, audience(members))
    },
  }
}

export type ShoppingListsService = ReturnType<typeof createShoppingListsService>

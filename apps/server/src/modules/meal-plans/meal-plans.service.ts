/**
 * Meal plans: owned by one person and shared with friends as shopping lists are (modules/planning). A plan
 * keeps the meal times its calendar feed starts events at, and the digest of the feed's secret token with
 * who made it: a collaborator's feed ends when they leave or are removed (meal-plan-calendar.ts).
 */
import {
  MAX_MEAL_PLANS_OWNED,
  type TCreateMealPlanRequest,
  type TMealPlan,
  type TMealPlanSummary,
  type TUpdateMealPlanRequest,
} from '@rosemary/shared/contract'
import { notFound } from '../../errors.ts'
import { requireRoomToOwn } from '../planning/item-rules.ts'
import { audience, checkCollaborators, type Members, memberIds, requireMember } from '../planning/sharing.ts'
import { presentPerson } from '../profiles/other-user.ts'
import { createMealPlanCalendar, liveFeedMaker } from './meal-plan-calendar.ts'
import { announcePlan, PLAN } from './meal-plan-events.ts'
import { createMealPlanItemsService } from './meal-plan-items.service.ts'
import type { MealPlanRepos } from './meal-plan-store.ts'
import type { MealPlansDeps } from './meal-plans.deps.ts'
import { presentMealPlan, presentMealPlanSummary } from './meal-plans.presenter.ts'

export function createMealPlansService(deps: MealPlansDeps) {
  const { store, now } = deps
  const { repos } = store
  const friendIds = (userId: string) => repos.friends.friendIds(userId)

  /** The whole plan as this member sees it. */
  async function read(from: MealPlanRepos, id: string, members: Members, viewerId: string) {
    const [summary, settings, items, people] = await Promise.all([
      from.plans.summary(id),
      from.plans.settings(id),
      from.items.ofPlan(id),
      from.people(memberIds(members)),
    ])
    // Deleted between the membership check and now.
    if (!summary || !settings) throw notFound(PLAN)
    const makerId = await liveFeedMaker(from, members, settings)
    const maker = makerId === null ? null : presentPerson(people.get(makerId), makerId)
    return presentMealPlan(presentMealPlanSummary(summary, members, people, viewerId), items, settings, maker)
  }

  async function membersOf(id: string, userId: string) {
    return requireMember(await repos.plans.sharing.members(id), userId, PLAN)
  }

  return {
    ...createMealPlanItemsService(deps),
    ...createMealPlanCalendar(deps),

    async list(userId: string): Promise<TMealPlanSummary[]> {
      const rows = await repos.plans.summaries(userId)
      const collaborators = await repos.plans.sharing.collaboratorsOf(rows.map((row) => row.id))
      const shown = rows.map((row) => ({
        row,
        members: { ownerId: row.userId, collaboratorIds: collaborators.get(row.id) ?? [] },
      }))
      const people = await repos.people(shown.flatMap(({ members }) => memberIds(members)))
      return shown.map(({ row, members }) => presentMealPlanSummary(row, members, people, userId))
    },

    /** A plan the user may see (404 otherwise). */
    async get(userId: string, id: string): Promise<TMealPlan> {
      return read(repos, id, await membersOf(id, userId), userId)
    },

    async create(userId: string, request: TCreateMealPlanRequest): Promise<TMealPlan> {
      const collaboratorIds = await checkCollaborators(userId, null, request.collaboratorIds ?? [], friendIds)
      const at = now()
      const id = await store.transaction(async (tx) => {
        // Another creation of the same person's waits here, so two cannot both pass the limit.
        await tx.plans.sharing.lockOwner(userId)
        requireRoomToOwn(await tx.plans.sharing.ownedCount(userId), MAX_MEAL_PLANS_OWNED, 'meal plans')
        const created = await tx.plans.insert(userId, request.title, at)
        await tx.plans.sharing.setCollaborators(created, collaboratorIds)
        return created
      })
      const members = { ownerId: userId, collaboratorIds }
      announcePlan(deps, id, memberIds(members))
      return read(repos, id, members, userId)
    },

    /** Renames or sets meal times (any member), or sets the collaborators (the owner only). */
    async update(userId: string, id: string, request: TUpdateMealPlanRequest): Promise<TMealPlan> {
      const before = await membersOf(id, userId)
      const wanted = request.collaboratorIds
      const collaboratorIds = wanted && (await checkCollaborators(userId, before, wanted, friendIds))
      const after = collaboratorIds ? { ...before, collaboratorIds } : before
      await store.transaction(async (tx) => {
        const settings = request.mealTimes && (await tx.plans.settings(id))
        await tx.plans.touch(id, now(), {
          title: request.title,
          // Only the times set are kept, so a plan follows later changes of the defaults for the others.
          ...(settings && { mealTimes: { ...settings.mealTimes, ...request.mealTimes } }),
        })
        if (collaboratorIds) {
          await tx.plans.sharing.setCollaborators(id, collaboratorIds)
          // A feed made by someone no longer sharing the plan ends with their membership.
          const removed = before.collaboratorIds.filter((member) => !collaboratorIds.includes(member))
          await tx.plans.endFeedMadeBy(id, removed)
        }
      })
      announcePlan(deps, id, audience(before, after))
      return read(repos, id, await membersOf(id, userId), userId)
    },

    /** The owner deletes the plan for everyone; a collaborator leaves it. */
    async remove(userId: string, id: string): Promise<void> {
      const members = await membersOf(id, userId)
      if (members.ownerId === userId) await repos.plans.delete(id)
      else
        await store.transaction(async (tx) => {
          await tx.plans.sharing.removeCollaborator(id, userId)
          await tx.plans.endFeedMadeBy(id, [userId])
          await tx.plans.touch(id, now())
        })
      announcePlan(deps, id, audience(members))
    },
  }
}

export type MealPlansService = ReturnType<typeof createMealPlansService>

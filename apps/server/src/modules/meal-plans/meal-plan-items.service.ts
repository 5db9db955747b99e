/**
 * The meals on a plan: added (a recipe or a title; an id of the client's making keeps a retry to one
 * meal), moved and copied in bulk, changed and deleted. Every change runs with the plan row locked, and an
 * addition then locks the plan's owner, so concurrent additions are counted against the plan's and the
 * owner's limits one after the other.
 */
import { randomUUID } from 'node:crypto'
import {
  MAX_MEAL_PLAN_ITEMS,
  MAX_MEAL_PLAN_ITEMS_OWNED,
  type Meal,
  type TMealPlanItem,
  type TUpdateMealPlanItemRequest,
} from '@rosemary/shared/contract'
import { AppError, notFound } from '../../errors.ts'
import { requireOwnerRoom, requireRecipes, requireRoom } from '../planning/item-rules.ts'
import { changeAsMember, type Members, type Outcome } from '../planning/sharing.ts'
import { announcePlan, PLAN } from './meal-plan-events.ts'
import type { MealPlanItemRow, NewMeal } from './meal-plan-items.repository.ts'
import type { MealPlanRepos } from './meal-plan-store.ts'
import { presentMealPlanItem } from './meal-plans.presenter.ts'
import type { MealPlansDeps } from './meal-plans.deps.ts'

export interface MealToAdd {
  id?: string | undefined
  title?: string | undefined
  recipeId?: string | undefined
  scheduledDate: string
  meal: Meal
  notes: string
  servings: number | null
}

const unique = (ids: string[]) => [...new Set(ids)]

function inOrder(rows: MealPlanItemRow[], ids: string[]): TMealPlanItem[] {
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? []).map(presentMealPlanItem)
}

const notOnPlan = () =>
  new AppError('invalid_input', 'Some meals are not on the plan', { itemIds: 'Choose meals of this plan' })

export function createMealPlanItemsService(deps: MealPlansDeps) {
  const { store, now } = deps

  function onLockedPlan<T>(
    userId: string,
    planId: string,
    work: (repos: MealPlanRepos, members: Members) => Promise<Outcome<T>>,
  ): Promise<T> {
    return changeAsMember(
      store,
      {
        userId,
        what: PLAN,
        lockMembers: (repos) => repos.plans.sharing.lockMembers(planId),
        announce: (userIds) => announcePlan(deps, planId, userIds),
      },
      work,
    )
  }

  /** These meals of the plan, or 400 when one is not on it. */
  async function mealsOnPlan(repos: MealPlanRepos, planId: string, ids: string[]) {
    const rows = (await repos.items.byIds(ids)).filter((row) => row.mealPlanId === planId)
    if (rows.length < ids.length) throw notOnPlan()
    return rows
  }

  /** Writes new meals within the plan's limit and its owner's (`field` named past either). */
  async function insertWithinLimits(
    repos: MealPlanRepos,
    members: Members,
    addition: { planId: string; addedById: string; at: Date },
    meals: NewMeal[],
    field: string,
  ) {
    const { planId, at } = addition
    requireRoom(await repos.items.count(planId), meals.length, MAX_MEAL_PLAN_ITEMS, field, 'A plan')
    if (meals.length === 0) return
    // Additions to the owner's other plans wait here, so two cannot both pass the owner's limit.
    await repos.plans.sharing.lockOwner(members.ownerId)
    const owned = await repos.items.countOwned(members.ownerId)
    requireOwnerRoom(owned, meals.length, MAX_MEAL_PLAN_ITEMS_OWNED, field, 'meals on the plans they own')
    await repos.items.insert(addition, meals)
    await repos.plans.touch(planId, at)
  }

  return {
    addItems(userId: string, planId: string, meals: MealToAdd[]): Promise<TMealPlanItem[]> {
      return onLockedPlan(userId, planId, async (repos, members) => {
        const at = now()
        const recipes = await requireRecipes(repos.recipes, meals)
        const givenIds = unique(meals.flatMap((meal) => (meal.id ? [meal.id] : [])))
        const present = new Map((await repos.items.byIds(givenIds)).map((row) => [row.id, row]))
        // An id of another plan's meal: there is no meal of this plan it could be a retry of.
        const taken = meals.findIndex((meal) => {
          const row = meal.id === undefined ? undefined : present.get(meal.id)
          return row !== undefined && row.mealPlanId !== planId
        })
        if (taken >= 0)
          throw new AppError('invalid_input', 'That id belongs to another meal', {
            [`${taken}.id`]: 'Already used elsewhere',
          })
        const order = new Set<string>()
        const fresh: NewMeal[] = []
        for (const meal of meals) {
          const id = meal.id ?? randomUUID()
          if (order.has(id)) continue
          order.add(id)
          if (present.has(id)) continue
          const recipeTitle = meal.recipeId ? recipes.get(meal.recipeId)?.title : undefined
          fresh.push({
            ...{ id, title: meal.title ?? recipeTitle ?? '', recipeId: meal.recipeId ?? null },
            ...{
              scheduledDate: meal.scheduledDate,
              meal: meal.meal,
              notes: meal.notes,
              servings: meal.servings,
            },
          })
        }
        await insertWithinLimits(repos, members, { planId, addedById: userId, at }, fresh, 'body')
        const ids = [...order]
        return { result: inOrder(await repos.items.byIds(ids), ids), changed: fresh.length > 0 }
      })
    },

    /** Moves meals to a day and/or meal at once. */
    moveItems(
      userId: string,
      planId: string,
      move: { itemIds: string[]; scheduledDate?: string | undefined; meal?: Meal | undefined },
    ): Promise<TMealPlanItem[]> {
      return onLockedPlan(userId, planId, async (repos) => {
        const at = now()
        const ids = unique(move.itemIds)
        await mealsOnPlan(repos, planId, ids)
        await repos.items.update(planId, ids, { scheduledDate: move.scheduledDate, meal: move.meal }, at)
        await repos.plans.touch(planId, at)
        return { result: inOrder(await repos.items.byIds(ids), ids), changed: true }
      })
    },

    /** Copies meals to another day: new meals, the same in all but the day. */
    copyItems(userId: string, planId: string, copy: { itemIds: string[]; scheduledDate: string }) {
      return onLockedPlan(userId, planId, async (repos, members) => {
        const at = now()
        const ids = unique(copy.itemIds)
        const originals = await mealsOnPlan(repos, planId, ids)
        const copies = inOrder(originals, ids).map((meal) => ({
          ...{ id: randomUUID(), title: meal.title, recipeId: meal.recipe?.id ?? null },
          ...{
            scheduledDate: copy.scheduledDate,
            meal: meal.meal,
            notes: meal.notes,
            servings: meal.servings,
          },
        }))
        await insertWithinLimits(repos, members, { planId, addedById: userId, at }, copies, 'itemIds')
        const copyIds = copies.map((meal) => meal.id)
        return { result: inOrder(await repos.items.byIds(copyIds), copyIds), changed: true }
      })
    },

    /** The ids deleted now; ids already gone are ignored. */
    deleteItems(userId: string, planId: string, itemIds: string[]): Promise<{ deletedIds: string[] }> {
      return onLockedPlan(userId, planId, async (repos) => {
        const deletedIds = await repos.items.delete(planId, unique(itemIds))
        if (deletedIds.length > 0) await repos.plans.touch(planId, now())
        return { result: { deletedIds }, changed: deletedIds.length > 0 }
      })
    },

    updateItem(
      userId: string,
      planId: string,
      itemId: string,
      changes: TUpdateMealPlanItemRequest,
    ): Promise<TMealPlanItem> {
      return onLockedPlan(userId, planId, async (repos) => {
        const at = now()
        if ((await repos.items.update(planId, [itemId], changes, at)) === 0) throw notFound('Meal')
        await repos.plans.touch(planId, at)
        const [item] = inOrder(await repos.items.byIds([itemId]), [itemId])
        if (!item) throw notFound('Meal')
        return { result: item, changed: true }
      })
    },

    deleteItem(userId: string, planId: string, itemId: string): Promise<void> {
      return onLockedPlan(userId, planId, async (repos) => {
        if ((await repos.items.delete(planId, [itemId])).length === 0) throw notFound('Meal')
        await repos.plans.touch(planId, now())
        return { result: undefined, changed: true }
      })
    },
  }
}

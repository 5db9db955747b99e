/**
 * The items of a shopping list, as offline clients change them: each addition carries an id of the
 * client's making, so a retry keeps one item and a deleted item stays deleted (named in `notApplied`).
 * Additions lock the list row, then its owner, so concurrent ones are counted against the list's and the
 * owner's item limits one after the other. Words and aisles are worked out before the lock is taken, in
 * turns (event-loop/turns.ts): only the list's memory of aisles is applied under it.
 */
import { randomUUID } from 'node:crypto'
import {
  MAX_PLANNING_TITLE_LENGTH,
  MAX_SHOPPING_ITEMS_OWNED,
  MAX_SHOPPING_LIST_ITEMS,
  type ShoppingAisle,
  type TNotApplied,
  type TShoppingItemsChange,
  type TUpdateShoppingItemsRequest,
} from '@rosemary/shared/contract'
import { AppError } from '../../errors.ts'
import { mapInTurns } from '../../event-loop/turns.ts'
import { requireOwnerRoom, requireRecipes, requireRoom } from '../planning/item-rules.ts'
import { changeAsMember, type Members, type Outcome, requireMember } from '../planning/sharing.ts'
import { presentShoppingItem } from './shopping-lists.presenter.ts'
import type { ShoppingListsDeps } from './shopping-lists.deps.ts'
import { announceList, LIST } from './shopping-list-events.ts'
import type { ShoppingItemChanges, ShoppingItemRow } from './shopping-items.repository.ts'
import type { ShoppingRepos } from './shopping-store.ts'

/** An item to add, its recipe already known to exist. */
export interface ItemToAdd {
  id?: string | undefined
  title: string
  recipeId?: string | undefined
  recipeTitle?: string | undefined
  mealPlanItemId?: string | undefined
  categoryTitle?: ShoppingAisle | undefined
  /** The exact amount, when the title rounds it as a shopper buys it. */
  exactTitle?: string | null | undefined
}

/** An item with its word, and its aisle by the keyword tables (the list's memory may still differ). */
interface ClassifiedItem extends ItemToAdd {
  groupTitle: string
  tableAisle: ShoppingAisle
}

const unique = (ids: string[]) => [...new Set(ids)]

/** The rows of these ids, in this order (ids not found are left out). */
function inOrder<T extends { id: string }>(rows: T[], ids: string[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** Why an id not on the list cannot be changed: it was deleted from this list, or never was on it. */
const refusal = (deletedFrom: string | undefined, listId: string) =>
  deletedFrom === listId ? ('deleted' as const) : ('not_found' as const)

/** The aisle the list remembers for the word, if any (the memory has no prototype: any word is safe). */
const remembered = (aisles: Record<string, ShoppingAisle>, groupTitle: string): ShoppingAisle | undefined =>
  Object.hasOwn(aisles, groupTitle) ? aisles[groupTitle] : undefined

export function createShoppingItemsService(deps: ShoppingListsDeps) {
  const { store, now, rules } = deps

  /** Each item's word and aisle by the tables, once per title, giving the event loop turns. */
  function classify(items: ItemToAdd[]): Promise<ClassifiedItem[]> {
    const byTitle = new Map<string, ReturnType<typeof rules.classifyItem>>()
    return mapInTurns(items, (item) => {
      let words = byTitle.get(item.title)
      if (!words) {
        words = rules.classifyItem(item.title)
        byTitle.set(item.title, words)
      }
      return { ...item, groupTitle: words.groupTitle, tableAisle: words.categoryTitle }
    })
  }

  /** Adds within the caller's transaction, with the list locked; `field` is named when a limit is reached. */
  async function addLocked(
    repos: ShoppingRepos,
    members: Members,
    userId: string,
    listId: string,
    items: ClassifiedItem[],
    field: string,
  ): Promise<Outcome<TShoppingItemsChange>> {
    const at = now()
    const givenIds = unique(items.flatMap((item) => (item.id ? [item.id] : [])))
    const present = new Map((await repos.items.byIds(givenIds)).map((row) => [row.id, row]))
    const deleted = await repos.items.deleted(givenIds.filter((id) => !present.has(id)))
    const notApplied: TNotApplied = givenIds.flatMap((id) => {
      const row = present.get(id)
      if (row) return row.shoppingListId === listId ? [] : [{ id, reason: 'not_found' as const }]
      return deleted.has(id) ? [{ id, reason: refusal(deleted.get(id), listId) }] : []
    })
    const refused = new Set(notApplied.map((entry) => entry.id))
    // Request order; an id given twice is one item, as a retry is.
    const order = new Set<string>()
    const fresh: (ClassifiedItem & { id: string })[] = []
    for (const item of items) {
      const id = item.id ?? randomUUID()
      if (refused.has(id) || order.has(id)) continue
      order.add(id)
      if (!present.has(id)) fresh.push({ ...item, id })
    }
    requireRoom(await repos.items.count(listId), fresh.length, MAX_SHOPPING_LIST_ITEMS, field, 'A list')
    let written: ShoppingItemRow[] = []
    if (fresh.length > 0) {
      // Additions to the owner's other lists wait here, so two cannot both pass the owner's limit.
      await repos.lists.sharing.lockOwner(members.ownerId)
      const owned = await repos.items.countOwned(members.ownerId)
      requireOwnerRoom(owned, fresh.length, MAX_SHOPPING_ITEMS_OWNED, field, 'items on the lists they own')
      const aisles = await repos.items.aisles(listId)
      written = await repos.items.insert(
        { listId, addedById: userId, at },
        fresh.map((item) => ({
          id: item.id,
          title: item.title,
          groupTitle: item.groupTitle,
          categoryTitle: item.categoryTitle ?? remembered(aisles, item.groupTitle) ?? item.tableAisle,
          recipeId: item.recipeId ?? null,
          recipeTitle: item.recipeTitle ?? null,
          mealPlanItemId: item.mealPlanItemId ?? null,
          exactTitle: item.exactTitle ?? null,
        })),
      )
      await repos.lists.touch(listId, at)
    }
    const rows = inOrder([...present.values(), ...written], [...order])
    return { result: { items: rows.map(presentShoppingItem), notApplied }, changed: fresh.length > 0 }
  }

  /** Runs `work` on the list of a member, locked; announces a change after the commit. */
  function onLockedList<T>(
    userId: string,
    listId: string,
    work: (repos: ShoppingRepos, members: Members) => Promise<Outcome<T>>,
  ): Promise<T> {
    return changeAsMember(
      store,
      {
        userId,
        what: LIST,
        lockMembers: (repos) => repos.lists.sharing.lockMembers(listId),
        announce: (userIds) => announceList(deps, listId, userIds),
      },
      work,
    )
  }

  /**
   * The items the meals bring: the lines of each one's recipe scaled by its servings (worked out once per
   * recipe and servings), or its title. 400 as soon as they are more than any list holds.
   */
  function itemsOfMeals(meals: Awaited<ReturnType<ShoppingRepos['planItems']['withRecipes']>>) {
    const linesOf = new Map<string, { title: string; exactTitle: string | null }[]>()
    let count = 0
    return mapInTurns(meals, (meal): ItemToAdd[] => {
      const { recipe } = meal
      let items: ItemToAdd[] = [{ title: meal.title, mealPlanItemId: meal.id }]
      if (recipe) {
        const key = `${recipe.id} ${meal.servings}`
        let lines = linesOf.get(key)
        if (!lines) {
          lines = rules
            .linesOfRecipe(recipe.ingredients, recipe.yield, meal.servings)
            .map((line) => ({
              title: line.title.trim().slice(0, MAX_PLANNING_TITLE_LENGTH),
              exactTitle: line.exact?.trim().slice(0, MAX_PLANNING_TITLE_LENGTH) ?? null,
            }))
            .filter((line) => line.title !== '')
          linesOf.set(key, lines)
        }
        items = lines.map(({ title, exactTitle }) => ({
          title,
          exactTitle,
          recipeId: recipe.id,
          recipeTitle: recipe.title,
          mealPlanItemId: meal.id,
        }))
      }
      count += items.length
      if (count > MAX_SHOPPING_LIST_ITEMS) {
        const message = `These meals bring more than the ${MAX_SHOPPING_LIST_ITEMS} items a list holds`
        throw new AppError('invalid_input', message, { mealPlanItemIds: message })
      }
      return items
    })
  }

  return {
    async addItems(userId: string, listId: string, items: ItemToAdd[]): Promise<TShoppingItemsChange> {
      const classified = await classify(items)
      return onLockedList(userId, listId, async (repos, members) => {
        const recipes = await requireRecipes(repos.recipes, classified)
        const withTitles = classified.map((item) => ({
          ...item,
          recipeTitle: item.recipeId ? recipes.get(item.recipeId)?.title : undefined,
        }))
        return addLocked(repos, members, userId, listId, withTitles, 'body')
      })
    },

    /**
     * The lines of the recipes of these meals of a plan the user shares, and the titles of the others. The
     * meals are read and their lines worked out before the list is locked.
     */
    async addFromMealPlan(
      userId: string,
      listId: string,
      request: { mealPlanId: string; mealPlanItemIds: string[] },
    ): Promise<TShoppingItemsChange> {
      const { repos } = store
      requireMember(await repos.lists.sharing.members(listId), userId, LIST)
      requireMember(await repos.plans.sharing.members(request.mealPlanId), userId, 'Meal plan')
      const ids = unique(request.mealPlanItemIds)
      const meals = await repos.planItems.withRecipes(request.mealPlanId, ids)
      if (meals.length < ids.length)
        throw new AppError('invalid_input', 'Some meals are not on the plan', {
          mealPlanItemIds: 'Choose meals of this plan',
        })
      const items = await classify((await itemsOfMeals(inOrder(meals, ids))).flat())
      return onLockedList(userId, listId, (locked, members) =>
        addLocked(locked, members, userId, listId, items, 'mealPlanItemIds'),
      )
    },

    /** Checks off, renames or moves the items still on the list; the others are named in notApplied. */
    updateItems(
      userId: string,
      listId: string,
      request: TUpdateShoppingItemsRequest & { itemIds: string[] },
    ): Promise<TShoppingItemsChange> {
      return onLockedList(userId, listId, async (repos) => {
        const at = now()
        const ids = unique(request.itemIds)
        const rows = (await repos.items.byIds(ids)).filter((row) => row.shoppingListId === listId)
        const found = new Set(rows.map((row) => row.id))
        const deleted = await repos.items.deleted(ids.filter((id) => !found.has(id)))
        const notApplied = ids
          .filter((id) => !found.has(id))
          .map((id) => ({ id, reason: refusal(deleted.get(id), listId) }))
        const targets = ids.filter((id) => found.has(id))
        if (targets.length === 0) return { result: { items: [], notApplied }, changed: false }
        const changes: ShoppingItemChanges = { completed: request.completed }
        let groupTitles = unique(rows.map((row) => row.groupTitle))
        if (request.title !== undefined) {
          const { groupTitle, categoryTitle } = rules.classifyItem(request.title)
          const aisle = remembered(await repos.items.aisles(listId), groupTitle) ?? categoryTitle
          // A title someone wrote is the amount they mean: the recipe's exact one no longer applies.
          Object.assign(changes, { title: request.title, exactTitle: null, groupTitle, categoryTitle: aisle })
          groupTitles = [groupTitle]
        }
        if (request.categoryTitle !== undefined) {
          changes.categoryTitle = request.categoryTitle
          // The list remembers it: the next item of the same word goes to the same aisle.
          await repos.items.rememberAisle(listId, groupTitles, request.categoryTitle)
        }
        await repos.items.update(listId, targets, changes, at)
        await repos.lists.touch(listId, at)
        const changed = inOrder(await repos.items.byIds(targets), targets)
        return { result: { items: changed.map(presentShoppingItem), notApplied }, changed: true }
      })
    },

    /** Deletes the items still on the list and keeps their ids; the ids deleted now. */
    deleteItems(userId: string, listId: string, itemIds: string[]): Promise<{ deletedIds: string[] }> {
      return onLockedList(userId, listId, async (repos) => {
        const at = now()
        const deletedIds = await repos.items.delete(listId, unique(itemIds), at)
        if (deletedIds.length > 0) await repos.lists.touch(listId, at)
        return { result: { deletedIds }, changed: deletedIds.length > 0 }
      })
    },
  }
}

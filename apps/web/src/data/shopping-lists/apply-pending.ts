/**
 * The list the page shows: the last copy the server sent, with the changes still waiting in the queue
 * applied on top, in the order they were made. Pure, so it can be checked against any server copy: a
 * change to an item that is no longer in the copy (someone deleted it) does nothing here, as it will do
 * nothing on the server, which names it in `notApplied`.
 */
import type { ShoppingAisle, TShoppingItem, TShoppingList } from '@rosemary/shared/contract'
import { idsOfChange } from './change-queue.ts'
import type { ItemChange, QueuedChange } from './offline-store.ts'

/** How an item added on this device is described until the server describes it (its word and aisle). */
export type DescribeItem = (
  title: string,
  aisles: Record<string, ShoppingAisle>,
) => { groupTitle: string; categoryTitle: ShoppingAisle }

export interface ShownList {
  list: TShoppingList
  /** Items with a change that has not reached the server yet. */
  pendingIds: ReadonlySet<string>
}

function localItem(id: string, title: string, at: string, list: TShoppingList, describe: DescribeItem) {
  const item: TShoppingItem = {
    id,
    title,
    ...describe(title, list.aisles),
    completed: false,
    completedAt: null,
    recipeId: null,
    recipeTitle: null,
    mealPlanItemId: null,
    exactTitle: null,
    addedBy: null,
    createdAt: at,
    updatedAt: at,
  }
  return item
}

function applyChange(list: TShoppingList, change: ItemChange, at: string, describe: DescribeItem) {
  if (change.kind === 'add') {
    const known = new Set(list.items.map((item) => item.id))
    const added = change.items
      .filter((item) => !known.has(item.id))
      .map((item) => localItem(item.id, item.title, at, list, describe))
    return { ...list, items: [...list.items, ...added] }
  }
  const named = new Set(change.itemIds)
  if (change.kind === 'delete') return { ...list, items: list.items.filter((item) => !named.has(item.id)) }
  const aisles = { ...list.aisles }
  const items = list.items.map((item) => {
    if (!named.has(item.id)) return item
    const next = { ...item, updatedAt: at }
    if (change.completed !== undefined) {
      next.completed = change.completed
      next.completedAt = change.completed ? at : null
    }
    if (change.title !== undefined) {
      // As the server does: a title someone wrote replaces the recipe's exact amount.
      next.title = change.title
      next.exactTitle = null
    }
    if (change.categoryTitle !== undefined) {
      next.categoryTitle = change.categoryTitle
      aisles[item.groupTitle] = change.categoryTitle
    }
    return next
  })
  return { ...list, items, aisles }
}

export function applyPending(
  server: TShoppingList,
  queue: readonly QueuedChange[],
  describe: DescribeItem,
): ShownList {
  let list = server
  const pendingIds = new Set<string>()
  for (const queued of queue) {
    if (queued.listId !== server.id) continue
    list = applyChange(list, queued.change, queued.queuedAt, describe)
    for (const id of idsOfChange(queued.change)) pendingIds.add(id)
  }
  const present = new Set(list.items.map((item) => item.id))
  const openItemCount = list.items.filter((item) => !item.completed).length
  list = { ...list, itemCount: list.items.length, openItemCount }
  return { list, pendingIds: new Set([...pendingIds].filter((id) => present.has(id))) }
}

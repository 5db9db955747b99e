/** Shopping lists as the API answers them, for the web tests. */
import type { TShoppingItem, TShoppingList } from '@rosemary/shared/contract'
import { friend, me } from './messages-fixtures.ts'

let sequence = 0

export function shoppingItem(title: string, changes: Partial<TShoppingItem> = {}): TShoppingItem {
  sequence++
  const at = new Date(Date.UTC(2025, 0, 1, 10, sequence)).toISOString()
  return {
    id: `item-${sequence}`,
    title,
    groupTitle: title.toLowerCase(),
    categoryTitle: 'other',
    completed: false,
    completedAt: null,
    recipeId: null,
    recipeTitle: null,
    mealPlanItemId: null,
    exactTitle: null,
    addedBy: { id: me.id, name: me.name },
    createdAt: at,
    updatedAt: at,
    ...changes,
  }
}

export function shoppingList(
  items: TShoppingItem[] = [],
  changes: Partial<TShoppingList> = {},
): TShoppingList {
  return {
    id: 'list-1',
    title: 'Weekly shop',
    owner: me,
    collaborators: [friend],
    isOwner: true,
    itemCount: items.length,
    openItemCount: items.filter((item) => !item.completed).length,
    createdAt: '2025-01-01T09:00:00.000Z',
    updatedAt: '2025-01-01T09:00:00.000Z',
    items,
    aisles: {},
    ...changes,
  }
}

/** Lists and their items to the contract's shapes, from the viewer's side. */
import type {
  ShoppingAisle,
  TShoppingItem,
  TShoppingList,
  TShoppingListSummary,
} from '@rosemary/shared/contract'
import { type Members, presentSharing } from '../planning/sharing.ts'
import type { OtherUserRow } from '../profiles/other-user.ts'
import type { ShoppingItemRow } from './shopping-items.repository.ts'
import type { ShoppingListSummaryRow } from './shopping-lists.repository.ts'

export function presentShoppingItem(row: ShoppingItemRow): TShoppingItem {
  return {
    id: row.id,
    title: row.title,
    groupTitle: row.groupTitle,
    categoryTitle: row.categoryTitle as ShoppingAisle,
    completed: row.completed,
    completedAt: row.completedAt?.toISOString() ?? null,
    recipeId: row.recipeId,
    recipeTitle: row.recipeTitle,
    mealPlanItemId: row.mealPlanItemId,
    exactTitle: row.exactTitle,
    addedBy: row.addedById ? { id: row.addedById, name: row.addedByName ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export function presentShoppingListSummary(
  row: ShoppingListSummaryRow,
  members: Members,
  people: Map<string, OtherUserRow>,
  viewerId: string,
): TShoppingListSummary {
  return {
    id: row.id,
    title: row.title,
    ...presentSharing(members, people, viewerId),
    itemCount: row.itemCount,
    openItemCount: row.openItemCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export function presentShoppingList(
  summary: TShoppingListSummary,
  items: ShoppingItemRow[],
  aisles: Record<string, ShoppingAisle>,
): TShoppingList {
  return { ...summary, items: items.map(presentShoppingItem), aisles: { ...aisles } }
}

/** Meal plans and shopping lists as the server answers them, for page tests. */
import type {
  TMealPlan,
  TMealPlanItem,
  TMealPlanSummary,
  TOtherUser,
  TShoppingItemsChange,
  TShoppingListSummary,
} from '@rosemary/shared/contract'
import { DEFAULT_MEAL_TIMES } from '@rosemary/shared/contract'

const AT = '2026-05-01T09:00:00.000Z'

export const ME: TOtherUser = { id: 'me-id', name: 'Me', handle: null, profileImageUrl: null }
export const ANNA: TOtherUser = { id: 'anna-id', name: 'Anna', handle: 'anna', profileImageUrl: null }

export function planItem(
  id: string,
  scheduledDate: string,
  overrides: Partial<TMealPlanItem> = {},
): TMealPlanItem {
  return {
    id,
    title: `Meal ${id}`,
    recipe: null,
    scheduledDate,
    meal: 'dinner',
    notes: '',
    servings: null,
    addedBy: { id: ME.id, name: ME.name },
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  }
}

export function planSummary(overrides: Partial<TMealPlanSummary> = {}): TMealPlanSummary {
  return {
    id: 'plan-1',
    title: 'Family dinners',
    owner: ME,
    collaborators: [],
    isOwner: true,
    itemCount: 0,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  }
}

export function plan(items: TMealPlanItem[], overrides: Partial<TMealPlan> = {}): TMealPlan {
  return {
    ...planSummary({ itemCount: items.length }),
    items,
    mealTimes: { ...DEFAULT_MEAL_TIMES },
    hasCalendarFeed: false,
    calendarFeedMadeBy: null,
    ...overrides,
  }
}

export function listSummary(id: string, title: string): TShoppingListSummary {
  return {
    id,
    title,
    owner: ME,
    collaborators: [],
    isOwner: true,
    itemCount: 0,
    openItemCount: 0,
    createdAt: AT,
    updatedAt: AT,
  }
}

/** The answer to adding `count` items to a list. */
export function itemsAdded(count: number): TShoppingItemsChange {
  return {
    items: Array.from({ length: count }, (_, index) => ({
      id: `added-${index}`,
      title: `item ${index}`,
      groupTitle: `item ${index}`,
      categoryTitle: 'other',
      completed: false,
      completedAt: null,
      recipeId: null,
      recipeTitle: null,
      mealPlanItemId: null,
      exactTitle: null,
      addedBy: { id: ME.id, name: ME.name },
      createdAt: AT,
      updatedAt: AT,
    })),
    notApplied: [],
  }
}

/** Plans and their meals to the contract's shapes, from the viewer's side. */
import {
  DEFAULT_MEAL_TIMES,
  type Meal,
  MEALS,
  type TMealPlan,
  type TMealPlanItem,
  type TMealPlanSummary,
  type TOtherUser,
} from '@rosemary/shared/contract'
import { imageUrl } from '../images/image-urls.ts'
import { type Members, presentSharing } from '../planning/sharing.ts'
import type { OtherUserRow } from '../profiles/other-user.ts'
import type { MealPlanItemRow } from './meal-plan-items.repository.ts'
import type { MealPlanSummaryRow } from './meal-plans.repository.ts'

export function presentMealPlanItem(row: MealPlanItemRow): TMealPlanItem {
  return {
    id: row.id,
    title: row.title,
    recipe: row.recipeId
      ? {
          id: row.recipeId,
          title: row.recipeTitle ?? '',
          imageUrl: row.recipeImageId ? imageUrl(row.recipeImageId, 'thumb') : null,
          yield: row.recipeYield ?? '',
        }
      : null,
    scheduledDate: row.scheduledDate,
    meal: row.meal,
    notes: row.notes,
    servings: row.servings,
    addedBy: row.addedById ? { id: row.addedById, name: row.addedByName ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** The plan's meal times over the defaults: a plan keeps only the times someone set. */
export function mergedMealTimes(stored: Record<string, string>): Record<Meal, string> {
  const times = { ...DEFAULT_MEAL_TIMES }
  for (const meal of MEALS) if (typeof stored[meal] === 'string') times[meal] = stored[meal]
  return times
}

/** By day, then in the day's order of meals, then as added. */
export function byDayAndMeal(rows: MealPlanItemRow[]): MealPlanItemRow[] {
  const order = (row: MealPlanItemRow) => MEALS.indexOf(row.meal)
  return [...rows].sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate) || order(a) - order(b))
}

export function presentMealPlanSummary(
  row: MealPlanSummaryRow,
  members: Members,
  people: Map<string, OtherUserRow>,
  viewerId: string,
): TMealPlanSummary {
  return {
    id: row.id,
    title: row.title,
    ...presentSharing(members, people, viewerId),
    itemCount: row.itemCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** `feedMaker`: who made the calendar feed while it answers (see liveFeedMaker), else null. */
export function presentMealPlan(
  summary: TMealPlanSummary,
  items: MealPlanItemRow[],
  settings: { mealTimes: Record<string, string> },
  feedMaker: TOtherUser | null,
): TMealPlan {
  return {
    ...summary,
    items: byDayAndMeal(items).map(presentMealPlanItem),
    mealTimes: mergedMealTimes(settings.mealTimes),
    hasCalendarFeed: feedMaker !== null,
    calendarFeedMadeBy: feedMaker,
  }
}

/**
 * Limits and choices of shopping lists and meal plans, without zod, so the web pages can use them without
 * pulling the schemas into the browser bundle.
 */
export const MAX_PLANNING_TITLE_LENGTH = 500
export const MAX_SHOPPING_LIST_ITEMS = 5_000
export const MAX_COLLABORATORS = 50
export const MAX_MEAL_PLAN_ITEMS = 5_000
/**
 * What one account may own, counted over everything it owns (collaborators' additions count against the
 * owner): far above what a household plans, far below what would fill the server's disk.
 */
export const MAX_SHOPPING_LISTS_OWNED = 200
export const MAX_MEAL_PLANS_OWNED = 200
export const MAX_SHOPPING_ITEMS_OWNED = 50_000
export const MAX_MEAL_PLAN_ITEMS_OWNED = 50_000
/** A change naming this many items or ids is large: one person's go one at a time (429 meanwhile). */
export const LARGE_CHANGE_ITEMS = 500
export const MAX_MEAL_NOTES_LENGTH = 2_000
/** Item ids in one DELETE's query string; more go in the body of POST …/items/delete. */
export const MAX_ITEM_IDS_IN_QUERY = 100

export const SHOPPING_AISLES = [
  'produce',
  'dairy',
  'bakery',
  'meat-fish',
  'frozen',
  'pantry',
  'spices',
  'drinks',
  'household',
  'other',
] as const
export type ShoppingAisle = (typeof SHOPPING_AISLES)[number]

export const SHOPPING_SORTS = ['-createdAt', 'createdAt', 'title'] as const
export type ShoppingSort = (typeof SHOPPING_SORTS)[number]

export const MEALS = ['breakfast', 'lunch', 'dinner', 'snacks', 'other'] as const
export type Meal = (typeof MEALS)[number]

/** When each meal's events start in the calendar feed, unless the plan says otherwise ("HH:MM", local time). */
export const DEFAULT_MEAL_TIMES: Readonly<Record<Meal, string>> = {
  breakfast: '08:00',
  lunch: '12:30',
  dinner: '19:00',
  snacks: '16:00',
  other: '12:00',
}

/** Why an item change sent by a client was not applied. */
export const ITEM_CHANGE_REFUSALS = ['deleted', 'not_found'] as const
export type ItemChangeRefusal = (typeof ITEM_CHANGE_REFUSALS)[number]

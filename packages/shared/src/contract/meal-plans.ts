/**
 * Meal plans: recipes or free-text titles on days and meals, owned by one person and shared with
 * collaborators as shopping lists are. A plan may have a calendar feed: a secret URL a calendar app
 * subscribes to, shown once when made, revocable by making a new one or removing it.
 */
import { z } from 'zod'
import { ZId, ZMultiLine, ZOk, ZTimestamp } from './common.ts'
import { dayWithin, PLAN_YEARS } from './dates.ts'
import { defineEndpoints } from './endpoint.ts'
import {
  MAX_MEAL_NOTES_LENGTH,
  MAX_MEAL_PLAN_ITEMS,
  MAX_MEAL_PLAN_ITEMS_OWNED,
  MAX_MEAL_PLANS_OWNED,
  MEALS,
  type Meal,
} from './planning-limits.ts'
import {
  oneLargeChangeAtATime,
  ZAddedBy,
  ZCollaboratorIds,
  ZItemIds,
  ZSharedSummary,
  planningTitle,
} from './shopping-lists.ts'
import { ZOtherUser } from './social.ts'

export const ZMeal = z.enum(MEALS, { error: `One of ${MEALS.join(', ')}` })

/** A meal's day: YYYY-MM-DD, a day that exists, within the years a plan can mean. */
export const ZPlanDate = dayWithin(PLAN_YEARS)

const ZMealTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'A time as HH:MM (24 hours)' })

export const ZMealTimes = z.object(
  Object.fromEntries(MEALS.map((meal) => [meal, ZMealTime])) as Record<Meal, typeof ZMealTime>,
)

export const ZMealPlanRecipe = z.object({
  id: ZId,
  title: z.string(),
  imageUrl: z.string().nullable(),
  yield: z.string(),
})

export const ZMealPlanItem = z.object({
  id: ZId,
  title: z.string(),
  /** The recipe while it exists; the item keeps its title when it is gone. */
  recipe: ZMealPlanRecipe.nullable(),
  scheduledDate: z.string(),
  meal: ZMeal,
  notes: z.string(),
  servings: z.number().int().nullable(),
  addedBy: ZAddedBy,
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
})
export type TMealPlanItem = z.output<typeof ZMealPlanItem>

export const ZMealPlanSummary = ZSharedSummary
export type TMealPlanSummary = z.output<typeof ZMealPlanSummary>

export const ZMealPlan = ZMealPlanSummary.extend({
  items: z.array(ZMealPlanItem),
  mealTimes: ZMealTimes,
  /** Whether a calendar feed answers; its URL is shown only when made. */
  hasCalendarFeed: z.boolean(),
  /**
   * Who made the feed, while it answers (null without one): a feed answers only while its maker is the
   * owner, or a collaborator still the owner's friend, and ends when they leave, are removed or unfriend.
   */
  calendarFeedMadeBy: ZOtherUser.nullable(),
})
export type TMealPlan = z.output<typeof ZMealPlan>

export const ZCreateMealPlanRequest = z.object({
  title: planningTitle('plan'),
  collaboratorIds: ZCollaboratorIds.default([]),
})
export type TCreateMealPlanRequest = z.input<typeof ZCreateMealPlanRequest>

export const ZUpdateMealPlanRequest = z.object({
  title: planningTitle('plan').optional(),
  collaboratorIds: ZCollaboratorIds.optional(),
  mealTimes: ZMealTimes.partial().optional(),
})
export type TUpdateMealPlanRequest = z.input<typeof ZUpdateMealPlanRequest>

const ZNotes = ZMultiLine.trim().max(MAX_MEAL_NOTES_LENGTH, {
  error: `Notes have at most ${MAX_MEAL_NOTES_LENGTH} characters`,
})
const ZServings = z
  .number()
  .int({ error: 'A whole number' })
  .min(1, { error: 'At least 1' })
  .max(1000, { error: 'At most 1000' })

export const ZNewMealPlanItem = z
  .object({
    id: ZId.optional(),
    /** Optional with a recipe (its title is used). */
    title: planningTitle('meal').optional(),
    recipeId: ZId.optional(),
    scheduledDate: ZPlanDate,
    meal: ZMeal,
    notes: ZNotes.default(''),
    servings: ZServings.nullable().default(null),
  })
  .refine((item) => item.title !== undefined || item.recipeId !== undefined, {
    path: ['title'],
    error: 'Give the meal a title or a recipe',
  })
export type TNewMealPlanItem = z.input<typeof ZNewMealPlanItem>

export const ZAddMealPlanItemsRequest = z
  .array(ZNewMealPlanItem)
  .min(1, { error: 'Add at least one meal' })
  .max(MAX_MEAL_PLAN_ITEMS, { error: `A plan has at most ${MAX_MEAL_PLAN_ITEMS} meals` })

export const ZUpdateMealPlanItemRequest = z.object({
  title: planningTitle('meal').optional(),
  scheduledDate: ZPlanDate.optional(),
  meal: ZMeal.optional(),
  notes: ZNotes.optional(),
  servings: ZServings.nullable().optional(),
})
export type TUpdateMealPlanItemRequest = z.input<typeof ZUpdateMealPlanItemRequest>

export const ZMoveMealPlanItemsRequest = z
  .object({ itemIds: ZItemIds, scheduledDate: ZPlanDate.optional(), meal: ZMeal.optional() })
  .refine((move) => move.scheduledDate !== undefined || move.meal !== undefined, {
    path: ['scheduledDate'],
    error: 'Say where to: scheduledDate or meal',
  })

export const ZCopyMealPlanItemsRequest = z.object({ itemIds: ZItemIds, scheduledDate: ZPlanDate })

const planId = z.object({ id: ZId })
const planItem = z.object({ id: ZId, itemId: ZId })
const notMine = '404 when the plan is unknown or not shared with me'
const days = `A day is YYYY-MM-DD, from ${PLAN_YEARS.min} to ${PLAN_YEARS.max} (400 naming scheduledDate otherwise)`

export const mealPlansEndpoints = defineEndpoints({
  'GET /meal-plans': {
    summary: 'The plans I own or collaborate on, most recently changed first',
    tag: 'meal-plans',
    access: 'user',
    response: z.array(ZMealPlanSummary),
  },
  'POST /meal-plans': {
    summary: `Create a plan; collaborators must be my friends (400 naming collaboratorIds otherwise). One person owns at most ${MAX_MEAL_PLANS_OWNED} plans: 400 naming body past it`,
    tag: 'meal-plans',
    access: 'user',
    status: 201,
    body: ZCreateMealPlanRequest,
    response: ZMealPlan,
  },
  'GET /meal-plans/:id': {
    summary: `A plan with every item, by date. ${notMine}`,
    tag: 'meal-plans',
    access: 'user',
    params: planId,
    response: ZMealPlan,
    errors: [404],
  },
  'PUT /meal-plans/:id': {
    summary: `Rename or set the calendar's meal times (any member), or set the collaborators (owner only: 403 otherwise). ${notMine}`,
    tag: 'meal-plans',
    access: 'user',
    params: planId,
    body: ZUpdateMealPlanRequest,
    response: ZMealPlan,
    errors: [403, 404],
  },
  'DELETE /meal-plans/:id': {
    summary: `The owner deletes the plan for everyone; a collaborator leaves it. ${notMine}`,
    tag: 'meal-plans',
    access: 'user',
    params: planId,
    response: ZOk,
    errors: [404],
  },
  'POST /meal-plans/:id/items': {
    summary: `Add meals: a recipe (400 when unknown) or a title, on a day and meal. An item whose id is already on the plan is left as it is. At most ${MAX_MEAL_PLAN_ITEMS} a plan, and ${MAX_MEAL_PLAN_ITEMS_OWNED} on all the plans its owner owns (collaborators' additions count for the owner): 400 naming body past either, nothing added. ${days}. ${oneLargeChangeAtATime}. ${notMine}`,
    tag: 'meal-plans',
    access: 'user',
    status: 201,
    params: planId,
    body: ZAddMealPlanItemsRequest,
    response: z.array(ZMealPlanItem),
    errors: [404, 429],
  },
  'PUT /meal-plans/:id/items': {
    summary: `Move several meals to a day and/or meal at once (drag and drop, multi-select). ${days}. ${notMine}; 400 when an item is not on the plan. ${oneLargeChangeAtATime}`,
    tag: 'meal-plans',
    access: 'user',
    params: planId,
    body: ZMoveMealPlanItemsRequest,
    response: z.array(ZMealPlanItem),
    errors: [404, 429],
  },
  'POST /meal-plans/:id/items/copy': {
    summary: `Copy meals to another day, same meal. ${days}. ${notMine}; 400 when an item is not on the plan, or naming itemIds when the copies would pass the plan's or its owner's limit of meals. ${oneLargeChangeAtATime}`,
    tag: 'meal-plans',
    access: 'user',
    status: 201,
    params: planId,
    body: ZCopyMealPlanItemsRequest,
    response: z.array(ZMealPlanItem),
    errors: [404, 429],
  },
  'POST /meal-plans/:id/items/delete': {
    summary: `Delete several meals; ids already gone are ignored. ${oneLargeChangeAtATime}. ${notMine}`,
    tag: 'meal-plans',
    access: 'user',
    params: planId,
    body: z.object({ itemIds: ZItemIds }),
    response: z.object({ deletedIds: z.array(ZId) }),
    errors: [404, 429],
  },
  'PUT /meal-plans/:id/items/:itemId': {
    summary: `Change one meal. ${days}. ${notMine}, or the item is not on it`,
    tag: 'meal-plans',
    access: 'user',
    params: planItem,
    body: ZUpdateMealPlanItemRequest,
    response: ZMealPlanItem,
    errors: [404],
  },
  'DELETE /meal-plans/:id/items/:itemId': {
    summary: `Delete one meal. ${notMine}, or the item is not on it`,
    tag: 'meal-plans',
    access: 'user',
    params: planItem,
    response: ZOk,
    errors: [404],
  },
  'POST /meal-plans/:id/calendar-feed': {
    summary: `Make the plan's calendar feed URL (any member); an earlier URL stops working. The URL is shown only now. The feed is its maker's: it answers only while they are the owner, or a collaborator still the owner's friend, and ends for good when they leave, are removed or unfriend. ${notMine}`,
    tag: 'meal-plans',
    access: 'user',
    status: 201,
    params: planId,
    response: z.object({ url: z.string() }),
    errors: [404],
  },
  'DELETE /meal-plans/:id/calendar-feed': {
    summary: `Stop the plan's calendar feed, whoever made it (any member). ${notMine}`,
    tag: 'meal-plans',
    access: 'user',
    params: planId,
    response: ZOk,
    errors: [404],
  },
})

/** The live frame every member's open sockets get when a plan or its items change. */
export interface MealPlanUpdatedFrame {
  type: 'mealplan:updated'
  data: { mealPlanId: string }
}

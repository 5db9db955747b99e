/**
 * Shopping lists: owned by one person, shared with collaborators (friends) who may change everything but
 * delete the list; a collaborator who deletes it leaves it. Anyone else gets 404.
 *
 * Offline clients send their changes later, in order, each addition with an id of their own making: an
 * addition sent twice is kept once, and a change to an item that was deleted meanwhile is refused and named
 * in `notApplied` (a delete wins over an edit). Otherwise the change that reaches the server last wins.
 */
import { z } from 'zod'
import { ZId, ZOk, ZSingleLine, ZTimestamp } from './common.ts'
import { defineEndpoints } from './endpoint.ts'
import {
  ITEM_CHANGE_REFUSALS,
  LARGE_CHANGE_ITEMS,
  MAX_COLLABORATORS,
  MAX_ITEM_IDS_IN_QUERY,
  MAX_PLANNING_TITLE_LENGTH,
  MAX_SHOPPING_ITEMS_OWNED,
  MAX_SHOPPING_LIST_ITEMS,
  MAX_SHOPPING_LISTS_OWNED,
  SHOPPING_AISLES,
  SHOPPING_SORTS,
} from './planning-limits.ts'
import { ZOtherUser } from './social.ts'

export * from './planning-limits.ts'

export const ZAisle = z.enum(SHOPPING_AISLES, { error: `One of ${SHOPPING_AISLES.join(', ')}` })

/** A title of a list, plan or item: one line, trimmed, 1 to 500 characters. */
export function planningTitle(what: string) {
  return ZSingleLine.min(1, { error: `Give the ${what} a title` }).max(MAX_PLANNING_TITLE_LENGTH, {
    error: `A title has at most ${MAX_PLANNING_TITLE_LENGTH} characters`,
  })
}

export const ZCollaboratorIds = z
  .array(ZId)
  .max(MAX_COLLABORATORS, { error: `At most ${MAX_COLLABORATORS} collaborators` })

/** Who added an item; null once that account is gone. */
export const ZAddedBy = z.object({ id: ZId, name: z.string() }).nullable()

export const ZShoppingItem = z.object({
  id: ZId,
  title: z.string(),
  /** The normalised name similar items gather under ("2 cups flour" → "flour"). */
  groupTitle: z.string(),
  /** The grocery aisle: from the keyword tables, or where someone moved this word on this list. */
  categoryTitle: ZAisle,
  completed: z.boolean(),
  completedAt: ZTimestamp.nullable(),
  /** The recipe it came from, while that recipe exists; its title stays in recipeTitle. */
  recipeId: ZId.nullable(),
  recipeTitle: z.string().nullable(),
  mealPlanItemId: ZId.nullable(),
  /**
   * The amount as the recipe or meal plan asked for it ("0.67 onion") when the title rounds it to what a
   * shopper buys ("1 onion"); null otherwise, and once someone renames the item.
   */
  exactTitle: z.string().nullable(),
  addedBy: ZAddedBy,
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
})
export type TShoppingItem = z.output<typeof ZShoppingItem>

/** What the summaries of a list and of a plan both say: whose it is, who shares it, how many items. */
export const ZSharedSummary = z.object({
  id: ZId,
  title: z.string(),
  owner: ZOtherUser,
  collaborators: z.array(ZOtherUser),
  isOwner: z.boolean(),
  itemCount: z.number().int(),
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
})

export const ZShoppingListSummary = ZSharedSummary.extend({ openItemCount: z.number().int() })
export type TShoppingListSummary = z.output<typeof ZShoppingListSummary>

export const ZShoppingList = ZShoppingListSummary.extend({
  items: z.array(ZShoppingItem),
  /** Words (groupTitles) someone moved to another aisle on this list, and where to. */
  aisles: z.record(z.string(), ZAisle),
})
export type TShoppingList = z.output<typeof ZShoppingList>

export const ZCreateShoppingListRequest = z.object({
  title: planningTitle('list'),
  collaboratorIds: ZCollaboratorIds.default([]),
})
export type TCreateShoppingListRequest = z.input<typeof ZCreateShoppingListRequest>

export const ZUpdateShoppingListRequest = z.object({
  title: planningTitle('list').optional(),
  /** The whole new set (owner only); each must be a friend of the owner, or already a collaborator. */
  collaboratorIds: ZCollaboratorIds.optional(),
})
export type TUpdateShoppingListRequest = z.input<typeof ZUpdateShoppingListRequest>

export const ZNewShoppingItem = z.object({
  /** The client's own id for the item: sending the same addition again keeps one item. */
  id: ZId.optional(),
  title: planningTitle('item'),
  recipeId: ZId.optional(),
  mealPlanItemId: ZId.optional(),
  /** An aisle chosen by the person; otherwise the list's memory for the word, then the keyword tables. */
  categoryTitle: ZAisle.optional(),
  /** The exact amount when `title` rounds it as a shopper buys it ("0.67 onion" for "1 onion"). */
  exactTitle: planningTitle('exact amount').optional(),
})
export type TNewShoppingItem = z.input<typeof ZNewShoppingItem>

export const ZAddShoppingItemsRequest = z
  .array(ZNewShoppingItem)
  .min(1, { error: 'Add at least one item' })
  .max(MAX_SHOPPING_LIST_ITEMS, { error: `A list has at most ${MAX_SHOPPING_LIST_ITEMS} items` })
export type TAddShoppingItemsRequest = z.input<typeof ZAddShoppingItemsRequest>

export const ZItemIds = z
  .array(ZId)
  .min(1, { error: 'Name at least one item' })
  .max(MAX_SHOPPING_LIST_ITEMS, { error: `At most ${MAX_SHOPPING_LIST_ITEMS} items at once` })

export const ZUpdateShoppingItemsRequest = z
  .object({
    itemIds: ZItemIds,
    completed: z.boolean().optional(),
    title: planningTitle('item').optional(),
    /** Moves the items to this aisle, and the list remembers it for their words. */
    categoryTitle: ZAisle.optional(),
  })
  .refine(
    (change) =>
      change.completed !== undefined || change.title !== undefined || change.categoryTitle !== undefined,
    { path: ['completed'], error: 'Say what to change: completed, title or categoryTitle' },
  )
export type TUpdateShoppingItemsRequest = z.input<typeof ZUpdateShoppingItemsRequest>

export const ZNotApplied = z.array(z.object({ id: ZId, reason: z.enum(ITEM_CHANGE_REFUSALS) }))
export type TNotApplied = z.output<typeof ZNotApplied>

export const ZShoppingItemsChange = z.object({
  /** The items as they are now: added, already there from an earlier try, or changed. */
  items: z.array(ZShoppingItem),
  /** Items the change could not reach: deleted meanwhile, or never on this list. */
  notApplied: ZNotApplied,
})
export type TShoppingItemsChange = z.output<typeof ZShoppingItemsChange>

export const ZDeletedItems = z.object({ deletedIds: z.array(ZId) })

const ZItemIdsQuery = z
  .string()
  .transform((value) => value.split(',').filter((id) => id !== ''))
  .pipe(
    z
      .array(ZId)
      .min(1, { error: 'Name at least one item' })
      .max(MAX_ITEM_IDS_IN_QUERY, {
        error: `At most ${MAX_ITEM_IDS_IN_QUERY} ids here; send more to POST …/items/delete`,
      }),
  )

export const ZAddFromMealPlanRequest = z.object({
  mealPlanId: ZId,
  /** The plan's items whose recipes' lines (scaled by each item's servings) and titles are added. */
  mealPlanItemIds: ZItemIds,
})
export type TAddFromMealPlanRequest = z.output<typeof ZAddFromMealPlanRequest>

export const ZShoppingListPrintQuery = z.object({
  groupSimilar: z.stringbool().default(true),
  groupCategories: z.stringbool().default(true),
  sortBy: z.enum(SHOPPING_SORTS).default('-createdAt'),
  print: z.stringbool().default(false),
  version: z.string().max(100).optional(),
  token: z.string().max(200).optional(),
})

const listId = z.object({ id: ZId })
const notMine = '404 when the list is unknown or not shared with me'
/** Said of the endpoints that may change thousands of items. */
export const oneLargeChangeAtATime = `Naming ${LARGE_CHANGE_ITEMS} items or more, one such change of mine runs at a time: 429 with Retry-After while another does`

export const shoppingListsEndpoints = defineEndpoints({
  'GET /shopping-lists': {
    summary: 'The lists I own or collaborate on, most recently changed first',
    tag: 'shopping-lists',
    access: 'user',
    response: z.array(ZShoppingListSummary),
  },
  'POST /shopping-lists': {
    summary: `Create a list; collaborators must be my friends (400 naming collaboratorIds otherwise). Each collaborator’s sockets get a shoppinglist:updated frame. One person owns at most ${MAX_SHOPPING_LISTS_OWNED} lists: 400 naming body past it`,
    tag: 'shopping-lists',
    access: 'user',
    status: 201,
    body: ZCreateShoppingListRequest,
    response: ZShoppingList,
  },
  'GET /shopping-lists/:id': {
    summary: `A list with every item. ${notMine}`,
    tag: 'shopping-lists',
    access: 'user',
    params: listId,
    response: ZShoppingList,
    errors: [404],
  },
  'PUT /shopping-lists/:id': {
    summary: `Rename (any member) or set the collaborators (owner only: 403 for a collaborator; new ones must be my friends). A removed collaborator loses the list and its frames at once, and gets one last frame to notice. ${notMine}`,
    tag: 'shopping-lists',
    access: 'user',
    params: listId,
    body: ZUpdateShoppingListRequest,
    response: ZShoppingList,
    errors: [403, 404],
  },
  'DELETE /shopping-lists/:id': {
    summary: `The owner deletes the list for everyone; a collaborator leaves it. ${notMine}`,
    tag: 'shopping-lists',
    access: 'user',
    params: listId,
    response: ZOk,
    errors: [404],
  },
  'POST /shopping-lists/:id/items': {
    summary: `Add items (one line each), with the recipe each came from (its title is kept on the item; an unknown recipe is 400). Each item gets its groupTitle and its aisle. An item whose id is already on the list is left as it is and returned; one whose id was deleted is not brought back (notApplied). At most ${MAX_SHOPPING_LIST_ITEMS} items a list, and ${MAX_SHOPPING_ITEMS_OWNED} on all the lists its owner owns (collaborators' additions count for the owner): 400 naming body past either, nothing added. ${oneLargeChangeAtATime}. ${notMine}`,
    tag: 'shopping-lists',
    access: 'user',
    status: 201,
    params: listId,
    body: ZAddShoppingItemsRequest,
    response: ZShoppingItemsChange,
    errors: [404, 429],
  },
  'POST /shopping-lists/:id/items/from-meal-plan': {
    summary: `Add the lines of the recipes of these meal-plan items, each scaled by its servings over the recipe's yield, and the titles of items without a recipe; the plan must be one I may see (404 otherwise), the items must be on it (400). The item limits of adding items hold, with 400 naming mealPlanItemIds. ${oneLargeChangeAtATime}. ${notMine}`,
    tag: 'shopping-lists',
    access: 'user',
    status: 201,
    params: listId,
    body: ZAddFromMealPlanRequest,
    response: ZShoppingItemsChange,
    errors: [404, 429],
  },
  'PUT /shopping-lists/:id/items': {
    summary: `Check off or uncheck, rename, or move to an aisle (remembered for the items' words). Items deleted meanwhile stay deleted and are named in notApplied. ${oneLargeChangeAtATime}. ${notMine}`,
    tag: 'shopping-lists',
    access: 'user',
    params: listId,
    body: ZUpdateShoppingItemsRequest,
    response: ZShoppingItemsChange,
    errors: [404, 429],
  },
  'DELETE /shopping-lists/:id/items': {
    summary: `Delete items named in the query (comma-separated, at most ${MAX_ITEM_IDS_IN_QUERY}); ids already gone are ignored. ${notMine}`,
    tag: 'shopping-lists',
    access: 'user',
    params: listId,
    query: z.object({ itemIds: ZItemIdsQuery }),
    response: ZDeletedItems,
    errors: [404],
  },
  'POST /shopping-lists/:id/items/delete': {
    summary: `Delete many items (clearing the done ones); ids already gone are ignored. ${oneLargeChangeAtATime}. ${notMine}`,
    tag: 'shopping-lists',
    access: 'user',
    params: listId,
    body: z.object({ itemIds: ZItemIds }),
    response: ZDeletedItems,
    errors: [404, 429],
  },
})

/** The live frame every member's open sockets get when a list or its items change. */
export interface ShoppingListUpdatedFrame {
  type: 'shoppinglist:updated'
  data: { shoppingListId: string }
}

/**
 * The SQL of the items of shopping lists, the ids of deleted ones (kept so a late change cannot bring an
 * item back) and the aisles a list remembers per word.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { ShoppingAisle } from '@rosemary/shared/contract'
import type { PgInsertValue } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import {
  shoppingListAisles,
  shoppingListDeletedItems,
  shoppingListItems,
  users,
} from '../../db/schema/index.ts'

const itemColumns = {
  id: shoppingListItems.id,
  shoppingListId: shoppingListItems.shoppingListId,
  title: shoppingListItems.title,
  groupTitle: shoppingListItems.groupTitle,
  categoryTitle: shoppingListItems.categoryTitle,
  completed: shoppingListItems.completed,
  completedAt: shoppingListItems.completedAt,
  recipeId: shoppingListItems.recipeId,
  recipeTitle: shoppingListItems.recipeTitle,
  mealPlanItemId: shoppingListItems.mealPlanItemId,
  addedById: users.id,
  addedByName: users.name,
  createdAt: shoppingListItems.createdAt,
  updatedAt: shoppingListItems.updatedAt,
}

export interface ShoppingItemRow {
  id: string
  shoppingListId: string
  title: string
  groupTitle: string
  categoryTitle: string
  completed: boolean
  completedAt: Date | null
  recipeId: string | null
  recipeTitle: string | null
  mealPlanItemId: string | null
  addedById: string | null
  addedByName: string | null
  createdAt: Date
  updatedAt: Date
}

const INSERT_BATCH = 1000

export type NewShoppingItemRow = PgInsertValue<typeof shoppingListItems>

export interface ShoppingItemChanges {
  title?: string
  groupTitle?: string
  categoryTitle?: ShoppingAisle
  completed?: boolean
}

export function createShoppingItemsRepository(db: Db) {
  const select = () =>
    db.select(itemColumns).from(shoppingListItems).leftJoin(users, eq(users.id, shoppingListItems.addedById))

  return {
    /** A list's items, oldest first. */
    ofList: (listId: string): Promise<ShoppingItemRow[]> =>
      select()
        .where(eq(shoppingListItems.shoppingListId, listId))
        .orderBy(asc(shoppingListItems.createdAt), asc(shoppingListItems.id)),

    /** Items with these ids, on whatever list they are. */
    async byIds(ids: string[]): Promise<ShoppingItemRow[]> {
      return ids.length === 0 ? [] : select().where(inArray(shoppingListItems.id, ids))
    },

    /** Which of these ids were deleted, and from which list. */
    async deleted(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map()
      const rows = await db
        .select({ id: shoppingListDeletedItems.id, listId: shoppingListDeletedItems.shoppingListId })
        .from(shoppingListDeletedItems)
        .where(inArray(shoppingListDeletedItems.id, ids))
      return new Map(rows.map((row) => [row.id, row.listId]))
    },

    async count(listId: string): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(shoppingListItems)
        .where(eq(shoppingListItems.shoppingListId, listId))
      return row?.count ?? 0
    },

    async insert(rows: NewShoppingItemRow[]): Promise<void> {
      // In parts: a statement takes at most 65,535 parameters, and a full list's rows would come close.
      for (let start = 0; start < rows.length; start += INSERT_BATCH)
        await db.insert(shoppingListItems).values(rows.slice(start, start + INSERT_BATCH))
    },

    /** Changes these items of the list; checking off dates an item once, unchecking clears the date. */
    async update(listId: string, ids: string[], changes: ShoppingItemChanges, at: Date): Promise<void> {
      const { completed } = changes
      await db
        .update(shoppingListItems)
        .set({
          ...changes,
          updatedAt: at,
          ...(completed !== undefined && {
            completedAt: completed
              ? sql`case when ${shoppingListItems.completed} then ${shoppingListItems.completedAt} else ${at} end`
              : null,
          }),
        })
        .where(and(eq(shoppingListItems.shoppingListId, listId), inArray(shoppingListItems.id, ids)))
    },

    /** Deletes these items of the list and keeps their ids; the ids that were there. */
    async delete(listId: string, ids: string[], at: Date): Promise<string[]> {
      const deleted = await db
        .delete(shoppingListItems)
        .where(and(eq(shoppingListItems.shoppingListId, listId), inArray(shoppingListItems.id, ids)))
        .returning({ id: shoppingListItems.id })
      if (deleted.length === 0) return []
      await db
        .insert(shoppingListDeletedItems)
        .values(deleted.map(({ id }) => ({ id, shoppingListId: listId, deletedAt: at })))
        .onConflictDoNothing()
      return deleted.map((row) => row.id)
    },

    /** The list's memory of where each word goes. */
    async aisles(listId: string): Promise<Record<string, ShoppingAisle>> {
      const rows = await db
        .select({
          groupTitle: shoppingListAisles.groupTitle,
          categoryTitle: shoppingListAisles.categoryTitle,
        })
        .from(shoppingListAisles)
        .where(eq(shoppingListAisles.shoppingListId, listId))
      // Without a prototype: a word such as "constructor" must not find anything but its own entry.
      const aisles = Object.create(null) as Record<string, ShoppingAisle>
      for (const row of rows) aisles[row.groupTitle] = row.categoryTitle as ShoppingAisle
      return aisles
    },

    async rememberAisle(listId: string, groupTitles: string[], categoryTitle: ShoppingAisle): Promise<void> {
      if (groupTitles.length === 0) return
      await db
        .insert(shoppingListAisles)
        .values(groupTitles.map((groupTitle) => ({ shoppingListId: listId, groupTitle, categoryTitle })))
        .onConflictDoUpdate({
          target: [shoppingListAisles.shoppingListId, shoppingListAisles.groupTitle],
          set: { categoryTitle },
        })
    },
  }
}

export type ShoppingItemsRepository = ReturnType<typeof createShoppingItemsRepository>

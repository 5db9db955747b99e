/**
 * The SQL of the items of shopping lists, the ids of deleted ones (kept so a late change cannot bring an
 * item back) and the aisles a list remembers per word. Many items are read and written a few hundred to a
 * statement (planning/bulk-work.ts).
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { ShoppingAisle } from '@rosemary/shared/contract'
import type { PgInsertSelectQueryBuilder } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { eachBatch, inBatches, pageRows } from '../planning/bulk-work.ts'
import {
  shoppingListAisles,
  shoppingListDeletedItems,
  shoppingListItems,
  shoppingLists,
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
  exactTitle: shoppingListItems.exactTitle,
}

/** What an insert gives back: the item's own columns (the adder's name is read once for all). */
const { addedByName: _, ...ownColumns } = itemColumns
const writtenColumns = { ...ownColumns, addedById: shoppingListItems.addedById }

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
  exactTitle: string | null
}

/** An item to write, with its word and aisle decided. */
export interface NewShoppingItem {
  id: string
  title: string
  groupTitle: string
  categoryTitle: string
  recipeId: string | null
  recipeTitle: string | null
  mealPlanItemId: string | null
  exactTitle: string | null
}

/** Who adds, and when: the nth item of an addition is created n microseconds after `at`, so they keep their order. */
export interface Addition {
  listId: string
  addedById: string
  at: Date
}

export interface ShoppingItemChanges {
  title?: string
  exactTitle?: string | null
  groupTitle?: string
  categoryTitle?: ShoppingAisle
  completed?: boolean
}

export function createShoppingItemsRepository(db: Db) {
  const select = () =>
    db.select(itemColumns).from(shoppingListItems).leftJoin(users, eq(users.id, shoppingListItems.addedById))

  return {
    /**
     * A list's items, oldest first, read a page at a time along its index. A change committed between two
     * pages may show in the later one only; its frame asks the reader to read again.
     */
    async ofList(listId: string): Promise<ShoppingItemRow[]> {
      const items: ShoppingItemRow[] = []
      let after: { createdAt: string; id: string } | undefined
      for (let pages = 0; ; pages++) {
        const size = pageRows(pages)
        const page = await db
          .select({ ...itemColumns, position: sql<string>`${shoppingListItems.createdAt}::text` })
          .from(shoppingListItems)
          .leftJoin(users, eq(users.id, shoppingListItems.addedById))
          .where(
            and(
              eq(shoppingListItems.shoppingListId, listId),
              // The creation time as PostgreSQL wrote it: a Date keeps milliseconds, and the items of one
              // addition are microseconds apart.
              after &&
                sql`(${shoppingListItems.createdAt}, ${shoppingListItems.id}) > (${after.createdAt}::timestamptz, ${after.id})`,
            ),
          )
          .orderBy(asc(shoppingListItems.createdAt), asc(shoppingListItems.id))
          .limit(size)
        for (const { position: _, ...item } of page) items.push(item)
        const last = page.at(-1)
        if (page.length < size || !last) return items
        after = { createdAt: last.position, id: last.id }
      }
    },

    /** Items with these ids, on whatever list they are. */
    byIds: (ids: string[]): Promise<ShoppingItemRow[]> =>
      eachBatch(ids, (batch) => select().where(inArray(shoppingListItems.id, batch))),

    /** Which of these ids were deleted, and from which list. */
    async deleted(ids: string[]): Promise<Map<string, string>> {
      const rows = await eachBatch(ids, (batch) =>
        db
          .select({ id: shoppingListDeletedItems.id, listId: shoppingListDeletedItems.shoppingListId })
          .from(shoppingListDeletedItems)
          .where(inArray(shoppingListDeletedItems.id, batch)),
      )
      return new Map(rows.map((row) => [row.id, row.listId]))
    },

    /** The items on all the lists the user owns. */
    async countOwned(ownerId: string): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(shoppingListItems)
        .innerJoin(shoppingLists, eq(shoppingLists.id, shoppingListItems.shoppingListId))
        .where(eq(shoppingLists.userId, ownerId))
      return row?.count ?? 0
    },

    async count(listId: string): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(shoppingListItems)
        .where(eq(shoppingListItems.shoppingListId, listId))
      return row?.count ?? 0
    },

    /** Writes the items, in their order; the rows as written. */
    async insert(addition: Addition, items: NewShoppingItem[]): Promise<ShoppingItemRow[]> {
      const { listId, addedById, at } = addition
      const written = await eachBatch(items, (batch, offset) => {
        const column = <K extends keyof NewShoppingItem>(key: K) => sql.param(batch.map((item) => item[key]))
        // One array a column, not a parameter a value: a few hundred rows parse as quickly as one.
        const rows = sql`unnest(${column('id')}::uuid[], ${column('title')}::text[],
          ${column('groupTitle')}::text[], ${column('categoryTitle')}::text[], ${column('recipeId')}::uuid[],
          ${column('recipeTitle')}::text[], ${column('mealPlanItemId')}::uuid[], ${column('exactTitle')}::text[])
          with ordinality as new_item(id, title, group_title, category_title, recipe_id, recipe_title,
            meal_plan_item_id, exact_title, n)`
        const time = at.toISOString()
        // Every column, in the table's order (drizzle checks it when the query is built; its types cannot
        // tell a select from raw rows apart from a table's, hence the cast).
        return db
          .insert(shoppingListItems)
          .select(
            (qb) =>
              qb
                .select({
                  id: sql`new_item.id`,
                  shoppingListId: sql`${listId}::uuid`,
                  title: sql`new_item.title`,
                  groupTitle: sql`new_item.group_title`,
                  categoryTitle: sql`new_item.category_title`,
                  completed: sql`false`,
                  completedAt: sql`null::timestamptz`,
                  recipeId: sql`new_item.recipe_id`,
                  recipeTitle: sql`new_item.recipe_title`,
                  mealPlanItemId: sql`new_item.meal_plan_item_id`,
                  addedById: sql`${addedById}::uuid`,
                  createdAt: sql`${time}::timestamptz + (${offset} + new_item.n - 1) * interval '1 microsecond'`,
                  updatedAt: sql`${time}::timestamptz`,
                  exactTitle: sql`new_item.exact_title`,
                })
                .from(rows) as unknown as PgInsertSelectQueryBuilder<typeof shoppingListItems>,
          )
          .returning(writtenColumns)
      })
      if (written.length === 0) return []
      const [adder] = await db.select({ name: users.name }).from(users).where(eq(users.id, addedById))
      return written.map((row) => ({ ...row, addedByName: row.addedById ? (adder?.name ?? null) : null }))
    },

    /** Changes these items of the list; checking off dates an item once, unchecking clears the date. */
    async update(listId: string, ids: string[], changes: ShoppingItemChanges, at: Date): Promise<void> {
      const { completed } = changes
      for (const batch of inBatches(ids))
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
          .where(and(eq(shoppingListItems.shoppingListId, listId), inArray(shoppingListItems.id, batch)))
    },

    /** Deletes these items of the list and keeps their ids; the ids that were there. */
    delete: (listId: string, ids: string[], at: Date): Promise<string[]> =>
      eachBatch(ids, async (batch) => {
        const deleted = await db
          .delete(shoppingListItems)
          .where(and(eq(shoppingListItems.shoppingListId, listId), inArray(shoppingListItems.id, batch)))
          .returning({ id: shoppingListItems.id })
        if (deleted.length === 0) return []
        await db
          .insert(shoppingListDeletedItems)
          .values(deleted.map(({ id }) => ({ id, shoppingListId: listId, deletedAt: at })))
          .onConflictDoNothing()
        return deleted.map((row) => row.id)
      }),

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

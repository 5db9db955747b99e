/** The SQL of shopping lists themselves: their rows, counts and collaborators. */
import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { shoppingListCollaborators, shoppingListItems, shoppingLists } from '../../db/schema/index.ts'
import { createSharingRepository, type SharedTables } from '../planning/sharing.repository.ts'

export const shoppingListSharing: SharedTables = {
  owned: shoppingLists,
  ownedId: shoppingLists.id,
  ownerId: shoppingLists.userId,
  collaborators: shoppingListCollaborators,
  sharedId: shoppingListCollaborators.shoppingListId,
  collaboratorId: shoppingListCollaborators.userId,
  collaboratorRow: (shoppingListId, userId) => ({ shoppingListId, userId }),
}

const summaryColumns = {
  id: shoppingLists.id,
  userId: shoppingLists.userId,
  title: shoppingLists.title,
  createdAt: shoppingLists.createdAt,
  updatedAt: shoppingLists.updatedAt,
  // The list's id qualified by hand: drizzle leaves columns of a one-table query unqualified, and a bare
  // "id" inside the subquery would be the item's.
  itemCount: sql<number>`(select count(*) from ${shoppingListItems} i
    where i.shopping_list_id = ${shoppingLists}.id)`.mapWith(Number),
  openItemCount: sql<number>`(select count(*) from ${shoppingListItems} i
    where i.shopping_list_id = ${shoppingLists}.id and not i.completed)`.mapWith(Number),
}

export interface ShoppingListSummaryRow {
  id: string
  userId: string
  title: string
  createdAt: Date
  updatedAt: Date
  itemCount: number
  openItemCount: number
}

export function createShoppingListsRepository(db: Db) {
  const sharing = createSharingRepository(db, shoppingListSharing)
  return {
    sharing,

    /** The lists the user owns or collaborates on, most recently changed first. */
    summaries(userId: string): Promise<ShoppingListSummaryRow[]> {
      return db
        .select(summaryColumns)
        .from(shoppingLists)
        .where(sharing.isMember(userId))
        .orderBy(desc(shoppingLists.updatedAt), desc(shoppingLists.id))
    },

    async summary(id: string): Promise<ShoppingListSummaryRow | null> {
      const [row] = await db.select(summaryColumns).from(shoppingLists).where(eq(shoppingLists.id, id))
      return row ?? null
    },

    async insert(userId: string, title: string, at: Date): Promise<string> {
      const [row] = await db
        .insert(shoppingLists)
        .values({ userId, title, createdAt: at, updatedAt: at })
        .returning({ id: shoppingLists.id })
      if (!row) throw new Error('insert into shopping_lists returned no row')
      return row.id
    },

    /** Marks the list changed (and renames it, when a title is given). */
    async touch(id: string, at: Date, title?: string): Promise<void> {
      await db
        .update(shoppingLists)
        .set({ updatedAt: at, ...(title !== undefined && { title }) })
        .where(eq(shoppingLists.id, id))
    },

    async delete(id: string): Promise<void> {
      await db.delete(shoppingLists).where(eq(shoppingLists.id, id))
    },
  }
}

export type ShoppingListsRepository = ReturnType<typeof createShoppingListsRepository>

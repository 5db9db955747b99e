/**
 * A user's recipes in full, by change stamp (recipes.changed_at) then id, for copies kept on devices: one
 * statement per page, labels, images and the sender gathered with the rows (a page of 500 would otherwise
 * be 2,000 queries).
 */
import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { keysetAfter } from '../../db/keyset.ts'
import { images, recipeImages, recipes, users } from '../../db/schema/index.ts'
import { labelsOfRecipe, recipeTextColumns } from './recipe-columns.ts'

export interface SyncPosition {
  changedAt: Date
  id: string
}

const fullColumns = {
  id: recipes.id,
  userId: recipes.userId,
  ...recipeTextColumns,
  folder: recipes.folder,
  rating: recipes.rating,
  createdAt: recipes.createdAt,
  updatedAt: recipes.updatedAt,
  changedAt: recipes.changedAt,
  fromUserId: users.id,
  fromUserName: users.name,
  fromUserHandle: users.handle,
  labels: labelsOfRecipe,
  images: sql<{ id: string; position: number }[]>`coalesce((
      select json_agg(json_build_object('id', ${images.id}, 'position', ${recipeImages.position})
        order by ${recipeImages.position})
      from ${recipeImages} join ${images} on ${images.id} = ${recipeImages.imageId}
      where ${recipeImages.recipeId} = ${recipes.id}), '[]'::json)`,
}

export type SyncedRecipeRow = Awaited<ReturnType<RecipesSyncRepository['changedAfter']>>[number]

export function createRecipesSyncRepository(db: Db) {
  return {
    /** The database's clock, which stamps changed_at: the app's may differ from it. */
    async now(): Promise<Date> {
      const result: unknown = await db.execute(sql`select (extract(epoch from now()) * 1000)::float8 as ms`)
      const [row] = (result as { rows: { ms: number }[] }).rows
      if (!row) throw new Error('select now() returned no row')
      return new Date(row.ms)
    },

    /** How many recipes the user has (counted from the index the pages are read by). */
    async count(userId: string): Promise<number> {
      const [row] = await db.select({ total: count() }).from(recipes).where(eq(recipes.userId, userId))
      return row?.total ?? 0
    },

    /** Up to `limit` of the user's recipes changed after `after` (all of them without it). */
    async changedAfter(userId: string, after: SyncPosition | undefined, limit: number) {
      const later = after
        ? keysetAfter([recipes.changedAt, recipes.id], [after.changedAt, after.id])
        : undefined
      return db
        .select(fullColumns)
        .from(recipes)
        .leftJoin(users, eq(users.id, recipes.fromUserId))
        .where(and(eq(recipes.userId, userId), later))
        .orderBy(asc(recipes.changedAt), asc(recipes.id))
        .limit(limit)
    },
  }
}

export type RecipesSyncRepository = ReturnType<typeof createRecipesSyncRepository>

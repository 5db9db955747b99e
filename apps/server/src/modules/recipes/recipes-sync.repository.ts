/**
 * A user's recipes in full, by change time then id, for copies kept on devices: one statement per page,
 * labels, images and the sender gathered with the rows (a page of 500 would otherwise be 2,000 queries).
 */
import { and, asc, eq, gt, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { images, labels, recipeImages, recipeLabels, recipes, users } from '../../db/schema/index.ts'

export interface SyncPosition {
  updatedAt: Date
  id: string
}

const fullColumns = {
  id: recipes.id,
  userId: recipes.userId,
  title: recipes.title,
  description: recipes.description,
  yield: recipes.yield,
  activeTime: recipes.activeTime,
  totalTime: recipes.totalTime,
  source: recipes.source,
  url: recipes.url,
  notes: recipes.notes,
  ingredients: recipes.ingredients,
  instructions: recipes.instructions,
  folder: recipes.folder,
  rating: recipes.rating,
  createdAt: recipes.createdAt,
  updatedAt: recipes.updatedAt,
  fromUserId: users.id,
  fromUserName: users.name,
  fromUserHandle: users.handle,
  labels: sql<{ id: string; title: string }[]>`coalesce((
      select json_agg(json_build_object('id', ${labels.id}, 'title', ${labels.title}) order by ${labels.title})
      from ${recipeLabels} join ${labels} on ${labels.id} = ${recipeLabels.labelId}
      where ${recipeLabels.recipeId} = ${recipes.id}), '[]'::json)`,
  images: sql<{ id: string; position: number }[]>`coalesce((
      select json_agg(json_build_object('id', ${images.id}, 'position', ${recipeImages.position})
        order by ${recipeImages.position})
      from ${recipeImages} join ${images} on ${images.id} = ${recipeImages.imageId}
      where ${recipeImages.recipeId} = ${recipes.id}), '[]'::json)`,
}

export type SyncedRecipeRow = Awaited<ReturnType<RecipesSyncRepository['changedAfter']>>[number]

export function createRecipesSyncRepository(db: Db) {
  return {
    /** Up to `limit` of the user's recipes changed after `after` (all of them without it). */
    async changedAfter(userId: string, after: SyncPosition | undefined, limit: number) {
      const later = after
        ? or(
            gt(recipes.updatedAt, after.updatedAt),
            and(eq(recipes.updatedAt, after.updatedAt), gt(recipes.id, after.id)),
          )
        : undefined
      return db
        .select(fullColumns)
        .from(recipes)
        .leftJoin(users, eq(users.id, recipes.fromUserId))
        .where(and(eq(recipes.userId, userId), later))
        .orderBy(asc(recipes.updatedAt), asc(recipes.id))
        .limit(limit)
    },
  }
}

export type RecipesSyncRepository = ReturnType<typeof createRecipesSyncRepository>

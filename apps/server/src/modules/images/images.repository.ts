import { and, asc, eq, inArray, lt, notExists, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { images, profileImages, recipeImages, recipes } from '../../db/schema/index.ts'

export interface NewImage {
  id: string
  userId: string
  width: number
  height: number
  bytes: number
  createdAt: Date
}

/** Shown by no recipe and on no profile: the only images clean-ups may delete. */
const unreferenced = (db: Db) =>
  and(
    notExists(
      db
        .select({ one: sql`1` })
        .from(recipeImages)
        .where(eq(recipeImages.imageId, images.id)),
    ),
    notExists(
      db
        .select({ one: sql`1` })
        .from(profileImages)
        .where(eq(profileImages.imageId, images.id)),
    ),
  )

export function createImagesRepository(db: Db) {
  return {
    async insert(image: NewImage): Promise<void> {
      await db.insert(images).values(image)
    },

    /** Removes an upload that never got its files (nothing refers to it yet). */
    async remove(id: string): Promise<void> {
      await db.delete(images).where(and(eq(images.id, id), unreferenced(db)))
    },

    /** The ids among `ids` that are images this user uploaded. */
    async ownedIds(userId: string, ids: string[]): Promise<string[]> {
      if (ids.length === 0) return []
      const rows = await db
        .select({ id: images.id })
        .from(images)
        .where(and(eq(images.userId, userId), inArray(images.id, ids)))
      return rows.map((row) => row.id)
    },

    /** Replaces a recipe's images, in the given order. */
    /** `fresh`: the recipe was just inserted, so it has no pictures to remove. */
    async setForRecipe(recipeId: string, imageIds: string[], fresh = false): Promise<void> {
      if (!fresh) await db.delete(recipeImages).where(eq(recipeImages.recipeId, recipeId))
      if (imageIds.length > 0) {
        await db
          .insert(recipeImages)
          .values(imageIds.map((imageId, position) => ({ recipeId, imageId, position })))
      }
    },

    /** Pictures of new recipes (an import's batch), in one statement. */
    async link(links: { recipeId: string; imageId: string; position: number }[]): Promise<void> {
      if (links.length > 0) await db.insert(recipeImages).values(links)
    },

    async forRecipe(recipeId: string): Promise<{ id: string; position: number }[]> {
      return db
        .select({ id: recipeImages.imageId, position: recipeImages.position })
        .from(recipeImages)
        .where(eq(recipeImages.recipeId, recipeId))
        .orderBy(asc(recipeImages.position))
    },

    /** Deletes the given images that no recipe shows any more; returns their ids, for the storage. */
    async deleteUnreferenced(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return []
      const deleted = await db
        .delete(images)
        .where(and(inArray(images.id, ids), unreferenced(db)))
        .returning({ id: images.id })
      return deleted.map((row) => row.id)
    },

    /** Uploads never attached to a recipe (an editor closed without saving), once they are old enough. */
    async deleteAbandoned(before: Date): Promise<string[]> {
      const deleted = await db
        .delete(images)
        .where(and(lt(images.createdAt, before), unreferenced(db)))
        .returning({ id: images.id })
      return deleted.map((row) => row.id)
    },

    async idsOfRecipes(recipeIds: string[]): Promise<string[]> {
      if (recipeIds.length === 0) return []
      const rows = await db
        .selectDistinct({ id: recipeImages.imageId })
        .from(recipeImages)
        .where(inArray(recipeImages.recipeId, recipeIds))
      return rows.map((row) => row.id)
    },

    async countShownBy(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: sql<number>`count(distinct ${recipeImages.imageId})::int` })
        .from(recipeImages)
        .innerJoin(recipes, eq(recipes.id, recipeImages.recipeId))
        .where(eq(recipes.userId, userId))
      return row?.value ?? 0
    },
  }
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>

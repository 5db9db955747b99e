/**
 * The items and pictures of profiles. Items carry what they point at (a label's title, a recipe's title and
 * first picture) so a profile is read in two queries.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  labels,
  profileImages,
  profileItems,
  recipeImages,
  recipes,
  type ProfileItemRow,
} from '../../db/schema/index.ts'

export type ProfileVisibility = ProfileItemRow['visibility']

export interface NewProfileItem {
  type: ProfileItemRow['type']
  visibility: ProfileVisibility
  title: string
  labelId: string | null
  recipeId: string | null
}

export function createProfilesRepository(db: Db) {
  return {
    /** The user's items in their order, those with one of `visibilities` only. */
    async items(userId: string, visibilities: readonly ProfileVisibility[]) {
      if (visibilities.length === 0) return []
      return db
        .select({
          id: profileItems.id,
          type: profileItems.type,
          visibility: profileItems.visibility,
          title: profileItems.title,
          labelId: labels.id,
          labelTitle: labels.title,
          recipeId: recipes.id,
          recipeTitle: recipes.title,
          recipeImageId: sql<string | null>`(select ${recipeImages.imageId} from ${recipeImages}
            where ${recipeImages.recipeId} = ${recipes.id} order by ${recipeImages.position} limit 1)`,
        })
        .from(profileItems)
        .leftJoin(labels, eq(labels.id, profileItems.labelId))
        .leftJoin(recipes, eq(recipes.id, profileItems.recipeId))
        .where(and(eq(profileItems.userId, userId), inArray(profileItems.visibility, [...visibilities])))
        .orderBy(asc(profileItems.position))
    },

    async images(userId: string): Promise<{ id: string; position: number }[]> {
      return db
        .select({ id: profileImages.imageId, position: profileImages.position })
        .from(profileImages)
        .where(eq(profileImages.userId, userId))
        .orderBy(asc(profileImages.position))
    },

    async replaceItems(userId: string, items: NewProfileItem[], now: Date): Promise<void> {
      await db.delete(profileItems).where(eq(profileItems.userId, userId))
      if (items.length === 0) return
      await db
        .insert(profileItems)
        .values(items.map((item, position) => ({ ...item, userId, position, createdAt: now })))
    },

    async replaceImages(userId: string, imageIds: string[]): Promise<void> {
      await db.delete(profileImages).where(eq(profileImages.userId, userId))
      if (imageIds.length === 0) return
      await db
        .insert(profileImages)
        .values(imageIds.map((imageId, position) => ({ userId, imageId, position })))
    },

    /** The ids among `ids` that are the user's labels. */
    async ownedLabelIds(userId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set()
      const rows = await db
        .select({ id: labels.id })
        .from(labels)
        .where(and(eq(labels.userId, userId), inArray(labels.id, ids)))
      return new Set(rows.map((row) => row.id))
    },

    /** The ids among `ids` that are the user's recipes. */
    async ownedRecipeIds(userId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set()
      const rows = await db
        .select({ id: recipes.id })
        .from(recipes)
        .where(and(eq(recipes.userId, userId), inArray(recipes.id, ids)))
      return new Set(rows.map((row) => row.id))
    },
  }
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>
export type ProfileItemView = Awaited<ReturnType<ProfilesRepository['items']>>[number]

import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { keysetAfter } from '../../db/keyset.ts'
import type { ExportedRecipe } from '../../formats/exported-recipe.ts'
import { type folders, recipes } from '../../db/schema/index.ts'
import { recipeTextColumns } from '../recipes/recipe-columns.ts'

type Folder = (typeof folders)[number]

/**
 * Where the previous batch ended, in the order lists sort titles. Text compares exactly on both sides
 * (a timestamp would not: JavaScript dates drop PostgreSQL's microseconds).
 */
export interface ExportCursor {
  sortTitle: string
  id: string
}

const exportColumns = {
  id: recipes.id,
  ...recipeTextColumns,
  rating: recipes.rating,
  createdAt: recipes.createdAt,
  updatedAt: recipes.updatedAt,
  sortTitle: recipes.sortTitle,
  // Written out with aliases: in a one-table select Drizzle leaves column names unqualified, and "id" in
  // these subqueries would then name the labels' id instead of the recipe's.
  labels: sql<string[]>`coalesce((
      select json_agg(l.title order by l.title)
      from recipe_labels rl join labels l on l.id = rl.label_id
      where rl.recipe_id = "recipes"."id"), '[]'::json)`,
  imageIds: sql<string[]>`coalesce((
      select json_agg(ri.image_id order by ri.position)
      from recipe_images ri where ri.recipe_id = "recipes"."id"), '[]'::json)`,
}

/** An exported recipe as the database gives it: picture ids (loaded later) and the title as sorted. */
export type ExportRow = Omit<ExportedRecipe, 'images'> & { sortTitle: string; imageIds: string[] }

export function createExportsRepository(db: Db) {
  return {
    /**
     * The next `limit` of the user's recipes in a folder after `cursor`, by title, with labels and picture
     * ids: read along the folder's title index, so each batch costs the same however far the export is.
     */
    batch(userId: string, folder: Folder, cursor: ExportCursor | null, limit: number): Promise<ExportRow[]> {
      const after = cursor
        ? keysetAfter([recipes.sortTitle, recipes.id], [cursor.sortTitle, cursor.id])
        : undefined
      return db
        .select(exportColumns)
        .from(recipes)
        .where(and(eq(recipes.userId, userId), eq(recipes.folder, folder), after))
        .orderBy(asc(recipes.sortTitle), asc(recipes.id))
        .limit(limit)
    },

    /** One recipe of anyone, as exports and print pages read it (the caller decides who may see it). */
    async one(id: string): Promise<(ExportRow & { userId: string }) | null> {
      const [row] = await db
        .select({ ...exportColumns, userId: recipes.userId })
        .from(recipes)
        .where(eq(recipes.id, id))
        .limit(1)
      return row ?? null
    },
  }
}

export type ExportsRepository = ReturnType<typeof createExportsRepository>

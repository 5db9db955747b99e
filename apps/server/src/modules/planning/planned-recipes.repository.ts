/**
 * The recipes lists and plans name. Any recipe may be named by its id (whoever has the id may read it), so
 * these look recipes up by id alone.
 */
import { inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { recipeImages, recipes } from '../../db/schema/index.ts'
import { eachBatch } from './bulk-work.ts'

export interface PlannedRecipe {
  id: string
  title: string
  yield: string
}

/** The first picture of the recipe in the row, for queries that join `recipes`. */
export const firstRecipeImageId = sql<string | null>`(
  select ${recipeImages.imageId} from ${recipeImages}
  where ${recipeImages.recipeId} = ${recipes.id} order by ${recipeImages.position} limit 1)`

export function createPlannedRecipesRepository(db: Db) {
  return {
    /** The recipes that exist among these ids, by id. */
    async byIds(ids: Iterable<string>): Promise<Map<string, PlannedRecipe>> {
      const rows = await eachBatch([...new Set(ids)], (batch) =>
        db
          .select({ id: recipes.id, title: recipes.title, yield: recipes.yield })
          .from(recipes)
          .where(inArray(recipes.id, batch)),
      )
      return new Map(rows.map((row) => [row.id, row]))
    },
  }
}

export type PlannedRecipesRepository = ReturnType<typeof createPlannedRecipesRepository>

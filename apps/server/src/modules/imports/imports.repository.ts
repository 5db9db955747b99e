/** What imports read of the recipe book: the fields duplicates are told by, a batch at a time. */
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { keysetAfter } from '../../db/keyset.ts'
import { recipes } from '../../db/schema/index.ts'
import type { ComparedRecipe } from './book-duplicates.ts'

/** Where a batch ended, along the book's title index (as exports read it). */
export interface BookCursor {
  sortTitle: string
  id: string
}

export function createImportsRepository(db: Db) {
  return {
    /** The next `limit` recipes of the person's book after `after`, by title. */
    bookBatch(
      userId: string,
      after: BookCursor | null,
      limit: number,
    ): Promise<(ComparedRecipe & { cursor: BookCursor })[]> {
      const position = after
        ? keysetAfter([recipes.sortTitle, recipes.id], [after.sortTitle, after.id])
        : undefined
      return db
        .select({
          id: recipes.id,
          sortTitle: recipes.sortTitle,
          title: recipes.title,
          source: recipes.source,
          url: recipes.url,
          ingredients: recipes.ingredients,
          instructions: recipes.instructions,
        })
        .from(recipes)
        .where(and(eq(recipes.userId, userId), eq(recipes.folder, 'main'), position))
        .orderBy(asc(recipes.sortTitle), asc(recipes.id))
        .limit(limit)
        .then((rows) =>
          rows.map(({ id, sortTitle, ...recipe }) => ({ ...recipe, cursor: { sortTitle, id } })),
        )
    },
  }
}

export type ImportsRepository = ReturnType<typeof createImportsRepository>

import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { RecipeSort } from '@rosemary/shared'
import type { Db } from '../../db/client.ts'
import { labels, recipeImages, recipeLabels, type RecipeRow, recipes, users } from '../../db/schema/index.ts'
import { type RecipeFilter, recipeFilterCondition } from './recipe-filters.ts'

export type RecipeFields = Omit<typeof recipes.$inferInsert, 'id' | 'searchVector' | 'sortTitle'>
export type RecipeChanges = Partial<Omit<RecipeFields, 'userId' | 'createdAt'>>

/** The columns a list shows, with labels and the first image gathered in the same query. */
const summaryColumns = {
  id: recipes.id,
  title: recipes.title,
  description: recipes.description,
  source: recipes.source,
  url: recipes.url,
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
  firstImageId: sql<string | null>`(
      select ${recipeImages.imageId} from ${recipeImages}
      where ${recipeImages.recipeId} = ${recipes.id} order by ${recipeImages.position} limit 1)`,
}

export type RecipeSummaryRow = Awaited<
  ReturnType<ReturnType<typeof createRecipesRepository>['page']>
>['rows'][number]

const lowerTitle = recipes.sortTitle

function orderFor(sort: RecipeSort): SQL[] {
  switch (sort) {
    case 'title':
      return [asc(lowerTitle), asc(recipes.createdAt)]
    case 'createdAt':
      return [asc(recipes.createdAt), asc(lowerTitle)]
    case '-createdAt':
      return [desc(recipes.createdAt), asc(lowerTitle)]
  }
}

/** Search words as a prefix query: "choc cake" → choc:* & cake:* (only letters and digits survive). */
export function prefixQuery(text: string): string | null {
  const words = text
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null
}

export function createRecipesRepository(db: Db) {
  return {
    async insert(fields: RecipeFields): Promise<RecipeRow> {
      const [row] = await db.insert(recipes).values(fields).returning()
      if (!row) throw new Error('insert into recipes returned no row')
      return row
    },

    async findById(id: string): Promise<RecipeRow | null> {
      const [row] = await db.select().from(recipes).where(eq(recipes.id, id)).limit(1)
      return row ?? null
    },

    async update(id: string, userId: string, changes: RecipeChanges): Promise<RecipeRow | null> {
      const [row] = await db
        .update(recipes)
        .set(changes)
        .where(and(eq(recipes.id, id), eq(recipes.userId, userId)))
        .returning()
      return row ?? null
    },

    /** Deletes the user's recipes among `ids` (others' ids are ignored) and says which went. */
    async deleteOwned(userId: string, ids: string[]): Promise<string[]> {
      if (ids.length === 0) return []
      const deleted = await db
        .delete(recipes)
        .where(and(eq(recipes.userId, userId), inArray(recipes.id, ids)))
        .returning({ id: recipes.id })
      return deleted.map((row) => row.id)
    },

    async idsWithLabels(userId: string, labelIds: string[]): Promise<string[]> {
      const rows = await db
        .selectDistinct({ id: recipes.id })
        .from(recipes)
        .innerJoin(recipeLabels, eq(recipeLabels.recipeId, recipes.id))
        .where(and(eq(recipes.userId, userId), inArray(recipeLabels.labelId, labelIds)))
      return rows.map((row) => row.id)
    },

    async allIds(userId: string): Promise<string[]> {
      const rows = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.userId, userId))
      return rows.map((row) => row.id)
    },

    /**
     * One page of summaries. The page's ids are chosen first (an index walk, nothing else computed), and
     * only those rows get their labels and first image: gathered before OFFSET, they were computed for
     * every skipped row too, and a page deep in a big library took a hundred times longer.
     */
    async page(filter: RecipeFilter, sort: RecipeSort, offset: number, limit: number) {
      const where = recipeFilterCondition(filter)
      const chosen = db
        .select({ id: recipes.id })
        .from(recipes)
        .where(where)
        .orderBy(...orderFor(sort))
        .limit(limit)
        .offset(offset)
        .as('chosen')
      const [rows, [total]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(chosen)
          .innerJoin(recipes, eq(recipes.id, chosen.id))
          .leftJoin(users, eq(users.id, recipes.fromUserId))
          .orderBy(...orderFor(sort)),
        db.select({ value: count() }).from(recipes).where(where),
      ])
      return { rows, totalCount: total?.value ?? 0 }
    },

    /**
     * Ranked search: full text over the weighted search vector with prefixes, or a title that is close to
     * the query in spelling (pg_trgm word similarity), both over accent-folded lowercase text. As for a
     * page, the best ids are chosen first and only they get their labels and first image.
     */
    async search(filter: RecipeFilter, text: string, limit: number) {
      const prefixes = prefixQuery(text)
      const query = prefixes ? sql`to_tsquery('simple', public.search_text(${prefixes}))` : sql`null::tsquery`
      const typed = sql`public.search_text(${text})`
      const titleText = sql`public.search_text(${recipes.title})`
      const matches = sql`(${recipes.searchVector} @@ ${query} or ${typed} <% ${titleText})`
      const rank = sql<number>`(coalesce(ts_rank(${recipes.searchVector}, ${query}), 0) + word_similarity(${typed}, ${titleText}))`
      const found = db
        .select({ id: recipes.id, rank: rank.as('rank') })
        .from(recipes)
        .where(and(recipeFilterCondition(filter), matches))
        .orderBy(desc(rank), asc(lowerTitle))
        .limit(limit)
        .as('found')
      return db
        .select(summaryColumns)
        .from(found)
        .innerJoin(recipes, eq(recipes.id, found.id))
        .leftJoin(users, eq(users.id, recipes.fromUserId))
        .orderBy(desc(found.rank), asc(lowerTitle))
    },

    async countInFolder(userId: string, folder: 'main' | 'inbox'): Promise<number> {
      return db.$count(recipes, and(eq(recipes.userId, userId), eq(recipes.folder, folder)))
    },

    async countOwned(userId: string): Promise<number> {
      return db.$count(recipes, eq(recipes.userId, userId))
    },
  }
}

export type RecipesRepository = ReturnType<typeof createRecipesRepository>

import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { RecipeSort } from '@rosemary/shared'
import type { Db } from '../../db/client.ts'
import {
  jobs,
  recipeCounts,
  recipeImages,
  recipeLabels,
  type RecipeRow,
  recipes,
  users,
} from '../../db/schema/index.ts'
import { labelsOfRecipe } from './recipe-columns.ts'
import { type OwnRecipeFilter, type RecipeFilter, recipeFilterCondition } from './recipe-filters.ts'

/** label_text and changed_at are the triggers' alone (they follow recipe_labels and every write). */
export type RecipeFields = Omit<
  typeof recipes.$inferInsert,
  'id' | 'searchVector' | 'sortTitle' | 'labelText' | 'changedAt'
>
/** A recipe of an import stored with others in one statement: its id made here, its labels' text given. */
export type ImportedRecipeRow = RecipeFields & { id: string; labelText: string }

export type RecipeChanges = Partial<Omit<RecipeFields, 'userId' | 'createdAt' | 'importJobId'>>

/** Whose recipe it is: lists may mix other people's shared recipes in. */
const owner = alias(users, 'owner')

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
  ownerId: recipes.userId,
  ownerName: owner.name,
  ownerHandle: owner.handle,
  labels: labelsOfRecipe,
  firstImageId: sql<string | null>`(
      select ${recipeImages.imageId} from ${recipeImages}
      where ${recipeImages.recipeId} = ${recipes.id} order by ${recipeImages.position} limit 1)`,
}

export type RecipeSummaryRow = Awaited<
  ReturnType<ReturnType<typeof createRecipesRepository>['summaries']>
>[number]

/** The natural sort key: "Soup 2" before "Soup 10", letter case and accents ignored. */
const titleKey = recipes.sortTitle

// The id last makes the order total, so pages read one after another never repeat or skip a recipe whose
// title and creation time another shares; the title order is the index's own (user, folder, key, time, id).
function orderFor(sort: RecipeSort): SQL[] {
  switch (sort) {
    case 'title':
      return [asc(titleKey), asc(recipes.createdAt), asc(recipes.id)]
    case 'createdAt':
      return [asc(recipes.createdAt), asc(titleKey), asc(recipes.id)]
    case '-createdAt':
      return [desc(recipes.createdAt), asc(titleKey), asc(recipes.id)]
  }
}

type Folder = OwnRecipeFilter['folder']

/** A folder's recipes, no labels asked, no friends' mixed in: its total is kept in recipe_counts. */
function isWholeFolder(filter: RecipeFilter): filter is OwnRecipeFilter {
  return !('sharedBy' in filter) && !filter.withFriends && (filter.labels ?? []).length === 0
}

const folderOf = {
  userId: sql.placeholder('userId'),
  folder: sql.placeholder('folder'),
}

/** The kept count of a folder (no row yet: none ever stored there). */
const keptCount = sql<number>`coalesce((select ${recipeCounts.recipes} from ${recipeCounts}
    where ${recipeCounts.userId} = ${folderOf.userId} and ${recipeCounts.folder} = ${folderOf.folder}), 0)`

export function createRecipesRepository(db: Db) {
  // Prepared on first use and kept with this repository: PostgreSQL parses and plans each once per connection.
  const folderPages = new Map<RecipeSort, ReturnType<typeof prepareFolderPage>>()
  let keptCountQuery: ReturnType<typeof prepareKeptCount> | undefined

  function prepareFolderPage(sort: RecipeSort) {
    const chosen = db
      .select({ id: recipes.id })
      .from(recipes)
      .where(and(eq(recipes.userId, folderOf.userId), eq(recipes.folder, folderOf.folder)))
      .orderBy(...orderFor(sort))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('chosen')
    return db
      .select({ ...summaryColumns, totalCount: keptCount.mapWith(Number) })
      .from(chosen)
      .innerJoin(recipes, eq(recipes.id, chosen.id))
      .leftJoin(users, eq(users.id, recipes.fromUserId))
      .innerJoin(owner, eq(owner.id, recipes.userId))
      .orderBy(...orderFor(sort))
      .prepare(`recipes_folder_page_${sort.replace('-', 'desc_')}`)
  }

  function prepareKeptCount() {
    return db
      .select({ count: recipeCounts.recipes })
      .from(recipeCounts)
      .where(and(eq(recipeCounts.userId, folderOf.userId), eq(recipeCounts.folder, folderOf.folder)))
      .prepare('recipes_kept_count')
  }

  function folderPage(sort: RecipeSort) {
    let prepared = folderPages.get(sort)
    if (!prepared) folderPages.set(sort, (prepared = prepareFolderPage(sort)))
    return prepared
  }

  async function countOf(folder: { userId: string; folder: Folder }): Promise<number> {
    keptCountQuery ??= prepareKeptCount()
    const [row] = await keptCountQuery.execute(folder)
    return row?.count ?? 0
  }

  return {
    /** Its id only: the whole row would bring back the search vectors, as much text again as the recipe. */
    async insert(fields: RecipeFields): Promise<string> {
      const [row] = await db.insert(recipes).values(fields).returning({ id: recipes.id })
      if (!row) throw new Error('insert into recipes returned no row')
      return row.id
    },

    /** Many at once (an import's batch): one statement, so the statement-level triggers run once. */
    async insertMany(rows: ImportedRecipeRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(recipes).values(rows)
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

    /**
     * Holds the import job's row (FOR SHARE) until the transaction ends, when the attempt `claimant` still
     * holds the job; false when it does not (the job was taken over). A process taking the job over must
     * wait for this transaction, so what it then removes includes this batch: nothing is stored twice.
     */
    async holdImportJob(jobId: string, claimant: string): Promise<boolean> {
      const rows = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.id, jobId), eq(jobs.claimedBy, claimant), eq(jobs.status, 'running')))
        .for('share')
      return rows.length > 0
    },

    /** The user's recipes an import job stored. */
    async idsOfImport(userId: string, jobId: string): Promise<string[]> {
      const rows = await db
        .select({ id: recipes.id })
        .from(recipes)
        .where(and(eq(recipes.userId, userId), eq(recipes.importJobId, jobId)))
      return rows.map((row) => row.id)
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
     * One page of summaries and the total, in one statement. The page's ids are chosen first (an index walk,
     * nothing else computed), and only those rows get their labels and first image: gathered before OFFSET,
     * they were computed for every skipped row too, and a page deep in a big library took a hundred times
     * longer. A whole folder's page reads its total from recipe_counts, through a statement prepared once
     * per sort; a filtered page counts its rows (an uncorrelated subquery, computed once).
     */
    async page(filter: RecipeFilter, sort: RecipeSort, offset: number, limit: number) {
      if (isWholeFolder(filter)) {
        const folder = { userId: filter.userId, folder: filter.folder }
        const rows = await folderPage(sort).execute({ ...folder, offset, limit })
        // A page past the end has no row to carry the total.
        return { rows, totalCount: rows[0]?.totalCount ?? (await countOf(folder)) }
      }
      const where = recipeFilterCondition(filter)
      const chosen = db
        .select({ id: recipes.id })
        .from(recipes)
        .where(where)
        .orderBy(...orderFor(sort))
        .limit(limit)
        .offset(offset)
        .as('chosen')
      const total = sql<number>`(select count(*) from ${recipes} where ${where})`.mapWith(Number)
      const rows = await db
        .select({ ...summaryColumns, totalCount: total })
        .from(chosen)
        .innerJoin(recipes, eq(recipes.id, chosen.id))
        .leftJoin(users, eq(users.id, recipes.fromUserId))
        .innerJoin(owner, eq(owner.id, recipes.userId))
        .orderBy(...orderFor(sort))
      const totalCount = rows[0]?.totalCount ?? (await db.$count(recipes, where))
      return { rows, totalCount }
    },

    /** Summaries of the given recipes, in the order given. */
    async summaries(ids: string[]) {
      if (ids.length === 0) return []
      const rows = await db
        .select(summaryColumns)
        .from(recipes)
        .leftJoin(users, eq(users.id, recipes.fromUserId))
        .innerJoin(owner, eq(owner.id, recipes.userId))
        .where(inArray(recipes.id, ids))
      const position = new Map(ids.map((id, index) => [id, index]))
      return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0))
    },

    countInFolder: (userId: string, folder: Folder): Promise<number> => countOf({ userId, folder }),

    async countOwned(userId: string): Promise<number> {
      return db.$count(recipes, eq(recipes.userId, userId))
    },
  }
}

export type RecipesRepository = ReturnType<typeof createRecipesRepository>

import { sql } from 'drizzle-orm'
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { jobs } from './jobs.ts'
import { users } from './users.ts'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

export const folders = ['main', 'inbox'] as const

export const recipes = pgTable(
  'recipes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who sent it, for a recipe that arrived in the inbox. */
    fromUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    yield: text().notNull().default(''),
    activeTime: text().notNull().default(''),
    totalTime: text().notNull().default(''),
    source: text().notNull().default(''),
    url: text().notNull().default(''),
    notes: text().notNull().default(''),
    ingredients: text().notNull().default(''),
    instructions: text().notNull().default(''),
    folder: text({ enum: folders }).notNull().default('main'),
    rating: smallint(),
    /**
     * The import that brought it, written with the recipe in its transaction: a job cut short by a crash
     * is given the count of what it really saved when the server starts again.
     */
    importJobId: uuid().references(() => jobs.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * When the recipe, or what it shows of its labels, last changed: devices' copies (GET /recipes/sync) read
     * changes in its order. A trigger stamps it on every insert and update from the database's clock, in
     * milliseconds (migration 0020: a cursor, a JavaScript date, names a stamp exactly), so a label renamed,
     * merged or deleted (which rewrites label_text) sends its recipes again without moving updatedAt, which
     * people sort by. Never written by the API.
     */
    changedAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', now())`),
    /**
     * The title as lists sort it, naturally ("Soup 2" before "Soup 10"; natural_sort_key, migration 0015, is
     * packages/shared's naturalTitleKey); a column (not an expression) so a page can be read from its index alone.
     */
    sortTitle: text()
      .notNull()
      .generatedAlwaysAs(sql`public.natural_sort_key(title)`),
    /**
     * The titles of its labels, space-separated, for search alone: triggers on recipe_labels and labels keep
     * it (migration 0018), however labels are added, renamed, merged or deleted. Never written by the API.
     */
    labelText: text().notNull().default(''),
    /** Weighted full text: title, then description, ingredients and labels, then source and notes. */
    searchVector: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', public.search_text(title)), 'A') || setweight(to_tsvector('simple', public.search_text(description || ' ' || ingredients || ' ' || label_text)), 'B') || setweight(to_tsvector('simple', public.search_text(source || ' ' || notes)), 'C')`,
      ),
    /**
     * The title's words alone: searches rank title matches first, and the title-word vocabulary
     * (recipe_title_words, kept by a trigger) is built from it.
     */
    titleVector: tsvector()
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', public.search_text(title))`),
    /** Title matches rank shortest first: the fewer other words, the closer the match. */
    titleLength: integer()
      .notNull()
      .generatedAlwaysAs(sql`char_length(title)`),
  },
  (table) => [
    check('recipes_rating_range', sql`${table.rating} between 1 and 5`),
    // Everything a page's ids need, so they come from the index alone (no table reads to skip an offset).
    index('recipes_user_folder_title_idx').on(
      table.userId,
      table.folder,
      table.sortTitle,
      table.createdAt,
      table.id,
    ),
    // The two date orders alike, each from its own index alone: with the date only, a page deep in a big
    // library sorted all of the folder's rows by title and id within each date.
    index('recipes_user_folder_created_idx').on(
      table.userId,
      table.folder,
      table.createdAt,
      table.sortTitle,
      table.id,
    ),
    index('recipes_user_folder_newest_idx').on(
      table.userId,
      table.folder,
      table.createdAt.desc().nullsFirst(),
      table.sortTitle,
      table.id,
    ),
    // The sync's keyset order: a page of changes is an index walk from the cursor on.
    index('recipes_user_changed_idx').on(table.userId, table.changedAt, table.id),
    index('recipes_import_job_idx')
      .on(table.importJobId)
      .where(sql`${table.importJobId} is not null`),
    index('recipes_search_idx').using('gin', table.searchVector),
    index('recipes_title_search_idx').using('gin', table.titleVector),
    // Title matches in rank order from the index alone: a word in thousands of titles (a common ingredient)
    // walks this until the page is full, testing each entry's words without reading the table; a rare word
    // goes through the GIN index instead. (A column, not an expression: only columns serve index-only scans.)
    // (Drizzle has no INCLUDE; trailing key columns do the same job here.)
    index('recipes_user_folder_title_rank_idx').on(
      table.userId,
      table.folder,
      table.titleLength,
      table.sortTitle,
      table.id,
      table.titleVector,
    ),
  ],
)

/**
 * Every word of a user's recipe titles, with how many titles hold it: typo tolerance looks here (pg_trgm) for
 * the words a misspelled query word was meant to be, a few hundred rows instead of every title. A trigger on
 * recipes keeps the counts (migration 0006), whichever way recipes are written or deleted.
 */
export const recipeTitleWords = pgTable(
  'recipe_title_words',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    word: text().notNull(),
    recipes: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.word] }),
    index('recipe_title_words_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`),
  ],
)

/**
 * Every word of a user's recipe descriptions, ingredients and labels (the search vector's weight B), with how
 * many recipes hold it: typo tolerance looks here for the word a misspelled ingredient or label word was meant
 * to be ("fetta" → feta), as it looks in recipe_title_words for titles. Triggers keep it (migration 0018).
 */
export const recipeWords = pgTable(
  'recipe_words',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    word: text().notNull(),
    recipes: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.word] }),
    index('recipe_words_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`),
  ],
)

/**
 * How many recipes each user has in each folder: a page of the list says the total beside its rows, and
 * counting a big library's rows on every page was most of the page's time. Triggers on recipes keep it
 * (migration 0029), whatever writes them: the API, imports, messages, moves, deletes, an account's end.
 */
export const recipeCounts = pgTable(
  'recipe_counts',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    folder: text({ enum: folders }).notNull(),
    recipes: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.folder] })],
)

export type RecipeRow = typeof recipes.$inferSelect

export const labels = pgTable(
  'labels',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Normalised: trimmed, lowercase, no commas. */
    title: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('labels_user_title_key').on(table.userId, table.title)],
)

export type LabelRow = typeof labels.$inferSelect

export const recipeLabels = pgTable(
  'recipe_labels',
  {
    recipeId: uuid()
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    labelId: uuid()
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.recipeId, table.labelId] }),
    index('recipe_labels_label_idx').on(table.labelId),
  ],
)

/** An uploaded picture; its files (full size and thumbnail) live in the image storage under its id. */
export const images = pgTable(
  'images',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    width: integer().notNull(),
    height: integer().notNull(),
    bytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('images_user_idx').on(table.userId)],
)

export type ImageRow = typeof images.$inferSelect

/** Which images a recipe shows, in order. A copied recipe refers to the same image files. */
export const recipeImages = pgTable(
  'recipe_images',
  {
    recipeId: uuid()
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    imageId: uuid()
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.recipeId, table.imageId] }),
    index('recipe_images_image_idx').on(table.imageId),
  ],
)

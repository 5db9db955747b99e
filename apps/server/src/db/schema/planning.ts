/**
 * Shopping lists and meal plans: each owned by one person and shared with collaborators, who may change
 * everything but delete it.
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { MEALS } from '@rosemary/shared/contract'
import { recipes } from './recipes.ts'
import { users } from './users.ts'

export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shopping_lists_user_idx').on(table.userId)],
)

export type ShoppingListRow = typeof shoppingLists.$inferSelect

export const shoppingListCollaborators = pgTable(
  'shopping_list_collaborators',
  {
    shoppingListId: uuid()
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.shoppingListId, table.userId] }),
    index('shopping_list_collaborators_user_idx').on(table.userId),
  ],
)

/**
 * An item's id may be made by the client (an offline addition keeps its id through every retry). The recipe's
 * title is kept on the item, so it still says where it came from after the recipe is gone.
 */
export const shoppingListItems = pgTable(
  'shopping_list_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    shoppingListId: uuid()
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    groupTitle: text().notNull(),
    categoryTitle: text().notNull(),
    completed: boolean().notNull().default(false),
    completedAt: timestamp({ withTimezone: true }),
    recipeId: uuid().references(() => recipes.id, { onDelete: 'set null' }),
    recipeTitle: text(),
    mealPlanItemId: uuid(),
    addedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The amount as the recipe asked for it ("0.67 onion") when the title rounds it to one bought ("1 onion"). */
    exactTitle: text(),
  },
  (table) => [
    index('shopping_list_items_list_idx').on(table.shoppingListId, table.createdAt),
    index('shopping_list_items_recipe_idx')
      .on(table.recipeId)
      .where(sql`${table.recipeId} is not null`),
  ],
)

export type ShoppingListItemRow = typeof shoppingListItems.$inferSelect

/**
 * The ids of deleted items, so that a change sent later for one of them (from a device that was offline, or a
 * retry) is refused as "deleted" instead of bringing the item back: a delete wins over an edit.
 */
export const shoppingListDeletedItems = pgTable(
  'shopping_list_deleted_items',
  {
    id: uuid().primaryKey(),
    shoppingListId: uuid()
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    deletedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shopping_list_deleted_items_list_idx').on(table.shoppingListId)],
)

/** The aisle a person moved a word's items to; the list remembers it for that word (the item's groupTitle). */
export const shoppingListAisles = pgTable(
  'shopping_list_aisles',
  {
    shoppingListId: uuid()
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    groupTitle: text().notNull(),
    categoryTitle: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.shoppingListId, table.groupTitle] })],
)

export const mealPlans = pgTable(
  'meal_plans',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    /** When each meal's events start in the calendar feed ("HH:MM", floating local time), by meal. */
    mealTimes: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** The SHA-256 of the calendar feed's secret token; null when there is no feed. */
    calendarTokenDigest: text(),
    /**
     * Who made the feed: it answers only while they are the owner, or a collaborator still the owner's friend,
     * and ends when they stop being one. Null (the maker's account gone, or a feed older than this column)
     * answers nothing.
     */
    calendarFeedMakerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('meal_plans_user_idx').on(table.userId),
    index('meal_plans_calendar_idx')
      .on(table.calendarTokenDigest)
      .where(sql`${table.calendarTokenDigest} is not null`),
  ],
)

export type MealPlanRow = typeof mealPlans.$inferSelect

export const mealPlanCollaborators = pgTable(
  'meal_plan_collaborators',
  {
    mealPlanId: uuid()
      .notNull()
      .references(() => mealPlans.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.mealPlanId, table.userId] }),
    index('meal_plan_collaborators_user_idx').on(table.userId),
  ],
)

/** A recipe or a free-text title on a day and meal; a recipe's title is kept as the item's title. */
export const mealPlanItems = pgTable(
  'meal_plan_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    mealPlanId: uuid()
      .notNull()
      .references(() => mealPlans.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    recipeId: uuid().references(() => recipes.id, { onDelete: 'set null' }),
    scheduledDate: date({ mode: 'string' }).notNull(),
    meal: text({ enum: MEALS }).notNull(),
    notes: text().notNull().default(''),
    /** How many people the meal is for; the recipe's lines scale by this over its yield. */
    servings: smallint(),
    addedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('meal_plan_items_plan_idx').on(table.mealPlanId, table.scheduledDate),
    index('meal_plan_items_recipe_idx')
      .on(table.recipeId)
      .where(sql`${table.recipeId} is not null`),
    check('meal_plan_items_servings', sql`${table.servings} is null or ${table.servings} > 0`),
  ],
)

export type MealPlanItemRow = typeof mealPlanItems.$inferSelect

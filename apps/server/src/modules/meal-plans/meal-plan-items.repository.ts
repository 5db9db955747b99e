/**
 * The SQL of the meals on plans, each with the recipe it names while that recipe exists. Many meals are
 * read and written a few hundred to a statement (planning/bulk-work.ts).
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { PgInsertSelectQueryBuilder } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { mealPlanItems, mealPlans, recipes, users } from '../../db/schema/index.ts'
import { eachBatch, inBatches, pageRows, ROWS_PER_STATEMENT } from '../planning/bulk-work.ts'
import { firstRecipeImageId } from '../planning/planned-recipes.repository.ts'

const itemColumns = {
  id: mealPlanItems.id,
  mealPlanId: mealPlanItems.mealPlanId,
  title: mealPlanItems.title,
  scheduledDate: mealPlanItems.scheduledDate,
  meal: mealPlanItems.meal,
  notes: mealPlanItems.notes,
  servings: mealPlanItems.servings,
  recipeId: recipes.id,
  recipeTitle: recipes.title,
  recipeYield: recipes.yield,
  recipeImageId: firstRecipeImageId,
  addedById: users.id,
  addedByName: users.name,
  createdAt: mealPlanItems.createdAt,
  updatedAt: mealPlanItems.updatedAt,
}

export type MealPlanItemRow = Awaited<ReturnType<MealPlanItemsRepository['byIds']>>[number]

/** A meal to write. */
export interface NewMeal {
  id: string
  title: string
  recipeId: string | null
  scheduledDate: string
  meal: string
  notes: string
  servings: number | null
}

/** Who adds, and when: the nth meal of an addition is created n microseconds after `at`, so they keep their order. */
export interface MealAddition {
  planId: string
  addedById: string
  at: Date
}
export type MealPlanItemChanges = Partial<
  Pick<typeof mealPlanItems.$inferInsert, 'title' | 'scheduledDate' | 'meal' | 'notes' | 'servings'>
>

export function createMealPlanItemsRepository(db: Db) {
  const select = () =>
    db
      .select(itemColumns)
      .from(mealPlanItems)
      .leftJoin(recipes, eq(recipes.id, mealPlanItems.recipeId))
      .leftJoin(users, eq(users.id, mealPlanItems.addedById))
  const onPlan = (planId: string, ids: string[]) =>
    and(eq(mealPlanItems.mealPlanId, planId), inArray(mealPlanItems.id, ids))

  return {
    /**
     * A plan's meals by date, then as they were added, read a page at a time. A change committed between
     * two pages may show in the later one only; its frame asks the reader to read again.
     */
    async ofPlan(planId: string) {
      const position = sql<string>`${mealPlanItems.createdAt}::text`
      const meals: MealPlanItemRow[] = []
      let after: { scheduledDate: string; createdAt: string; id: string } | undefined
      for (let pages = 0; ; pages++) {
        const size = pageRows(pages)
        const page = await db
          .select({ ...itemColumns, position })
          .from(mealPlanItems)
          .leftJoin(recipes, eq(recipes.id, mealPlanItems.recipeId))
          .leftJoin(users, eq(users.id, mealPlanItems.addedById))
          .where(
            and(
              eq(mealPlanItems.mealPlanId, planId),
              // The creation time as PostgreSQL wrote it: a Date keeps milliseconds, and the meals of one
              // addition are microseconds apart.
              after &&
                sql`(${mealPlanItems.scheduledDate}, ${mealPlanItems.createdAt}, ${mealPlanItems.id})
                  > (${after.scheduledDate}::date, ${after.createdAt}::timestamptz, ${after.id})`,
            ),
          )
          .orderBy(asc(mealPlanItems.scheduledDate), asc(mealPlanItems.createdAt), asc(mealPlanItems.id))
          .limit(size)
        for (const { position: _, ...meal } of page) meals.push(meal)
        const last = page.at(-1)
        if (page.length < size || !last) return meals
        after = { scheduledDate: last.scheduledDate, createdAt: last.position, id: last.id }
      }
    },

    /** Meals with these ids, on whatever plan they are. */
    byIds: (ids: string[]) => eachBatch(ids, (batch) => select().where(inArray(mealPlanItems.id, batch))),

    async count(planId: string): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(mealPlanItems)
        .where(eq(mealPlanItems.mealPlanId, planId))
      return row?.count ?? 0
    },

    /** The meals on all the plans the user owns. */
    async countOwned(ownerId: string): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(mealPlanItems)
        .innerJoin(mealPlans, eq(mealPlans.id, mealPlanItems.mealPlanId))
        .where(eq(mealPlans.userId, ownerId))
      return row?.count ?? 0
    },

    /** Writes the meals, in their order. */
    async insert(addition: MealAddition, meals: NewMeal[]): Promise<void> {
      const { planId, addedById, at } = addition
      const time = at.toISOString()
      for (const [index, batch] of inBatches(meals).entries()) {
        const offset = index * ROWS_PER_STATEMENT
        const column = <K extends keyof NewMeal>(key: K) => sql.param(batch.map((meal) => meal[key]))
        // One array a column, not a parameter a value: a few hundred rows parse as quickly as one.
        const rows = sql`unnest(${column('id')}::uuid[], ${column('title')}::text[], ${column('recipeId')}::uuid[],
          ${column('scheduledDate')}::date[], ${column('meal')}::text[], ${column('notes')}::text[],
          ${column('servings')}::smallint[])
          with ordinality as new_meal(id, title, recipe_id, scheduled_date, meal, notes, servings, n)`
        // Every column, in the table's order (drizzle checks it when the query is built; its types cannot
        // tell a select from raw rows apart from a table's, hence the cast).
        await db.insert(mealPlanItems).select(
          (qb) =>
            qb
              .select({
                id: sql`new_meal.id`,
                mealPlanId: sql`${planId}::uuid`,
                title: sql`new_meal.title`,
                recipeId: sql`new_meal.recipe_id`,
                scheduledDate: sql`new_meal.scheduled_date`,
                meal: sql`new_meal.meal`,
                notes: sql`new_meal.notes`,
                servings: sql`new_meal.servings`,
                addedById: sql`${addedById}::uuid`,
                createdAt: sql`${time}::timestamptz + (${offset} + new_meal.n - 1) * interval '1 microsecond'`,
                updatedAt: sql`${time}::timestamptz`,
              })
              .from(rows) as unknown as PgInsertSelectQueryBuilder<typeof mealPlanItems>,
        )
      }
    },

    /** How many of these meals of the plan were changed. */
    async update(planId: string, ids: string[], changes: MealPlanItemChanges, at: Date): Promise<number> {
      const updated = await eachBatch(ids, (batch) =>
        db
          .update(mealPlanItems)
          .set({ ...changes, updatedAt: at })
          .where(onPlan(planId, batch))
          .returning({ id: mealPlanItems.id }),
      )
      return updated.length
    },

    /** The ids of these that were on the plan and are deleted now. */
    async delete(planId: string, ids: string[]): Promise<string[]> {
      const deleted = await eachBatch(ids, (batch) =>
        db.delete(mealPlanItems).where(onPlan(planId, batch)).returning({ id: mealPlanItems.id }),
      )
      return deleted.map((row) => row.id)
    },

    /** These meals of the plan with their recipes' ingredients, for a shopping list. */
    async withRecipes(planId: string, ids: string[]) {
      const rows = await eachBatch(ids, (batch) =>
        db
          .select({
            id: mealPlanItems.id,
            title: mealPlanItems.title,
            servings: mealPlanItems.servings,
            recipeId: recipes.id,
            recipeTitle: recipes.title,
            ingredients: recipes.ingredients,
            yield: recipes.yield,
          })
          .from(mealPlanItems)
          .leftJoin(recipes, eq(recipes.id, mealPlanItems.recipeId))
          .where(onPlan(planId, batch)),
      )
      return rows.map(({ recipeId, recipeTitle, ingredients, yield: makes, ...meal }) => ({
        ...meal,
        recipe: recipeId
          ? { id: recipeId, title: recipeTitle ?? '', ingredients: ingredients ?? '', yield: makes ?? '' }
          : null,
      }))
    },
  }
}

export type MealPlanItemsRepository = ReturnType<typeof createMealPlanItemsRepository>

/** The SQL of the meals on plans, each with the recipe it names while that recipe exists. */
import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { PgInsertValue } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { mealPlanItems, recipes, users } from '../../db/schema/index.ts'
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
const INSERT_BATCH = 1000

export type NewMealPlanItemRow = PgInsertValue<typeof mealPlanItems>
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
    /** A plan's meals by date, then as they were added. */
    ofPlan: (planId: string) =>
      select()
        .where(eq(mealPlanItems.mealPlanId, planId))
        .orderBy(asc(mealPlanItems.scheduledDate), asc(mealPlanItems.createdAt), asc(mealPlanItems.id)),

    /** Meals with these ids, on whatever plan they are. */
    byIds: (ids: string[]) => select().where(inArray(mealPlanItems.id, ids)),

    async count(planId: string): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(mealPlanItems)
        .where(eq(mealPlanItems.mealPlanId, planId))
      return row?.count ?? 0
    },

    async insert(rows: NewMealPlanItemRow[]): Promise<void> {
      // In parts: a statement takes at most 65,535 parameters, and a full plan's rows would come close.
      for (let start = 0; start < rows.length; start += INSERT_BATCH)
        await db.insert(mealPlanItems).values(rows.slice(start, start + INSERT_BATCH))
    },

    async update(planId: string, ids: string[], changes: MealPlanItemChanges, at: Date): Promise<number> {
      const updated = await db
        .update(mealPlanItems)
        .set({ ...changes, updatedAt: at })
        .where(onPlan(planId, ids))
        .returning({ id: mealPlanItems.id })
      return updated.length
    },

    /** The ids of these that were on the plan and are deleted now. */
    async delete(planId: string, ids: string[]): Promise<string[]> {
      const deleted = await db
        .delete(mealPlanItems)
        .where(onPlan(planId, ids))
        .returning({ id: mealPlanItems.id })
      return deleted.map((row) => row.id)
    },

    /** These meals of the plan with their recipes' ingredients, for a shopping list. */
    async withRecipes(planId: string, ids: string[]) {
      const rows = await db
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
        .where(onPlan(planId, ids))
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

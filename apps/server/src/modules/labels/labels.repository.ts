import { and, asc, count, eq, inArray, notExists, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { type LabelRow, labels, recipeLabels, recipes } from '../../db/schema/index.ts'

export interface LabelWithCount extends LabelRow {
  recipeCount: number
}

export function createLabelsRepository(db: Db) {
  return {
    /** The user's labels with these titles, creating the missing ones. */
    async ensure(userId: string, titles: string[], now: Date): Promise<LabelRow[]> {
      if (titles.length === 0) return []
      // One statement: a conflict "updates" the existing label to itself, so RETURNING gives it too (a
      // data-modifying CTE cannot sit inside the UNION a two-part query would need).
      return db
        .insert(labels)
        .values(titles.map((title) => ({ userId, title, createdAt: now, updatedAt: now })))
        .onConflictDoUpdate({
          target: [labels.userId, labels.title],
          set: { updatedAt: sql.raw(`"labels"."updated_at"`) },
        })
        .returning()
    },

    async listWithCounts(userId: string): Promise<LabelWithCount[]> {
      return db
        .select({
          id: labels.id,
          userId: labels.userId,
          title: labels.title,
          createdAt: labels.createdAt,
          updatedAt: labels.updatedAt,
          recipeCount: count(recipeLabels.recipeId),
        })
        .from(labels)
        .leftJoin(recipeLabels, eq(recipeLabels.labelId, labels.id))
        .where(eq(labels.userId, userId))
        .groupBy(labels.id)
        .orderBy(asc(labels.title))
    },

    async findOwned(userId: string, id: string): Promise<LabelRow | null> {
      const [row] = await db
        .select()
        .from(labels)
        .where(and(eq(labels.id, id), eq(labels.userId, userId)))
        .limit(1)
      return row ?? null
    },

    async countRecipes(labelId: string): Promise<number> {
      return db.$count(recipeLabels, eq(recipeLabels.labelId, labelId))
    },

    async rename(id: string, title: string, now: Date): Promise<void> {
      await db.update(labels).set({ title, updatedAt: now }).where(eq(labels.id, id))
    },

    /** Links recipes to a label; links that exist already stay as they are. */
    async attach(labelId: string, recipeIds: string[]): Promise<void> {
      if (recipeIds.length === 0) return
      await db
        .insert(recipeLabels)
        .values(recipeIds.map((recipeId) => ({ recipeId, labelId })))
        .onConflictDoNothing()
    },

    async moveRecipes(fromLabelId: string, toLabelId: string): Promise<void> {
      await db.execute(sql`
        insert into ${recipeLabels} (recipe_id, label_id)
        select ${recipeLabels.recipeId}, ${toLabelId} from ${recipeLabels} where ${recipeLabels.labelId} = ${fromLabelId}
        on conflict do nothing`)
    },

    async delete(id: string): Promise<void> {
      await db.delete(labels).where(eq(labels.id, id))
    },

    async detach(recipeId: string, labelId: string): Promise<boolean> {
      const removed = await db
        .delete(recipeLabels)
        .where(and(eq(recipeLabels.recipeId, recipeId), eq(recipeLabels.labelId, labelId)))
        .returning({ labelId: recipeLabels.labelId })
      return removed.length > 0
    },

    /** Replaces a recipe's labels. */
    /** `fresh`: the recipe was just inserted, so it has no labels to remove. */
    async setForRecipe(recipeId: string, labelIds: string[], fresh = false): Promise<void> {
      if (!fresh) await db.delete(recipeLabels).where(eq(recipeLabels.recipeId, recipeId))
      if (labelIds.length > 0)
        await db.insert(recipeLabels).values(labelIds.map((labelId) => ({ recipeId, labelId })))
    },

    /** Links of new recipes (an import's batch), in one statement. */
    async link(links: { recipeId: string; labelId: string }[]): Promise<void> {
      if (links.length > 0) await db.insert(recipeLabels).values(links)
    },

    async forRecipe(recipeId: string): Promise<{ id: string; title: string }[]> {
      return db
        .select({ id: labels.id, title: labels.title })
        .from(recipeLabels)
        .innerJoin(labels, eq(labels.id, recipeLabels.labelId))
        .where(eq(recipeLabels.recipeId, recipeId))
        .orderBy(asc(labels.title))
    },

    /** A label without recipes is deleted (domain notes): run after anything that removes links. */
    async deleteUnused(userId: string): Promise<void> {
      await db.delete(labels).where(
        and(
          eq(labels.userId, userId),
          notExists(
            db
              .select({ one: sql`1` })
              .from(recipeLabels)
              .where(eq(recipeLabels.labelId, labels.id)),
          ),
        ),
      )
    },

    /** The given recipe ids that belong to the user. */
    async ownedRecipeIds(userId: string, recipeIds: string[]): Promise<string[]> {
      if (recipeIds.length === 0) return []
      const rows = await db
        .select({ id: recipes.id })
        .from(recipes)
        .where(and(eq(recipes.userId, userId), inArray(recipes.id, recipeIds)))
      return rows.map((row) => row.id)
    },
  }
}

export type LabelsRepository = ReturnType<typeof createLabelsRepository>

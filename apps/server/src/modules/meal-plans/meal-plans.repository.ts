/** The SQL of meal plans themselves: their rows, item counts, meal times, calendar tokens and collaborators. */
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { mealPlanCollaborators, mealPlanItems, mealPlans } from '../../db/schema/index.ts'
import { createSharingRepository, type SharedTables } from '../planning/sharing.repository.ts'

export const mealPlanSharing: SharedTables = {
  owned: mealPlans,
  ownedId: mealPlans.id,
  ownerId: mealPlans.userId,
  collaborators: mealPlanCollaborators,
  sharedId: mealPlanCollaborators.mealPlanId,
  collaboratorId: mealPlanCollaborators.userId,
  collaboratorRow: (mealPlanId, userId) => ({ mealPlanId, userId }),
}

const summaryColumns = {
  id: mealPlans.id,
  userId: mealPlans.userId,
  title: mealPlans.title,
  createdAt: mealPlans.createdAt,
  updatedAt: mealPlans.updatedAt,
  // The plan's id qualified by hand: drizzle leaves columns of a one-table query unqualified.
  itemCount: sql<number>`(select count(*) from ${mealPlanItems} i
    where i.meal_plan_id = ${mealPlans}.id)`.mapWith(Number),
}

export interface MealPlanSummaryRow {
  id: string
  userId: string
  title: string
  createdAt: Date
  updatedAt: Date
  itemCount: number
}

export interface MealPlanChanges {
  title?: string
  mealTimes?: Record<string, string>
  calendarTokenDigest?: string | null
  calendarFeedMakerId?: string | null
}

const NO_FEED = { calendarTokenDigest: null, calendarFeedMakerId: null }

export function createMealPlansRepository(db: Db) {
  const sharing = createSharingRepository(db, mealPlanSharing)
  return {
    sharing,

    /** The plans the user owns or collaborates on, most recently changed first. */
    summaries(userId: string): Promise<MealPlanSummaryRow[]> {
      return db
        .select(summaryColumns)
        .from(mealPlans)
        .where(sharing.isMember(userId))
        .orderBy(desc(mealPlans.updatedAt), desc(mealPlans.id))
    },

    async summary(id: string): Promise<MealPlanSummaryRow | null> {
      const [row] = await db.select(summaryColumns).from(mealPlans).where(eq(mealPlans.id, id))
      return row ?? null
    },

    /** What a plan keeps besides its items: meal times as set (partial), the calendar token's digest and maker. */
    async settings(id: string) {
      const [row] = await db
        .select({
          title: mealPlans.title,
          mealTimes: mealPlans.mealTimes,
          calendarTokenDigest: mealPlans.calendarTokenDigest,
          calendarFeedMakerId: mealPlans.calendarFeedMakerId,
        })
        .from(mealPlans)
        .where(eq(mealPlans.id, id))
      return row ?? null
    },

    async insert(userId: string, title: string, at: Date): Promise<string> {
      const [row] = await db
        .insert(mealPlans)
        .values({ userId, title, createdAt: at, updatedAt: at })
        .returning({ id: mealPlans.id })
      if (!row) throw new Error('insert into meal_plans returned no row')
      return row.id
    },

    /** Marks the plan changed, with whatever else changed. */
    async touch(id: string, at: Date, changes: MealPlanChanges = {}): Promise<void> {
      await db
        .update(mealPlans)
        .set({ ...changes, updatedAt: at })
        .where(eq(mealPlans.id, id))
    },

    /** Ends the plan's calendar feed if one of these people made it (they stopped being members). */
    async endFeedMadeBy(id: string, userIds: string[]): Promise<void> {
      if (userIds.length === 0) return
      await db
        .update(mealPlans)
        .set(NO_FEED)
        .where(and(eq(mealPlans.id, id), inArray(mealPlans.calendarFeedMakerId, userIds)))
    },

    /** Ends the feeds either of two former friends made of the other's plans; the plans' ids. */
    async endFeedsBetween(a: string, b: string): Promise<string[]> {
      const rows = await db
        .update(mealPlans)
        .set(NO_FEED)
        .where(
          or(
            and(eq(mealPlans.userId, a), eq(mealPlans.calendarFeedMakerId, b)),
            and(eq(mealPlans.userId, b), eq(mealPlans.calendarFeedMakerId, a)),
          ),
        )
        .returning({ id: mealPlans.id })
      return rows.map((row) => row.id)
    },

    async delete(id: string): Promise<void> {
      await db.delete(mealPlans).where(eq(mealPlans.id, id))
    },
  }
}

export type MealPlansRepository = ReturnType<typeof createMealPlansRepository>

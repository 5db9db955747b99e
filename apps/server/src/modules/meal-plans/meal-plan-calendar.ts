/**
 * A plan's calendar feed: a secret URL a calendar app subscribes to. Only the token's digest is kept, so
 * the URL is shown once, when made; making another or removing it ends the old one at once.
 */
import { timingSafeEqual } from 'node:crypto'
import { type Meal, type TMealPlanItem, ZId } from '@rosemary/shared/contract'
import { createToken, hashToken } from '../../security/tokens.ts'
import { requireMember } from '../planning/sharing.ts'
import { announcePlan, PLAN } from './meal-plan-events.ts'
import { byDayAndMeal, mergedMealTimes, presentMealPlanItem } from './meal-plans.presenter.ts'
import type { MealPlansDeps } from './meal-plans.deps.ts'

/** What the calendar feed shows of a plan. */
export interface CalendarFeedPlan {
  id: string
  title: string
  /** "HH:MM" by meal: the plan's own, else the defaults. */
  mealTimes: Record<Meal, string>
  /** By day and meal; `recipeId` repeats `recipe.id` for the feed's links. */
  items: (TMealPlanItem & { recipeId: string | null })[]
}

function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

export function createMealPlanCalendar(deps: MealPlansDeps) {
  const { repos } = deps.store

  async function setDigest(userId: string, planId: string, digest: string | null) {
    const members = requireMember(await repos.plans.sharing.members(planId), userId, PLAN)
    await repos.plans.touch(planId, deps.now(), { calendarTokenDigest: digest })
    announcePlan(deps, planId, [members.ownerId, ...members.collaboratorIds])
  }

  return {
    /** A new feed URL (any member); an earlier one stops working. */
    async makeCalendarFeed(userId: string, planId: string): Promise<{ url: string }> {
      const token = createToken()
      await setDigest(userId, planId, hashToken(token))
      // Appended, not resolved: a public address may have a path of its own (behind a proxy).
      return { url: `${deps.publicUrl}/api/meal-plans/${planId}/ical?token=${token}` }
    },

    async stopCalendarFeed(userId: string, planId: string): Promise<void> {
      await setDigest(userId, planId, null)
    },

    /** The plan whose feed this token opens; null for any other token, plan id or a plan without a feed. */
    async calendarFeed(planId: string, token: string): Promise<CalendarFeedPlan | null> {
      if (!ZId.safeParse(planId).success) return null
      const settings = await repos.plans.settings(planId)
      const digest = settings?.calendarTokenDigest
      if (!settings || !digest || !sameDigest(hashToken(token), digest)) return null
      const items = byDayAndMeal(await repos.items.ofPlan(planId))
      return {
        id: planId,
        title: settings.title,
        mealTimes: mergedMealTimes(settings.mealTimes),
        items: items.map((row) => ({ ...presentMealPlanItem(row), recipeId: row.recipeId })),
      }
    },
  }
}

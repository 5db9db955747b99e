/**
 * A plan's calendar feed: a secret URL a calendar app subscribes to. Only the token's digest is kept, so
 * the URL is shown once, when made; making another or removing it ends the old one at once.
 *
 * A feed is its maker's: it answers only while they are the plan's owner, or a collaborator who is still
 * the owner's friend, so someone who leaves, is removed or falls out stops reading the plan's later meals.
 * Those changes end the feed for good (its digest cleared, in the change's transaction, or just after an
 * unfriending); the check as the feed is read keeps a feed from answering should either be missed.
 */
import { timingSafeEqual } from 'node:crypto'
import { type Meal, type TMealPlanItem, ZId } from '@rosemary/shared/contract'
import { createToken, hashToken } from '../../security/tokens.ts'
import { type Members, memberIds, requireMember } from '../planning/sharing.ts'
import { announcePlan, PLAN } from './meal-plan-events.ts'
import type { MealPlanRepos } from './meal-plan-store.ts'
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

/**
 * Who made the plan's feed, while it may answer: the owner, or a collaborator still the owner's friend.
 * Null without a feed, or when its maker is no longer one of them (or not known: a feed made before
 * makers were kept, or by an account since deleted).
 */
export async function liveFeedMaker(
  repos: MealPlanRepos,
  members: Members,
  settings: { calendarTokenDigest: string | null; calendarFeedMakerId: string | null },
): Promise<string | null> {
  const makerId = settings.calendarFeedMakerId
  if (!settings.calendarTokenDigest || !makerId) return null
  if (makerId === members.ownerId) return makerId
  if (!members.collaboratorIds.includes(makerId)) return null
  return (await repos.friends.areFriends(members.ownerId, makerId)) ? makerId : null
}

export function createMealPlanCalendar(deps: MealPlansDeps) {
  const { repos } = deps.store

  async function setFeed(userId: string, planId: string, digest: string | null) {
    const members = requireMember(await repos.plans.sharing.members(planId), userId, PLAN)
    await repos.plans.touch(planId, deps.now(), {
      calendarTokenDigest: digest,
      calendarFeedMakerId: digest ? userId : null,
    })
    announcePlan(deps, planId, memberIds(members))
  }

  return {
    /**
     * A new feed URL (any member), theirs; an earlier one stops working. `linkBase` is the address links
     * that leave the app use (http/link-address.ts).
     */
    async makeCalendarFeed(userId: string, planId: string, linkBase: string): Promise<{ url: string }> {
      const token = createToken()
      await setFeed(userId, planId, hashToken(token))
      // Appended, not resolved: a public address may have a path of its own (behind a proxy).
      return { url: `${linkBase}/api/meal-plans/${planId}/ical?token=${token}` }
    },

    /** Any member may stop the feed, whoever made it. */
    async stopCalendarFeed(userId: string, planId: string): Promise<void> {
      await setFeed(userId, planId, null)
    },

    /** Two people stopped being friends: feeds either made of the other's plans end, and the plans say so. */
    async endFeedsBetween(userId: string, otherId: string): Promise<void> {
      for (const planId of await repos.plans.endFeedsBetween(userId, otherId)) {
        const members = await repos.plans.sharing.members(planId)
        if (members) announcePlan(deps, planId, memberIds(members))
      }
    },

    /**
     * The plan whose feed this token opens; null for any other token, plan id, a plan without a feed, or
     * one whose maker is no longer a member in good standing.
     */
    async calendarFeed(planId: string, token: string): Promise<CalendarFeedPlan | null> {
      if (!ZId.safeParse(planId).success) return null
      const settings = await repos.plans.settings(planId)
      const digest = settings?.calendarTokenDigest
      if (!settings || !digest || !sameDigest(hashToken(token), digest)) return null
      const members = await repos.plans.sharing.members(planId)
      if (!members || !(await liveFeedMaker(repos, members, settings))) return null
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

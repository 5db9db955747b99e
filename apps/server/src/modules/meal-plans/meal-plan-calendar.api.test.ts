/**
 * The calendar feed's secret URL, and what the feed may read with it: only while its maker shares the plan
 * in good standing; and the plan's item limit.
 */
import { MAX_MEAL_PLAN_ITEMS, type TMealPlan } from '@rosemary/shared/contract'
import { sql } from 'drizzle-orm'
import { pino } from 'pino'
import { describe, expect } from 'vitest'
import type { ApiClient } from '../../test/api-client.ts'
import type { TestUser } from '../../test/fixtures.ts'
import { addMeals, createPlan, planningTest as test, readPlan } from '../../test/planning.ts'
import { befriend, unfriend } from '../../test/social.ts'
import { createMealPlanStore } from './meal-plan-store.ts'
import { createMealPlansService } from './meal-plans.service.ts'

const DAY = '2026-03-02'

describe('the calendar feed', () => {
  test('a URL made by a member opens the plan until remade or removed', async ({
    api,
    user,
    database,
    bus,
    clock,
  }) => {
    const feeds = createMealPlansService({
      store: createMealPlanStore(database.db),
      ...{ bus, now: clock.now, logger: pino({ level: 'silent' }) },
    })
    const plan = await createPlan(api, user, { title: 'March' })
    await api.call('PUT /meal-plans/:id', {
      token: user.token,
      params: { id: plan.id },
      body: { mealTimes: { dinner: '18:00' } },
    })
    await addMeals(api, user, plan.id, [{ title: 'Soup', scheduledDate: DAY, meal: 'dinner' }])
    const make = async (who: TestUser) => {
      const response = await api.call('POST /meal-plans/:id/calendar-feed', {
        token: who.token,
        params: { id: plan.id },
      })
      expect(response.status).toBe(201)
      const { url } = response.body as { url: string }
      // Without PUBLIC_URL, the address the request came to (light-my-request's Host: localhost:80).
      expect(url.startsWith(`http://localhost:80/api/meal-plans/${plan.id}/ical?token=`)).toBe(true)
      return new URL(url).searchParams.get('token') ?? ''
    }
    expect(await feeds.calendarFeed(plan.id, 'anything')).toBeNull()
    const first = await make(user)
    expect((await readPlan(api, user, plan.id)).hasCalendarFeed).toBe(true)
    const feed = await feeds.calendarFeed(plan.id, first)
    expect(feed).toMatchObject({
      id: plan.id,
      title: 'March',
      items: [{ title: 'Soup', meal: 'dinner', recipeId: null }],
    })
    expect(feed?.mealTimes.dinner).toBe('18:00')
    expect(feed?.mealTimes.breakfast).toBe('08:00')
    expect(await feeds.calendarFeed(plan.id, `${first}x`)).toBeNull()
    expect(await feeds.calendarFeed(crypto.randomUUID(), first)).toBeNull()
    expect(await feeds.calendarFeed('not-an-id', first)).toBeNull()
    const second = await make(user)
    expect(await feeds.calendarFeed(plan.id, first)).toBeNull()
    expect(await feeds.calendarFeed(plan.id, second)).not.toBeNull()
    const stopped = await api.call('DELETE /meal-plans/:id/calendar-feed', {
      token: user.token,
      params: { id: plan.id },
    })
    expect(stopped.status).toBe(200)
    expect(await feeds.calendarFeed(plan.id, second)).toBeNull()
    expect((await readPlan(api, user, plan.id)).hasCalendarFeed).toBe(false)
    // Only the digest is kept: the token itself appears nowhere in what the plan's members can read.
    expect(
      JSON.stringify(
        (await api.call('GET /meal-plans/:id', { token: user.token, params: { id: plan.id } })).body,
      ),
    ).not.toContain(second)
  })
})

/** Makes the plan's feed as this member; the feed's path and token, as a calendar app would fetch it. */
async function makeFeed(api: ApiClient, who: TestUser, planId: string): Promise<string> {
  const response = await api.call('POST /meal-plans/:id/calendar-feed', {
    token: who.token,
    params: { id: planId },
  })
  expect(response.status).toBe(201)
  const url = new URL((response.body as { url: string }).url)
  return `${url.pathname}${url.search}`
}

/** What a calendar app gets from the feed: its status, and the titles of the meals it lists. */
async function fetchFeed(api: ApiClient, path: string) {
  const answer = await api.raw({ method: 'GET', url: path })
  const titles = [...String(answer.body).matchAll(/^SUMMARY:(.*)\r$/gm)].map((match) => match[1])
  return { status: answer.status, body: answer.body, titles }
}

describe('the feed URL', () => {
  async function feedUrl(api: ApiClient, user: TestUser, planId: string, host: string): Promise<string> {
    const response = await api.raw({
      method: 'POST',
      url: `/api/meal-plans/${planId}/calendar-feed`,
      headers: { authorization: `Bearer ${user.token}`, host },
    })
    expect(response.status).toBe(201)
    return (response.body as { url: string }).url
  }

  test('starts with the address the app was opened at when PUBLIC_URL is unset', async ({ api, user }) => {
    const plan = await createPlan(api, user)
    const url = await feedUrl(api, user, plan.id, '192.168.1.5:3000')
    expect(url).toMatch(new RegExp(`^http://192\\.168\\.1\\.5:3000/api/meal-plans/${plan.id}/ical\\?token=`))
  })

  test('starts with PUBLIC_URL when it is set', async ({ api, appWith, user }) => {
    const plan = await createPlan(api, user)
    const configured = await appWith({ publicUrl: 'https://recipes.example.org/kitchen' })
    const url = await feedUrl(configured, user, plan.id, '192.168.1.5:3000')
    expect(url.startsWith(`https://recipes.example.org/kitchen/api/meal-plans/${plan.id}/ical?token=`)).toBe(
      true,
    )
  })

  test('starts with the server’s own address when the Host header is no address', async ({ api, user }) => {
    const plan = await createPlan(api, user)
    const url = await feedUrl(api, user, plan.id, 'x/../evil')
    expect(url.startsWith(`http://localhost:3000/api/meal-plans/${plan.id}/ical?token=`)).toBe(true)
  })
})

describe('a feed made by a collaborator', () => {
  /** An owner, a friend sharing the plan, a feed the friend made that answers, a meal on it. */
  async function sharedFeed(api: ApiClient, makeUser: (name?: string) => Promise<TestUser>) {
    const owner = await makeUser('Owner')
    const collaborator = await makeUser('Collaborator')
    await befriend(api, owner, collaborator)
    const plan = await createPlan(api, owner, { collaboratorIds: [collaborator.id] })
    await addMeals(api, owner, plan.id, [{ title: 'Soup', scheduledDate: DAY, meal: 'dinner' }])
    const feed = await makeFeed(api, collaborator, plan.id)
    expect(await fetchFeed(api, feed)).toMatchObject({ status: 200, titles: ['Soup'] })
    expect((await readPlan(api, owner, plan.id)).calendarFeedMadeBy).toMatchObject({
      id: collaborator.id,
      name: 'Collaborator',
    })
    const unknown = await api.raw({ method: 'GET', url: feed.replace(plan.id, crypto.randomUUID()) })
    /** The feed no longer answers, exactly as for a plan that does not exist, and the plan shows no feed. */
    const expectEnded = async () => {
      await addMeals(api, owner, plan.id, [{ title: 'Later meal', scheduledDate: DAY, meal: 'lunch' }])
      const answer = await fetchFeed(api, feed)
      expect(answer.status).toBe(404)
      expect(answer.body).toEqual(unknown.body)
      const read = await readPlan(api, owner, plan.id)
      expect(read).toMatchObject({ hasCalendarFeed: false, calendarFeedMadeBy: null })
    }
    /** Shared again later, the old feed stays ended: it was ended, not only refused. */
    const expectEndedForGood = async () => {
      await expectEnded()
      const again = await api.call('PUT /meal-plans/:id', {
        token: owner.token,
        params: { id: plan.id },
        body: { collaboratorIds: [collaborator.id] },
      })
      expect(again.status).toBe(200)
      expect((await fetchFeed(api, feed)).status).toBe(404)
    }
    return { owner, collaborator, plan, feed, expectEnded, expectEndedForGood }
  }

  test('ends when the owner removes its maker', async ({ api, makeUser }) => {
    const { owner, plan, expectEndedForGood } = await sharedFeed(api, makeUser)
    const removed = await api.call('PUT /meal-plans/:id', {
      token: owner.token,
      params: { id: plan.id },
      body: { collaboratorIds: [] },
    })
    expect(removed.status).toBe(200)
    await expectEndedForGood()
  })

  test('ends when its maker leaves the plan', async ({ api, makeUser }) => {
    const { collaborator, plan, expectEnded } = await sharedFeed(api, makeUser)
    const left = await api.call('DELETE /meal-plans/:id', {
      token: collaborator.token,
      params: { id: plan.id },
    })
    expect(left.status).toBe(200)
    await expectEnded()
  })

  test('ends for good when its maker and the owner stop being friends, whoever unfriends', async ({
    api,
    makeUser,
  }) => {
    // Unfriending leaves a collaborator on the plan (checkCollaborators); the feed goes all the same.
    for (const who of ['collaborator', 'owner'] as const) {
      const { owner, collaborator, plan, feed, expectEnded } = await sharedFeed(api, makeUser)
      if (who === 'collaborator') await unfriend(api, collaborator, owner)
      else await unfriend(api, owner, collaborator)
      expect((await readPlan(api, collaborator, plan.id)).collaborators).toHaveLength(1)
      await expectEnded()
      // Friends again, the old feed stays ended.
      await befriend(api, owner, collaborator)
      expect((await fetchFeed(api, feed)).status).toBe(404)
    }
  })

  test("the owner's own feed outlives a collaborator's leaving and unfriending", async ({
    api,
    makeUser,
  }) => {
    const { owner, collaborator, plan } = await sharedFeed(api, makeUser)
    const feed = await makeFeed(api, owner, plan.id)
    await unfriend(api, owner, collaborator)
    await api.call('DELETE /meal-plans/:id', { token: collaborator.token, params: { id: plan.id } })
    expect(await fetchFeed(api, feed)).toMatchObject({ status: 200, titles: ['Soup'] })
    expect((await readPlan(api, owner, plan.id)).calendarFeedMadeBy).toMatchObject({ id: owner.id })
  })

  test('is refused as it is read should its ending be missed: the friendship gone, the feed kept', async ({
    api,
    makeUser,
    database,
  }) => {
    const { owner, collaborator, feed, expectEnded } = await sharedFeed(api, makeUser)
    // As if the unfriending's clean-up had failed: the rows go, the feed's digest stays.
    await database.db.execute(
      sql`delete from friendships where (user_id, friend_id) in ((${owner.id}::uuid, ${collaborator.id}::uuid), (${collaborator.id}::uuid, ${owner.id}::uuid))`,
    )
    expect((await fetchFeed(api, feed)).status).toBe(404)
    await expectEnded()
  })
})

describe('the meal limit', () => {
  test(`the ${MAX_MEAL_PLAN_ITEMS + 1}st meal is refused and nothing is added`, async ({ api, user }) => {
    const plan = await createPlan(api, user)
    const meals = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        title: `Meal ${index}`,
        scheduledDate: DAY,
        meal: 'dinner' as const,
      }))
    await addMeals(api, user, plan.id, meals(MAX_MEAL_PLAN_ITEMS - 1))
    const past = await api.call('POST /meal-plans/:id/items', {
      token: user.token,
      params: { id: plan.id },
      body: meals(2),
    })
    expect(past.status).toBe(400)
    expect(past.body).toMatchObject({ error: { fields: { body: expect.any(String) } } })
    const [last] = await addMeals(api, user, plan.id, meals(1))
    const copy = await api.call('POST /meal-plans/:id/items/copy', {
      token: user.token,
      params: { id: plan.id },
      body: { itemIds: [last!.id], scheduledDate: DAY },
    })
    expect(copy.status).toBe(400)
    expect(copy.body).toMatchObject({ error: { fields: { itemIds: expect.any(String) } } })
    const read = await api.call('GET /meal-plans', { token: user.token })
    expect((read.body as TMealPlan[])[0]!.itemCount).toBe(MAX_MEAL_PLAN_ITEMS)
  })
})

/** The calendar feed's secret URL, and what the feed may read with it; and the plan's item limit. */
import { MAX_MEAL_PLAN_ITEMS, type TMealPlan } from '@rosemary/shared/contract'
import { pino } from 'pino'
import { describe, expect } from 'vitest'
import type { TestUser } from '../../test/fixtures.ts'
import { addMeals, createPlan, planningTest as test, readPlan } from '../../test/planning.ts'
import { createMealPlanStore } from './meal-plan-store.ts'
import { createMealPlansService } from './meal-plans.service.ts'

const DAY = '2026-03-02'

describe('the calendar feed', () => {
  test('a URL made by a member opens the plan until remade or removed', async ({
    api,
    user,
    database,
    bus,
    config,
    clock,
  }) => {
    const feeds = createMealPlansService({
      store: createMealPlanStore(database.db),
      ...{ bus, now: clock.now, logger: pino({ level: 'silent' }), publicUrl: config.publicUrl },
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
      expect(url.startsWith(`${config.publicUrl}/api/meal-plans/${plan.id}/ical?token=`)).toBe(true)
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

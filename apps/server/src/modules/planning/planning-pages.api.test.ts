/**
 * The pages a browser or a calendar app opens itself, as the app wires them: the printed list reads the
 * list a member may see, and the calendar feed reads the plan its secret URL names, nothing else.
 */
import type { TMealPlan } from '@rosemary/shared/contract'
import { describe, expect } from 'vitest'
import { test } from '../../test/fixtures.ts'
import { befriend } from '../../test/friendships.ts'
import { addItems, addMeals, createList, createPlan } from '../../test/planning.ts'

describe('the printed shopping list', () => {
  test('shows a member the open items by aisle; others get 404', async ({
    api,
    user,
    makeUser,
    database,
  }) => {
    const friend = await makeUser()
    const stranger = await makeUser()
    await befriend(database, user.id, friend.id)
    const list = await createList(api, user, { title: 'Market', collaboratorIds: [friend.id] })
    const added = await addItems(api, user, list.id, [
      { title: '2 cups flour' },
      { title: '100 g flour' },
      { title: '3 zucchini' },
      { title: 'dish soap' },
    ])
    const soap = added.items.find((item) => item.title === 'dish soap')!
    await api.call('PUT /shopping-lists/:id/items', {
      token: user.token,
      params: { id: list.id },
      body: { itemIds: [soap.id], completed: true },
    })
    const page = (token: string) =>
      api.raw({
        method: 'GET',
        url: `/api/print/shoppingList/${list.id}?token=${token}&groupSimilar=true&groupCategories=true`,
      })

    const printed = await page(friend.token)
    expect(printed.status).toBe(200)
    expect(String(printed.headers['content-type'])).toContain('text/html')
    const html = printed.rawPayload.toString('utf8')
    expect(html).toContain('Market')
    // Produce comes before the pantry; the two flours are one group, the cups weighed and added to the grams.
    expect(html.indexOf('zucchini')).toBeLessThan(html.indexOf('flour'))
    expect(html).toContain('350 g')
    // Done items are not printed.
    expect(html).not.toContain('dish soap')

    expect((await page(stranger.token)).status).toBe(404)
    expect((await page('not-a-session')).status).toBe(401)
  })
})

describe('the calendar feed', () => {
  test('its URL gives the plan as iCalendar until it is made again or stopped', async ({ api, user }) => {
    const plan = await createPlan(api, user, { title: 'Week 9' })
    await addMeals(api, user, plan.id, [
      { title: 'Lentil soup', scheduledDate: '2026-03-02', meal: 'dinner', notes: 'double batch' },
      { title: 'Porridge', scheduledDate: '2026-03-03', meal: 'breakfast' },
    ])
    const feedUrl = async () => {
      const made = await api.call('POST /meal-plans/:id/calendar-feed', {
        token: user.token,
        params: { id: plan.id },
      })
      expect(made.status).toBe(201)
      const url = new URL((made.body as { url: string }).url)
      return `${url.pathname}${url.search}`
    }
    const read = (url: string) => api.raw({ method: 'GET', url })

    const first = await feedUrl()
    const feed = await read(first)
    expect(feed.status).toBe(200)
    expect(String(feed.headers['content-type'])).toContain('text/calendar')
    const text = feed.rawPayload.toString('utf8')
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2)
    expect(text).toContain('SUMMARY:Lentil soup')
    expect(text).toContain('DTSTART:20260302T190000')
    expect(text).toContain('DTSTART:20260303T080000')

    const second = await feedUrl()
    expect((await read(first)).status).toBe(404)
    expect((await read(second)).status).toBe(200)
    await api.call('DELETE /meal-plans/:id/calendar-feed', { token: user.token, params: { id: plan.id } })
    expect((await read(second)).status).toBe(404)
    const after = await api.call('GET /meal-plans/:id', { token: user.token, params: { id: plan.id } })
    expect((after.body as TMealPlan).hasCalendarFeed).toBe(false)
  })
})

/**
 * One large change at a time per person, across lists and plans: a second one while the first runs is
 * answered 429 with Retry-After, before any work; small changes, and other people's, go ahead.
 */
import { LARGE_CHANGE_ITEMS } from '@rosemary/shared/contract'
import { describe, expect } from 'vitest'
import type { ApiClient } from '../../test/api-client.ts'
import type { TestUser } from '../../test/fixtures.ts'
import { createList, createPlan, planningTest as test, readList, readPlan } from '../../test/planning.ts'

const items = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, index) => ({ title: `${prefix} ${index}` }))

const addItems = (api: ApiClient, who: TestUser, listId: string, count: number, prefix: string) =>
  api.call('POST /shopping-lists/:id/items', {
    token: who.token,
    params: { id: listId },
    body: items(count, prefix),
  })

describe('large changes of one person', () => {
  test('a second one at once is turned away with Retry-After; small ones and others’ go ahead', async ({
    api,
    user,
    makeUser,
  }) => {
    const other = await makeUser()
    const [first, second, small, others] = [
      await createList(api, user),
      await createList(api, user),
      await createList(api, user),
      await createList(api, other),
    ]
    const plan = await createPlan(api, user)
    const meals = items(LARGE_CHANGE_ITEMS, 'meal').map((meal) => ({
      ...meal,
      scheduledDate: '2026-03-02',
      meal: 'dinner' as const,
    }))
    const answers = await Promise.all([
      addItems(api, user, first.id, LARGE_CHANGE_ITEMS, 'first'),
      addItems(api, user, second.id, LARGE_CHANGE_ITEMS, 'second'),
      api.call('POST /meal-plans/:id/items', { token: user.token, params: { id: plan.id }, body: meals }),
      addItems(api, user, small.id, LARGE_CHANGE_ITEMS - 1, 'small'),
      addItems(api, other, others.id, LARGE_CHANGE_ITEMS, 'other'),
    ])
    // Which of the three large ones goes first is the server's to decide.
    const large = answers.slice(0, 3)
    expect(large.map((answer) => answer.status).sort()).toEqual([201, 429, 429])
    expect(answers.slice(3).map((answer) => answer.status)).toEqual([201, 201])
    for (const refused of large.filter((answer) => answer.status === 429)) {
      expect(refused.headers['retry-after']).toBe('2')
      expect(refused.body).toMatchObject({ error: { code: 'too_many_requests' } })
    }
    const written = [
      (await readList(api, user, first.id)).items.length,
      (await readList(api, user, second.id)).items.length,
      (await readPlan(api, user, plan.id)).items.length,
    ]
    expect(written.sort()).toEqual([0, 0, LARGE_CHANGE_ITEMS])
    // Done with the first, the next goes ahead.
    expect((await addItems(api, user, small.id, LARGE_CHANGE_ITEMS, 'again')).status).toBe(201)
  })

  test('one that fails frees the way for the next', async ({ api, user }) => {
    const list = await createList(api, user)
    const unknown = '00000000-0000-4000-8000-000000000000'
    expect((await addItems(api, user, unknown, LARGE_CHANGE_ITEMS, 'lost')).status).toBe(404)
    expect((await addItems(api, user, list.id, LARGE_CHANGE_ITEMS, 'kept')).status).toBe(201)
  })
})

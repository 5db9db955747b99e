/**
 * A list or plan read again is answered from memory, and never stale after a change by any member: every
 * change is a frame to each member, and a frame forgets what was kept for that person.
 */
import type { TMealPlan, TShoppingList } from '@rosemary/shared/contract'
import { describe, expect } from 'vitest'
import { befriend } from '../../test/friendships.ts'
import { addItems, addMeals, createList, createPlan, planningTest as test } from '../../test/planning.ts'

describe('kept answers of lists and plans', () => {
  test('a collaborator’s change reaches the owner’s next read of a kept list', async ({
    api,
    user,
    makeUser,
    database,
  }) => {
    const friend = await makeUser()
    await befriend(database, user.id, friend.id)
    const list = await createList(api, user, { collaboratorIds: [friend.id] })
    await addItems(api, user, list.id, [{ title: 'milk' }])
    const read = () => api.call('GET /shopping-lists/:id', { token: user.token, params: { id: list.id } })

    await read()
    const kept = await read()
    expect(kept.headers['x-cache']).toBe('hit')

    await addItems(api, friend, list.id, [{ title: 'bread' }])
    const after = await read()
    expect(after.headers['x-cache']).toBeUndefined()
    expect((after.body as TShoppingList).items.map((item) => item.title).sort()).toEqual(['bread', 'milk'])
  })

  test('a removed collaborator is not answered from what was kept for them', async ({
    api,
    user,
    makeUser,
    database,
  }) => {
    const friend = await makeUser()
    await befriend(database, user.id, friend.id)
    const plan = await createPlan(api, user, { collaboratorIds: [friend.id] })
    await addMeals(api, user, plan.id, [{ title: 'Soup', scheduledDate: '2026-03-02', meal: 'dinner' }])
    const read = () => api.call('GET /meal-plans/:id', { token: friend.token, params: { id: plan.id } })
    await read()
    expect((await read()).headers['x-cache']).toBe('hit')

    await api.call('PUT /meal-plans/:id', {
      token: user.token,
      params: { id: plan.id },
      body: { collaboratorIds: [] },
    })
    expect((await read()).status).toBe(404)
    const owners = await api.call('GET /meal-plans/:id', { token: user.token, params: { id: plan.id } })
    expect((owners.body as TMealPlan).collaborators).toEqual([])
  })
})

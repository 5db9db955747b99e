/**
 * Every shopping-list and meal-plan endpoint, called about one person's list and plan (shared with one
 * collaborator) by the owner, the collaborator, a friend of the owner who is not a collaborator, a stranger
 * and someone anonymous. What is not shared with someone does not exist for them: 404, never its title.
 */
import { describe, expect } from 'vitest'
import type { ApiClient, ApiResponse } from '../../test/api-client.ts'
import type { TestUser } from '../../test/fixtures.ts'
import { addItems, addMeals, createList, createPlan, planningTest as test } from '../../test/planning.ts'
import { befriend } from '../../test/social.ts'

const ROLES = ['owner', 'collaborator', 'friend', 'stranger', 'anonymous'] as const
type Role = (typeof ROLES)[number]
const SECRET = 'SECRET-TITLE'
const DAY = '2026-03-02'

interface World {
  api: ApiClient
  listId: string
  itemId: string
  planId: string
  mealId: string
}

type Call = (world: World, token: string | undefined) => Promise<ApiResponse>

const MEMBERS = { owner: 200, collaborator: 200, friend: 404, stranger: 404, anonymous: 401 }
const MEMBERS_ADD = { ...MEMBERS, owner: 201, collaborator: 201 }
const OWNER_ONLY = { ...MEMBERS, collaborator: 403 }
const ANYONE = { owner: 200, collaborator: 200, friend: 200, stranger: 200, anonymous: 401 }
const ANYONE_ADD = { owner: 201, collaborator: 201, friend: 201, stranger: 201, anonymous: 401 }

const list = (world: World) => ({ id: world.listId })
const plan = (world: World) => ({ id: world.planId })

const cases: [string, Call, Record<Role, number>][] = [
  ['GET /shopping-lists', ({ api }, token) => api.call('GET /shopping-lists', { token }), ANYONE],
  [
    'POST /shopping-lists',
    ({ api }, token) => api.call('POST /shopping-lists', { token, body: { title: 'Mine' } }),
    ANYONE_ADD,
  ],
  [
    'GET /shopping-lists/:id',
    (world, token) => world.api.call('GET /shopping-lists/:id', { token, params: list(world) }),
    MEMBERS,
  ],
  [
    'PUT /shopping-lists/:id (title)',
    (world, token) =>
      world.api.call('PUT /shopping-lists/:id', { token, params: list(world), body: { title: 'New' } }),
    MEMBERS,
  ],
  [
    'PUT /shopping-lists/:id (collaborators)',
    (world, token) =>
      world.api.call('PUT /shopping-lists/:id', {
        token,
        params: list(world),
        body: { collaboratorIds: [] },
      }),
    OWNER_ONLY,
  ],
  [
    'DELETE /shopping-lists/:id',
    (world, token) => world.api.call('DELETE /shopping-lists/:id', { token, params: list(world) }),
    MEMBERS,
  ],
  [
    'POST /shopping-lists/:id/items',
    (world, token) =>
      world.api.call('POST /shopping-lists/:id/items', {
        token,
        params: list(world),
        body: [{ title: 'egg' }],
      }),
    MEMBERS_ADD,
  ],
  [
    'POST /shopping-lists/:id/items/from-meal-plan',
    (world, token) =>
      world.api.call('POST /shopping-lists/:id/items/from-meal-plan', {
        token,
        params: list(world),
        body: { mealPlanId: world.planId, mealPlanItemIds: [world.mealId] },
      }),
    MEMBERS_ADD,
  ],
  [
    'PUT /shopping-lists/:id/items',
    (world, token) =>
      world.api.call('PUT /shopping-lists/:id/items', {
        token,
        params: list(world),
        body: { itemIds: [world.itemId], completed: true },
      }),
    MEMBERS,
  ],
  [
    'DELETE /shopping-lists/:id/items',
    (world, token) =>
      world.api.callLoose('DELETE /shopping-lists/:id/items', {
        token,
        params: list(world),
        query: { itemIds: world.itemId },
      }),
    MEMBERS,
  ],
  [
    'POST /shopping-lists/:id/items/delete',
    (world, token) =>
      world.api.call('POST /shopping-lists/:id/items/delete', {
        token,
        params: list(world),
        body: { itemIds: [world.itemId] },
      }),
    MEMBERS,
  ],
  ['GET /meal-plans', ({ api }, token) => api.call('GET /meal-plans', { token }), ANYONE],
  [
    'POST /meal-plans',
    ({ api }, token) => api.call('POST /meal-plans', { token, body: { title: 'Mine' } }),
    ANYONE_ADD,
  ],
  [
    'GET /meal-plans/:id',
    (world, token) => world.api.call('GET /meal-plans/:id', { token, params: plan(world) }),
    MEMBERS,
  ],
  [
    'PUT /meal-plans/:id (title and times)',
    (world, token) =>
      world.api.call('PUT /meal-plans/:id', {
        token,
        params: plan(world),
        body: { title: 'New', mealTimes: { lunch: '13:00' } },
      }),
    MEMBERS,
  ],
  [
    'PUT /meal-plans/:id (collaborators)',
    (world, token) =>
      world.api.call('PUT /meal-plans/:id', { token, params: plan(world), body: { collaboratorIds: [] } }),
    OWNER_ONLY,
  ],
  [
    'DELETE /meal-plans/:id',
    (world, token) => world.api.call('DELETE /meal-plans/:id', { token, params: plan(world) }),
    MEMBERS,
  ],
  [
    'POST /meal-plans/:id/items',
    (world, token) =>
      world.api.call('POST /meal-plans/:id/items', {
        token,
        params: plan(world),
        body: [{ title: 'Pie', scheduledDate: DAY, meal: 'dinner' }],
      }),
    MEMBERS_ADD,
  ],
  [
    'PUT /meal-plans/:id/items',
    (world, token) =>
      world.api.call('PUT /meal-plans/:id/items', {
        token,
        params: plan(world),
        body: { itemIds: [world.mealId], meal: 'lunch' },
      }),
    MEMBERS,
  ],
  [
    'POST /meal-plans/:id/items/copy',
    (world, token) =>
      world.api.call('POST /meal-plans/:id/items/copy', {
        token,
        params: plan(world),
        body: { itemIds: [world.mealId], scheduledDate: '2026-03-03' },
      }),
    MEMBERS_ADD,
  ],
  [
    'POST /meal-plans/:id/items/delete',
    (world, token) =>
      world.api.call('POST /meal-plans/:id/items/delete', {
        token,
        params: plan(world),
        body: { itemIds: [world.mealId] },
      }),
    MEMBERS,
  ],
  [
    'PUT /meal-plans/:id/items/:itemId',
    (world, token) =>
      world.api.call('PUT /meal-plans/:id/items/:itemId', {
        token,
        params: { ...plan(world), itemId: world.mealId },
        body: { notes: 'x' },
      }),
    MEMBERS,
  ],
  [
    'DELETE /meal-plans/:id/items/:itemId',
    (world, token) =>
      world.api.call('DELETE /meal-plans/:id/items/:itemId', {
        token,
        params: { ...plan(world), itemId: world.mealId },
      }),
    MEMBERS,
  ],
  [
    'POST /meal-plans/:id/calendar-feed',
    (world, token) => world.api.call('POST /meal-plans/:id/calendar-feed', { token, params: plan(world) }),
    MEMBERS_ADD,
  ],
  [
    'DELETE /meal-plans/:id/calendar-feed',
    (world, token) => world.api.call('DELETE /meal-plans/:id/calendar-feed', { token, params: plan(world) }),
    MEMBERS,
  ],
]

async function makeWorld(api: ApiClient, owner: TestUser, collaborator: TestUser): Promise<World> {
  const shared = { title: SECRET, collaboratorIds: [collaborator.id] }
  const madeList = await createList(api, owner, shared)
  const madePlan = await createPlan(api, owner, shared)
  const [item] = (await addItems(api, owner, madeList.id, [{ title: `${SECRET} item` }])).items
  const [meal] = await addMeals(api, owner, madePlan.id, [
    { title: SECRET, scheduledDate: DAY, meal: 'lunch' },
  ])
  return { api, listId: madeList.id, itemId: item!.id, planId: madePlan.id, mealId: meal!.id }
}

async function tokenFor(role: Role, people: { owner: TestUser; collaborator: TestUser }, other: TestUser) {
  if (role === 'anonymous') return undefined
  if (role === 'owner' || role === 'collaborator') return people[role].token
  return other.token
}

describe('the planning access matrix', () => {
  for (const [name, call, expected] of cases) {
    for (const role of ROLES) {
      test(`${name} by ${role} answers ${expected[role]}`, async ({ api, makeUser }) => {
        const owner = await makeUser('Owner')
        const collaborator = await makeUser('Collaborator')
        const other = await makeUser('Other')
        await befriend(api, owner, collaborator)
        if (role === 'friend') await befriend(api, owner, other)
        const world = await makeWorld(api, owner, collaborator)
        const response = await call(world, await tokenFor(role, { owner, collaborator }, other))
        expect(response.status, JSON.stringify(response.body)).toBe(expected[role])
        if (!['owner', 'collaborator'].includes(role))
          expect(JSON.stringify(response.body)).not.toContain(SECRET)
      })
    }
  }
})

describe('a removed collaborator', () => {
  test('loses the list and the plan at once', async ({ api, makeUser }) => {
    const owner = await makeUser()
    const collaborator = await makeUser()
    await befriend(api, owner, collaborator)
    const world = await makeWorld(api, owner, collaborator)
    const read = () =>
      Promise.all([
        api.call('GET /shopping-lists/:id', { token: collaborator.token, params: list(world) }),
        api.call('GET /meal-plans/:id', { token: collaborator.token, params: plan(world) }),
        api.call('POST /shopping-lists/:id/items', {
          token: collaborator.token,
          params: list(world),
          body: [{ title: 'egg' }],
        }),
      ])
    expect((await read()).map((response) => response.status)).toEqual([200, 200, 201])
    for (const key of ['PUT /shopping-lists/:id', 'PUT /meal-plans/:id'] as const) {
      const id = key.includes('shopping') ? world.listId : world.planId
      await api.call(key, { token: owner.token, params: { id }, body: { collaboratorIds: [] } })
    }
    expect((await read()).map((response) => response.status)).toEqual([404, 404, 404])
    for (const key of ['GET /shopping-lists', 'GET /meal-plans'] as const)
      expect((await api.call(key, { token: collaborator.token })).body).toEqual([])
  })
})

/**
 * What one account may own (issue 22: any number of lists and plans, each up to 5,000 items): lists and
 * plans made, and the items on all of them together, each refused past its limit with a 400 naming the
 * field, also when requests come at once. Filling up to the limits goes straight to the database.
 */
import {
  MAX_MEAL_PLAN_ITEMS,
  MAX_MEAL_PLAN_ITEMS_OWNED,
  MAX_MEAL_PLANS_OWNED,
  MAX_SHOPPING_ITEMS_OWNED,
  MAX_SHOPPING_LIST_ITEMS,
  MAX_SHOPPING_LISTS_OWNED,
} from '@rosemary/shared/contract'
import { sql } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import type { Database } from '../../db/client.ts'
import type { ApiClient } from '../../test/api-client.ts'
import type { TestUser } from '../../test/fixtures.ts'
import { befriend } from '../../test/friendships.ts'
import { createList, createPlan, planningTest as test } from '../../test/planning.ts'

/** Both drivers answer `execute` with `{ rows }`; PostgreSQL's count is a bigint, as text. */
async function count(database: Database, statement: ReturnType<typeof sql>): Promise<number> {
  const result: unknown = await database.db.execute(statement)
  return Number((result as { rows: { n: number | string }[] }).rows[0]?.n)
}

const kinds = [
  {
    what: 'shopping lists',
    path: 'POST /shopping-lists',
    limit: MAX_SHOPPING_LISTS_OWNED,
    fill: (userId: string, n: number) =>
      sql`insert into shopping_lists (user_id, title) select ${userId}, 'Filler ' || n from generate_series(1, ${n}) n`,
    owned: (userId: string) => sql`select count(*) as n from shopping_lists where user_id = ${userId}`,
  },
  {
    what: 'meal plans',
    path: 'POST /meal-plans',
    limit: MAX_MEAL_PLANS_OWNED,
    fill: (userId: string, n: number) =>
      sql`insert into meal_plans (user_id, title) select ${userId}, 'Filler ' || n from generate_series(1, ${n}) n`,
    owned: (userId: string) => sql`select count(*) as n from meal_plans where user_id = ${userId}`,
  },
] as const

const make = (api: ApiClient, user: TestUser, path: (typeof kinds)[number]['path']) =>
  api.call(path, { token: user.token, body: { title: 'One more' } })

describe('what one person may own', () => {
  for (const kind of kinds) {
    test(`${kind.limit} ${kind.what}: the next is refused, naming the body, until one is deleted`, async ({
      api,
      user,
      makeUser,
      database,
    }) => {
      await database.db.execute(kind.fill(user.id, kind.limit - 1))
      expect((await make(api, user, kind.path)).status).toBe(201)
      const refused = await make(api, user, kind.path)
      expect(refused.status).toBe(400)
      expect(refused.body).toMatchObject({
        error: { code: 'invalid_input', fields: { body: expect.stringContaining(String(kind.limit)) } },
      })
      expect(await count(database, kind.owned(user.id))).toBe(kind.limit)
      // Another person's count is their own, and being a collaborator is not owning.
      const friend = await makeUser()
      await befriend(database, user.id, friend.id)
      expect((await make(api, friend, kind.path)).status).toBe(201)
      const deleted = await (kind.path === 'POST /shopping-lists'
        ? api.call('DELETE /shopping-lists/:id', {
            token: user.token,
            params: { id: (await createList(api, friend, { collaboratorIds: [user.id] })).id },
          })
        : api.call('DELETE /meal-plans/:id', {
            token: user.token,
            params: { id: (await createPlan(api, friend, { collaboratorIds: [user.id] })).id },
          }))
      expect(deleted.status).toBe(200)
      expect((await make(api, user, kind.path)).status).toBe(400)
      await database.db.execute(
        kind.path === 'POST /shopping-lists'
          ? sql`delete from shopping_lists where id in (select id from shopping_lists where user_id = ${user.id} limit 1)`
          : sql`delete from meal_plans where id in (select id from meal_plans where user_id = ${user.id} limit 1)`,
      )
      expect((await make(api, user, kind.path)).status).toBe(201)
    })

    test(`${kind.what} made at once cannot pass the limit together`, async ({ api, user, database }) => {
      await database.db.execute(kind.fill(user.id, kind.limit - 2))
      const answers = await Promise.all(Array.from({ length: 5 }, () => make(api, user, kind.path)))
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 400, 400, 400])
      expect(await count(database, kind.owned(user.id))).toBe(kind.limit)
    })
  }
})

describe('the items on all the lists one person owns', () => {
  test(`at most ${MAX_SHOPPING_ITEMS_OWNED}, collaborators' additions counted for the owner, also at once`, async ({
    api,
    user,
    makeUser,
    database,
  }) => {
    const full = Math.floor((MAX_SHOPPING_ITEMS_OWNED - 3) / MAX_SHOPPING_LIST_ITEMS)
    const rest = MAX_SHOPPING_ITEMS_OWNED - 3 - full * MAX_SHOPPING_LIST_ITEMS
    for (let list = 0; list <= full; list++) {
      const { id } = await createList(api, user, { title: `Filler ${list}` })
      const items = list < full ? MAX_SHOPPING_LIST_ITEMS : rest
      await database.db.execute(
        sql`insert into shopping_list_items (shopping_list_id, title, group_title, category_title)
            select ${id}, 'filler ' || n, 'filler', 'other' from generate_series(1, ${items}) n`,
      )
    }
    const friend = await makeUser()
    await befriend(database, user.id, friend.id)
    const [first, second] = [
      await createList(api, user, { collaboratorIds: [friend.id] }),
      await createList(api, user),
    ]
    const add = (who: TestUser, listId: string) =>
      api.call('POST /shopping-lists/:id/items', {
        token: who.token,
        params: { id: listId },
        body: [{ title: 'milk' }, { title: 'bread' }],
      })
    const answers = await Promise.all([add(friend, first.id), add(user, second.id)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400])
    expect(answers.find((answer) => answer.status === 400)?.body).toMatchObject({
      error: {
        code: 'invalid_input',
        fields: { body: expect.stringContaining(String(MAX_SHOPPING_ITEMS_OWNED)) },
      },
    })
    const total = sql`select count(*) as n from shopping_list_items i
      join shopping_lists l on l.id = i.shopping_list_id where l.user_id = ${user.id}`
    expect(await count(database, total)).toBe(MAX_SHOPPING_ITEMS_OWNED - 1)
    // The friend's own lists are theirs to fill.
    const own = await createList(api, friend)
    expect((await add(friend, own.id)).status).toBe(201)
  })
})

describe('the meals on all the plans one person owns', () => {
  test(`at most ${MAX_MEAL_PLAN_ITEMS_OWNED}, additions and copies alike, also at once`, async ({
    api,
    user,
    database,
  }) => {
    const full = Math.floor((MAX_MEAL_PLAN_ITEMS_OWNED - 3) / MAX_MEAL_PLAN_ITEMS)
    const rest = MAX_MEAL_PLAN_ITEMS_OWNED - 3 - full * MAX_MEAL_PLAN_ITEMS
    for (let plan = 0; plan <= full; plan++) {
      const { id } = await createPlan(api, user, { title: `Filler ${plan}` })
      const meals = plan < full ? MAX_MEAL_PLAN_ITEMS : rest
      await database.db.execute(
        sql`insert into meal_plan_items (meal_plan_id, title, scheduled_date, meal)
            select ${id}, 'Filler', date '2026-01-01' + n % 365, 'dinner' from generate_series(1, ${meals}) n`,
      )
    }
    const [first, second] = [await createPlan(api, user), await createPlan(api, user)]
    const add = (planId: string) =>
      api.call('POST /meal-plans/:id/items', {
        token: user.token,
        params: { id: planId },
        body: [
          { title: 'Soup', scheduledDate: '2026-03-02', meal: 'lunch' },
          { title: 'Pie', scheduledDate: '2026-03-02', meal: 'dinner' },
        ],
      })
    const plans = [first.id, second.id]
    const answers = await Promise.all(plans.map(add))
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400])
    const taken = answers.findIndex((answer) => answer.status === 201)
    const copied = await api.call('POST /meal-plans/:id/items/copy', {
      token: user.token,
      params: { id: plans[taken]! },
      body: {
        itemIds: (answers[taken]!.body as { id: string }[]).map((meal) => meal.id),
        scheduledDate: '2026-03-03',
      },
    })
    expect(copied.status).toBe(400)
    expect(copied.body).toMatchObject({ error: { fields: { itemIds: expect.any(String) } } })
    const total = sql`select count(*) as n from meal_plan_items i
      join meal_plans p on p.id = i.meal_plan_id where p.user_id = ${user.id}`
    expect(await count(database, total)).toBe(MAX_MEAL_PLAN_ITEMS_OWNED - 1)
  })
})

/** The item limit, held under concurrent additions, and an addition the database fails half-way. */
import { MAX_SHOPPING_LIST_ITEMS } from '@rosemary/shared/contract'
import { describe, expect } from 'vitest'
import type { Db } from '../../db/client.ts'
import { addItems, createList, planningTest as test, readList } from '../../test/planning.ts'

const titles = (count: number, prefix = 'item') =>
  Array.from({ length: count }, (_, index) => ({ title: `${prefix} ${index}` }))

describe('the item limit', () => {
  test(`the ${MAX_SHOPPING_LIST_ITEMS + 1}st item is refused and nothing is added`, async ({ api, user }) => {
    const list = await createList(api, user)
    await addItems(api, user, list.id, titles(MAX_SHOPPING_LIST_ITEMS - 1))
    const past = await api.call('POST /shopping-lists/:id/items', {
      token: user.token,
      params: { id: list.id },
      body: [{ title: 'one' }, { title: 'two' }],
    })
    expect(past.status).toBe(400)
    expect(past.body).toMatchObject({
      error: { code: 'invalid_input', fields: { body: expect.any(String) } },
    })
    expect((await readList(api, user, list.id)).itemCount).toBe(MAX_SHOPPING_LIST_ITEMS - 1)
    await addItems(api, user, list.id, [{ title: 'last' }])
    const full = await api.call('POST /shopping-lists/:id/items', {
      token: user.token,
      params: { id: list.id },
      body: [{ title: 'one more' }],
    })
    expect(full.status).toBe(400)
    expect((await readList(api, user, list.id)).itemCount).toBe(MAX_SHOPPING_LIST_ITEMS)
  })

  test('two additions at once cannot both pass it', async ({ api, user }) => {
    const list = await createList(api, user)
    await addItems(api, user, list.id, titles(MAX_SHOPPING_LIST_ITEMS - 3))
    const add = (prefix: string) =>
      api.call('POST /shopping-lists/:id/items', {
        token: user.token,
        params: { id: list.id },
        body: titles(2, prefix),
      })
    const answers = await Promise.all([add('first'), add('second')])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400])
    expect((await readList(api, user, list.id)).itemCount).toBe(MAX_SHOPPING_LIST_ITEMS - 1)
  })
})

describe('a database failure during an addition', () => {
  test('leaves nothing half-written', async ({ api, user, database }) => {
    const list = await createList(api, user)
    const { db } = database
    const transaction = db.transaction.bind(db)
    // The items are written, then marking the list changed fails: the items must go with it.
    db.transaction = ((work: (tx: Db) => Promise<unknown>) =>
      transaction((tx) =>
        work(
          new Proxy(tx as unknown as Db, {
            get: (target, key, receiver) =>
              key === 'update'
                ? () => {
                    throw new Error('the database went away')
                  }
                : (Reflect.get(target, key, receiver) as unknown),
          }),
        ),
      )) as Db['transaction']
    try {
      const response = await api.call('POST /shopping-lists/:id/items', {
        token: user.token,
        params: { id: list.id },
        body: titles(3),
      })
      expect(response.status).toBe(500)
    } finally {
      db.transaction = transaction
    }
    expect((await readList(api, user, list.id)).items).toEqual([])
  })
})

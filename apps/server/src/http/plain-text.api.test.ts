/**
 * Names, titles, list items and messages are stored without the characters that change how they read
 * unseen (issue 22: "\u202Egnp.exe" was stored and shown as "exe.png"); right-to-left writing is kept.
 * Which fields: packages/shared/src/contract/plain-text-fields.test.ts; what goes: rules/plain-text.ts.
 */
import type { TMessage, TRecipe, TShoppingList } from '@rosemary/shared/contract'
import { describe, expect } from 'vitest'
import { test } from '../test/fixtures.ts'
import { createRecipe } from '../test/recipes.ts'
import { befriend } from '../test/social.ts'

const SPOOF = '\u202Egnp.exe'

describe('text with bidirectional overrides and control characters', () => {
  test('a recipe title comes back without them; Hebrew and Arabic titles come back whole', async ({
    api,
    user,
  }) => {
    const spoofed = await createRecipe(api, user.token, {
      title: `${SPOOF}\u0007`,
      labels: ['\u2066soup\u2069'],
    })
    const read = await api.call('GET /recipes/:id', { token: user.token, params: { id: spoofed.id } })
    expect(read.body).toMatchObject({ title: 'gnp.exe', labels: [{ title: 'soup' }] })
    const listed = await api.call('GET /recipes/by-page', { token: user.token, query: {} })
    expect(JSON.stringify(listed.body)).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/)
    expect(JSON.stringify(listed.body)).not.toContain('\\u0007')

    for (const title of ['עוגת תפוחים', 'كعكة التفاح']) {
      const recipe = await createRecipe(api, user.token, { title })
      const back = await api.call('GET /recipes/:id', { token: user.token, params: { id: recipe.id } })
      expect((back.body as TRecipe).title).toBe(title)
    }
  })

  test('a title of nothing else is refused as empty', async ({ api, user }) => {
    const answer = await api.call('POST /recipes', { token: user.token, body: { title: '\u202E\u0001' } })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ error: { fields: { title: expect.any(String) } } })
  })

  test('a shopping list, its items, a meal plan and my name are stored without them', async ({
    api,
    user,
  }) => {
    const list = await api.call('POST /shopping-lists', {
      token: user.token,
      body: { title: `Week${SPOOF}` },
    })
    const listId = (list.body as TShoppingList).id
    await api.call('POST /shopping-lists/:id/items', {
      token: user.token,
      params: { id: listId },
      body: [{ title: '2 eg\u202Dgs\nand milk' }],
    })
    const stored = (await api.call('GET /shopping-lists/:id', { token: user.token, params: { id: listId } }))
      .body as TShoppingList
    expect(stored.title).toBe('Weekgnp.exe')
    expect(stored.items.map((item) => item.title)).toEqual(['2 eggs and milk'])

    const plan = await api.call('POST /meal-plans', { token: user.token, body: { title: '\u2067Dinners' } })
    expect(plan.body).toMatchObject({ title: 'Dinners' })
    const me = await api.call('PUT /users/', {
      token: user.token,
      body: { name: 'Ada\u202E Lovelace\u009B' },
    })
    expect(me.body).toMatchObject({ name: 'Ada Lovelace' })
  })

  test('a message keeps its lines and loses the rest', async ({ api, user, makeUser }) => {
    const friend = await makeUser()
    await befriend(api, user, friend)
    await api.call('POST /messages', {
      token: user.token,
      body: { to: friend.id, body: `Open ${SPOOF}\r\nsoon\u0007` },
    })
    const [message] = (await api.call('GET /messages', { token: friend.token, query: { user: user.id } }))
      .body as TMessage[]
    expect(message?.body).toBe('Open gnp.exe\nsoon')
  })
})

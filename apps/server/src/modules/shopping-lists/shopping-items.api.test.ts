import type { TShoppingItemsChange } from '@rosemary/shared/contract'
import { describe, expect } from 'vitest'
import type { ApiClient } from '../../test/api-client.ts'
import type { TestUser } from '../../test/fixtures.ts'
import { addItems, createList, planningTest as test, readList } from '../../test/planning.ts'
import { createRecipe } from '../../test/recipes.ts'

function changeItems(api: ApiClient, who: TestUser, listId: string, body: object) {
  return api.callLoose('PUT /shopping-lists/:id/items', { token: who.token, params: { id: listId }, body })
}

describe('adding items', () => {
  test('one or many, each with its word and aisle; a chosen aisle wins', async ({ api, user, clock }) => {
    const list = await createList(api, user)
    const one = await addItems(api, user, list.id, [{ title: '2 l Milk' }])
    expect(one).toEqual({
      items: [
        {
          id: expect.any(String),
          title: '2 l Milk',
          groupTitle: 'milk',
          categoryTitle: 'dairy',
          completed: false,
          completedAt: null,
          recipeId: null,
          recipeTitle: null,
          mealPlanItemId: null,
          exactTitle: null,
          addedBy: { id: user.id, name: user.name },
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      ],
      notApplied: [],
    })
    clock.advance(1)
    const many = await addItems(api, user, list.id, [
      { title: 'apples' },
      { title: 'bread', categoryTitle: 'frozen' },
      { title: 'lamp oil' },
    ])
    expect(many.items.map((item) => [item.title, item.categoryTitle])).toEqual([
      ['apples', 'produce'],
      ['bread', 'frozen'],
      ['lamp oil', 'other'],
    ])
    const read = await readList(api, user, list.id)
    expect(read.items.map((item) => item.title)).toEqual(['2 l Milk', 'apples', 'bread', 'lamp oil'])
    expect(read.itemCount).toBe(4)
  })

  test('sent again with the same id, an addition is kept once and returned as it is', async ({
    api,
    user,
  }) => {
    const list = await createList(api, user)
    const id = crypto.randomUUID()
    const first = await addItems(api, user, list.id, [{ id, title: 'milk' }])
    const again = await addItems(api, user, list.id, [
      { id, title: 'milk, renamed meanwhile' },
      { id, title: 'x' },
    ])
    expect(again).toEqual({ items: first.items, notApplied: [] })
    expect((await readList(api, user, list.id)).items.map((item) => item.id)).toEqual([id])
  })

  test('a deleted id is not brought back; an id of another list is not taken', async ({ api, user }) => {
    const list = await createList(api, user)
    const other = await createList(api, user, { title: 'Other' })
    const [gone, elsewhere] = [crypto.randomUUID(), crypto.randomUUID()]
    await addItems(api, user, list.id, [{ id: gone, title: 'milk' }])
    await addItems(api, user, other.id, [{ id: elsewhere, title: 'bread' }])
    await api.call('POST /shopping-lists/:id/items/delete', {
      token: user.token,
      params: { id: list.id },
      body: { itemIds: [gone] },
    })
    const late = await addItems(api, user, list.id, [
      { id: gone, title: 'milk' },
      { id: elsewhere, title: 'bread' },
      { title: 'eggs' },
    ])
    expect(late.notApplied).toEqual([
      { id: gone, reason: 'deleted' },
      { id: elsewhere, reason: 'not_found' },
    ])
    expect(late.items.map((item) => item.title)).toEqual(['eggs'])
    expect((await readList(api, user, other.id)).items.map((item) => item.title)).toEqual(['bread'])
  })

  test('names a recipe that exists, whoever owns it, and keeps its title', async ({
    api,
    user,
    makeUser,
  }) => {
    const cook = await makeUser()
    const recipe = await createRecipe(api, cook.token, { title: 'Pancakes' })
    const list = await createList(api, user)
    const added = await addItems(api, user, list.id, [{ title: 'flour', recipeId: recipe.id }])
    expect(added.items[0]).toMatchObject({ recipeId: recipe.id, recipeTitle: 'Pancakes' })
    const unknown = await api.call('POST /shopping-lists/:id/items', {
      token: user.token,
      params: { id: list.id },
      body: [{ title: 'eggs' }, { title: 'sugar', recipeId: crypto.randomUUID() }],
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body).toMatchObject({ error: { fields: { '1.recipeId': expect.any(String) } } })
    expect((await readList(api, user, list.id)).items).toHaveLength(1)
  })

  test('keeps the exact amount an item was rounded from; without one it is null', async ({ api, user }) => {
    const list = await createList(api, user)
    const added = await addItems(api, user, list.id, [
      { title: '1 onion', exactTitle: '0.67 onion' },
      { title: 'bread' },
    ])
    expect(added.items.map((item) => item.exactTitle)).toEqual(['0.67 onion', null])
    expect((await readList(api, user, list.id)).items.map((item) => item.exactTitle)).toEqual([
      '0.67 onion',
      null,
    ])
    const tooLong = await api.call('POST /shopping-lists/:id/items', {
      token: user.token,
      params: { id: list.id },
      body: [{ title: 'milk', exactTitle: 'x'.repeat(501) }],
    })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body).toMatchObject({ error: { fields: { '0.exactTitle': expect.any(String) } } })
  })

  test('a title past 500 characters is refused, naming it', async ({ api, user }) => {
    const list = await createList(api, user)
    const response = await api.call('POST /shopping-lists/:id/items', {
      token: user.token,
      params: { id: list.id },
      body: [{ title: 'milk' }, { title: 'x'.repeat(501) }],
    })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ error: { fields: { '1.title': expect.any(String) } } })
    expect((await readList(api, user, list.id)).items).toEqual([])
  })
})

describe('changing items', () => {
  test('checking off dates an item once; unchecking clears it', async ({ api, user, clock }) => {
    const list = await createList(api, user)
    const [milk] = (await addItems(api, user, list.id, [{ title: 'milk' }])).items
    const check = async (completed: boolean) => {
      clock.advance(60_000)
      const response = await changeItems(api, user, list.id, { itemIds: [milk!.id], completed })
      return (response.body as TShoppingItemsChange).items[0]!
    }
    const checked = await check(true)
    expect(checked.completed).toBe(true)
    expect(checked.completedAt).toBe(clock.now().toISOString())
    expect((await check(true)).completedAt).toBe(checked.completedAt)
    expect(await check(false)).toMatchObject({ completed: false, completedAt: null })
    expect((await readList(api, user, list.id)).openItemCount).toBe(1)
  })

  test('a rename finds the new word and its aisle', async ({ api, user }) => {
    const list = await createList(api, user)
    const [item] = (await addItems(api, user, list.id, [{ title: 'milk' }])).items
    const response = await changeItems(api, user, list.id, { itemIds: [item!.id], title: 'sourdough bread' })
    expect((response.body as TShoppingItemsChange).items[0]).toMatchObject({
      title: 'sourdough bread',
      groupTitle: 'bread',
      categoryTitle: 'bakery',
    })
  })

  test('moving a word to an aisle is remembered for later items of that word, on that list only', async ({
    api,
    user,
  }) => {
    const list = await createList(api, user)
    const other = await createList(api, user)
    const added = await addItems(api, user, list.id, [{ title: '1 l milk' }, { title: 'oat milk' }])
    const moved = await changeItems(api, user, list.id, {
      itemIds: [added.items[0]!.id],
      categoryTitle: 'drinks',
    })
    expect((moved.body as TShoppingItemsChange).items.map((item) => item.categoryTitle)).toEqual(['drinks'])
    const later = await addItems(api, user, list.id, [{ title: '2 l milk' }])
    expect(later.items[0]!.categoryTitle).toBe('drinks')
    expect((await readList(api, user, list.id)).aisles).toEqual({ milk: 'drinks' })
    expect((await addItems(api, user, other.id, [{ title: 'milk' }])).items[0]!.categoryTitle).toBe('dairy')
  })

  test('changes to deleted or unknown items are refused by name; the rest apply', async ({ api, user }) => {
    const list = await createList(api, user)
    const other = await createList(api, user)
    const { items } = await addItems(api, user, list.id, [{ title: 'milk' }, { title: 'eggs' }])
    const [foreign] = (await addItems(api, user, other.id, [{ title: 'bread' }])).items
    await api.callLoose('DELETE /shopping-lists/:id/items', {
      token: user.token,
      params: { id: list.id },
      query: { itemIds: items[1]!.id },
    })
    const never = crypto.randomUUID()
    const response = await changeItems(api, user, list.id, {
      itemIds: [items[0]!.id, items[1]!.id, foreign!.id, never],
      completed: true,
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      items: [{ id: items[0]!.id, completed: true }],
      notApplied: [
        { id: items[1]!.id, reason: 'deleted' },
        { id: foreign!.id, reason: 'not_found' },
        { id: never, reason: 'not_found' },
      ],
    })
    expect((await readList(api, user, other.id)).items[0]!.completed).toBe(false)
  })

  test('deleting by query or by body; ids already gone are ignored', async ({ api, user }) => {
    const list = await createList(api, user)
    const { items } = await addItems(api, user, list.id, [{ title: 'a' }, { title: 'b' }, { title: 'c' }])
    const [a, b, c] = items.map((item) => item.id) as [string, string, string]
    const byQuery = await api.callLoose('DELETE /shopping-lists/:id/items', {
      token: user.token,
      params: { id: list.id },
      query: { itemIds: `${a},${b}` },
    })
    expect(byQuery).toMatchObject({ status: 200, body: { deletedIds: [a, b] } })
    const byBody = await api.call('POST /shopping-lists/:id/items/delete', {
      token: user.token,
      params: { id: list.id },
      body: { itemIds: [a, c] },
    })
    expect(byBody).toMatchObject({ status: 200, body: { deletedIds: [c] } })
    expect((await readList(api, user, list.id)).items).toEqual([])
  })

  test('every change moves the list up', async ({ api, user, clock }) => {
    const list = await createList(api, user)
    const updatedAt = async () => (await readList(api, user, list.id)).updatedAt
    clock.advance(1000)
    const [milk] = (await addItems(api, user, list.id, [{ title: 'milk' }])).items
    expect(await updatedAt()).toBe(clock.now().toISOString())
    clock.advance(1000)
    await changeItems(api, user, list.id, { itemIds: [milk!.id], completed: true })
    expect(await updatedAt()).toBe(clock.now().toISOString())
    clock.advance(1000)
    await api.call('POST /shopping-lists/:id/items/delete', {
      token: user.token,
      params: { id: list.id },
      body: { itemIds: [milk!.id] },
    })
    expect(await updatedAt()).toBe(clock.now().toISOString())
  })
})

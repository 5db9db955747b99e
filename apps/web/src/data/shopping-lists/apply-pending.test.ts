import { describe, expect, test } from 'vitest'
import { shoppingItem, shoppingList } from '../../test/shopping-fixtures.ts'
import { applyPending } from './apply-pending.ts'
import { describeItem } from './describe-item.ts'
import type { ItemChange, QueuedChange } from './offline-store.ts'

const at = '2025-02-01T12:00:00.000Z'
let seq = 0
const queued = (change: ItemChange, listId = 'list-1'): QueuedChange => ({
  seq: ++seq,
  listId,
  change,
  queuedAt: at,
  titles: {},
})

describe('applyPending: the server copy with the queued changes on top', () => {
  const milk = shoppingItem('Milk')
  const eggs = shoppingItem('Eggs')

  test('an addition appears with its own id, described locally, marked pending; twice is once', () => {
    const server = shoppingList([milk], { aisles: { bread: 'bakery' } })
    const add = queued({ kind: 'add', items: [{ id: 'new-1', title: 'Bread' }] })
    const { list, pendingIds } = applyPending(server, [add, add], describeItem)
    expect(list.items.map((item) => item.title)).toEqual(['Milk', 'Bread'])
    expect(list.items[1]).toMatchObject({ id: 'new-1', groupTitle: 'bread', categoryTitle: 'bakery', createdAt: at })
    expect([...pendingIds]).toEqual(['new-1'])
    expect(list).toMatchObject({ itemCount: 2, openItemCount: 2 })
  })

  test('an addition the server already holds (sent, answer lost) is the server’s item', () => {
    const sent = shoppingItem('Bread', { id: 'new-1', categoryTitle: 'bakery' })
    const { list } = applyPending(shoppingList([sent]), [queued({ kind: 'add', items: [{ id: 'new-1', title: 'Bread' }] })], describeItem)
    expect(list.items).toEqual([sent])
  })

  test('a rename lets the exact amount go, as the server does; a check keeps it', () => {
    const onion = shoppingItem('1 onion', { exactTitle: '0.67 onion' })
    const garlic = shoppingItem('2 cloves garlic', { exactTitle: '1.33 cloves garlic' })
    const changes = [
      queued({ kind: 'update', itemIds: [onion.id], title: '2 onions' }),
      queued({ kind: 'update', itemIds: [garlic.id], completed: true }),
    ]
    const { list } = applyPending(shoppingList([onion, garlic]), changes, describeItem)
    expect(list.items.map((item) => [item.title, item.exactTitle])).toEqual([
      ['2 onions', null],
      ['2 cloves garlic', '1.33 cloves garlic'],
    ])
  })

  test('check, uncheck, rename and aisle move apply in order to the named items only', () => {
    const changes = [
      queued({ kind: 'update', itemIds: [milk.id], completed: true }),
      queued({ kind: 'update', itemIds: [eggs.id], title: 'Free-range eggs' }),
      queued({ kind: 'update', itemIds: [eggs.id], categoryTitle: 'dairy' }),
      queued({ kind: 'update', itemIds: [milk.id], completed: false }),
      queued({ kind: 'update', itemIds: [milk.id], completed: true }),
    ]
    const { list, pendingIds } = applyPending(shoppingList([milk, eggs]), changes, describeItem)
    expect(list.items[0]).toMatchObject({ completed: true, completedAt: at, title: 'Milk' })
    expect(list.items[1]).toMatchObject({ completed: false, title: 'Free-range eggs', categoryTitle: 'dairy' })
    expect(list.aisles).toEqual({ eggs: 'dairy' })
    expect(list.openItemCount).toBe(1)
    expect([...pendingIds].sort()).toEqual([eggs.id, milk.id].sort())
  })

  test('delete and clear done remove the items', () => {
    const done = shoppingItem('Butter', { completed: true })
    const changes = [queued({ kind: 'delete', itemIds: [done.id] }), queued({ kind: 'delete', itemIds: [milk.id] })]
    const { list, pendingIds } = applyPending(shoppingList([milk, eggs, done]), changes, describeItem)
    expect(list.items.map((item) => item.title)).toEqual(['Eggs'])
    expect(pendingIds.size).toBe(0)
  })

  test('against a changed server copy: others’ changes stay, a change to an item deleted meanwhile does nothing', () => {
    const fromFriend = shoppingItem('Apples', { addedBy: { id: 'friend-1', name: 'James' } })
    const renamedElsewhere = { ...eggs, title: 'Duck eggs' }
    // Milk was checked here offline; someone else deleted it and added apples, and renamed the eggs.
    const changes = [
      queued({ kind: 'update', itemIds: [milk.id], completed: true }),
      queued({ kind: 'add', items: [{ id: 'new-2', title: 'Pears' }] }),
    ]
    const { list, pendingIds } = applyPending(shoppingList([renamedElsewhere, fromFriend]), changes, describeItem)
    expect(list.items.map((item) => item.title)).toEqual(['Duck eggs', 'Apples', 'Pears'])
    expect([...pendingIds]).toEqual(['new-2'])
  })

  test('changes queued for another list are not applied', () => {
    const { list } = applyPending(
      shoppingList([milk]),
      [queued({ kind: 'delete', itemIds: [milk.id] }, 'list-2')],
      describeItem,
    )
    expect(list.items).toEqual([milk])
  })
})

import { arrangeShoppingList } from '@rosemary/shared/shopping'
import { describe, expect, it } from 'vitest'
import { shoppingItem } from '../../test/shopping-fixtures.ts'
import { focusAfterMove, groupRunKey, listRows, runsOf } from './list-rows.ts'

const items = [
  shoppingItem('2 cups flour', { groupTitle: 'flour', categoryTitle: 'pantry' }),
  shoppingItem('100 g flour', { groupTitle: 'flour', categoryTitle: 'pantry' }),
  shoppingItem('milk', { categoryTitle: 'dairy' }),
  shoppingItem('soap', { categoryTitle: 'household', completed: true }),
]
const byAisle = { groupSimilar: true, groupCategories: true, sortBy: 'createdAt' } as const

describe('listRows', () => {
  it('lays out aisles, groups of similar items and Done as rows in the order they are drawn', () => {
    const rows = listRows(arrangeShoppingList(items, byAisle))
    expect(rows.map((row) => `${row.kind}:${row.section}`)).toEqual([
      'aisle:dairy',
      'item:dairy',
      'aisle:pantry',
      'group:pantry',
      'item:pantry',
      'item:pantry',
      'done:done',
      'item:done',
    ])
    // Each row's key is unique: the window measures rows by it.
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length)
  })

  it('draws a group of one as its item alone, and no aisle headings when not grouped by aisle', () => {
    const rows = listRows(arrangeShoppingList(items, { ...byAisle, groupCategories: false }))
    expect(rows.filter((row) => row.kind === 'aisle')).toEqual([])
    const milk = rows.find((row) => row.kind === 'item' && row.item.title === 'milk')
    expect(milk).toMatchObject({ section: 'all', group: null })
    const flour = rows.filter((row) => row.kind === 'item' && row.group?.title === 'flour')
    expect(flour).toHaveLength(2)
  })
})

describe('runsOf', () => {
  it('gathers consecutive rows of a group (and a lone item by itself), in order', () => {
    const rows = listRows(arrangeShoppingList(items, byAisle)).filter((row) => row.section === 'pantry')
    const runs = runsOf(rows, groupRunKey)
    expect(runs.map((run) => run.rows.map((row) => row.kind))).toEqual([['aisle'], ['group', 'item', 'item']])
    expect(runsOf([1, 1, 2, 1], String).map((run) => run.rows)).toEqual([[1, 1], [2], [1]])
  })
})

describe('focusAfterMove', () => {
  const rows = listRows(arrangeShoppingList(items, byAisle))
  const idOf = (title: string) => items.find((item) => item.title === title)!.id

  it('gives the next item to buy, across aisles, else the one before', () => {
    expect(focusAfterMove(rows, idOf('milk'))).toBe(idOf('2 cups flour'))
    expect(focusAfterMove(rows, idOf('100 g flour'))).toBe(idOf('2 cups flour'))
  })

  it('keeps to Done for an item taken out of Done, and gives nothing when it was the only one', () => {
    expect(focusAfterMove(rows, idOf('soap'))).toBeNull()
    expect(focusAfterMove(rows, 'unknown')).toBeNull()
  })
})

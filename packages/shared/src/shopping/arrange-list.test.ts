import { describe, expect, test } from 'vitest'
import { arrangeShoppingList, type ArrangeOptions, type ShoppingItemLike } from './arrange-list.ts'
import { aisleOf } from './aisle-lookup.ts'
import { groupTitleOf } from './group-title.ts'

let made = 0
function item(title: string, extra: Partial<ShoppingItemLike> = {}): ShoppingItemLike {
  made += 1
  return {
    id: `i${made}`,
    title,
    groupTitle: groupTitleOf(title),
    categoryTitle: aisleOf(title),
    completed: false,
    createdAt: new Date(Date.UTC(2025, 0, 1, 0, made)).toISOString(),
    ...extra,
  }
}

const GROUPED: ArrangeOptions = { groupSimilar: true, groupCategories: true, sortBy: 'title' }
const titlesOf = (items: readonly ShoppingItemLike[]) => items.map((i) => i.title)

describe('arrangeShoppingList', () => {
  test('open items go into aisle sections in AISLES order, empty aisles left out, unknown categories in other', () => {
    const items = [
      item('dish soap'),
      item('2 eggs'),
      item('widget'),
      item('apples'),
      item('bread', { categoryTitle: 'no-such-aisle' }),
    ]
    const { sections } = arrangeShoppingList(items, GROUPED)
    expect(sections.map((s) => s.aisle)).toEqual(['produce', 'dairy', 'household', 'other'])
    expect(sections.at(-1)?.groups.map((g) => g.groupTitle)).toEqual(['bread', 'widget'])
  })

  test('similar items share a group with their summed amounts', () => {
    const items = [item('2 cups flour'), item('100 g flour'), item('flour'), item('2 eggs'), item('3 Eggs')]
    const groups = arrangeShoppingList(items, GROUPED).sections.flatMap((s) => s.groups)
    expect(groups.map((g) => [g.groupTitle, titlesOf(g.items), g.totals])).toEqual([
      ['egg', ['2 eggs', '3 Eggs'], ['5']],
      ['flour', ['2 cups flour', '100 g flour', 'flour'], ['350 g']],
    ])
  })

  test('groups compare without accents', () => {
    const items = [item('crème fraîche'), item('creme fraiche')]
    const groups = arrangeShoppingList(items, GROUPED).sections.flatMap((s) => s.groups)
    expect(groups).toHaveLength(1)
  })

  test('completed items go to done, sorted the same way, never into a section', () => {
    const items = [item('b milk', { completed: true }), item('apples'), item('a milk', { completed: true })]
    const arranged = arrangeShoppingList(items, GROUPED)
    expect(titlesOf(arranged.done)).toEqual(['a milk', 'b milk'])
    expect(arranged.sections.flatMap((s) => s.groups.flatMap((g) => titlesOf(g.items)))).toEqual(['apples'])
  })

  test('without groupSimilar every item is its own group without totals', () => {
    const items = [item('2 eggs'), item('3 eggs')]
    const groups = arrangeShoppingList(items, { ...GROUPED, groupSimilar: false }).sections.flatMap(
      (s) => s.groups,
    )
    expect(groups.map((g) => [g.key, titlesOf(g.items), g.totals])).toEqual([
      [items[0]!.id, ['2 eggs'], []],
      [items[1]!.id, ['3 eggs'], []],
    ])
  })

  test('without groupCategories one section (aisle null) holds every group; none when nothing is open', () => {
    const items = [item('milk'), item('apples'), item('soap')]
    const { sections } = arrangeShoppingList(items, { ...GROUPED, groupCategories: false })
    expect(sections.map((s) => [s.aisle, s.groups.map((g) => g.groupTitle)])).toEqual([
      [null, ['apple', 'milk', 'soap']],
    ])
    const allDone = items.map((i) => ({ ...i, completed: true }))
    expect(arrangeShoppingList(allDone, { ...GROUPED, groupCategories: false }).sections).toEqual([])
  })

  describe('sorting', () => {
    const first = item('banana', { createdAt: '2025-03-01T10:00:00.000Z' })
    const second = item('Apple', { createdAt: '2025-03-01T11:00:00.000Z' })
    const third = item('cherry', { createdAt: '2025-03-01T09:00:00.000Z' })
    const flat = (sortBy: ArrangeOptions['sortBy']) =>
      arrangeShoppingList([first, second, third], {
        groupSimilar: false,
        groupCategories: false,
        sortBy,
      }).sections.flatMap((s) => s.groups.map((g) => g.items[0]!.title))

    test.for<[ArrangeOptions['sortBy'], string[]]>([
      ['title', ['Apple', 'banana', 'cherry']],
      ['createdAt', ['cherry', 'banana', 'Apple']],
      ['-createdAt', ['Apple', 'banana', 'cherry']],
    ])('by %s', ([sortBy, expected]) => {
      expect(flat(sortBy)).toEqual(expected)
    })

    test('title order is natural and ignores accents', () => {
      const items = ['#101 batteries', '#41 batteries', 'éclair', 'eggs', 'Zucchini', 'apples'].map((t) =>
        item(t),
      )
      const { sections } = arrangeShoppingList(items, {
        groupSimilar: false,
        groupCategories: false,
        sortBy: 'title',
      })
      expect(sections.flatMap((s) => s.groups.map((g) => g.items[0]!.title))).toEqual([
        '#41 batteries',
        '#101 batteries',
        'apples',
        'éclair',
        'eggs',
        'Zucchini',
      ])
    })

    test('groups sort by their first item, items inside a group by the same key', () => {
      const items = [
        item('2 eggs', { createdAt: '2025-03-01T10:00:00.000Z' }),
        item('milk', { createdAt: '2025-03-01T11:00:00.000Z' }),
        item('6 eggs', { createdAt: '2025-03-01T12:00:00.000Z' }),
      ]
      const groups = arrangeShoppingList(items, {
        groupSimilar: true,
        groupCategories: false,
        sortBy: '-createdAt',
      }).sections.flatMap((s) => s.groups)
      expect(groups.map((g) => titlesOf(g.items))).toEqual([['6 eggs', '2 eggs'], ['milk']])
    })
  })

  test('5,000 items are arranged', () => {
    const titles = [
      '2 cups flour',
      '100 g flour',
      '3 eggs',
      'milk',
      '1 lb ground beef',
      'apples',
      'soap',
      'Vollmilch',
    ]
    const items = Array.from({ length: 5000 }, (_, i) =>
      item(`${titles[i % titles.length] ?? ''} #${i}`, { completed: i % 7 === 0 }),
    )
    const arranged = arrangeShoppingList(items, GROUPED)
    const open = arranged.sections.flatMap((s) => s.groups.flatMap((g) => g.items))
    expect(open.length + arranged.done.length).toBe(5000)
  })
})

test('totals are summed when read, once', () => {
  const items = [item('2 eggs'), item('3 eggs')]
  const [group] = arrangeShoppingList(items, GROUPED).sections[0]!.groups
  expect(group!.totals).toEqual(['5'])
  expect(group!.totals).toBe(group!.totals)
  expect(JSON.parse(JSON.stringify(group))).toMatchObject({ totals: ['5'] })
})

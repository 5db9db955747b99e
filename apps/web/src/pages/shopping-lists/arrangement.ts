/**
 * PROVISIONAL until '@rosemary/shared/shopping' (arrangeShoppingList) lands on main: the page is written
 * against its output; this stand-in only sorts and gathers equal words, without summing amounts.
 */
import { SHOPPING_AISLES, type ShoppingAisle, type TShoppingItem } from '@rosemary/shared/contract'
import type { Preferences } from '../../preferences/preferences.ts'

export interface ArrangedGroup {
  key: string
  groupTitle: string
  items: TShoppingItem[]
  totals: string[]
}
export interface Arranged {
  sections: { aisle: ShoppingAisle | null; groups: ArrangedGroup[] }[]
  done: TShoppingItem[]
}

type Options = Pick<Preferences['shoppingList'], 'groupSimilar' | 'groupCategories' | 'sortBy'>

const compare = (sortBy: Options['sortBy']) => (a: TShoppingItem, b: TShoppingItem) =>
  sortBy === 'title'
    ? a.title.localeCompare(b.title)
    : sortBy === 'createdAt'
      ? a.createdAt.localeCompare(b.createdAt)
      : b.createdAt.localeCompare(a.createdAt)

export function arrangeShoppingList(items: readonly TShoppingItem[], options: Options): Arranged {
  const sorted = [...items].sort(compare(options.sortBy))
  const open = sorted.filter((item) => !item.completed)
  const groupsOf = (list: TShoppingItem[]) => {
    const groups = new Map<string, ArrangedGroup>()
    for (const item of list) {
      const key = options.groupSimilar ? item.groupTitle : item.id
      const group = groups.get(key) ?? { key, groupTitle: item.groupTitle, items: [], totals: [] }
      group.items.push(item)
      groups.set(key, group)
    }
    return [...groups.values()]
  }
  const sections = options.groupCategories
    ? SHOPPING_AISLES.map((aisle) => ({
        aisle,
        groups: groupsOf(open.filter((item) => item.categoryTitle === aisle)),
      })).filter((section) => section.groups.length > 0)
    : open.length > 0
      ? [{ aisle: null, groups: groupsOf(open) }]
      : []
  return { sections, done: sorted.filter((item) => item.completed) }
}

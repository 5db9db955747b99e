/**
 * The order of a printed shopping list: open items sorted, similar ones gathered under their groupTitle,
 * groups under their aisles in the store's order. Done items are set apart.
 */
import { SHOPPING_AISLES, type ShoppingAisle, type ShoppingSort } from '@rosemary/shared/contract'
import type { TShoppingItem } from '@rosemary/shared/contract'

export interface ArrangeOptions {
  groupSimilar: boolean
  groupCategories: boolean
  sortBy: ShoppingSort
  /** Whose alphabet sorts titles. */
  locale?: string
}

export interface ItemGroup {
  key: string
  groupTitle: string
  items: TShoppingItem[]
  totals: string[]
}

export interface ListSection {
  /** Null when the list is not grouped by aisle: one section holds everything. */
  aisle: ShoppingAisle | null
  groups: ItemGroup[]
}

export interface ArrangedList {
  sections: ListSection[]
  done: TShoppingItem[]
}

function comparatorOf(sortBy: ShoppingSort, locale: string | undefined) {
  // Numeric, so "10 eggs" follows "2 eggs"; base sensitivity, so "apples" and "Apples" sit together.
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' })
  const byCreated = (a: TShoppingItem, b: TShoppingItem) => a.createdAt.localeCompare(b.createdAt)
  if (sortBy === 'createdAt') return byCreated
  if (sortBy === '-createdAt') return (a: TShoppingItem, b: TShoppingItem) => byCreated(b, a)
  return (a: TShoppingItem, b: TShoppingItem) => collator.compare(a.title, b.title) || byCreated(a, b)
}

function groupsOf(items: TShoppingItem[], groupSimilar: boolean): ItemGroup[] {
  if (!groupSimilar)
    return items.map((item) => ({ key: item.id, groupTitle: item.groupTitle, items: [item], totals: [] }))
  // A group stands where its first item would: the sort decides the order of groups too.
  const groups = new Map<string, ItemGroup>()
  for (const item of items) {
    const key = item.groupTitle.toLowerCase()
    const group = groups.get(key)
    if (group) group.items.push(item)
    else groups.set(key, { key, groupTitle: item.groupTitle, items: [item], totals: [] })
  }
  return [...groups.values()]
}

export function arrangeShoppingList(items: readonly TShoppingItem[], options: ArrangeOptions): ArrangedList {
  const sorted = [...items].sort(comparatorOf(options.sortBy, options.locale))
  const open = sorted.filter((item) => !item.completed)
  const done = sorted.filter((item) => item.completed)
  if (!options.groupCategories) {
    const groups = groupsOf(open, options.groupSimilar)
    return { sections: groups.length > 0 ? [{ aisle: null, groups }] : [], done }
  }
  const sections = SHOPPING_AISLES.map((aisle) => ({
    aisle,
    groups: groupsOf(
      open.filter((item) => item.categoryTitle === aisle),
      options.groupSimilar,
    ),
  }))
  return { sections: sections.filter((section) => section.groups.length > 0), done }
}

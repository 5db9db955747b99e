import type { TShoppingItem } from '@rosemary/shared/contract'
import type { Aisle, ArrangedList, ItemGroup } from '@rosemary/shared/shopping'

/**
 * A shopping list as the rows it is drawn in, in order: the window of rows on screen is drawn from this,
 * each row knowing the section (an aisle, every open item, or done) and the group it belongs to.
 */
export type SectionKey = Aisle | 'all' | 'done'

/** The group of similar items a row is drawn in: its key among the rows, and its word. */
export interface GroupOfRow {
  key: string
  title: string
}

export type ListRow =
  | { kind: 'aisle'; key: string; section: SectionKey; aisle: Aisle }
  | { kind: 'group'; key: string; section: SectionKey; group: ItemGroup<TShoppingItem> }
  | { kind: 'item'; key: string; section: SectionKey; item: TShoppingItem; group: GroupOfRow | null }
  | { kind: 'done'; key: string; section: 'done'; count: number }

export function listRows(arranged: ArrangedList<TShoppingItem>): ListRow[] {
  const rows: ListRow[] = []
  for (const { aisle, groups } of arranged.sections) {
    const section = aisle ?? 'all'
    if (aisle) rows.push({ kind: 'aisle', key: `aisle:${aisle}`, section, aisle })
    for (const group of groups) {
      // A group of one is drawn as its item alone, as it is printed.
      const of =
        group.items.length > 1 ? { key: `group:${section}:${group.key}`, title: group.groupTitle } : null
      if (of) rows.push({ kind: 'group', key: of.key, section, group })
      for (const item of group.items) rows.push({ kind: 'item', key: item.id, section, item, group: of })
    }
  }
  if (arranged.done.length > 0) {
    rows.push({ kind: 'done', key: 'done', section: 'done', count: arranged.done.length })
    for (const item of arranged.done)
      rows.push({ kind: 'item', key: item.id, section: 'done', item, group: null })
  }
  return rows
}

export interface RowRun<T> {
  key: string
  rows: T[]
}

/** Consecutive rows that share a key (their section, or their group), each run once, in order. */
export function runsOf<T>(rows: readonly T[], keyOf: (row: T) => string): RowRun<T>[] {
  const runs: RowRun<T>[] = []
  for (const row of rows) {
    const key = keyOf(row)
    const last = runs.at(-1)
    if (last?.key === key) last.rows.push(row)
    else runs.push({ key, rows: [row] })
  }
  return runs
}

/** The run a row is drawn in within its section: its group's, or its own when it stands alone. */
export function groupRunKey(row: ListRow): string {
  return row.kind === 'item' ? (row.group?.key ?? row.key) : row.key
}

/**
 * Where the focus goes when an item leaves its part of the list (ticked into Done, or back out of it): the
 * next item of that part, else the one before it, else nowhere (null: the list itself takes it).
 */
export function focusAfterMove(rows: readonly ListRow[], itemId: string): string | null {
  const row = rows.find((each) => each.kind === 'item' && each.item.id === itemId)
  if (!row) return null
  const isDone = row.section === 'done'
  const part = rows.flatMap((each) =>
    each.kind === 'item' && (each.section === 'done') === isDone ? [each.item.id] : [],
  )
  const at = part.indexOf(itemId)
  return part[at + 1] ?? part[at - 1] ?? null
}

/**
 * Shopping lists through TanStack Query. Keys start with "shopping-lists" so that a change refreshes
 * every list at once. Each list read from the server is also kept in IndexedDB (offline-store.ts).
 */
import type { TShoppingList, TShoppingListSummary } from '@rosemary/shared/contract'
import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { request, unwrap } from '../../api/client.ts'
import { shoppingStore } from './offline-store.ts'
import { loseList } from './sync.ts'
import { useLive } from './use-live.ts'

export const shoppingKeys = {
  all: ['shopping-lists'] as const,
  mine: ['shopping-lists', 'mine'] as const,
  detail: (id: string) => ['shopping-lists', 'detail', id] as const,
}

/** The page says "not shared with you" itself. */
const shownByThePage = { 404: () => undefined }

export async function fetchShoppingList(id: string): Promise<TShoppingList> {
  const list = unwrap(await request('GET /shopping-lists/:id', { params: { id } }, shownByThePage))
  await shoppingStore()
    .lists.put({ id, list })
    .catch(() => undefined)
  return list
}

function summaryOf({ items: _, aisles: __, ...summary }: TShoppingList): TShoppingListSummary {
  return summary
}

const byNewestChange = (a: TShoppingListSummary, b: TShoppingListSummary) =>
  b.updatedAt.localeCompare(a.updatedAt)

/**
 * My lists, most recently changed first. With no answer from the server, the lists this device keeps
 * (those opened before) stand in, so the way to them works in the shop too.
 */
export function useShoppingLists() {
  const query = useQuery({
    queryKey: shoppingKeys.mine,
    queryFn: async () => {
      const lists = unwrap(await request('GET /shopping-lists'))
      await forgetListsNotMine(lists).catch(() => undefined)
      return lists
    },
  })
  const readStored = useCallback(() => shoppingStore().lists.toArray(), [])
  const stored = useLive(readStored)
  // Only once the server has not answered: while it is being asked, a copy might show a list since deleted.
  const unanswered = query.failureCount > 0 || query.fetchStatus === 'paused' || query.isError
  const kept =
    query.data || !unanswered ? undefined : stored?.map((entry) => summaryOf(entry.list)).sort(byNewestChange)
  return {
    lists: query.data ?? (kept && kept.length > 0 ? kept : undefined),
    /** Shown from this device's copies: the server did not answer. */
    fromDevice: !query.data && kept !== undefined && kept.length > 0,
    isPending: query.isPending,
    isError: query.isError,
  }
}

/** Copies of lists the server no longer lists for me (deleted, left, unshared, or another person's) go. */
async function forgetListsNotMine(lists: TShoppingListSummary[]): Promise<void> {
  const store = shoppingStore()
  const mine = new Set(lists.map((list) => list.id))
  const stored = await store.lists.toCollection().primaryKeys()
  for (const id of stored.filter((id) => !mine.has(id))) await loseList(store, id)
}

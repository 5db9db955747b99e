/**
 * Shopping lists through TanStack Query. Keys start with "shopping-lists" so that a change refreshes
 * every list at once. Each list read from the server is also kept in IndexedDB (offline-store.ts).
 */
import type { TShoppingList, TShoppingListSummary } from '@rosemary/shared/contract'
import { type QueryClient, useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { request, unwrap } from '../../api/client.ts'
import { shoppingStore } from './offline-store.ts'
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
    queryFn: async () => unwrap(await request('GET /shopping-lists')),
  })
  const readStored = useCallback(() => shoppingStore().lists.toArray(), [])
  const stored = useLive(readStored)
  const kept = query.data ? undefined : stored?.map((entry) => summaryOf(entry.list)).sort(byNewestChange)
  return {
    lists: query.data ?? (kept && kept.length > 0 ? kept : undefined),
    /** Shown from this device's copies: the server did not answer. */
    fromDevice: !query.data && kept !== undefined && kept.length > 0,
    isPending: query.isPending,
    isError: query.isError,
  }
}

export async function refreshShoppingLists(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: shoppingKeys.all })
}

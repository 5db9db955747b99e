/**
 * One shopping list for its page: the server's copy (kept in IndexedDB) with the queued changes applied,
 * which items wait to be sent, the notices of changes that could not be applied (each shown once), and
 * whether the list is gone for me. Live: a `shoppinglist:updated` frame for it reads it again.
 */
import type { TShoppingList } from '@rosemary/shared/contract'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { liveQuery } from 'dexie'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { RequestFailed } from '../../api/client.ts'
import { onSocketMessage } from '../../realtime/socket.ts'
import { applyPending } from './apply-pending.ts'
import { readListQueue } from './change-queue.ts'
import { describeItem } from './describe-item.ts'
import { shoppingStore, type StoredNotice } from './offline-store.ts'
import { fetchShoppingList, shoppingKeys } from './queries.ts'
import { queueSender, startShoppingSync } from './sync-start.ts'
import { loseList } from './sync.ts'
import { useLive } from './use-live.ts'

export { useShoppingListActions } from './actions.ts'

export interface ShoppingListView {
  /** The list as this device knows it, queued changes included; undefined until read. */
  list: TShoppingList | undefined
  /** Items with a change not yet sent. */
  pendingIds: ReadonlySet<string>
  /** Changes of this list not yet sent. */
  pendingCount: number
  isLoading: boolean
  /** Could not be read, and this device has no copy. */
  isError: boolean
  /** The server does not answer (it is asked again), and this device has no copy. */
  isUnreachable: boolean
  /** Deleted, left, or no longer shared with me. */
  isGone: boolean
  /** Changes that could not be applied, until dismissed. */
  notices: StoredNotice[]
  dismissNotice: (id: number) => void
}

const frameListId = (data: unknown) =>
  typeof data === 'object' && data !== null && 'shoppingListId' in data ? data.shoppingListId : null

export function useShoppingList(listId: string): ShoppingListView {
  const queryClient = useQueryClient()
  const query = useQuery({ queryKey: shoppingKeys.detail(listId), queryFn: () => fetchShoppingList(listId) })
  const isGone = query.error instanceof RequestFailed && query.error.failure.status === 404
  const readLocal = useCallback(async () => {
    const store = shoppingStore()
    const [stored, queue] = await Promise.all([store.lists.get(listId), readListQueue(store, listId)])
    return { stored, queue }
  }, [listId])
  const local = useLive(readLocal)
  const notices = useNoticesOnce(listId)

  useEffect(() => startShoppingSync(), [])
  useEffect(() => {
    // IndexedDB may refuse (private mode, full disk) or be closing with the page: the page says gone either way.
    if (isGone) loseList(shoppingStore(), listId).catch(() => undefined)
  }, [isGone, listId])
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: shoppingKeys.detail(listId) })
    const offFrame = onSocketMessage('shoppinglist:updated', (data) => {
      if (frameListId(data) === listId) refetch()
    })
    // Everything this device changed has been answered: read what the server now holds.
    const offSettled = queueSender().settled.on((id) => {
      if (id === listId) refetch()
    })
    return () => {
      offFrame()
      offSettled()
    }
  }, [listId, queryClient])

  // The stored copy is the newest (answers to sent changes go there first); without IndexedDB, the query's.
  const server = local?.stored?.list ?? query.data
  const queue = local?.queue
  const shown = useMemo(
    () => (server && !isGone ? applyPending(server, queue ?? [], describeItem) : undefined),
    [server, queue, isGone],
  )
  return {
    list: shown?.list,
    pendingIds: shown?.pendingIds ?? new Set(),
    pendingCount: local?.queue.length ?? 0,
    isLoading: !shown && !isGone && !query.isError && query.failureCount === 0,
    isError: !shown && !isGone && query.isError,
    isUnreachable: !shown && !isGone && !query.isError && query.failureCount > 0,
    isGone,
    ...notices,
  }
}

/** Notices are taken out of IndexedDB as soon as they are read, so each is shown once, on one page. */
function useNoticesOnce(listId: string) {
  const [notices, setNotices] = useState<StoredNotice[]>([])
  useEffect(() => {
    const store = shoppingStore()
    const subscription = liveQuery(() => store.notices.where('listId').equals(listId).toArray()).subscribe({
      next: (fresh) => {
        if (fresh.length === 0) return
        setNotices((shown) => [...shown, ...fresh.filter((notice) => !shown.some((old) => old.id === notice.id))])
        void store.notices.bulkDelete(fresh.flatMap((notice) => (notice.id === undefined ? [] : [notice.id])))
      },
      error: () => undefined,
    })
    return () => subscription.unsubscribe()
  }, [listId])
  const dismissNotice = useCallback(
    (id: number) => setNotices((shown) => shown.filter((notice) => notice.id !== id)),
    [],
  )
  return { notices: notices.filter((notice) => notice.listId === listId), dismissNotice }
}

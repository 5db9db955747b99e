/**
 * The persistent queue of item changes (IndexedDB, ordered by `seq`): every change a person makes to a
 * list goes in here first and is shown at once; sync.ts sends the queue to the server. Additions carry
 * ids made here, so an addition sent twice (the answer was lost) is kept once.
 */
import type { ItemChange, QueuedChange, ShoppingStore } from './offline-store.ts'
import { markQueued } from './queued-mark.ts'

export async function enqueueChange(
  store: ShoppingStore,
  listId: string,
  change: ItemChange,
  titles: Record<string, string>,
): Promise<void> {
  await store.queue.add({ listId, change, titles, queuedAt: new Date().toISOString() })
  markQueued()
}

/** Every queued change, oldest first. */
export function readQueue(store: ShoppingStore): Promise<QueuedChange[]> {
  return store.queue.orderBy('seq').toArray()
}

export function readListQueue(store: ShoppingStore, listId: string): Promise<QueuedChange[]> {
  return store.queue.where('listId').equals(listId).sortBy('seq')
}

/** A list that is gone for me (deleted, left, no longer shared): its copy and its changes go with it. */
export async function forgetList(store: ShoppingStore, listId: string): Promise<void> {
  await store.transaction('rw', store.lists, store.queue, async () => {
    await store.lists.delete(listId)
    await store.queue.where('listId').equals(listId).delete()
  })
}

/** Items the change names, for a notice and the "not yet sent" marks. */
export function idsOfChange(change: ItemChange): string[] {
  return change.kind === 'add' ? change.items.map((item) => item.id) : change.itemIds
}

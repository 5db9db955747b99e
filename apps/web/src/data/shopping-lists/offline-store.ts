/**
 * What a shopping list needs to keep working with no network, in IndexedDB (Dexie): the last copy of each
 * opened list as the server sent it, the changes made since and not yet accepted by the server (in the
 * order they were made), and the notices of changes the server could not apply, until they are shown.
 * A reload while offline reads all three back.
 */
import type { ShoppingAisle, TShoppingList } from '@rosemary/shared/contract'
import Dexie, { type EntityTable } from 'dexie'
import { clearQueuedMark } from './queued-mark.ts'

export const STORE_NAME = 'rosemary-shopping-lists'

/** A change to items, as it is queued and later sent. */
export type ItemChange =
  | { kind: 'add'; items: { id: string; title: string }[] }
  | {
      kind: 'update'
      itemIds: string[]
      completed?: boolean
      title?: string
      categoryTitle?: ShoppingAisle
    }
  | { kind: 'delete'; itemIds: string[] }

export interface QueuedChange {
  /** The order in which changes were made, and are sent. */
  seq?: number
  listId: string
  change: ItemChange
  /** When it was made (the device's clock): only for what the page shows until the server answers. */
  queuedAt: string
  /** The titles of the items it names when it was made, for a notice should it not apply. */
  titles: Record<string, string>
}

export interface StoredList {
  id: string
  list: TShoppingList
}

/** Why a change was not applied: the server's `notApplied` reasons, its refusal of the change, or the list gone. */
export type NoticeReason = 'deleted' | 'not_found' | 'refused' | 'list_gone'

export interface StoredNotice {
  id?: number
  listId: string
  entries: { title: string; reason: NoticeReason; message?: string }[]
}

export class ShoppingStore extends Dexie {
  lists!: EntityTable<StoredList, 'id'>
  queue!: EntityTable<QueuedChange, 'seq'>
  notices!: EntityTable<StoredNotice, 'id'>

  constructor(name = STORE_NAME) {
    super(name)
    this.version(1).stores({ lists: 'id', queue: '++seq, listId', notices: '++id, listId' })
  }
}

let current: ShoppingStore | null = null

/** The one open database of this tab. */
export function shoppingStore(): ShoppingStore {
  return (current ??= new ShoppingStore())
}

/** Closes the database, as leaving the page does; the next `shoppingStore()` opens it again (tests: a reload). */
export function closeShoppingStore(): void {
  current?.close()
  current = null
}

/** At logout: the next person on this device must not see these lists, not even offline. */
export async function forgetShoppingLists(): Promise<void> {
  const store = shoppingStore()
  await store.transaction('rw', store.lists, store.queue, store.notices, async () => {
    await Promise.all([store.lists.clear(), store.queue.clear(), store.notices.clear()])
  })
  clearQueuedMark()
}

/**
 * The offline recipe book on this device, in an IndexedDB database of its own (Dexie): every recipe of
 * the person signed in, in full, where the copy stands (the server's cursor), whose copy it is, and the
 * titles of their labels (a rename changes no recipe). The pictures' thumbnails are in Cache Storage
 * (picture-cache.ts).
 */
import type { TLabel, TRecipe } from '@rosemary/shared/contract'
import Dexie, { type EntityTable } from 'dexie'
import { PICTURE_CACHE } from './picture-cache.ts'
import { bookAvailableStore, noteBookChanged } from './state.ts'

export const BOOK_DB_NAME = 'rosemary-offline-book'

export interface BookMeta {
  key: 'book'
  userId: string
  /** Where the next sync starts; null before the first page. */
  cursor: string | null
  labels: TLabel[]
  /** When a sync last finished (ISO); null while the first fill runs. */
  syncedAt: string | null
  /**
   * When the copy last held every recipe and label (ISO), the thumbnails perhaps still coming: pages read it
   * from then. Absent in copies made before it was kept; null before the first fill's recipes are in.
   */
  recipesAt?: string | null
}

export class OfflineBookDb extends Dexie {
  recipes!: EntityTable<TRecipe, 'id'>
  meta!: EntityTable<BookMeta, 'key'>

  constructor() {
    super(BOOK_DB_NAME)
    this.version(1).stores({ recipes: 'id', meta: 'key' })
  }
}

let current: OfflineBookDb | null = null

export function bookDb(): OfflineBookDb {
  return (current ??= new OfflineBookDb())
}

export async function readBookMeta(): Promise<BookMeta | undefined> {
  return bookDb().meta.get('book')
}

/** Turning the book off, or logging out: nothing of it stays on the device. */
export async function deleteOfflineBook(): Promise<void> {
  current?.close()
  current = null
  bookAvailableStore.set(false)
  await Dexie.delete(BOOK_DB_NAME)
  if ('caches' in globalThis) await caches.delete(PICTURE_CACHE)
  noteBookChanged()
}

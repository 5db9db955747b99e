/**
 * What pages need to know of the offline recipe book without loading it (no Dexie here): whether a copy
 * is on this device, whether it is what they should read now, and a version that changes with the copy.
 */
import { serverReachableStore } from '../api/connection.ts'
import { createStore, useStore } from '../lib/store.ts'
import { usePreferences } from '../preferences/preferences.ts'

/** Whether a finished copy is on this device (read at start, kept by the sync). */
export const bookAvailableStore = createStore(false)

/** Bumped on every change to the copy, so what was read from it is read again. */
export const bookVersionStore = createStore(0)

export function noteBookChanged(): void {
  bookVersionStore.set(bookVersionStore.get() + 1)
}

/** Pages read the copy on this device while the server cannot be reached and the book is on and filled. */
export function readsOffline(reachable: boolean, available: boolean, enabled: boolean): boolean {
  return !reachable && available && enabled
}

export function useReadingOffline(): boolean {
  const reachable = useStore(serverReachableStore)
  const available = useStore(bookAvailableStore)
  const enabled = usePreferences().global.enableExperimentalOfflineCache
  return readsOffline(reachable, available, enabled)
}

export function useBookVersion(): number {
  return useStore(bookVersionStore)
}

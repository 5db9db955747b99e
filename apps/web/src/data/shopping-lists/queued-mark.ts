/**
 * Whether this device holds shopping-list changes not yet sent, kept beside the queue in localStorage: the
 * app's start reads it without loading IndexedDB's library (Dexie), which a first page must not wait for,
 * and starts the sender only when there is something to send. A shopping page starts it anyway.
 */
const KEY = 'rosemary.shopping.queued'

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

export function markQueued(): void {
  try {
    storage()?.setItem(KEY, '1')
  } catch {
    // Full or refused: the sender still starts when a shopping page opens.
  }
}

export function clearQueuedMark(): void {
  storage()?.removeItem(KEY)
}

export const hasQueuedChanges = (): boolean => storage()?.getItem(KEY) === '1'

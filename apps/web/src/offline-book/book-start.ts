/**
 * When the offline recipe book syncs: at start, on login, when the server answers again or the live
 * socket reconnects, and on every recipe:update frame (a change here or on another device) — while the
 * book is on, the person signed in and the server offers the book. At start the copy already on the device
 * is announced, so pages can read it before (or without) any answer from the server.
 */
import { serverBack } from '../api/connection.ts'
import { instanceStore } from '../app/instance.ts'
import { isLoggedIn, tokenStore } from '../auth/session.ts'
import { preferencesStore } from '../preferences/preferences.ts'
import { onSocketMessage, socketConnected } from '../realtime/socket.ts'
import { deleteOfflineBook, readBookMeta } from './book-store.ts'
import { IDLE, bookProgressStore, updateProgress } from './progress.ts'
import { bookAvailableStore } from './state.ts'
import { stopSync, syncOfflineBook } from './sync.ts'

export function offlineBookOffered(): boolean {
  return instanceStore.get()?.flags.enableExperimentalOfflineCache === true
}

function shouldSync(): boolean {
  return preferencesStore.get().global.enableExperimentalOfflineCache && isLoggedIn() && offlineBookOffered()
}

function syncIfOn(): void {
  if (shouldSync()) void syncOfflineBook()
}

async function announceStoredCopy(): Promise<void> {
  const meta = await readBookMeta()
  if (!meta?.syncedAt && !meta?.recipesAt) return
  bookAvailableStore.set(true)
  if (bookProgressStore.get().phase === 'idle' && meta.syncedAt)
    updateProgress({ phase: 'ready', syncedAt: meta.syncedAt })
}

let started = false

export function startOfflineBook(): void {
  if (started || !preferencesStore.get().global.enableExperimentalOfflineCache) return
  started = true
  void announceStoredCopy().catch(() => undefined)
  syncIfOn()
  onSocketMessage('recipe:update', syncIfOn)
  socketConnected.on(syncIfOn)
  serverBack.on(syncIfOn)
  tokenStore.subscribe(syncIfOn)
  // GET /instance may answer after start: the first sync waits for the server to offer the book.
  instanceStore.subscribe(syncIfOn)
}

/** The setting turned on: fills the copy now, and keeps it current from here on. */
export function turnOnOfflineBook(): void {
  startOfflineBook()
  syncIfOn()
}

/** The setting turned off, or a logout: the copy leaves the device. */
export async function removeOfflineBook(): Promise<void> {
  await stopSync()
  await deleteOfflineBook()
  bookProgressStore.set(IDLE)
}

/**
 * Whether the signed-in person runs this server, for the menu's Admin entry: asked once they sign in (and
 * at start), forgotten when they sign out. The Admin page and its API check for themselves.
 */
import { IGNORE_FAILURES, request } from '../api/client.ts'
import { isLoggedIn, tokenStore } from '../auth/session.ts'
import { createStore } from '../lib/store.ts'

export const isAdminStore = createStore(false)

async function refreshAdminStatus(): Promise<void> {
  if (!isLoggedIn()) {
    isAdminStore.set(false)
    return
  }
  const result = await request('GET /users/', undefined, IGNORE_FAILURES)
  isAdminStore.set(result.success && result.data.admin)
}

let started = false

/** Idempotent: the side menu calls it when it first shows. */
export function startAdminStatus(): void {
  if (started) return
  started = true
  void refreshAdminStatus()
  tokenStore.subscribe(() => void refreshAdminStatus())
}

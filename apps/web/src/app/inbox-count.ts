/**
 * How many recipes wait in the inbox, for the side menu. Loaded at start, on login and logout, whenever
 * recipes change (spec §4), and when the server answers again after it could not be reached.
 */
import { IGNORE_FAILURES, request } from '../api/client.ts'
import { serverBack } from '../api/connection.ts'
import { isLoggedIn, tokenStore } from '../auth/session.ts'
import { createStore } from '../lib/store.ts'
import { onSocketMessage } from '../realtime/socket.ts'

export const inboxCountStore = createStore(0)

export async function refreshInboxCount(): Promise<void> {
  if (!isLoggedIn()) {
    inboxCountStore.set(0)
    return
  }
  const result = await request('GET /recipes/count', { query: { folder: 'inbox' } }, IGNORE_FAILURES)
  if (result.success) inboxCountStore.set(result.data.count)
}

export function startInboxCount(): void {
  void refreshInboxCount()
  tokenStore.subscribe(() => void refreshInboxCount())
  onSocketMessage('recipe:update', () => void refreshInboxCount())
  serverBack.on(() => void refreshInboxCount())
}

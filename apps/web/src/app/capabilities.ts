/**
 * What this account may use, fetched at start. While logged out, or after a failed fetch, it tries again
 * every 5 seconds; a 401 stops it until the next login (spec §4).
 */
import type { TCapabilities } from '@rosemary/shared/contract'
import { isLoggedIn } from '../auth/session.ts'
import { request } from '../api/client.ts'
import { createStore } from '../lib/store.ts'

export const CAPABILITIES_RETRY_MS = 5000

const none: TCapabilities = { highResImages: false, multipleImages: false, expandablePreviews: false }
export const capabilitiesStore = createStore<TCapabilities>(none)

let retryTimer: ReturnType<typeof setTimeout> | undefined

export async function refreshCapabilities(): Promise<void> {
  clearTimeout(retryTimer)
  const retry = () => {
    retryTimer = setTimeout(() => void refreshCapabilities(), CAPABILITIES_RETRY_MS)
  }
  if (!isLoggedIn()) {
    retry()
    return
  }
  const result = await request('GET /users/capabilities', undefined, { '*': () => undefined })
  if (result.success) capabilitiesStore.set(result.data)
  else if (result.status !== 401) retry()
}

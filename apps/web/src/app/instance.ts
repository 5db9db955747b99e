/**
 * What this server is (GET /instance): its name, whether it shows the self-hosted notices, its feature
 * flags and where contributions go. It changes only when its operator restarts the server, so it is asked
 * once at start; until it answers, the menu has no item by flag and the sign-in pages no notice, and it is
 * asked again every few seconds.
 */
import type { TInstance } from '@rosemary/shared/contract'
import { IGNORE_FAILURES, request } from '../api/client.ts'
import { createStore, useStore } from '../lib/store.ts'

export const INSTANCE_RETRY_MS = 5000

export const instanceStore = createStore<TInstance | null>(null)

let retryTimer: ReturnType<typeof setTimeout> | undefined

/** An answer that is not the instance (a proxy's page, say) counts as none. */
function isInstance(data: unknown): data is TInstance {
  return typeof data === 'object' && data !== null && 'flags' in data && 'selfHosted' in data
}

export async function loadInstance(): Promise<void> {
  clearTimeout(retryTimer)
  const result = await request('GET /instance', undefined, IGNORE_FAILURES)
  if (result.success && isInstance(result.data)) instanceStore.set(result.data)
  else retryTimer = setTimeout(() => void loadInstance(), INSTANCE_RETRY_MS)
}

export function useInstance(): TInstance | null {
  return useStore(instanceStore)
}

/**
 * Whether changes can reach the server now: the browser says it is online and the server answers
 * (api/connection.ts). Either one failing is "offline" for the person in the shop.
 */
import { useSyncExternalStore } from 'react'
import { serverReachableStore } from '../../api/connection.ts'
import { useStore } from '../../lib/store.ts'

function subscribeToNetwork(listener: () => void) {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

export function useOnline(): boolean {
  const browserOnline = useSyncExternalStore(subscribeToNetwork, () => navigator.onLine)
  return useStore(serverReachableStore) && browserOnline
}

/**
 * A page that says itself that changes cannot reach the server (the shopping list's offline banner) takes
 * the place of the shell's "cannot reach the server" notice while it is shown: one notice, not two.
 */
import { useEffect } from 'react'
import { createStore } from '../lib/store.ts'

/** How many shown pages say it themselves. */
export const pageOfflineNoticesStore = createStore(0)

export function usePageOwnOfflineNotice(): void {
  useEffect(() => {
    pageOfflineNoticesStore.set(pageOfflineNoticesStore.get() + 1)
    return () => pageOfflineNoticesStore.set(pageOfflineNoticesStore.get() - 1)
  }, [])
}

/**
 * A value read from IndexedDB that follows its changes (Dexie's liveQuery, also across tabs). Undefined
 * until the first read. `read` must keep its identity while it reads the same thing (useCallback).
 */
import { liveQuery } from 'dexie'
import { useEffect, useState } from 'react'

export function useLive<T>(read: () => Promise<T>): T | undefined {
  const [state, setState] = useState<{ read: () => Promise<T>; value: T } | undefined>(undefined)
  useEffect(() => {
    const subscription = liveQuery(read).subscribe({
      next: (value) => setState({ read, value }),
      // IndexedDB unavailable (a private window of some browsers): the page works online without it.
      error: () => undefined,
    })
    return () => subscription.unsubscribe()
  }, [read])
  // A value read for another list is not this one's.
  return state?.read === read ? state.value : undefined
}

/**
 * TanStack Query follows the connection state (api/connection.ts): a query whose request got no answer
 * is retried, 1 s, 2 s, 4 s … apart (at most 30 s), instead of failing, so a page never says "not found"
 * or "not shared" for a server that is only away, and what it showed stays. While the server cannot be
 * reached, queries wait, paused; when it answers again they go on, and the shown ones refetch.
 */
import { onlineManager, type QueryClientConfig } from '@tanstack/react-query'
import { RequestFailed } from '../api/client.ts'
import { serverReachableStore } from '../api/connection.ts'

export function isNoAnswer(error: unknown): boolean {
  return error instanceof RequestFailed && error.failure.status === 0
}

export const QUERY_DEFAULTS = {
  queries: {
    // Other failures are answers: the page shows them (a 404, a refusal) rather than asking again.
    retry: (_failures: number, error: unknown) => isNoAnswer(error),
    refetchOnWindowFocus: false,
  },
} satisfies QueryClientConfig['defaultOptions']

/** Tells TanStack Query that it is "online" exactly while the server answers. */
export function followServerReachability(): void {
  onlineManager.setEventListener((setOnline) => {
    setOnline(serverReachableStore.get())
    return serverReachableStore.subscribe(() => setOnline(serverReachableStore.get()))
  })
}

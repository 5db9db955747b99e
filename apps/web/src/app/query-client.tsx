/**
 * TanStack Query, loaded only with the pages that fetch data (the welcome page paints without it). All of
 * them share one client, so the cache survives moving between pages.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { followNewMessages } from '../data/messages.ts'
import { followRecipeUpdates } from '../data/recipes.ts'
import { followFriendChanges } from '../data/social.ts'
import { followServerReachability, QUERY_DEFAULTS } from './query-connection.ts'

followServerReachability()
export const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS })

// Another device (or another tab) changed recipes, now or while the socket was down: what is shown follows.
followRecipeUpdates(queryClient)
// A message sent or received: its open thread and the list of threads follow at once.
followNewMessages(queryClient)
// A friend request sent, answered or ended, by either person: the people page's lists and profiles follow.
followFriendChanges(queryClient)

export function withQueryClient(Page: ComponentType): ComponentType {
  return function PageWithQueries() {
    return (
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>
    )
  }
}

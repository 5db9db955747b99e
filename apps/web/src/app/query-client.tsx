/**
 * TanStack Query, loaded only with the pages that fetch data (the welcome page paints without it). All of
 * them share one client, so the cache survives moving between pages.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ComponentType } from 'react'

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
})

export function withQueryClient(Page: ComponentType): ComponentType {
  return function PageWithQueries() {
    return (
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>
    )
  }
}

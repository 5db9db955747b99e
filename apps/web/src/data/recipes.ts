/**
 * Recipe and label data for the pages, through TanStack Query. Keys start with "recipes" or "labels" so a
 * change (ours, or a `recipe:update` frame from another device) can refresh them all at once.
 */
import type { TRecipeSummary } from '@rosemary/shared/contract'
import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { request, unwrap } from '../api/client.ts'
import { useBookVersion, useReadingOffline } from '../offline-book/state.ts'
import { onSocketMessage, socketConnected } from '../realtime/socket.ts'
import {
  byPageQuery,
  EARLY_PAGE_FRESH_MS,
  PAGE_SIZE,
  takeAnsweredEarlyRecipePage,
  takeEarlyRecipePage,
} from './early-recipe-page.ts'
import type { ListFilters } from './list-filters.ts'


/** The pages say "not found" or "not shared" themselves on a 404, so no error toast for it. */
const shownByThePage = { 404: () => undefined }

const labelParam = (labels: string[]) => (labels.length > 0 ? labels.join(',') : undefined)

export const recipeKeys = {
  all: ['recipes'] as const,
  list: (filters: ListFilters) => ['recipes', 'list', filters] as const,
  search: (filters: ListFilters, query: string) => ['recipes', 'search', filters, query] as const,
  detail: (id: string) => ['recipes', 'detail', id] as const,
  labels: ['labels'] as const,
}

/** The offline recipe book's data, loaded only when read. */
const offlineReads = () => import('../offline-book/local-reads.ts')

/**
 * While the server cannot be reached and the offline recipe book is on, my recipes come from the copy on
 * this device (someone else's library is not in it). Its queries have keys of their own, so neither copy
 * overwrites the other, and run without the server.
 */
function useOfflineSource(ownLibrary = true) {
  const offline = useReadingOffline() && ownLibrary
  const version = useBookVersion()
  return { offline, keySuffix: offline ? (['offline', version] as const) : ([] as const) }
}

export function useRecipeList(filters: ListFilters, enabled = true) {
  const source = useOfflineSource(filters.userId === undefined)
  return useInfiniteQuery({
    queryKey: [...recipeKeys.list(filters), ...source.keySuffix],
    enabled,
    initialPageParam: 0,
    // The first page the start asked for, when it is already here (early-recipe-page.ts): not asked for
    // again on this mount, since it has only just come; as any other data once a change made it out of
    // date, or afterwards.
    initialData: () => {
      const page = source.offline ? null : takeAnsweredEarlyRecipePage(filters)
      return page ? { pages: [page], pageParams: [0] } : undefined
    },
    refetchOnMount: (query) =>
      query.state.isInvalidated ||
      query.state.dataUpdateCount > 0 ||
      Date.now() - query.state.dataUpdatedAt > EARLY_PAGE_FRESH_MS,
    networkMode: source.offline ? 'always' : 'online',
    queryFn: async ({ pageParam }) => {
      if (source.offline) return (await offlineReads()).localRecipePage(filters)
      const early = pageParam === 0 ? takeEarlyRecipePage(filters) : null
      const query = byPageQuery(filters, pageParam)
      return unwrap(
        await (early ? early(shownByThePage) : request('GET /recipes/by-page', { query }, shownByThePage)),
      )
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0)
      return loaded < last.totalCount && last.data.length > 0 ? loaded : undefined
    },
  })
}

export function useRecipeSearch(filters: ListFilters, query: string) {
  const source = useOfflineSource()
  return useQuery({
    queryKey: [...recipeKeys.search(filters, query), ...source.keySuffix],
    enabled: query.length > 0,
    networkMode: source.offline ? 'always' : 'online',
    placeholderData: (previous: { data: TRecipeSummary[] } | undefined) => previous,
    queryFn: async () =>
      source.offline
        ? (await offlineReads()).localSearch(filters, query)
        : unwrap(
        await request('GET /recipes/search', {
          query: {
            query,
            folder: filters.folder,
            labels: labelParam(filters.labels),
            labelIntersection: filters.labelIntersection ? 'true' : 'false',
            count: PAGE_SIZE,
          },
        }),
      ),
  })
}

/** One recipe; a 404 is left to the page, which says the recipe does not exist. */
export function recipeQuery(id: string) {
  return {
    queryKey: recipeKeys.detail(id),
    queryFn: async () => unwrap(await request('GET /recipes/:id', { params: { id } }, shownByThePage)),
  }
}

/** Offline, a recipe not in the copy waits for the server as any query does. */
async function localRecipeOrWait(id: string) {
  const recipe = await (await offlineReads()).localRecipe(id)
  if (recipe) return recipe
  return unwrap(await request('GET /recipes/:id', { params: { id } }, shownByThePage))
}

export function useRecipe(id: string, enabled = true) {
  const source = useOfflineSource()
  const server = recipeQuery(id)
  return useQuery({
    queryKey: [...server.queryKey, ...source.keySuffix],
    queryFn: source.offline ? () => localRecipeOrWait(id) : server.queryFn,
    networkMode: source.offline ? 'always' : 'online',
    enabled,
  })
}

export function useLabels() {
  const source = useOfflineSource()
  return useQuery({
    queryKey: [...recipeKeys.labels, ...source.keySuffix],
    networkMode: source.offline ? 'always' : 'online',
    queryFn: async () =>
      source.offline ? (await offlineReads()).localLabels() : unwrap(await request('GET /labels')),
  })
}

/** Whether the recipe pages show the copy on this device now (for their "offline" mark). */
export function useShowingOfflineBook(): boolean {
  return useOfflineSource().offline
}

/** After a change: every list, search, recipe and label count may be out of date. */
export async function refreshRecipeData(queryClient: QueryClient): Promise<void> {
  // A read under way may have left before the change, and a first read (no data yet) would only be waited
  // for, its old answer kept: it is stopped, so that it is asked again.
  await Promise.all([
    queryClient.cancelQueries({ queryKey: recipeKeys.all }),
    queryClient.cancelQueries({ queryKey: recipeKeys.labels }),
  ])
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: recipeKeys.all }),
    queryClient.invalidateQueries({ queryKey: recipeKeys.labels }),
  ])
}

/**
 * Another device (or tab) changed recipes: a recipe:update frame refreshes what this app shows. Frames sent
 * while the socket was down are lost, so a reconnection refreshes too — not the first connection, made as
 * the app starts, when everything shown was just read.
 */
export function followRecipeUpdates(queryClient: QueryClient): () => void {
  const offs = [
    onSocketMessage('recipe:update', () => void refreshRecipeData(queryClient)),
    socketConnected.on(({ again }) => {
      if (again) void refreshRecipeData(queryClient)
    }),
  ]
  return () => {
    for (const off of offs) off()
  }
}

/**
 * Recipe and label data for the pages, through TanStack Query. Keys start with "recipes" or "labels" so a
 * change (ours, or a `recipe:update` frame from another device) can refresh them all at once.
 */
import type { RecipeSort } from '@rosemary/shared'
import type { Folder, TRecipeSummary } from '@rosemary/shared/contract'
import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { request, unwrap } from '../api/client.ts'
import { byPageQuery, PAGE_SIZE, takeEarlyRecipePage } from './early-recipe-page.ts'


export interface ListFilters {
  folder: Folder
  sort: RecipeSort
  labels: string[]
  labelIntersection: boolean
  /** Someone else's library (the server answers 404 until it is shared with the viewer). */
  userId?: string | undefined
  /** My main folder with my friends' shared recipes mixed in (myRecipes.includeFriends). */
  includeFriends?: boolean
}

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

export function useRecipeList(filters: ListFilters, enabled = true) {
  return useInfiniteQuery({
    queryKey: recipeKeys.list(filters),
    enabled,
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => {
      const early = pageParam === 0 ? takeEarlyRecipePage(filters) : null
      const query = byPageQuery(filters, pageParam)
      return unwrap(
        await (early
          ? early(shownByThePage)
          : request('GET /recipes/by-page', { query }, shownByThePage)),
      )
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0)
      return loaded < last.totalCount && last.data.length > 0 ? loaded : undefined
    },
  })
}

export function useRecipeSearch(filters: ListFilters, query: string) {
  return useQuery({
    queryKey: recipeKeys.search(filters, query),
    enabled: query.length > 0,
    placeholderData: (previous: { data: TRecipeSummary[] } | undefined) => previous,
    queryFn: async () =>
      unwrap(
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

export function useRecipe(id: string, enabled = true) {
  return useQuery({ ...recipeQuery(id), enabled })
}

export function useLabels() {
  return useQuery({ queryKey: recipeKeys.labels, queryFn: async () => unwrap(await request('GET /labels')) })
}

/** After a change: every list, search, recipe and label count may be out of date. */
export async function refreshRecipeData(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: recipeKeys.all }),
    queryClient.invalidateQueries({ queryKey: recipeKeys.labels }),
  ])
}

/** What the list shows: folder from the path, labels from the query, sort and options from preferences. */
import { useCallback, useMemo } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import type { ListFilters } from '../../data/list-filters.ts'
import { setPreference, usePreferences } from '../../preferences/preferences.ts'
import { listFilters, listSearch } from './list-params.ts'

export function useListState() {
  const { folder: folderParam } = useParams()
  const location = useLocation()
  const navigate = useNavigate()
  const { myRecipes } = usePreferences()
  const { sortBy, enableLabelIntersection, includeFriends } = myRecipes
  // Kept while the address and these preferences stay the same: the list's queries are keyed by it.
  const { folder, otherUserId, filters } = useMemo(
    () => listFilters(folderParam, location.search, { sortBy, enableLabelIntersection, includeFriends }),
    [folderParam, location.search, sortBy, enableLabelIntersection, includeFriends],
  )

  const setLabels = useCallback(
    (next: string[]) => {
      void navigate(`${location.pathname}${listSearch({ labels: next, userId: otherUserId })}`, {
        replace: true,
      })
    },
    [navigate, location.pathname, otherUserId],
  )

  return {
    folder,
    filters,
    setLabels,
    otherUserId,
    setSort: (sort: ListFilters['sort']) => setPreference('myRecipes', 'sortBy', sort),
    setIntersection: (on: boolean) => setPreference('myRecipes', 'enableLabelIntersection', on),
  }
}

/** What the list shows: folder from the path, labels from the query, sort and options from preferences. */
import type { Folder } from '@rosemary/shared/contract'
import { useCallback, useMemo } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import type { ListFilters } from '../../data/recipes.ts'
import { setPreference, usePreferences } from '../../preferences/preferences.ts'
import { listSearch, parseLabelParam, rawParam } from './list-params.ts'

export function useListState() {
  const { folder: folderParam } = useParams()
  const location = useLocation()
  const navigate = useNavigate()
  const { myRecipes } = usePreferences()
  const folder: Folder = folderParam === 'inbox' ? 'inbox' : 'main'
  const rawLabels = rawParam(location.search, 'labels')
  const rawUserId = rawParam(location.search, 'userId')
  const labels = useMemo(() => parseLabelParam(rawLabels), [rawLabels])
  const otherUserId = rawUserId ? decodeURIComponent(rawUserId) : null

  const filters: ListFilters = useMemo(
    () => ({
      folder,
      sort: myRecipes.sortBy,
      labels,
      labelIntersection: myRecipes.enableLabelIntersection,
      userId: otherUserId ?? undefined,
      includeFriends: folder === 'main' && !otherUserId && myRecipes.includeFriends !== 'no',
    }),
    [
      folder,
      myRecipes.sortBy,
      labels,
      myRecipes.enableLabelIntersection,
      otherUserId,
      myRecipes.includeFriends,
    ],
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

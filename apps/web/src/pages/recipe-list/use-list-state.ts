/** What the list shows: folder from the path, labels from the query, sort and options from preferences. */
import { useCallback, useMemo, useRef } from 'react'
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

  // The labels last asked for, and every address asked for since the one shown. The router commits a
  // navigation in a transition, later than the click: a second tick before that render would otherwise start
  // from the labels still shown, and undo the first.
  const asked = useRef<{ searches: string[]; labels: string[] } | null>(null)
  const setLabels = useCallback(
    (change: string[] | ((labels: string[]) => string[])): string[] => {
      const pending = asked.current
      // Still on its way while the address shown is one this list moved through; the last one shown, or an
      // address reached some other way (Back), and the address tells again.
      const onItsWay =
        pending !== null &&
        pending.searches.includes(location.search) &&
        pending.searches.at(-1) !== location.search
      const current = onItsWay ? pending.labels : filters.labels
      const next = typeof change === 'function' ? change(current) : change
      const search = listSearch({ labels: next, userId: otherUserId })
      asked.current = {
        searches: [...(onItsWay ? pending.searches : [location.search]), search],
        labels: next,
      }
      void navigate(`${location.pathname}${search}`, { replace: true })
      return next
    },
    [navigate, location.pathname, location.search, filters.labels, otherUserId],
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

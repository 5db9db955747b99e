/** Which month or week the plan page shows, its rows of days and its heading. */
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  formatDay,
  localIsoDate,
  monthGrid,
  monthOf,
  shiftPeriod,
  type StartOfWeek,
  weekDates,
} from './plan-dates.ts'

export type CalendarView = 'month' | 'week'

export function useCalendar(startOfWeek: StartOfWeek) {
  const { i18n } = useTranslation()
  // Read once per visit: a plan left open past midnight still marks the day it was opened on until "Today".
  const [today, setToday] = useState(localIsoDate)
  const [view, setView] = useState<CalendarView>('month')
  const [anchor, setAnchor] = useState(today)

  const weeks = useMemo(
    () => (view === 'month' ? monthGrid(anchor, startOfWeek) : [weekDates(anchor, startOfWeek)]),
    [view, anchor, startOfWeek],
  )
  const first = weeks[0]?.[0] ?? anchor
  const last = weeks.at(-1)?.[6] ?? anchor
  const label =
    view === 'month'
      ? formatDay(anchor, i18n.language, { month: 'long', year: 'numeric' })
      : `${formatDay(first, i18n.language, { day: 'numeric', month: 'short' })} – ${formatDay(last, i18n.language, { day: 'numeric', month: 'short', year: 'numeric' })}`

  return {
    today,
    view,
    setView,
    anchor,
    weeks,
    label,
    month: monthOf(anchor),
    shift: (steps: number) => setAnchor((current) => shiftPeriod(current, view, steps)),
    goToday: () => {
      const now = localIsoDate()
      setToday(now)
      setAnchor(now)
    },
  }
}

/**
 * How a moment is described in lists (spec §9): "just now" under two minutes, "today", a weekday within the
 * last week, otherwise the full date. Calendar days are counted in the viewer's local time.
 */
export type DateDescription =
  { kind: 'justNow' } | { kind: 'today' } | { kind: 'weekday'; weekday: number } | { kind: 'date' }

const JUST_NOW_MS = 2 * 60 * 1000
const WEEKDAY_WINDOW_DAYS = 7

function startOfLocalDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime()
}

function calendarDaysBetween(earlier: Date, later: Date): number {
  // Rounding absorbs the hour lost or gained on a daylight-saving day.
  return Math.round((startOfLocalDay(later) - startOfLocalDay(earlier)) / 86_400_000)
}

export function describeDate(date: Date, now: Date): DateDescription {
  if (Math.abs(now.getTime() - date.getTime()) < JUST_NOW_MS) return { kind: 'justNow' }
  const days = calendarDaysBetween(date, now)
  if (days === 0) return { kind: 'today' }
  if (days > 0 && days < WEEKDAY_WINDOW_DAYS) return { kind: 'weekday', weekday: date.getDay() }
  return { kind: 'date' }
}

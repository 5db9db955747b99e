/**
 * Calendar arithmetic of the meal planner on YYYY-MM-DD strings, the plan's own date form. Days are
 * counted in UTC so a daylight-saving change never makes a day 23 or 25 hours long; only "today" is read
 * from the local clock, because the person's today is what the calendar marks.
 */
export type StartOfWeek = 'monday' | 'sunday'

const DAY_MS = 86_400_000

const pad = (value: number) => String(value).padStart(2, '0')

/** The local calendar day of a moment (not its UTC day, which is yesterday or tomorrow near midnight). */
export function localIsoDate(moment: Date = new Date()): string {
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`
}

function toUtcMs(iso: string): number {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number)
  return Date.UTC(year, month - 1, day)
}

const fromUtcMs = (ms: number) => new Date(ms).toISOString().slice(0, 10)

export function addDays(iso: string, days: number): string {
  return fromUtcMs(toUtcMs(iso) + days * DAY_MS)
}

/** 0 for Sunday … 6 for Saturday. */
export function weekdayOf(iso: string): number {
  return new Date(toUtcMs(iso)).getUTCDay()
}

export function startOfWeek(iso: string, start: StartOfWeek): string {
  const first = start === 'monday' ? 1 : 0
  return addDays(iso, -((weekdayOf(iso) - first + 7) % 7))
}

/** The seven days of the week holding `iso`. */
export function weekDates(iso: string, start: StartOfWeek): string[] {
  const first = startOfWeek(iso, start)
  return Array.from({ length: 7 }, (_, index) => addDays(first, index))
}

export const monthOf = (iso: string) => iso.slice(0, 7)

/** The first day of the month `months` away from the month of `iso`. */
export function addMonths(iso: string, months: number): string {
  const [year = 0, month = 1] = iso.split('-').map(Number)
  return fromUtcMs(Date.UTC(year, month - 1 + months, 1))
}

/** Whole weeks covering the month of `iso`: 4 to 6 rows of seven days, edges from the months around it. */
export function monthGrid(iso: string, start: StartOfWeek): string[][] {
  const first = addMonths(iso, 0)
  const nextMonth = addMonths(iso, 1)
  const weeks: string[][] = []
  for (let day = startOfWeek(first, start); day < nextMonth; day = addDays(day, 7)) {
    weeks.push(weekDates(day, start))
  }
  return weeks
}

/**
 * The days a phone lists one under the other: the month's own days (not the edges of the months around it,
 * which the grid shows to fill its weeks), or the week's seven.
 */
export function listedDays(weeks: readonly string[][], view: 'month' | 'week', month: string): string[] {
  const days = weeks.flat()
  return view === 'week' ? days : days.filter((day) => monthOf(day) === month)
}

/** Where "previous" and "next" go: a week or a month away. */
export function shiftPeriod(iso: string, view: 'month' | 'week', steps: number): string {
  return view === 'week' ? addDays(iso, 7 * steps) : addMonths(iso, steps)
}

/** Items by day, built once per change of the plan, so a day cell looks its items up instead of filtering. */
export function indexByDate<T extends { scheduledDate: string }>(items: readonly T[]): Map<string, T[]> {
  const byDate = new Map<string, T[]>()
  for (const item of items) {
    const day = byDate.get(item.scheduledDate)
    if (day) day.push(item)
    else byDate.set(item.scheduledDate, [item])
  }
  return byDate
}

/** A plan day as a Date to format with `timeZone: 'UTC'`, so the day shown is the day written. */
export function dayAsDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`)
}

const formats = new Map<string, Intl.DateTimeFormat>()

/** Formatters are kept: making one costs far more than using it, and a month asks for hundreds. */
export function formatDay(iso: string, language: string, options: Intl.DateTimeFormatOptions): string {
  const key = `${language} ${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' })))
  return format.format(dayAsDate(iso))
}

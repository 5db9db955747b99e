import type { TMealPlanItem } from '@rosemary/shared/contract'
import { useMediaQuery } from '@mantine/hooks'
import { useTranslation } from 'react-i18next'
import { DayCell, type DayHandlers, MEAL_VARIABLES } from './DayCell.tsx'
import classes from './MealPlans.module.css'
import { formatDay, listedDays } from './plan-dates.ts'

interface CalendarGridProps extends DayHandlers {
  view: 'month' | 'week'
  /** Rows of seven YYYY-MM-DD days. */
  weeks: string[][]
  byDate: ReadonlyMap<string, TMealPlanItem[]>
  today: string
  /** YYYY-MM of the month shown; days of other months are shaded (month view). */
  month: string
  selected: ReadonlySet<string> | null
}

const NO_ITEMS: TMealPlanItem[] = []

/** Narrower than this, seven columns leave a meal a few letters ("Br…"): the days are listed instead. */
export const PHONE_QUERY = '(max-width: 36em)'

/**
 * The month or week as a table, a day a cell; on a phone, as a list of its days, one under the other, where
 * every meal reads whole. Each day gets its own items from the index by date and is memoised, so a change
 * to one day re-renders that day only.
 */
export function CalendarGrid({
  view,
  weeks,
  byDate,
  today,
  month,
  selected,
  ...handlers
}: CalendarGridProps) {
  const { i18n } = useTranslation()
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false })
  if (phone)
    return (
      <ol className={classes.dayList} style={MEAL_VARIABLES} data-testid="calendar">
        {listedDays(weeks, view, month).map((day) => (
          <DayCell
            key={day}
            as="li"
            date={day}
            items={byDate.get(day) ?? NO_ITEMS}
            isToday={day === today}
            outside={false}
            wide
            selected={selected}
            {...handlers}
          />
        ))}
      </ol>
    )
  return (
    <table className={`${classes.calendar} ${classes[view]}`} style={MEAL_VARIABLES} data-testid="calendar">
      <thead>
        <tr>
          {(weeks[0] ?? []).map((day) => (
            <th key={day} scope="col">
              {formatDay(day, i18n.language, { weekday: 'short' })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => (
              <DayCell
                key={day}
                date={day}
                items={byDate.get(day) ?? NO_ITEMS}
                isToday={day === today}
                outside={view === 'month' && !day.startsWith(month)}
                wide={view === 'week'}
                selected={selected}
                {...handlers}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

import { UnstyledButton } from '@mantine/core'
import type { TMealPlanItem } from '@rosemary/shared/contract'
import { type CSSProperties, type DragEvent, memo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MEAL_STYLES } from './meals.ts'
import classes from './MealPlans.module.css'
import { formatDay } from './plan-dates.ts'

export interface DayHandlers {
  onOpenDay: (date: string) => void
  onToggleItem: (itemId: string) => void
  onDragItem: (itemId: string) => void
  onDropOnDay: (date: string) => void
  showAddedBy: boolean
  showAddedOn: boolean
}

interface DayCellProps extends DayHandlers {
  /** A cell of the table, or a day of the phone's list. */
  as?: 'td' | 'li'
  date: string
  items: TMealPlanItem[]
  isToday: boolean
  outside: boolean
  /** The week view: room for whole titles. */
  wide: boolean
  /** The chosen items while selecting, else null. */
  selected: ReadonlySet<string> | null
}

/**
 * Every meal's colours as CSS variables, set once on what holds the items (the calendar, the day's list);
 * an item picks its meal's by its data-meal attribute (MealPlans.module.css), which is far cheaper to draw
 * hundreds of times than a style of its own.
 */
export const MEAL_VARIABLES = Object.fromEntries(
  Object.entries(MEAL_STYLES).flatMap(([meal, style]) => [
    [`--${meal}-background`, style.background],
    [`--${meal}-text`, style.text],
    [`--${meal}-accent`, style.accent],
  ]),
) as CSSProperties

/** What a calendar item says; a plain function, not a component, as a month holds hundreds. */
function itemText(item: TMealPlanItem, mealName: string, { showAddedBy, showAddedOn, language }: Details) {
  const extra = [
    showAddedBy && item.addedBy ? item.addedBy.name : null,
    showAddedOn ? formatDay(item.createdAt.slice(0, 10), language, { dateStyle: 'short' }) : null,
  ].filter(Boolean)
  return (
    <span className={classes.itemText}>
      <span className={classes.mealName}>{mealName}</span> {item.title}
      {extra.length > 0 && ` · ${extra.join(' · ')}`}
    </span>
  )
}

interface Details {
  showAddedBy: boolean
  showAddedOn: boolean
  language: string
}

/** One day of the calendar: its date (which opens the day), its meals, and a drop target for moving meals. */
export const DayCell = memo(function DayCell({
  as: Day = 'td',
  date,
  items,
  isToday,
  outside,
  wide,
  selected,
  ...handlers
}: DayCellProps) {
  const { t, i18n } = useTranslation()
  const [dropping, setDropping] = useState(false)
  const { onOpenDay, onToggleItem, onDragItem, onDropOnDay, showAddedBy, showAddedOn } = handlers
  const details = { showAddedBy, showAddedOn, language: i18n.language }
  const cellClass = [
    classes.day,
    outside && classes.outside,
    isToday && classes.today,
    dropping && classes.dropping,
  ]
    .filter(Boolean)
    .join(' ')

  const over = (event: DragEvent) => {
    event.preventDefault()
    event.dataTransfer.dropEffect = 'move'
  }
  const drop = (event: DragEvent) => {
    event.preventDefault()
    setDropping(false)
    onDropOnDay(date)
  }

  return (
    <Day
      className={cellClass}
      aria-current={isToday ? 'date' : undefined}
      data-date={date}
      onDragOver={over}
      onDragEnter={() => setDropping(true)}
      onDragLeave={() => setDropping(false)}
      onDrop={drop}
    >
      {/* Mantine's unstyled button: a native one is drawn grey with an outset border in either scheme. */}
      <UnstyledButton className={classes.dayButton} onClick={() => onOpenDay(date)}>
        {/* The short date is what the eye reads; the whole date, with the day's number of meals, is its name. */}
        <span className={classes.dayNumber} aria-hidden>
          {wide
            ? formatDay(date, i18n.language, { weekday: 'short', day: 'numeric' })
            : Number(date.slice(8))}
        </span>
        <span className={classes.hidden}>
          {t('mealPlans.openDay', {
            date: formatDay(date, i18n.language, { dateStyle: 'full' }),
            count: items.length,
          })}
        </span>
      </UnstyledButton>
      {items.length > 0 && (
        <ul className={classes.items}>
          {items.map((item) =>
            selected ? (
              <li key={item.id}>
                <label className={classes.item} data-meal={item.meal} data-testid="plan-item">
                  <input
                    type="checkbox"
                    checked={selected.has(item.id)}
                    onChange={() => onToggleItem(item.id)}
                  />
                  {itemText(item, t(`mealPlans.meals.${item.meal}`), details)}
                </label>
              </li>
            ) : (
              <li
                key={item.id}
                className={classes.item}
                data-meal={item.meal}
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.setData('text/plain', item.id)
                  event.dataTransfer.effectAllowed = 'move'
                  onDragItem(item.id)
                }}
                onClick={() => onOpenDay(date)}
                data-testid="plan-item"
              >
                {itemText(item, t(`mealPlans.meals.${item.meal}`), details)}
              </li>
            ),
          )}
        </ul>
      )}
    </Day>
  )
})

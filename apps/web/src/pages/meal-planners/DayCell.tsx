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
  date: string
  items: TMealPlanItem[]
  isToday: boolean
  outside: boolean
  /** The week view: room for whole titles. */
  wide: boolean
  /** The chosen items while selecting, else null. */
  selected: ReadonlySet<string> | null
}

export function mealStyle(meal: TMealPlanItem['meal']): CSSProperties {
  const style = MEAL_STYLES[meal]
  return {
    '--meal-background': style.background,
    '--meal-text': style.text,
    '--meal-accent': style.accent,
  } as CSSProperties
}

function ItemText({
  item,
  showAddedBy,
  showAddedOn,
}: {
  item: TMealPlanItem
  showAddedBy: boolean
  showAddedOn: boolean
}) {
  const { t, i18n } = useTranslation()
  const extra = [
    showAddedBy && item.addedBy ? item.addedBy.name : null,
    showAddedOn ? formatDay(item.createdAt.slice(0, 10), i18n.language, { dateStyle: 'short' }) : null,
  ].filter(Boolean)
  return (
    <span className={classes.itemText}>
      <span className={classes.mealName}>{t(`mealPlans.meals.${item.meal}`)}</span> {item.title}
      {extra.length > 0 && ` · ${extra.join(' · ')}`}
    </span>
  )
}

/** One day of the calendar: its date (which opens the day), its meals, and a drop target for moving meals. */
export const DayCell = memo(function DayCell({
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
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'move'
  }
  const drop = (event: DragEvent) => {
    event.preventDefault()
    setDropping(false)
    onDropOnDay(date)
  }

  return (
    <td
      className={cellClass}
      aria-current={isToday ? 'date' : undefined}
      data-date={date}
      onDragOver={over}
      onDragEnter={() => setDropping(true)}
      onDragLeave={() => setDropping(false)}
      onDrop={drop}
    >
      <button
        type="button"
        className={classes.dayButton}
        onClick={() => onOpenDay(date)}
        aria-label={t('mealPlans.openDay', {
          date: formatDay(date, i18n.language, { dateStyle: 'full' }),
          count: items.length,
        })}
      >
        <span className={classes.dayNumber}>
          {wide
            ? formatDay(date, i18n.language, { weekday: 'short', day: 'numeric' })
            : Number(date.slice(8))}
        </span>
      </button>
      {items.length > 0 && (
        <ul className={classes.items}>
          {items.map((item) =>
            selected ? (
              <li key={item.id}>
                <label className={classes.item} style={mealStyle(item.meal)} data-testid="plan-item">
                  <input
                    type="checkbox"
                    checked={selected.has(item.id)}
                    onChange={() => onToggleItem(item.id)}
                  />
                  <ItemText item={item} showAddedBy={showAddedBy} showAddedOn={showAddedOn} />
                </label>
              </li>
            ) : (
              <li
                key={item.id}
                className={classes.item}
                style={mealStyle(item.meal)}
                draggable
                onDragStart={(event) => {
                  event.dataTransfer?.setData('text/plain', item.id)
                  if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move'
                  onDragItem(item.id)
                }}
                onClick={() => onOpenDay(date)}
                data-testid="plan-item"
              >
                <ItemText item={item} showAddedBy={showAddedBy} showAddedOn={showAddedOn} />
              </li>
            ),
          )}
        </ul>
      )}
    </td>
  )
})

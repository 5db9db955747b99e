import { MEALS, type TMealPlanItem } from '@rosemary/shared/contract'
import { cleanup, render } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { afterEach, expect, test } from 'vitest'
import { planItem } from '../../test/planning-fixtures.ts'
import { CalendarGrid } from './CalendarGrid.tsx'
import { sortByMeal } from './meals.ts'
import { addDays, indexByDate, monthGrid } from './plan-dates.ts'

afterEach(cleanup)

/** Three months of meals, 300 in all, three or four a day. */
function threeMonthPlan(): TMealPlanItem[] {
  return Array.from({ length: 300 }, (_, index) =>
    planItem(`item-${index}`, addDays('2026-04-01', Math.floor(index / 3.3)), {
      title: `Meal number ${index}`,
      meal: MEALS[index % MEALS.length]!,
    }),
  )
}

const noop = () => undefined

function renderMonth(items: TMealPlanItem[], anchor: string) {
  const started = process.cpuUsage()
  const byDate = indexByDate(sortByMeal(items))
  render(
    <I18nextProvider i18n={i18next}>
      <CalendarGrid
        view="month"
        weeks={monthGrid(anchor, 'monday')}
        byDate={byDate}
        today="2026-05-06"
        month={anchor.slice(0, 7)}
        selected={null}
        onOpenDay={noop}
        onToggleItem={noop}
        onDragItem={noop}
        onDropOnDay={noop}
        showAddedBy
        showAddedOn
      />
    </I18nextProvider>,
  )
  const used = process.cpuUsage(started)
  return (used.user + used.system) / 1000
}

/**
 * Measured in CPU time, not wall time: the test machines are shared, and a wait for a core is not the
 * page's cost. jsdom builds elements several times slower than a browser, so this bounds the browser's
 * time from above; the median of three months keeps a garbage collection from deciding it.
 */
test('a 3-month plan of 300 meals indexes and renders a month in under 100 ms', () => {
  const items = threeMonthPlan()
  // The first render pays for module warm-up (JIT, i18next's formatters), as a page load does once.
  renderMonth(items, '2026-04-01')
  cleanup()
  const times = ['2026-04-01', '2026-05-01', '2026-06-01'].map((month) => {
    const ms = renderMonth(items, month)
    cleanup()
    return ms
  })
  const median = [...times].sort((a, b) => a - b)[1]!
  expect(median).toBeLessThan(100)
})

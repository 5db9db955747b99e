import { Group, Text, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatDay } from '../meal-planners/plan-dates.ts'

/** First and last day, both YYYY-MM-DD as the native date input gives them, both included. */
export interface Range {
  first: string
  last: string
}

export type RangeProblem = 'missing' | 'reversed' | null

export function rangeProblem({ first, last }: Range): RangeProblem {
  if (first === '' || last === '') return 'missing'
  return first > last ? 'reversed' : null
}

/** The plan's meals on the days of the range; none while the range makes no sense. */
export function itemsInRange<T extends { scheduledDate: string }>(items: readonly T[], range: Range): T[] {
  if (rangeProblem(range)) return []
  // Plan days are YYYY-MM-DD, so comparing the strings compares the days.
  return items.filter((item) => item.scheduledDate >= range.first && item.scheduledDate <= range.last)
}

export function RangeFields({ range, onChange }: { range: Range; onChange: (range: Range) => void }) {
  const { t } = useTranslation()
  const problem = rangeProblem(range)
  return (
    <Group grow align="flex-start" wrap="wrap">
      <TextInput
        type="date"
        label={t('shopping.fromPlan.first')}
        value={range.first}
        onChange={(event) => onChange({ ...range, first: event.currentTarget.value })}
        style={{ minWidth: 140 }}
      />
      <TextInput
        type="date"
        label={t('shopping.fromPlan.last')}
        value={range.last}
        error={problem === 'reversed' ? t('shopping.fromPlan.reversed') : undefined}
        onChange={(event) => onChange({ ...range, last: event.currentTarget.value })}
        style={{ minWidth: 140 }}
      />
    </Group>
  )
}

/** "4 meals from Mon, May 4 to Sun, May 10", or why nothing can be added. */
export function RangeSummary({ range, count }: { range: Range; count: number }) {
  const { t, i18n } = useTranslation()
  const problem = rangeProblem(range)
  if (problem === 'missing') return <Text size="sm">{t('shopping.fromPlan.chooseDays')}</Text>
  if (problem === 'reversed') return null
  const day = (iso: string) =>
    formatDay(iso, i18n.language, { weekday: 'short', day: 'numeric', month: 'short' })
  return (
    <Text size="sm" role="status" data-testid="meals-in-range">
      {count === 0
        ? t('shopping.fromPlan.noMeals')
        : t('shopping.fromPlan.meals', { count, first: day(range.first), last: day(range.last) })}
    </Text>
  )
}

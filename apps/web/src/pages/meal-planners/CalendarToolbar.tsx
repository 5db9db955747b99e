import { ActionIcon, Button, Group, SegmentedControl, Title } from '@mantine/core'
import { IconChevronLeft, IconChevronRight, IconListCheck, IconShoppingCart } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

interface CalendarToolbarProps {
  label: string
  view: 'month' | 'week'
  onView: (view: 'month' | 'week') => void
  onShift: (steps: number) => void
  onToday: () => void
  onSelect: () => void
  onWeekToList: () => void
}

/** Previous, today and next; month or week; the shown week to a list; choosing several meals. */
export function CalendarToolbar({
  label,
  view,
  onView,
  onShift,
  onToday,
  onSelect,
  onWeekToList,
}: CalendarToolbarProps) {
  const { t } = useTranslation()
  return (
    <Group justify="space-between" gap="xs">
      <Group gap={4} wrap="nowrap">
        <ActionIcon variant="subtle" onClick={() => onShift(-1)} aria-label={t(`mealPlans.previous.${view}`)}>
          <IconChevronLeft size={20} />
        </ActionIcon>
        <Button variant="default" size="xs" onClick={onToday}>
          {t('mealPlans.today')}
        </Button>
        <ActionIcon variant="subtle" onClick={() => onShift(1)} aria-label={t(`mealPlans.next.${view}`)}>
          <IconChevronRight size={20} />
        </ActionIcon>
        <Title order={2} size="h4" ml="xs" aria-live="polite" data-testid="period">
          {label}
        </Title>
      </Group>
      <Group gap="xs">
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(value) => onView(value === 'week' ? 'week' : 'month')}
          data={[
            { value: 'month', label: t('mealPlans.month') },
            { value: 'week', label: t('mealPlans.week') },
          ]}
          aria-label={t('mealPlans.view')}
        />
        {view === 'week' && (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconShoppingCart size={16} />}
            onClick={onWeekToList}
          >
            {t('mealPlans.weekToList')}
          </Button>
        )}
        <Button variant="default" size="xs" leftSection={<IconListCheck size={16} />} onClick={onSelect}>
          {t('mealPlans.select')}
        </Button>
      </Group>
    </Group>
  )
}

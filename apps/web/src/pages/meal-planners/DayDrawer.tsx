import { Button, Drawer, Group, Stack, Text } from '@mantine/core'
import type { TMealPlanItem } from '@rosemary/shared/contract'
import { IconPlus, IconShoppingCart } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AddMealForm } from './AddMealForm.tsx'
import { MEAL_VARIABLES } from './DayCell.tsx'
import { DayItem } from './DayItem.tsx'
import classes from './MealPlans.module.css'
import type { MoveCopyTarget } from './MoveCopyDialog.tsx'
import { formatDay } from './plan-dates.ts'
import type { PlanActions } from './use-plan-actions.ts'

interface DayDrawerProps {
  date: string | null
  items: TMealPlanItem[]
  actions: PlanActions
  showAddedBy: boolean
  showAddedOn: boolean
  onMoveCopy: (target: MoveCopyTarget) => void
  onAddDayToList: () => void
  onAddWeekToList: () => void
  onClose: () => void
}

/** A day opened: its meals with their pictures and actions, adding a meal, and sending the day or week to a list. */
export function DayDrawer({ date, onClose, ...rest }: DayDrawerProps) {
  const { i18n } = useTranslation()
  return (
    <Drawer
      opened={date !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={date ? formatDay(date, i18n.language, { dateStyle: 'full' }) : ''}
    >
      {date && <DayContent key={date} date={date} {...rest} />}
    </Drawer>
  )
}

function DayContent({
  date,
  items,
  actions,
  onMoveCopy,
  onAddDayToList,
  onAddWeekToList,
  ...shown
}: Omit<DayDrawerProps, 'onClose'> & { date: string }) {
  const { t } = useTranslation()
  const [adding, setAdding] = useState(items.length === 0)

  return (
    <Stack gap="md">
      {items.length === 0 && !adding && <Text c="dimmed">{t('mealPlans.noMeals')}</Text>}
      {items.length > 0 && (
        <Stack component="ul" gap="xs" className={classes.planList} style={MEAL_VARIABLES}>
          {items.map((item) => (
            <DayItem
              key={item.id}
              item={item}
              {...shown}
              onServings={(servings) => void actions.update(item.id, { servings })}
              onMove={() => onMoveCopy({ mode: 'move', itemIds: [item.id], from: date })}
              onCopy={() => onMoveCopy({ mode: 'copy', itemIds: [item.id], from: date })}
              onDelete={() => void actions.remove([item.id])}
            />
          ))}
        </Stack>
      )}
      {adding ? (
        <AddMealForm date={date} actions={actions} onDone={() => setAdding(false)} />
      ) : (
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
          {t('mealPlans.addMeal')}
        </Button>
      )}
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconShoppingCart size={16} />}
          onClick={onAddDayToList}
          disabled={items.length === 0}
        >
          {t('mealPlans.addDayToList')}
        </Button>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconShoppingCart size={16} />}
          onClick={onAddWeekToList}
        >
          {t('mealPlans.addWeekToList')}
        </Button>
      </Group>
    </Stack>
  )
}

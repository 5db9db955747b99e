import { ActionIcon, Anchor, Group, NumberInput, Stack, Text } from '@mantine/core'
import type { TMealPlanItem } from '@rosemary/shared/contract'
import { IconCalendarShare, IconCopy, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { RecipeThumb } from '../recipe-list/RecipeThumb.tsx'
import classes from './MealPlans.module.css'
import { formatDay } from './plan-dates.ts'

interface DayItemProps {
  item: TMealPlanItem
  showAddedBy: boolean
  showAddedOn: boolean
  onServings: (servings: number | null) => void
  onMove: () => void
  onCopy: () => void
  onDelete: () => void
}

/** One meal in the day's drawer: picture, the recipe's link, notes, servings to shop for, and its actions. */
export function DayItem({
  item,
  showAddedBy,
  showAddedOn,
  onServings,
  onMove,
  onCopy,
  onDelete,
}: DayItemProps) {
  const { t, i18n } = useTranslation()
  const [servings, setServings] = useState<number | ''>(item.servings ?? '')
  const saveServings = () => {
    const next = servings === '' ? null : servings
    if (next !== item.servings) onServings(next)
  }
  const named = { title: item.title }

  return (
    <li className={classes.drawerItem} data-meal={item.meal} data-testid="day-item">
      <RecipeThumb title={item.title} imageUrl={item.recipe?.imageUrl ?? null} size={64} />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" wrap="nowrap">
          <span className={classes.mealBadge}>{t(`mealPlans.meals.${item.meal}`)}</span>
          {item.recipe ? (
            <Anchor component={Link} to={`/recipe/${item.recipe.id}`} fw={600} size="sm">
              {item.title}
            </Anchor>
          ) : (
            <Text fw={600} size="sm">
              {item.title}
            </Text>
          )}
        </Group>
        {item.notes && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {item.notes}
          </Text>
        )}
        {(showAddedBy || showAddedOn) && (
          <Text size="xs" c="dimmed">
            {showAddedBy && item.addedBy && t('mealPlans.addedBy', { name: item.addedBy.name })}
            {showAddedBy && item.addedBy && showAddedOn && ' · '}
            {showAddedOn &&
              t('mealPlans.addedOn', {
                date: formatDay(item.createdAt.slice(0, 10), i18n.language, { dateStyle: 'medium' }),
              })}
          </Text>
        )}
        <Group gap="xs" align="flex-end" justify="space-between">
          <NumberInput
            size="xs"
            w={110}
            label={t('mealPlans.servings')}
            min={1}
            max={1000}
            allowDecimal={false}
            value={servings}
            onChange={(value) => setServings(typeof value === 'number' ? value : '')}
            onBlur={saveServings}
          />
          <Group gap={4}>
            <ActionIcon variant="subtle" onClick={onMove} aria-label={t('mealPlans.moveItem', named)}>
              <IconCalendarShare size={18} />
            </ActionIcon>
            <ActionIcon variant="subtle" onClick={onCopy} aria-label={t('mealPlans.copyItem', named)}>
              <IconCopy size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              c="red"
              onClick={onDelete}
              aria-label={t('mealPlans.deleteItem', named)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Group>
      </Stack>
    </li>
  )
}

import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { request } from '../../api/client.ts'
import { AddToShoppingListDialog } from '../../components/AddToShoppingListDialog.tsx'

/** Which meals go to the list, and how the person would name them ("Wednesday 6 May", "this week"). */
export interface PlanToListTarget {
  itemIds: string[]
  what: string
}

interface PlanToListDialogProps {
  planId: string
  target: PlanToListTarget | null
  onClose: () => void
}

/**
 * A day's, a week's or the selected meals to a shopping list: the server adds each recipe's lines scaled
 * by the meal's servings, and the titles of meals without a recipe.
 */
export function PlanToListDialog({ planId, target, onClose }: PlanToListDialogProps) {
  const { t } = useTranslation()
  const itemIds = target?.itemIds ?? []
  return (
    <AddToShoppingListDialog
      opened={target !== null}
      onClose={onClose}
      title={t('mealPlans.toListTitle')}
      canSend={itemIds.length > 0}
      send={(listId, handlers) =>
        request(
          'POST /shopping-lists/:id/items/from-meal-plan',
          { params: { id: listId }, body: { mealPlanId: planId, mealPlanItemIds: itemIds } },
          handlers,
        )
      }
    >
      <Text size="sm">
        {itemIds.length === 0
          ? t('mealPlans.toListNothing', { what: target?.what ?? '' })
          : t('mealPlans.toListWhat', { count: itemIds.length, what: target?.what ?? '' })}
      </Text>
    </AddToShoppingListDialog>
  )
}

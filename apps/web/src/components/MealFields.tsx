import { Group, NativeSelect, NumberInput } from '@mantine/core'
import { MEALS, type Meal } from '@rosemary/shared/contract'
import { useTranslation } from 'react-i18next'

/** A meal being planned: which meal of the day, and for how many servings (empty: as the recipe says). */
export function MealFields({
  meal,
  onMeal,
  servings,
  onServings,
}: {
  meal: Meal
  onMeal: (meal: Meal) => void
  servings: number | ''
  onServings: (servings: number | '') => void
}) {
  const { t } = useTranslation()
  return (
    <Group grow align="flex-start">
      <NativeSelect
        label={t('mealPlans.meal')}
        value={meal}
        onChange={(event) => onMeal(event.currentTarget.value as Meal)}
        data={MEALS.map((value) => ({ value, label: t(`mealPlans.meals.${value}`) }))}
      />
      <NumberInput
        label={t('mealPlans.servings')}
        min={1}
        max={1000}
        allowDecimal={false}
        value={servings}
        onChange={(value) => onServings(typeof value === 'number' ? value : '')}
      />
    </Group>
  )
}

import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { MAX_MEAL_NOTES_LENGTH, MAX_PLANNING_TITLE_LENGTH, type Meal } from '@rosemary/shared/contract'
import { type SyntheticEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MealFields } from '../../components/MealFields.tsx'
import type { PlanActions } from './use-plan-actions.ts'
import { type PickedRecipe, RecipeSearch } from './RecipeSearch.tsx'

interface AddMealFormProps {
  date: string
  actions: PlanActions
  onDone: () => void
}

/** A meal for one day: a recipe of mine or a title of its own, which meal, notes and servings. */
export function AddMealForm({ date, actions, onDone }: AddMealFormProps) {
  const { t } = useTranslation()
  const [recipe, setRecipe] = useState<PickedRecipe | null>(null)
  const [title, setTitle] = useState('')
  const [meal, setMeal] = useState<Meal>('dinner')
  const [notes, setNotes] = useState('')
  const [servings, setServings] = useState<number | ''>('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault()
    setProblem(null)
    if (!recipe && title.trim() === '') {
      setProblem(t('mealPlans.mealNeeded'))
      return
    }
    setBusy(true)
    const added = await actions.add(
      [
        {
          ...(recipe ? { recipeId: recipe.id } : { title: title.trim() }),
          scheduledDate: date,
          meal,
          notes: notes.trim(),
          servings: servings === '' ? null : servings,
        },
      ],
      { 400: (failure) => setProblem(failure.data?.error.message ?? t('mealPlans.addFailed')) },
    )
    setBusy(false)
    if (added) onDone()
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="add-meal-form">
      <Stack gap="sm">
        <RecipeSearch picked={recipe} onPick={setRecipe} />
        {!recipe && (
          <TextInput
            label={t('mealPlans.freeTitle')}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            maxLength={MAX_PLANNING_TITLE_LENGTH}
          />
        )}
        <MealFields meal={meal} onMeal={setMeal} servings={servings} onServings={setServings} />
        <Textarea
          label={t('mealPlans.notes')}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          maxLength={MAX_MEAL_NOTES_LENGTH}
          rows={2}
        />
        {problem && (
          <Text c="red" size="sm" role="alert">
            {problem}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('mealPlans.addMeal')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

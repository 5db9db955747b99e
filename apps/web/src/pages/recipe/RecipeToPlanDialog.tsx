import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { type Meal, type TRecipe } from '@rosemary/shared/contract'
import { parseYield } from '@rosemary/shared/recipe-text'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type ApiFailure, request } from '../../api/client.ts'
import { AddedNotice } from '../../components/AddedNotice.tsx'
import { type Choice, ChooseOrCreate, chosenId, NO_CHOICE } from '../../components/ChooseOrCreate.tsx'
import { MealFields } from '../../components/MealFields.tsx'
import { mealPlanKeys, useMealPlans } from '../../data/meal-plans.ts'
import { createMealPlan } from '../../data/planning-choices.ts'
import { isLimitReached, usePlanningLimits } from '../../hooks/use-planning-limits.ts'
import { formatDay, localIsoDate } from '../meal-planners/plan-dates.ts'

interface RecipeToPlanDialogProps {
  recipe: TRecipe
  /** The page's scale: the servings offered are the yield at that scale. */
  scale: number
  opened: boolean
  onClose: () => void
}

/** The servings the page shows (the yield at its scale), when the yield has a number. */
export function defaultServings(yieldText: string, scale: number): number | '' {
  const base = parseYield(yieldText)
  if (base === null) return ''
  return Math.min(1000, Math.max(1, Math.round(base * scale)))
}

/** The recipe as a meal on a day of one of my plans, or of a new plan. */
export function RecipeToPlanDialog({ opened, onClose, ...rest }: RecipeToPlanDialogProps) {
  const { t } = useTranslation()
  return (
    <Modal opened={opened} onClose={onClose} title={t('recipe.toPlan.title')} size="md">
      <PlanForm {...rest} onClose={onClose} />
    </Modal>
  )
}

interface Added {
  planId: string
  planTitle: string
  date: string
}

function PlanForm({ recipe, scale, onClose }: Omit<RecipeToPlanDialogProps, 'opened'>) {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  const plans = useMealPlans()
  const [choice, setChoice] = useState<Choice>(NO_CHOICE)
  const [date, setDate] = useState(localIsoDate)
  const [meal, setMeal] = useState<Meal>('dinner')
  const [servings, setServings] = useState<number | ''>(() => defaultServings(recipe.yield, scale))
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [added, setAdded] = useState<Added | null>(null)
  const limits = usePlanningLimits()
  const showProblem = (failure: ApiFailure) =>
    setProblem(failure.data?.error.message ?? t('recipe.toPlan.failed'))

  const add = async () => {
    setProblem(null)
    let id = chosenId(choice, plans.data)
    let planTitle = plans.data?.find((plan) => plan.id === id)?.title ?? ''
    if (id === null && choice.newTitle.trim() === '') {
      setProblem(t('recipe.toPlan.titleNeeded'))
      return
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      setProblem(t('recipe.toPlan.dateNeeded'))
      return
    }
    setBusy(true)
    try {
      if (id === null) {
        planTitle = choice.newTitle.trim()
        const created = await createMealPlan(planTitle, {
          400: (failure) =>
            isLimitReached(failure) ? setProblem(limits.tooManyPlans()) : showProblem(failure),
        })
        if (!created.success) return
        id = created.data.id
        setChoice({ id, newTitle: '' })
      }
      const result = await request(
        'POST /meal-plans/:id/items',
        {
          params: { id },
          body: [
            { recipeId: recipe.id, scheduledDate: date, meal, servings: servings === '' ? null : servings },
          ],
        },
        {
          400: (failure) => (isLimitReached(failure) ? setProblem(limits.planFull()) : showProblem(failure)),
          404: () => setProblem(t('recipe.toPlan.planGone')),
        },
      )
      if (result.success) setAdded({ planId: id, planTitle, date })
    } finally {
      setBusy(false)
      void queryClient.invalidateQueries({ queryKey: mealPlanKeys.all })
    }
  }

  if (added) {
    return (
      <AddedNotice
        testId="added-to-plan"
        text={t('recipe.toPlan.added', {
          title: recipe.title,
          plan: added.planTitle,
          date: formatDay(added.date, i18n.language, { dateStyle: 'full' }),
        })}
        to={`/meal-planners/${added.planId}`}
        linkText={t('recipe.toPlan.openPlan')}
        onClose={onClose}
      />
    )
  }

  return (
    <Stack gap="md">
      <ChooseOrCreate
        label={t('recipe.toPlan.plan')}
        newTitleLabel={t('recipe.toPlan.newTitle')}
        options={plans.data}
        value={choice}
        onChange={setChoice}
        testId="choose-plan"
      />
      <TextInput
        type="date"
        label={t('recipe.toPlan.date')}
        value={date}
        onChange={(event) => setDate(event.currentTarget.value)}
        required
      />
      <MealFields meal={meal} onMeal={setMeal} servings={servings} onServings={setServings} />
      {plans.isError && <Text c="red">{t('recipe.toPlan.plansFailed')}</Text>}
      {problem && (
        <Text c="red" size="sm" role="alert">
          {problem}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => void add()} loading={busy} disabled={plans.isPending}>
          {t('recipe.toPlan.add')}
        </Button>
      </Group>
    </Stack>
  )
}

import { Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { MEALS, type Meal, type TMealPlan } from '@rosemary/shared/contract'
import { useQueryClient } from '@tanstack/react-query'
import { type SyntheticEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { request } from '../../api/client.ts'
import { mealPlanKeys, refreshMealPlan } from '../../data/meal-plans.ts'

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** When each meal's events start in the calendar feed (HH:MM, 24 hours). */
export function MealTimesForm({ plan }: { plan: TMealPlan }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [times, setTimes] = useState<Record<Meal, string>>(plan.mealTimes)
  const [state, setState] = useState<'idle' | 'busy' | 'saved'>('idle')
  const wrong = MEALS.filter((meal) => !TIME.test(times[meal]))

  const save = async (event: SyntheticEvent) => {
    event.preventDefault()
    if (wrong.length > 0) return
    setState('busy')
    const result = await request('PUT /meal-plans/:id', {
      params: { id: plan.id },
      body: { mealTimes: times },
    })
    if (!result.success) {
      setState('idle')
      return
    }
    queryClient.setQueryData(mealPlanKeys.detail(plan.id), result.data)
    await refreshMealPlan(queryClient, plan.id)
    setState('saved')
  }

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('mealPlans.feed.times')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          {MEALS.map((meal) => (
            <TextInput
              key={meal}
              type="time"
              label={t(`mealPlans.meals.${meal}`)}
              value={times[meal]}
              onChange={(event) => {
                const value = event.currentTarget.value
                setTimes((current) => ({ ...current, [meal]: value }))
                setState('idle')
              }}
              error={wrong.includes(meal) ? t('mealPlans.feed.timeFormat') : undefined}
            />
          ))}
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" variant="default" loading={state === 'busy'} disabled={wrong.length > 0}>
            {t('mealPlans.feed.saveTimes')}
          </Button>
          {state === 'saved' && (
            <Text size="sm" role="status">
              {t('mealPlans.feed.timesSaved')}
            </Text>
          )}
        </Group>
      </Stack>
    </form>
  )
}

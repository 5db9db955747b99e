import { Alert, Avatar, Button, Center, Loader, Stack, Text } from '@mantine/core'
import type { TMealPlanSummary } from '@rosemary/shared/contract'
import { IconCalendarPlus } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { Page } from '../../components/Page.tsx'
import { createMealPlan } from '../../data/planning-choices.ts'
import { isLimitReached, usePlanningLimits } from '../../hooks/use-planning-limits.ts'
import { mealPlanKeys, useMealPlanFrames, useMealPlans } from '../../data/meal-plans.ts'
import classes from './MealPlans.module.css'
import { TitleDialog } from './TitleDialog.tsx'

function PlanRow({ plan }: { plan: TMealPlanSummary }) {
  const { t } = useTranslation()
  // Whoever else is on the plan: its collaborators for the owner, the owner for a collaborator.
  const others = plan.isOwner ? plan.collaborators : [plan.owner]
  const names = others.map((person) => person.name).join(', ')
  return (
    <li>
      <Link to={`/meal-planners/${plan.id}`} className={classes.planRow} data-testid="plan-row">
        <div className={classes.planText}>
          <Text fw={600} truncate>
            {plan.title}
          </Text>
          <Text size="sm" c="dimmed">
            {t('mealPlans.itemCount', { count: plan.itemCount })}
            {others.length > 0 &&
              ` · ${plan.isOwner ? t('mealPlans.sharedWith', { names }) : t('mealPlans.sharedBy', { name: names })}`}
          </Text>
        </div>
        {others.length > 0 && (
          <Avatar.Group>
            {others.slice(0, 3).map((person) => (
              <Avatar
                key={person.id}
                src={person.profileImageUrl}
                alt=""
                name={person.name}
                color="initials"
                size="sm"
              />
            ))}
          </Avatar.Group>
        )}
      </Link>
    </li>
  )
}

/** My meal plans and those shared with me; making a new one. */
export default function MealPlansPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const plans = useMealPlans()
  const limits = usePlanningLimits()
  const [creating, setCreating] = useState(false)
  useMealPlanFrames()

  const create = async (title: string) => {
    const refused = { reason: null as string | null }
    const result = await createMealPlan(title, {
      400: (failure) =>
        (refused.reason = isLimitReached(failure)
          ? limits.tooManyPlans()
          : (failure.data?.error.fields?.title ?? failure.data?.error.message ?? null)),
    })
    if (!result.success) return refused.reason ?? t('mealPlans.createFailed')
    queryClient.setQueryData(mealPlanKeys.detail(result.data.id), result.data)
    void queryClient.invalidateQueries({ queryKey: mealPlanKeys.list })
    await navigate(`/meal-planners/${result.data.id}`)
    return null
  }

  const newButton = (
    <Button leftSection={<IconCalendarPlus size={18} />} onClick={() => setCreating(true)}>
      {t('mealPlans.new')}
    </Button>
  )

  return (
    <Page title={t('mealPlans.title')} actions={plans.data && plans.data.length > 0 ? newButton : undefined}>
      <Stack gap="md">
        {plans.isPending && (
          <Center>
            <Loader role="status" aria-label={t('mealPlans.loading')} />
          </Center>
        )}
        {plans.isError && <Alert color="red">{t('mealPlans.loadFailed')}</Alert>}
        {plans.data?.length === 0 && (
          <Stack gap="sm" align="flex-start" data-testid="no-plans">
            <Text>{t('mealPlans.empty')}</Text>
            {newButton}
          </Stack>
        )}
        {plans.data && plans.data.length > 0 && (
          <ul className={classes.planList}>
            {plans.data.map((plan) => (
              <PlanRow key={plan.id} plan={plan} />
            ))}
          </ul>
        )}
      </Stack>
      <TitleDialog
        opened={creating}
        title={t('mealPlans.newTitle')}
        label={t('mealPlans.planTitle')}
        submitLabel={t('mealPlans.create')}
        onSubmit={create}
        onClose={() => setCreating(false)}
      />
    </Page>
  )
}

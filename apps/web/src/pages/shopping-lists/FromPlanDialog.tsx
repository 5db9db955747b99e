import { Alert, Anchor, Button, Center, Group, Loader, Modal, NativeSelect, Stack, Text } from '@mantine/core'
import type { TMealPlanSummary } from '@rosemary/shared/contract'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { ApiFailure } from '../../api/client.ts'
import type { ShoppingListActions } from '../../data/shopping-lists/actions.ts'
import { isNotFound, useMealPlan, useMealPlans } from '../../data/meal-plans.ts'
import { usePreferences } from '../../preferences/preferences.ts'
import { localIsoDate, type StartOfWeek, weekDates } from '../meal-planners/plan-dates.ts'
import { itemsInRange, type Range, RangeFields, RangeSummary } from './PlanRange.tsx'
import { useOnline } from './use-online.ts'

interface FromPlanDialogProps {
  actions: ShoppingListActions
  /** Called with how many items the server added, once the dialog has closed itself. */
  onAdded: (count: number) => void
  onClose: () => void
}

/**
 * The meals of some days of one of my meal plans to this list: the plan page sends its days the other way
 * (PlanToListDialog); this is for the person who starts from the list. The server makes the lines.
 */
export function FromPlanDialog({ actions, onAdded, onClose }: FromPlanDialogProps) {
  const { t } = useTranslation()
  const plans = useMealPlans()
  const online = useOnline()
  return (
    <Modal opened onClose={onClose} title={t('shopping.fromPlan.title')} size="md">
      {plans.isError ? (
        <Alert color="red">{t('shopping.fromPlan.plansFailed')}</Alert>
      ) : !plans.data ? (
        online ? (
          <Center>
            <Loader role="status" aria-label={t('shopping.loading')} />
          </Center>
        ) : (
          <Alert color="yellow">{t('shopping.needsConnection')}</Alert>
        )
      ) : plans.data.length === 0 ? (
        <Text size="sm" data-testid="no-plans">
          {t('shopping.fromPlan.noPlans')}{' '}
          <Anchor component={Link} to="/meal-planners">
            {t('shopping.fromPlan.toPlans')}
          </Anchor>
        </Text>
      ) : (
        <PlanRangeForm plans={plans.data} actions={actions} onAdded={onAdded} onClose={onClose} />
      )}
    </Modal>
  )
}

/** This week as the person's own clock has it, starting on the day their plans' weeks start. */
function thisWeek(startOfWeek: StartOfWeek): Range {
  const days = weekDates(localIsoDate(), startOfWeek)
  return { first: days[0] ?? '', last: days[6] ?? '' }
}

function PlanRangeForm({
  plans,
  actions,
  onAdded,
  onClose,
}: FromPlanDialogProps & { plans: TMealPlanSummary[] }) {
  const { t } = useTranslation()
  const online = useOnline()
  const [planId, setPlanId] = useState(plans[0]?.id ?? '')
  const { startOfWeek } = usePreferences().mealPlan
  const [range, setRange] = useState<Range>(() => thisWeek(startOfWeek))
  const plan = useMealPlan(planId)
  const itemIds = useMemo(
    () => (plan.data ? itemsInRange(plan.data.items, range).map((item) => item.id) : []),
    [plan.data, range],
  )
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const refused = (failure: ApiFailure) => {
    const error = failure.data?.error
    setProblem(Object.values(error?.fields ?? {})[0] ?? error?.message ?? t('shopping.fromPlan.failed'))
  }
  const add = async () => {
    if (!online) {
      setProblem(t('shopping.needsConnection'))
      return
    }
    setProblem(null)
    setBusy(true)
    const result = await actions.addFromMealPlan(
      { mealPlanId: planId, mealPlanItemIds: itemIds },
      { 400: refused, 404: () => setProblem(t('shopping.fromPlan.gone')) },
    )
    setBusy(false)
    if (result.success) {
      onClose()
      onAdded(result.data.items.length)
    } else if (result.status === 0) setProblem(t('shopping.needsConnection'))
  }

  return (
    <Stack gap="md">
      <NativeSelect
        label={t('shopping.fromPlan.plan')}
        data={plans.map((plan) => ({ value: plan.id, label: plan.title }))}
        value={planId}
        onChange={(event) => {
          setPlanId(event.currentTarget.value)
          setProblem(null)
        }}
      />
      <RangeFields
        range={range}
        onChange={(changed) => {
          setRange(changed)
          setProblem(null)
        }}
      />
      {plan.isPending ? (
        <Loader size="sm" role="status" aria-label={t('shopping.loading')} />
      ) : plan.isError ? (
        <Text c="red" size="sm" role="alert">
          {isNotFound(plan.error) ? t('shopping.fromPlan.gone') : t('shopping.fromPlan.planFailed')}
        </Text>
      ) : (
        <RangeSummary range={range} count={itemIds.length} />
      )}
      {!online && <Alert color="yellow">{t('shopping.needsConnection')}</Alert>}
      {problem && (
        <Text c="red" size="sm" role="alert">
          {problem}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => void add()} loading={busy} disabled={itemIds.length === 0 || !online}>
          {t('shopping.add')}
        </Button>
      </Group>
    </Stack>
  )
}

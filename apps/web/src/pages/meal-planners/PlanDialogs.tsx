import { Button, Group, Modal, Text } from '@mantine/core'
import type { TMealPlan } from '@rosemary/shared/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { request } from '../../api/client.ts'
import { toastInfo } from '../../app/notify.ts'
import { mealPlanKeys } from '../../data/meal-plans.ts'
import { TitleDialog } from './TitleDialog.tsx'

export type PlanDialog = 'rename' | 'remove' | null

/** Renaming the plan, and deleting it (the owner) or leaving it (a collaborator). */
export function PlanDialogs({
  plan,
  open,
  onClose,
}: {
  plan: TMealPlan
  open: PlanDialog
  onClose: () => void
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)

  const rename = async (title: string) => {
    const refused = { reason: null as string | null }
    const result = await request(
      'PUT /meal-plans/:id',
      { params: { id: plan.id }, body: { title } },
      {
        400: (failure) =>
          (refused.reason = failure.data?.error.fields?.title ?? failure.data?.error.message ?? null),
      },
    )
    if (!result.success) return refused.reason ?? t('mealPlans.renameFailed')
    queryClient.setQueryData(mealPlanKeys.detail(plan.id), result.data)
    void queryClient.invalidateQueries({ queryKey: mealPlanKeys.list })
    onClose()
    return null
  }

  const remove = async () => {
    setBusy(true)
    const result = await request('DELETE /meal-plans/:id', { params: { id: plan.id } })
    setBusy(false)
    if (!result.success) return
    onClose()
    // Leave first: the plan's query would otherwise be fetched again and answer 404.
    await navigate('/meal-planners')
    queryClient.removeQueries({ queryKey: mealPlanKeys.detail(plan.id) })
    void queryClient.invalidateQueries({ queryKey: mealPlanKeys.list })
    toastInfo(
      plan.isOwner
        ? t('mealPlans.deleted', { title: plan.title })
        : t('mealPlans.left', { title: plan.title }),
    )
  }

  const verb = plan.isOwner ? 'delete' : 'leave'
  return (
    <>
      <TitleDialog
        opened={open === 'rename'}
        title={t('mealPlans.renameTitle')}
        label={t('mealPlans.planTitle')}
        submitLabel={t('common.save')}
        initial={plan.title}
        onSubmit={rename}
        onClose={onClose}
      />
      <Modal opened={open === 'remove'} onClose={onClose} title={t(`mealPlans.${verb}Confirm`)} centered>
        <Text mb="md">{t(`mealPlans.${verb}Body`, { title: plan.title })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={() => void remove()}>
            {t(`mealPlans.${verb}`)}
          </Button>
        </Group>
      </Modal>
    </>
  )
}

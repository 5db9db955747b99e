import { Anchor, Button, CopyButton, Divider, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import type { TMealPlan } from '@rosemary/shared/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { request } from '../../api/client.ts'
import { refreshMealPlan } from '../../data/meal-plans.ts'
import { MealTimesForm } from './MealTimesForm.tsx'

interface CalendarFeedDialogProps {
  plan: TMealPlan
  opened: boolean
  onClose: () => void
}

/** Calendar apps subscribe with webcal://; the server's address is http(s)://. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:/, 'webcal:')
}

/**
 * "Subscribe in your calendar": the plan's secret feed address, shown only when it is made (the server
 * keeps a digest, not the address), who made the one there is (it lasts while they share the plan), a new
 * one that ends the old, stopping it (any member, whoever made it), and the meals' times.
 */
export function CalendarFeedDialog({ plan, opened, onClose }: CalendarFeedDialogProps) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [url, setUrl] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const params = { id: plan.id }

  const close = () => {
    // Shown once: closing the dialog forgets it.
    setUrl(null)
    onClose()
  }

  const make = async () => {
    setBusy(true)
    const result = await request('POST /meal-plans/:id/calendar-feed', { params })
    setBusy(false)
    if (!result.success) return
    setUrl(result.data.url)
    await refreshMealPlan(queryClient, plan.id)
  }

  const stop = async () => {
    setBusy(true)
    const result = await request('DELETE /meal-plans/:id/calendar-feed', { params })
    setBusy(false)
    if (!result.success) return
    setUrl(null)
    await refreshMealPlan(queryClient, plan.id)
  }

  return (
    <Modal opened={opened} onClose={close} title={t('mealPlans.feed.title')} size="lg">
      <Stack gap="md">
        <Text size="sm">{t('mealPlans.feed.explain')}</Text>
        {url && (
          <Stack gap="xs" data-testid="feed-url">
            <TextInput
              label={t('mealPlans.feed.address')}
              description={t('mealPlans.feed.onlyNow')}
              value={url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <Group gap="xs">
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="default" onClick={copy}>
                    {copied ? t('mealPlans.feed.copied') : t('mealPlans.feed.copy')}
                  </Button>
                )}
              </CopyButton>
              <Anchor href={webcalUrl(url)} size="sm">
                {t('mealPlans.feed.open')}
              </Anchor>
            </Group>
          </Stack>
        )}
        {!url && plan.hasCalendarFeed && (
          <Text size="sm" c="dimmed">
            {t('mealPlans.feed.exists')}
          </Text>
        )}
        {!url && plan.calendarFeedMadeBy && (
          <Text size="sm" c="dimmed" data-testid="feed-maker">
            {t('mealPlans.feed.madeBy', { name: plan.calendarFeedMadeBy.name })}
          </Text>
        )}
        <Group gap="xs">
          <Button onClick={() => void make()} loading={busy}>
            {plan.hasCalendarFeed || url ? t('mealPlans.feed.renew') : t('mealPlans.feed.make')}
          </Button>
          {(plan.hasCalendarFeed || url) && (
            <Button variant="default" c="red" onClick={() => void stop()} disabled={busy}>
              {t('mealPlans.feed.stop')}
            </Button>
          )}
        </Group>
        <Divider />
        <MealTimesForm plan={plan} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

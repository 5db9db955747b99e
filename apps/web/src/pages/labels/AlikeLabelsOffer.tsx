import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { alikeLabelPairs, type AlikeLabels } from '@rosemary/shared'
import type { TLabel } from '@rosemary/shared/contract'
import { IconArrowMerge } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { request } from '../../api/client.ts'
import { toastInfo } from '../../app/notify.ts'
import { refreshRecipeData } from '../../data/recipes.ts'
import { readJson, writeJson } from '../../lib/local-storage.ts'

/** Pairs someone said are not the same, by their labels' ids: kept on this device. */
const DISMISSED_KEY = 'dismissedAlikeLabels'

const pairKey = ({ source, target }: AlikeLabels<TLabel>) => [source.id, target.id].sort().join(':')

/**
 * Look-alike labels ("dessert" and "desserts") offered for merging, one button each, through the same merge
 * endpoint as the merge dialog; a pair can be dismissed for good.
 */
export function AlikeLabelsOffer({ labels }: { labels: TLabel[] }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const headingId = useId()
  const [dismissed, setDismissed] = useState(() => new Set(readJson<string[]>(DISMISSED_KEY, [])))
  const [busy, setBusy] = useState<string | null>(null)
  const pairs = alikeLabelPairs(labels).filter((pair) => !dismissed.has(pairKey(pair)))
  if (pairs.length === 0) return null

  const dismiss = (pair: AlikeLabels<TLabel>) => {
    const next = new Set(dismissed).add(pairKey(pair))
    writeJson(DISMISSED_KEY, [...next])
    setDismissed(next)
  }

  const merge = async ({ source, target }: AlikeLabels<TLabel>) => {
    setBusy(source.id)
    // A label merged or deleted elsewhere meanwhile: the refreshed list tells what is left.
    const result = await request(
      'POST /labels/merge',
      { body: { sourceLabelId: source.id, targetLabelId: target.id } },
      { 404: () => undefined },
    )
    await refreshRecipeData(queryClient)
    setBusy(null)
    if (result.success) toastInfo(t('labels.merged', { label: source.title, target: result.data.title }))
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId} data-testid="alike-labels">
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('alikeLabels.heading')}
        </Title>
        <Text size="sm">{t('alikeLabels.explain')}</Text>
        {pairs.map((pair) => {
          const names = { source: pair.source.title, target: pair.target.title }
          return (
            <Group key={pairKey(pair)} justify="space-between" gap="xs" data-alike={pairKey(pair)}>
              <Text fw={500}>{t('alikeLabels.pair', names)}</Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  leftSection={<IconArrowMerge size={16} />}
                  loading={busy === pair.source.id}
                  disabled={busy !== null && busy !== pair.source.id}
                  onClick={() => void merge(pair)}
                >
                  {t('alikeLabels.merge', names)}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t('alikeLabels.dismissName', names)}
                  onClick={() => dismiss(pair)}
                >
                  {t('alikeLabels.dismiss')}
                </Button>
              </Group>
            </Group>
          )
        })}
      </Stack>
    </Paper>
  )
}

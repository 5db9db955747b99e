import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { request } from '../../api/client.ts'
import { toastInfo } from '../../app/notify.ts'
import { refreshRecipeData, useLabels } from '../../data/recipes.ts'

/** Deletes every recipe that carries any of the chosen labels, after saying how many that is at most. */
export function DeleteByLabelsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const labels = useLabels()
  const [chosen, setChosen] = useState<string[]>([])
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const chosenLabels = labels.data?.filter((label) => chosen.includes(label.id)) ?? []
  const atMost = chosenLabels.reduce((sum, label) => sum + label.recipeCount, 0)

  const close = () => {
    setChosen([])
    setConfirming(false)
    onClose()
  }

  const remove = async () => {
    setBusy(true)
    const result = await request('POST /recipes/delete-by-labelIds', { body: { labelIds: chosen } })
    setBusy(false)
    if (!result.success) return
    await refreshRecipeData(queryClient)
    toastInfo(t('list.deleted', { count: result.data.deleted }))
    close()
  }

  return (
    <Modal opened={opened} onClose={close} title={t('list.deleteByLabels')} centered>
      {confirming ? (
        <Text mb="md">
          {t('list.deleteByLabelsConfirm', {
            count: atMost,
            labels: chosenLabels.map((label) => label.title).join(', '),
          })}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={320} mb="md">
          <Stack gap={6}>
            {labels.data?.length === 0 && <Text c="dimmed">{t('labels.empty')}</Text>}
            {labels.data?.map((label) => (
              <Checkbox
                key={label.id}
                label={`${label.title} (${label.recipeCount})`}
                checked={chosen.includes(label.id)}
                onChange={() =>
                  setChosen((current) =>
                    current.includes(label.id)
                      ? current.filter((id) => id !== label.id)
                      : [...current, label.id],
                  )
                }
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          {t('common.cancel')}
        </Button>
        {confirming ? (
          <Button
            color="red"
            loading={busy}
            onClick={() => void remove()}
            data-testid="confirm-delete-by-labels"
          >
            {t('common.delete')}
          </Button>
        ) : (
          <Button color="red" disabled={chosen.length === 0} onClick={() => setConfirming(true)}>
            {t('common.continue')}
          </Button>
        )}
      </Group>
    </Modal>
  )
}

import { Button, Group, Modal, Paper, Text, TextInput } from '@mantine/core'
import { IconTag, IconTrash, IconX } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { request } from '../../api/client.ts'
import { toastInfo } from '../../app/notify.ts'
import { refreshRecipeData, useLabels } from '../../data/recipes.ts'
import classes from './SelectionBar.module.css'

interface SelectionBarProps {
  selected: ReadonlySet<string>
  onDone: () => void
}

/** Multi-select mode: label or delete the chosen recipes, each after a confirmation. */
export function SelectionBar({ selected, onDone }: SelectionBarProps) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const labels = useLabels()
  const [dialog, setDialog] = useState<'label' | 'delete' | null>(null)
  const [title, setTitle] = useState('')
  const [busy, setBusy] = useState(false)
  const ids = [...selected]

  const finish = async (message: string) => {
    await refreshRecipeData(queryClient)
    setBusy(false)
    setDialog(null)
    toastInfo(message)
    onDone()
  }

  const addLabel = async () => {
    setBusy(true)
    const result = await request('POST /labels', { body: { title, recipeIds: ids } })
    if (result.success) await finish(t('list.labelAdded', { label: result.data.title, count: ids.length }))
    else setBusy(false)
  }

  const remove = async () => {
    setBusy(true)
    const result = await request('POST /recipes/delete-bulk', { body: { recipeIds: ids } })
    if (result.success) await finish(t('list.deleted', { count: result.data.deleted }))
    else setBusy(false)
  }

  return (
    <Paper className={classes.bar} shadow="md" p="xs" data-testid="selection-bar">
      {/* The count above the buttons on a phone: side by side they are wider than 390 px. */}
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {t('list.selectedCount', { count: ids.length })}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconTag size={14} />}
            disabled={ids.length === 0}
            onClick={() => setDialog('label')}
          >
            {t('list.addLabel')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} />}
            disabled={ids.length === 0}
            onClick={() => setDialog('delete')}
          >
            {t('common.delete')}
          </Button>
          <Button size="xs" variant="subtle" leftSection={<IconX size={14} />} onClick={onDone}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Group>
      <Modal
        opened={dialog === 'label'}
        onClose={() => setDialog(null)}
        title={t('list.addLabelTitle', { count: ids.length })}
        centered
      >
        <TextInput
          label={t('list.labelName')}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          list="existing-labels"
          data-autofocus
        />
        <datalist id="existing-labels">
          {labels.data?.map((label) => (
            <option key={label.id} value={label.title} />
          ))}
        </datalist>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDialog(null)}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void addLabel()} loading={busy} disabled={title.trim().length === 0}>
            {t('list.addLabel')}
          </Button>
        </Group>
      </Modal>
      <Modal
        opened={dialog === 'delete'}
        onClose={() => setDialog(null)}
        title={t('list.deleteTitle', { count: ids.length })}
        centered
      >
        <Text mb="md">{t('list.deleteBody')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDialog(null)}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            onClick={() => void remove()}
            loading={busy}
            data-testid="confirm-delete-selected"
          >
            {t('common.delete')}
          </Button>
        </Group>
      </Modal>
    </Paper>
  )
}

import { Button, Group, Modal, Select, Text, TextInput } from '@mantine/core'
import type { TLabel } from '@rosemary/shared/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { request } from '../../api/client.ts'
import { toastInfo } from '../../app/notify.ts'
import { refreshRecipeData } from '../../data/recipes.ts'

export type LabelAction = { kind: 'rename' | 'merge' | 'delete'; label: TLabel }

interface LabelDialogsProps {
  action: LabelAction | null
  labels: TLabel[]
  onClose: () => void
}

/** The rename, merge and delete dialogs of the labels page. */
export function LabelDialogs({ action, labels, onClose }: LabelDialogsProps) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [title, setTitle] = useState('')
  const [target, setTarget] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const close = () => {
    setTitle('')
    setTarget(null)
    setError(null)
    onClose()
  }

  const done = async (message: string) => {
    await refreshRecipeData(queryClient)
    setBusy(false)
    toastInfo(message)
    close()
  }

  const run = async () => {
    if (!action) return
    setBusy(true)
    const { label } = action
    if (action.kind === 'rename') {
      const result = await request(
        'PUT /labels/:id',
        { params: { id: label.id }, body: { title } },
        {
          409: () => setError(t('labels.exists')),
          400: (failure) => setError(failure.data?.error.fields?.title ?? t('errors.unexpected')),
        },
      )
      if (result.success) await done(t('labels.renamed', { label: result.data.title }))
      else setBusy(false)
    } else if (action.kind === 'merge' && target) {
      const result = await request('POST /labels/merge', {
        body: { sourceLabelId: label.id, targetLabelId: target },
      })
      if (result.success) await done(t('labels.merged', { label: label.title, target: result.data.title }))
      else setBusy(false)
    } else if (action.kind === 'delete') {
      const result = await request('DELETE /labels/:id', { params: { id: label.id } })
      if (result.success) await done(t('labels.deleted', { label: label.title }))
      else setBusy(false)
    }
  }

  const others = labels.filter((label) => label.id !== action?.label.id)
  const ready =
    action?.kind === 'rename' ? title.trim().length > 0 : action?.kind === 'merge' ? target !== null : true

  return (
    <Modal
      opened={action !== null}
      onClose={close}
      centered
      title={action ? t(`labels.${action.kind}Title`, { label: action.label.title }) : ''}
    >
      {action?.kind === 'rename' && (
        <TextInput
          label={t('labels.newName')}
          placeholder={action.label.title}
          value={title}
          error={error}
          onChange={(event) => setTitle(event.currentTarget.value)}
          data-autofocus
        />
      )}
      {action?.kind === 'merge' && (
        <>
          <Text size="sm" mb="sm">
            {t('labels.mergeExplain', { label: action.label.title })}
          </Text>
          <Select
            label={t('labels.mergeInto')}
            data={others.map((label) => ({ value: label.id, label: label.title }))}
            value={target}
            onChange={setTarget}
            searchable
          />
        </>
      )}
      {action?.kind === 'delete' && (
        <Text>{t('labels.deleteExplain', { count: action.label.recipeCount })}</Text>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={close}>
          {t('common.cancel')}
        </Button>
        <Button
          color={action?.kind === 'delete' ? 'red' : undefined}
          loading={busy}
          disabled={!ready}
          onClick={() => void run()}
          data-testid="confirm-label-action"
        >
          {action ? t(`labels.${action.kind}`) : ''}
        </Button>
      </Group>
    </Modal>
  )
}

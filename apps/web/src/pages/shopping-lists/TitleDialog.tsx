import { Button, Group, Modal, TextInput } from '@mantine/core'
import { MAX_PLANNING_TITLE_LENGTH } from '@rosemary/shared/contract'
import { type SyntheticEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'

interface TitleDialogProps {
  title: string
  label: string
  initial: string
  onSave: (value: string) => Promise<string | null> | string | null
  onClose: () => void
}

/** A new title for an item or a list; `onSave` resolves to a problem to show, or null when done. */
export function TitleDialog({ title, label, initial, onSave, onClose }: TitleDialogProps) {
  const { t } = useTranslation()
  const [value, setValue] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault()
    if (value.trim() === '') {
      setError(t('shopping.titleNeeded'))
      return
    }
    setBusy(true)
    const problem = await onSave(value.trim())
    setBusy(false)
    if (problem) setError(problem)
    else onClose()
  }

  return (
    <Modal opened onClose={onClose} centered title={title}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextInput
          label={label}
          value={value}
          maxLength={MAX_PLANNING_TITLE_LENGTH}
          error={error}
          onChange={(event) => {
            setValue(event.currentTarget.value)
            setError(null)
          }}
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('common.save')}
          </Button>
        </Group>
      </form>
    </Modal>
  )
}

import { Button, Group, Modal, Stack, TextInput } from '@mantine/core'
import { MAX_PLANNING_TITLE_LENGTH } from '@rosemary/shared/contract'
import { type SyntheticEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'

interface TitleDialogProps {
  opened: boolean
  title: string
  label: string
  submitLabel: string
  initial?: string
  /** Resolves to a problem to show, or null when done. */
  onSubmit: (title: string) => Promise<string | null>
  onClose: () => void
}

/** Asks for a plan's title: to create one, or to rename it. */
export function TitleDialog({ opened, title, onClose, ...form }: TitleDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <TitleForm {...form} onClose={onClose} />
    </Modal>
  )
}

function TitleForm({
  label,
  submitLabel,
  initial = '',
  onSubmit,
  onClose,
}: Omit<TitleDialogProps, 'opened' | 'title'>) {
  const { t } = useTranslation()
  const [value, setValue] = useState(initial)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault()
    if (value.trim() === '') {
      setProblem(t('mealPlans.titleNeeded'))
      return
    }
    setBusy(true)
    const found = await onSubmit(value.trim())
    setBusy(false)
    if (found) setProblem(found)
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={label}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          maxLength={MAX_PLANNING_TITLE_LENGTH}
          error={problem}
          required
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

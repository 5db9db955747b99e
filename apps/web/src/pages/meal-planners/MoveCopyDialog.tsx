import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { type SyntheticEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'

export interface MoveCopyTarget {
  mode: 'move' | 'copy'
  itemIds: string[]
  /** The day offered first. */
  from: string
}

interface MoveCopyDialogProps {
  target: MoveCopyTarget | null
  onClose: () => void
  onDone: (mode: MoveCopyTarget['mode'], itemIds: string[], date: string) => Promise<boolean>
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * "Move to…" and "Copy to…": a date field, the keyboard's way to do what dragging does, and the only way
 * to copy.
 */
export function MoveCopyDialog({ target, onClose, onDone }: MoveCopyDialogProps) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? t(`mealPlans.${target.mode}Title`, { count: target.itemIds.length }) : ''}
      centered
    >
      {target && <DateForm target={target} onClose={onClose} onDone={onDone} />}
    </Modal>
  )
}

function DateForm({ target, onClose, onDone }: MoveCopyDialogProps & { target: MoveCopyTarget }) {
  const { t } = useTranslation()
  const [date, setDate] = useState(target.from)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault()
    if (!DATE.test(date)) {
      setProblem(t('mealPlans.dateNeeded'))
      return
    }
    setBusy(true)
    const done = await onDone(target.mode, target.itemIds, date)
    setBusy(false)
    if (done) onClose()
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t(`mealPlans.${target.mode}Hint`)}</Text>
        <TextInput
          type="date"
          label={t('mealPlans.date')}
          value={date}
          onChange={(event) => setDate(event.currentTarget.value)}
          error={problem}
          required
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t(`mealPlans.${target.mode}`)}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

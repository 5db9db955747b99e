import { Button, Group, Modal, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

interface ConfirmDialogProps {
  title: string
  body: string
  confirm: string
  onConfirm: () => Promise<unknown>
  onClose: () => void
}

/** A yes-or-no question before something that cannot be undone. */
export function ConfirmDialog({ title, body, confirm, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  return (
    <Modal opened onClose={onClose} centered title={title}>
      <Text size="sm">{body}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          color="red"
          loading={busy}
          onClick={() => {
            setBusy(true)
            void onConfirm().finally(() => setBusy(false))
          }}
        >
          {confirm}
        </Button>
      </Group>
    </Modal>
  )
}

import { Button, Group, Modal, Paper, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { request } from '../../api/client.ts'
import { clearPendingChanges } from '../../app/leave-guard.tsx'
import { toastInfo } from '../../app/notify.ts'
import { setToken } from '../../auth/session.ts'

export function DeleteAccountSection() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)

  const remove = async () => {
    setBusy(true)
    const result = await request('DELETE /users/')
    setBusy(false)
    if (!result.success) return
    setConfirming(false)
    clearPendingChanges()
    setToken(null)
    await navigate('/welcome')
    toastInfo(t('account.delete.done'))
  }

  return (
    <Paper withBorder p="md" radius="md" style={{ borderColor: 'var(--mantine-color-red-4)' }}>
      <Title order={2} size="h4" mb={4}>
        {t('account.delete.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('account.delete.hint')}
      </Text>
      <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
        {t('account.delete.button')}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('account.delete.confirmTitle')}
        centered
      >
        <Text mb="md">{t('account.delete.confirmBody')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={busy}
            onClick={() => void remove()}
            data-testid="confirm-delete-account"
          >
            {t('account.delete.confirm')}
          </Button>
        </Group>
      </Modal>
    </Paper>
  )
}

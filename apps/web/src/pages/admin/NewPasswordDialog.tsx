import { Button, CopyButton, Group, Modal, Text, TextInput } from '@mantine/core'
import type { TAdminUser } from '@rosemary/shared/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { request } from '../../api/client.ts'

/** Asks first (the account's sessions end), then shows the new password this once, to copy and pass on. */
export function NewPasswordDialog(props: { user: TAdminUser; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const [password, setPassword] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const close = () => {
    setPassword(null)
    props.onClose()
  }

  const reset = async () => {
    setBusy(true)
    const result = await request('POST /admin/users/:id/password', { params: { id: props.user.id } })
    setBusy(false)
    if (result.success) setPassword(result.data.password)
  }

  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={t('admin.password.title', { name: props.user.name })}
      centered
    >
      {password === null ? (
        <>
          <Text mb="md">{t('admin.password.confirm', { email: props.user.email })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button loading={busy} onClick={() => void reset()}>
              {t('admin.password.make')}
            </Button>
          </Group>
        </>
      ) : (
        <>
          <TextInput
            label={t('admin.password.shown')}
            description={t('admin.password.once')}
            value={password}
            readOnly
            data-testid="new-password"
            onFocus={(event) => event.currentTarget.select()}
            mb="md"
          />
          <Group justify="flex-end">
            <CopyButton value={password}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? t('admin.copied') : t('admin.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={close}>{t('common.close')}</Button>
          </Group>
        </>
      )}
    </Modal>
  )
}

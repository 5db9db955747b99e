import { Switch, Title } from '@mantine/core'
import type { TAdminSettings } from '@rosemary/shared/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { request } from '../../api/client.ts'
import { loadInstance } from '../../app/instance.ts'
import { toastInfo } from '../../app/notify.ts'
import { ADMIN_SETTINGS_KEY } from './admin-queries.ts'

/** Whether anyone may make an account here: over REGISTRATION_ENABLED once changed. */
export function RegistrationSwitch({ settings }: { settings: TAdminSettings }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)

  const change = async (registrationEnabled: boolean) => {
    setBusy(true)
    const result = await request('PUT /admin/settings', { body: { registrationEnabled } })
    setBusy(false)
    if (!result.success) return
    queryClient.setQueryData(ADMIN_SETTINGS_KEY, result.data)
    // The sign-in page of this app follows at once.
    void loadInstance()
    toastInfo(
      result.data.registrationEnabled ? t('admin.registration.opened') : t('admin.registration.closed'),
    )
  }

  return (
    <section>
      <Title order={2} size="h4" mb="sm">
        {t('admin.registration.title')}
      </Title>
      <Switch
        label={t('admin.registration.label')}
        description={t('admin.registration.description')}
        checked={settings.registrationEnabled}
        disabled={busy}
        onChange={(event) => void change(event.currentTarget.checked)}
        data-testid="registration-switch"
      />
    </section>
  )
}

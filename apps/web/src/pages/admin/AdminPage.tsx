/** Admin (#/admin): the accounts of this server and whether new ones may be made. Administrators only. */
import { Alert, Divider, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Page } from '../../components/Page.tsx'
import { AdminUsers } from './AdminUsers.tsx'
import { ADMIN_SETTINGS_KEY, loadAdminSettings } from './admin-queries.ts'
import { RegistrationSwitch } from './RegistrationSwitch.tsx'

export default function AdminPage() {
  const { t } = useTranslation()
  const settings = useQuery({ queryKey: ADMIN_SETTINGS_KEY, queryFn: loadAdminSettings, retry: false })

  return (
    <Page title={t('admin.title')} size="md">
      {settings.isError ? (
        <Alert color="gray" title={t('admin.onlyAdmins.title')}>
          {t('admin.onlyAdmins.body')}
        </Alert>
      ) : (
        <Stack gap="lg">
          {settings.data && <RegistrationSwitch settings={settings.data} />}
          <Divider />
          <AdminUsers />
        </Stack>
      )}
    </Page>
  )
}

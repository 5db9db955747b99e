import { Loader, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { request, unwrap } from '../../api/client.ts'
import { resetLinkStore } from '../../auth/reset-link.ts'
import { Page } from '../../components/Page.tsx'
import { useStore } from '../../lib/store.ts'
import { ME_QUERY_KEY } from './account-query.ts'
import { DeleteAccountSection } from './DeleteAccountSection.tsx'
import { DetailsSection } from './DetailsSection.tsx'
import { PasswordSection } from './PasswordSection.tsx'
import { changePassword } from './password-saving.ts'
import { ResetPasswordSection } from './ResetPasswordSection.tsx'

/** Name, email and password, and deleting the account. The forgot-password link lands here. */
export default function AccountPage() {
  const { t } = useTranslation()
  const resetToken = useStore(resetLinkStore)
  return (
    <Page title={t('account.title')}>
      {resetToken ? <ResetPasswordSection token={resetToken} /> : <AccountSections />}
    </Page>
  )
}

function AccountSections() {
  const { t } = useTranslation()
  const me = useQuery({ queryKey: ME_QUERY_KEY, queryFn: async () => unwrap(await request('GET /users/')) })
  return (
    <Stack gap="xl">
      {me.isPending && <Loader />}
      {me.isError && <Text c="red">{t('account.loadFailed')}</Text>}
      {me.data && (
        <>
          <DetailsSection me={me.data} />
          <PasswordSection autoFocus={false} askCurrent save={changePassword} />
          <DeleteAccountSection />
        </>
      )}
    </Stack>
  )
}

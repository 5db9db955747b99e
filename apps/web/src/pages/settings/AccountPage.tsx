import { Loader, Stack, Text } from '@mantine/core'
import type { TMe } from '@rosemary/shared/contract'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { request, unwrap } from '../../api/client.ts'
import { resetLinkStore } from '../../auth/reset-link.ts'
import { useInstance } from '../../app/instance.ts'
import { Page } from '../../components/Page.tsx'
import { useStore } from '../../lib/store.ts'
import { ME_QUERY_KEY } from './account-query.ts'
import { DeleteAccountSection } from './DeleteAccountSection.tsx'
import { DetailsSection } from './DetailsSection.tsx'
import { PasswordSection } from './PasswordSection.tsx'
import { changePassword, setFirstPassword } from './password-saving.ts'
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
          <AccountPassword me={me.data} />
          <DeleteAccountSection />
        </>
      )}
    </Stack>
  )
}

/**
 * A change of password; or, for an account made through the identity provider, a first one, which then
 * signs in without the provider too (not offered while this server signs in through the provider only).
 */
function AccountPassword({ me }: { me: TMe }) {
  const queryClient = useQueryClient()
  const passwordSignIn = useInstance()?.signIn.password !== false
  if (me.hasPassword) return <PasswordSection autoFocus={false} kind="change" save={changePassword} />
  if (!passwordSignIn) return null
  const save = setFirstPassword(
    (saved) => queryClient.setQueryData(ME_QUERY_KEY, saved),
    () => void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  )
  return <PasswordSection autoFocus={false} kind="first" save={save} />
}

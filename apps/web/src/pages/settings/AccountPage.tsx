import { Alert, Loader, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { request, unwrap } from '../../api/client.ts'
import { Page } from '../../components/Page.tsx'
import { ME_QUERY_KEY } from './account-query.ts'
import { DeleteAccountSection } from './DeleteAccountSection.tsx'
import { DetailsSection } from './DetailsSection.tsx'
import { PasswordSection } from './PasswordSection.tsx'

/** Name, email and password, and deleting the account. The forgot-password link lands here. */
export default function AccountPage() {
  const { t } = useTranslation()
  const [searchParams] = useSearchParams()
  const signedInByLink = searchParams.has('signedInByLink')
  const me = useQuery({ queryKey: ME_QUERY_KEY, queryFn: async () => unwrap(await request('GET /users/')) })

  return (
    <Page title={t('account.title')}>
      <Stack gap="xl">
        {signedInByLink && (
          <Alert color="yellow" title={t('account.signedInByLink.title')} data-testid="signed-in-by-link">
            {t('account.signedInByLink.body')}
          </Alert>
        )}
        {me.isPending && <Loader />}
        {me.isError && <Text c="red">{t('account.loadFailed')}</Text>}
        {me.data && (
          <>
            <DetailsSection me={me.data} />
            <PasswordSection autoFocus={signedInByLink} />
            <DeleteAccountSection />
          </>
        )}
      </Stack>
    </Page>
  )
}

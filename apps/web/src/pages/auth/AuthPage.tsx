import { Paper, Stack, Title } from '@mantine/core'
import type { AuthMode } from '@rosemary/shared'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import { AuthForm } from '../../auth/AuthForm.tsx'
import { SelfHostedBanner } from '../../auth/SelfHostedNotices.tsx'
import { Logo } from '../../components/Logo.tsx'
import { Page } from '../../components/Page.tsx'
import { HOME_PATH } from '../../app/home-path.ts'
import { useInstance } from '../../app/instance.ts'
import { useState } from 'react'
import { OidcError, oidcReason, OidcReturn } from './OidcReturn.tsx'

/** Only in-app paths may follow a login, so a crafted link cannot send someone to another site. */
export function safeRedirect(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') ? value : HOME_PATH
}

/** The provider's way back starts afresh for each address: a new code or error is a new return. */
export default function AuthPage() {
  const { authType } = useParams()
  const [searchParams] = useSearchParams()
  return <AuthPageContent key={authType === 'oidc' ? searchParams.toString() : 'form'} />
}

function AuthPageContent() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { authType } = useParams()
  const [searchParams] = useSearchParams()
  const mode: AuthMode = authType === 'register' ? 'register' : 'login'
  const title = mode === 'register' ? t('auth.register.title') : t('auth.login.title')
  const selfHosted = useInstance()?.selfHosted === true
  // The identity provider's way back: a code to trade for a session, or why there is none.
  const oidcReturn = authType === 'oidc'
  const [oidcCode, setOidcCode] = useState(oidcReturn ? searchParams.get('code') : null)
  const [oidcFailure, setOidcFailure] = useState(() => {
    const error = oidcReturn ? searchParams.get('error') : null
    return error === null ? null : oidcReason(error)
  })

  const changeMode = (next: AuthMode) => {
    const query = searchParams.toString()
    void navigate(`/auth/${next}${query ? `?${query}` : ''}`, { replace: true })
  }

  return (
    <Page title={title} size="xs">
      {selfHosted ? (
        // The self-hosted variant's first warning stands where the logo would (spec §1).
        <Stack mb="lg">
          <SelfHostedBanner />
        </Stack>
      ) : (
        <Stack align="center" mb="lg" gap="xs">
          <Logo size={64} />
          <Title order={2} size="h3">
            {t('app.name')}
          </Title>
        </Stack>
      )}
      {oidcFailure && <OidcError reason={oidcFailure} />}
      <Paper withBorder p="lg" radius="md">
        {oidcCode ? (
          <OidcReturn
            code={oidcCode}
            onFailed={(reason) => {
              setOidcCode(null)
              setOidcFailure(reason)
            }}
          />
        ) : (
          <AuthForm
            key={mode}
            initialMode={mode}
            onModeChange={changeMode}
            onAuthenticated={() =>
              void navigate(safeRedirect(searchParams.get('redirect')), { replace: true })
            }
          />
        )}
      </Paper>
    </Page>
  )
}

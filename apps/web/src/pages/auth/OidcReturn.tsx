/**
 * The way back from the identity provider: /#/auth/oidc?code=… is traded once for a session (the code,
 * in the fragment, never reaches a server log), then the recipe list; ?error=… is said in words.
 */
import { Alert, Group, Loader, Text } from '@mantine/core'
import { OIDC_ERRORS } from '@rosemary/shared/contract'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { request } from '../../api/client.ts'
import { HOME_PATH } from '../../app/home-path.ts'
import { completeAuth } from '../../auth/auth-actions.ts'

type Reason = (typeof OIDC_ERRORS)[number] | 'expired' | 'unknown'

export function oidcReason(error: string): Reason {
  return (OIDC_ERRORS as readonly string[]).includes(error) ? (error as Reason) : 'unknown'
}

export function OidcError({ reason }: { reason: Reason }) {
  const { t } = useTranslation()
  return (
    <Alert color="red" title={t('auth.oidc.failed')} role="alert" mb="md">
      {t(`auth.oidc.errors.${reason}`)}
    </Alert>
  )
}

export function OidcReturn({ code, onFailed }: { code: string; onFailed: (reason: Reason) => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const traded = useRef(false)
  const [busy, setBusy] = useState(true)

  useEffect(() => {
    // Once: the code works once, and a second try would only report it used.
    if (traded.current) return
    traded.current = true
    void request('POST /auth/oidc/session', { body: { code } }, { 401: () => onFailed('expired') }).then(
      (result) => {
        setBusy(false)
        if (!result.success) return
        completeAuth(result.data)
        void navigate(HOME_PATH, { replace: true })
      },
    )
  }, [code, navigate, onFailed])

  return busy ? (
    <Group justify="center" role="status">
      <Loader size="sm" aria-hidden />
      <Text>{t('auth.oidc.signingIn')}</Text>
    </Group>
  ) : null
}

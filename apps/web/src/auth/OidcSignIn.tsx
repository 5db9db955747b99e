import { Button } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { apiUrl } from '../api/browser-url.ts'

/**
 * "Sign in with …": a plain link, since the server sends the browser on to the provider and the provider
 * sends it back (to /#/auth/oidc).
 */
export function OidcSignIn({ name }: { name: string }) {
  const { t } = useTranslation()
  return (
    <Button component="a" href={apiUrl('/auth/oidc/start')} variant="default" fullWidth>
      {t('auth.oidc.button', { name })}
    </Button>
  )
}

import { Alert, Anchor, Stack } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PasswordSection } from './PasswordSection.tsx'
import { resetPasswordWith } from './password-saving.ts'

/**
 * What a forgot-password link opens: the new password, and nothing else of the account until it is set.
 * Setting it signs in, with a new session (completeAuth also lets go of the link). A link that no longer
 * works says so, and points to the login page, where another can be asked for.
 */
export function ResetPasswordSection({ token }: { token: string }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [unusable, setUnusable] = useState(false)

  if (unusable) {
    return (
      <Alert color="red" title={t('account.resetLink.title')} data-testid="reset-link-unusable">
        {t('account.resetLink.unusable')}{' '}
        <Anchor component={Link} to="/auth/login">
          {t('auth.login.title')}
        </Anchor>
      </Alert>
    )
  }
  const reset = resetPasswordWith(token, () => setUnusable(true))
  return (
    <Stack gap="xl">
      <Alert color="yellow" title={t('account.resetLink.title')} data-testid="reset-link">
        {t('account.resetLink.body')}
      </Alert>
      <PasswordSection
        autoFocus
        kind="reset"
        save={(change, showProblem) => {
          // Whatever an earlier session of this browser loaded may not be this account's. (Cleared now:
          // once signed in, the account's own sections are already loading.)
          queryClient.clear()
          return reset(change, showProblem)
        }}
      />
    </Stack>
  )
}

import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { MIN_PASSWORD_LENGTH } from '@rosemary/shared'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PasswordField } from '../../components/PasswordField.tsx'
import { usePendingChanges } from '../../app/leave-guard.tsx'
import type { SavePassword } from './password-saving.ts'

/** A new password, typed twice; `save` decides how it is saved (changed, or set through a reset link). */
export function PasswordSection({ autoFocus, save }: { autoFocus: boolean; save: SavePassword }) {
  const { t } = useTranslation()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  usePendingChanges(password.length > 0 || confirm.length > 0)

  const submit = async () => {
    const problem =
      password.length < MIN_PASSWORD_LENGTH
        ? t('auth.problems.passwordTooShort')
        : password !== confirm
          ? t('auth.problems.passwordsDoNotMatch')
          : null
    setError(problem)
    if (problem) return
    setBusy(true)
    const saved = await save(password, setError)
    setBusy(false)
    if (!saved) return
    setPassword('')
    setConfirm('')
  }

  return (
    <section>
      <Title order={2} size="h4" mb={4}>
        {t('account.password.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('account.password.hint')}
      </Text>
      <Stack gap="sm">
        <PasswordField
          label={t('account.password.new')}
          value={password}
          autoComplete="new-password"
          data-autofocus={autoFocus || undefined}
          autoFocus={autoFocus}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <PasswordField
          label={t('auth.fields.confirmPassword')}
          value={confirm}
          error={error}
          autoComplete="new-password"
          onChange={(event) => setConfirm(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button onClick={() => void submit()} disabled={password.length === 0} loading={busy}>
            {t('account.password.save')}
          </Button>
        </Group>
      </Stack>
    </section>
  )
}

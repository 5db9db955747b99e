import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { MIN_PASSWORD_LENGTH } from '@rosemary/shared'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PasswordField } from '../../components/PasswordField.tsx'
import { usePendingChanges } from '../../app/leave-guard.tsx'
import type { PasswordProblem, SavePassword } from './password-saving.ts'

/**
 * How the password is set: a `change` while signed in asks for the current one; a `reset` link proves the
 * mailbox instead; the `first` password of an account made through the identity provider has none to ask.
 */
export type PasswordKind = 'change' | 'reset' | 'first'

/** A new password, typed twice, and the current one for a change; `save` decides how it is saved. */
export function PasswordSection({
  autoFocus,
  kind,
  save,
}: {
  autoFocus: boolean
  kind: PasswordKind
  save: SavePassword
}) {
  const { t } = useTranslation()
  const askCurrent = kind === 'change'
  const first = kind === 'first'
  const [current, setCurrent] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<{ current?: string; new?: string }>({})
  const [busy, setBusy] = useState(false)
  usePendingChanges(current.length > 0 || password.length > 0 || confirm.length > 0)

  const showProblem = (problem: PasswordProblem) => setErrors({ [problem.field]: problem.message })

  const submit = async () => {
    const problem: PasswordProblem | null =
      askCurrent && current.length === 0
        ? { field: 'current', message: t('account.currentPassword.missing') }
        : password.length < MIN_PASSWORD_LENGTH
          ? { field: 'new', message: t('auth.problems.passwordTooShort') }
          : password !== confirm
            ? { field: 'new', message: t('auth.problems.passwordsDoNotMatch') }
            : null
    setErrors({})
    if (problem) {
      showProblem(problem)
      return
    }
    setBusy(true)
    const saved = await save({ password, currentPassword: current }, showProblem)
    setBusy(false)
    if (!saved) return
    setCurrent('')
    setPassword('')
    setConfirm('')
  }

  return (
    <section>
      <Title order={2} size="h4" mb={4}>
        {t(first ? 'account.firstPassword.title' : 'account.password.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t(first ? 'account.firstPassword.hint' : 'account.password.hint')}
      </Text>
      <Stack gap="sm">
        {askCurrent && (
          <PasswordField
            label={t('account.currentPassword.label')}
            value={current}
            error={errors.current}
            autoComplete="current-password"
            onChange={(event) => setCurrent(event.currentTarget.value)}
          />
        )}
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
          error={errors.new}
          autoComplete="new-password"
          onChange={(event) => setConfirm(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button onClick={() => void submit()} disabled={password.length === 0} loading={busy}>
            {t(first ? 'account.firstPassword.save' : 'account.password.save')}
          </Button>
        </Group>
      </Stack>
    </section>
  )
}

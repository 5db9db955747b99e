import { Anchor, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core'
import { type AuthForm as AuthFormValues, type AuthMode, findAuthFormProblem } from '@rosemary/shared'
import { type KeyboardEvent, useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { PasswordField } from '../components/PasswordField.tsx'
import { Link } from 'react-router'
import { request, type StatusHandlers } from '../api/client.ts'
import { useInstance } from '../app/instance.ts'
import { toastAuth } from '../app/notify.ts'
import { completeAuth } from './auth-actions.ts'
import { deviceTokens } from './device-tokens.ts'
import { SelfHostedReminder } from './SelfHostedNotices.tsx'
import { OidcSignIn } from './OidcSignIn.tsx'

interface AuthFormProps {
  initialMode: AuthMode
  onAuthenticated: () => void
  onModeChange?: (mode: AuthMode) => void
  /** Called when the person follows a link out of the form (to ask for a new password). */
  onLeave?: () => void
}

const EMPTY: AuthFormValues = { name: '', email: '', password: '', confirmPassword: '' }

/** Login and registration in one form (spec §2 and §5), used by the auth page and the auth modal. */
export function AuthForm({ initialMode, onAuthenticated, onModeChange, onLeave }: AuthFormProps) {
  const { t } = useTranslation()
  const [mode, setMode] = useState<AuthMode>(initialMode)
  const [form, setForm] = useState(EMPTY)
  const [busy, setBusy] = useState(false)
  const register = mode === 'register'
  // Closed by the operator or an administrator: no way into the sign-up form from here.
  const registrationOpen = useInstance()?.registrationEnabled !== false
  const signIn = useInstance()?.signIn
  const oidc = signIn?.oidc ?? null

  const field = (name: keyof AuthFormValues) => ({
    value: form[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value
      setForm((current) => ({ ...current, [name]: value }))
    },
  })

  const switchMode = () => {
    const next = register ? 'login' : 'register'
    setMode(next)
    onModeChange?.(next)
  }

  const handlers: StatusHandlers = {
    412: () => toastAuth(t('auth.incorrectLogin')),
    406: () => toastAuth(t('auth.emailTaken')),
    403: () => toastAuth(register ? t('auth.registrationClosed') : t('auth.accountDisabled')),
    429: () => toastAuth(t('auth.tooManyAttempts')),
    400: (failure) => toastAuth(Object.values(failure.data?.error.fields ?? {})[0] ?? t('errors.unexpected')),
  }

  const submit = async () => {
    if (busy) return
    const problem = findAuthFormProblem(mode, form)
    if (problem) {
      toastAuth(t(`auth.problems.${problem}`))
      return
    }
    setBusy(true)
    const result = register
      ? await request(
          'POST /users/register',
          { body: { name: form.name, email: form.email, password: form.password } },
          handlers,
        )
      : await request(
          'POST /users/login',
          { body: { email: form.email, password: form.password, deviceTokens: deviceTokens() } },
          handlers,
        )
    setBusy(false)
    if (!result.success) return
    completeAuth(result.data)
    onAuthenticated()
  }

  const submitOnEnter = (when: boolean) => (event: KeyboardEvent) => {
    if (when && event.key === 'Enter') void submit()
  }

  // Passwords off (PASSWORD_SIGNIN=false): the provider is the only way in.
  if (oidc && signIn?.password === false) return <OidcSignIn name={oidc.name} />

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <Stack gap="sm">
        {oidc && (
          <>
            <OidcSignIn name={oidc.name} />
            <Divider label={t('auth.oidc.or')} labelPosition="center" />
          </>
        )}
        {register && <TextInput label={t('auth.fields.name')} autoComplete="name" {...field('name')} />}
        <TextInput label={t('auth.fields.email')} type="email" autoComplete="email" {...field('email')} />
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete={register ? 'new-password' : 'current-password'}
          onKeyDown={submitOnEnter(!register)}
          {...field('password')}
        />
        {register && (
          <PasswordField
            label={t('auth.fields.confirmPassword')}
            autoComplete="new-password"
            onKeyDown={submitOnEnter(register)}
            {...field('confirmPassword')}
          />
        )}
        {register && (
          <Text size="sm" c="dimmed">
            <Trans i18nKey="auth.terms" components={{ legal: <Anchor component={Link} to="/legal" /> }} />
          </Text>
        )}
        <SelfHostedReminder />
        <Button type="button" onClick={() => void submit()} loading={busy} fullWidth>
          {register ? t('auth.submit.register') : t('auth.submit.login')}
        </Button>
        <Group justify="space-between" gap="xs">
          {(register || registrationOpen) && (
            <Anchor component="button" type="button" size="sm" onClick={switchMode}>
              {register ? t('auth.toggle.toLogin') : t('auth.toggle.toRegister')}
            </Anchor>
          )}
          {!register && (
            // Its own page (forgot-password), taking along the address typed here.
            <Anchor
              component={Link}
              to="/forgot-password"
              state={{ email: form.email }}
              size="sm"
              onClick={onLeave}
            >
              {t('auth.forgot.button')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </form>
  )
}

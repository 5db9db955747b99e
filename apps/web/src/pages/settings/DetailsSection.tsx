import { Button, Group, Stack, TextInput, Title } from '@mantine/core'
import type { TMe } from '@rosemary/shared/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { request } from '../../api/client.ts'
import { usePendingChanges } from '../../app/leave-guard.tsx'
import { toastInfo } from '../../app/notify.ts'
import { PasswordField } from '../../components/PasswordField.tsx'
import { ME_QUERY_KEY } from './account-query.ts'
import { currentPasswordHandlers } from './password-saving.ts'

type DetailsErrors = { name?: string; email?: string; currentPassword?: string }

/**
 * Name and email; the leave guard watches them until they are saved. A new email asks for the current
 * password (it could receive a link to set a new one), a new name does not; an account without a password
 * (made through the identity provider) has none to give.
 */
export function DetailsSection({ me }: { me: TMe }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [name, setName] = useState(me.name)
  const [email, setEmail] = useState(me.email)
  const [currentPassword, setCurrentPassword] = useState('')
  const [errors, setErrors] = useState<DetailsErrors>({})
  const [busy, setBusy] = useState(false)
  const emailChanged = email !== me.email
  const askCurrent = emailChanged && me.hasPassword
  const dirty = name !== me.name || emailChanged
  usePendingChanges(dirty)

  const save = async () => {
    setErrors({})
    if (askCurrent && currentPassword === '') {
      setErrors({ currentPassword: t('account.currentPassword.missing') })
      return
    }
    setBusy(true)
    const body = {
      ...(name !== me.name && { name }),
      ...(emailChanged && { email }),
      ...(askCurrent && { currentPassword }),
    }
    const result = await request(
      'PUT /users/',
      { body },
      {
        ...currentPasswordHandlers((message) => setErrors({ currentPassword: message })),
        406: () => setErrors({ email: t('auth.emailTaken') }),
        400: (failure) => setErrors(failure.data?.error.fields ?? {}),
      },
    )
    setBusy(false)
    if (!result.success) return
    queryClient.setQueryData(ME_QUERY_KEY, result.data)
    setName(result.data.name)
    setEmail(result.data.email)
    setCurrentPassword('')
    toastInfo(t('account.details.saved'))
  }

  return (
    <section>
      <Title order={2} size="h4" mb="sm">
        {t('account.details.title')}
      </Title>
      <Stack gap="sm">
        <TextInput
          label={t('auth.fields.name')}
          value={name}
          error={errors.name}
          autoComplete="name"
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <TextInput
          label={t('auth.fields.email')}
          type="email"
          value={email}
          error={errors.email}
          autoComplete="email"
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        {askCurrent && (
          <PasswordField
            label={t('account.currentPassword.label')}
            description={t('account.currentPassword.forEmail')}
            value={currentPassword}
            error={errors.currentPassword}
            autoComplete="current-password"
            onChange={(event) => setCurrentPassword(event.currentTarget.value)}
          />
        )}
        <Group justify="flex-end">
          <Button onClick={() => void save()} disabled={!dirty} loading={busy}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </section>
  )
}

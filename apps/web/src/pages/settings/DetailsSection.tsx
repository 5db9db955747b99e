import { Button, Group, Stack, TextInput, Title } from '@mantine/core'
import type { TMe } from '@rosemary/shared/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { request } from '../../api/client.ts'
import { usePendingChanges } from '../../app/leave-guard.tsx'
import { toastInfo } from '../../app/notify.ts'
import { ME_QUERY_KEY } from './account-query.ts'

/** Name and email; the leave guard watches them until they are saved. */
export function DetailsSection({ me }: { me: TMe }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [name, setName] = useState(me.name)
  const [email, setEmail] = useState(me.email)
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({})
  const [busy, setBusy] = useState(false)
  const dirty = name !== me.name || email !== me.email
  usePendingChanges(dirty)

  const save = async () => {
    setBusy(true)
    setErrors({})
    const body = { ...(name !== me.name && { name }), ...(email !== me.email && { email }) }
    const result = await request(
      'PUT /users/',
      { body },
      {
        406: () => setErrors({ email: t('auth.emailTaken') }),
        400: (failure) => setErrors(failure.data?.error.fields ?? {}),
      },
    )
    setBusy(false)
    if (!result.success) return
    queryClient.setQueryData(ME_QUERY_KEY, result.data)
    setName(result.data.name)
    setEmail(result.data.email)
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
        <Group justify="flex-end">
          <Button onClick={() => void save()} disabled={!dirty} loading={busy}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </section>
  )
}

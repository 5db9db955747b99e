import { Badge, Button, Group, Paper, Text } from '@mantine/core'
import type { TAdminUser, TAdminUserChange } from '@rosemary/shared/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { request } from '../../api/client.ts'
import { toastError } from '../../app/notify.ts'
import { NewPasswordDialog } from './NewPasswordDialog.tsx'

/** One account: who, since when, what it is, and what an administrator may do to it. */
export function AdminUserCard({ user, isMe }: { user: TAdminUser; isMe: boolean }) {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [resetting, setResetting] = useState(false)
  const created = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(user.createdAt),
  )

  const change = async (body: TAdminUserChange) => {
    setBusy(true)
    const result = await request(
      'PUT /admin/users/:id',
      { params: { id: user.id }, body },
      {
        403: () =>
          toastError(body.admin === false ? t('admin.users.lastAdmin') : t('admin.users.notYourself')),
      },
    )
    setBusy(false)
    if (result.success) await queryClient.invalidateQueries({ queryKey: ['admin', 'users'] })
  }

  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid="admin-user" data-email={user.email}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={600}>{user.name}</Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
          <Text size="xs" c="dimmed">
            {user.handle ? `@${user.handle} · ` : ''}
            {t('admin.users.created', { date: created })}
          </Text>
        </div>
        <Group gap={4}>
          {user.admin && <Badge variant="light">{t('admin.users.adminBadge')}</Badge>}
          {user.disabled && (
            <Badge variant="light" color="red">
              {t('admin.users.disabledBadge')}
            </Badge>
          )}
        </Group>
      </Group>
      <Group gap="xs" mt="sm">
        <Button size="xs" variant="default" onClick={() => setResetting(true)}>
          {t('admin.users.newPassword')}
        </Button>
        {!isMe && (
          <Button
            size="xs"
            variant="default"
            color={user.disabled ? undefined : 'red'}
            loading={busy}
            onClick={() => void change({ disabled: !user.disabled })}
          >
            {user.disabled ? t('admin.users.enable') : t('admin.users.disable')}
          </Button>
        )}
        <Button
          size="xs"
          variant="default"
          loading={busy}
          onClick={() => void change({ admin: !user.admin })}
        >
          {user.admin ? t('admin.users.removeAdmin') : t('admin.users.makeAdmin')}
        </Button>
      </Group>
      <NewPasswordDialog user={user} opened={resetting} onClose={() => setResetting(false)} />
    </Paper>
  )
}

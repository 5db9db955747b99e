import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { ADMIN_USERS_PAGE_SIZE } from '@rosemary/shared/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { request, unwrap } from '../../api/client.ts'
import { ME_QUERY_KEY } from '../settings/account-query.ts'
import { AdminUserCard } from './AdminUserCard.tsx'
import { adminUsersKey, loadAdminUsers } from './admin-queries.ts'

/** The accounts, a page at a time, found by part of a name, email or handle. */
export function AdminUsers() {
  const { t } = useTranslation()
  const [search, setSearch] = useState('')
  const [q] = useDebouncedValue(search.trim(), 300)
  const [page, setPage] = useState(0)
  const query = { q, offset: page * ADMIN_USERS_PAGE_SIZE, limit: ADMIN_USERS_PAGE_SIZE }
  const users = useQuery({
    queryKey: adminUsersKey(query),
    queryFn: () => loadAdminUsers(query),
    placeholderData: keepPreviousData,
  })
  const me = useQuery({ queryKey: ME_QUERY_KEY, queryFn: async () => unwrap(await request('GET /users/')) })
  const pages = Math.max(1, Math.ceil((users.data?.total ?? 0) / ADMIN_USERS_PAGE_SIZE))

  return (
    <section aria-labelledby="admin-users-title">
      <Title order={2} size="h4" mb="sm" id="admin-users-title">
        {t('admin.users.title')}
      </Title>
      <TextInput
        type="search"
        label={t('admin.users.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value)
          setPage(0)
        }}
        mb="md"
      />
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="admin-users">
        {users.data?.users.map((user) => (
          <AdminUserCard key={user.id} user={user} isMe={user.id === me.data?.id} />
        ))}
      </Stack>
      {users.data?.users.length === 0 && <Text c="dimmed">{t('admin.users.none')}</Text>}
      <Group justify="space-between" mt="md">
        <Button variant="default" disabled={page === 0} onClick={() => setPage(page - 1)}>
          {t('admin.users.previous')}
        </Button>
        <Text size="sm" aria-live="polite">
          {t('admin.users.page', { page: page + 1, pages, total: users.data?.total ?? 0 })}
        </Text>
        <Button variant="default" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
          {t('admin.users.next')}
        </Button>
      </Group>
    </section>
  )
}

import { Alert, Card, Center, Group, Loader, Stack, Text } from '@mantine/core'
import type { TShoppingListSummary } from '@rosemary/shared/contract'
import { IconShoppingCart } from '@tabler/icons-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Page } from '../../components/Page.tsx'
import { useShoppingLists } from '../../data/shopping-lists/queries.ts'
import { startShoppingSync } from '../../data/shopping-lists/sync-start.ts'
import { CreateListForm } from './CreateListForm.tsx'
import classes from './ShoppingList.module.css'

function ListCard({ list }: { list: TShoppingListSummary }) {
  const { t } = useTranslation()
  const names = list.collaborators.map((person) => person.name).join(', ')
  const sharing = list.isOwner
    ? names
      ? t('shopping.sharedWith', { names })
      : t('shopping.onlyYou')
    : t('shopping.sharedBy', { name: list.owner.name })
  return (
    <Card component={Link} to={`/shopping-lists/${list.id}`} withBorder className={classes.listCard}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} className={classes.wrap}>
            {list.title}
          </Text>
          <Text size="sm" c="dimmed" className={classes.wrap}>
            {sharing}
          </Text>
        </Stack>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {t('shopping.openOfTotal', { open: list.openItemCount, count: list.itemCount })}
        </Text>
      </Group>
    </Card>
  )
}

/** My shopping lists, most recently changed first, and a new one by its title (spec §2 shopping-lists). */
export default function ShoppingListsPage() {
  const { t } = useTranslation()
  const { lists, fromDevice, isPending, isError } = useShoppingLists()
  useEffect(() => startShoppingSync(), [])

  return (
    <Page title={t('shopping.title')} size="sm">
      <Stack gap="md">
        <CreateListForm />
        {fromDevice && <Alert color="yellow">{t('shopping.listsFromDevice')}</Alert>}
        {isPending && !lists && (
          <Center>
            <Loader role="status" aria-label={t('shopping.loading')} />
          </Center>
        )}
        {isError && !lists && <Alert color="red">{t('shopping.loadFailed')}</Alert>}
        {lists?.length === 0 && (
          <Stack align="center" gap="xs" py="xl" data-testid="no-lists">
            <IconShoppingCart size={40} aria-hidden />
            <Text fw={600}>{t('shopping.emptyTitle')}</Text>
            <Text c="dimmed" ta="center" size="sm">
              {t('shopping.emptyBody')}
            </Text>
          </Stack>
        )}
        {lists && lists.length > 0 && (
          <ul className={classes.plainList} aria-label={t('shopping.title')}>
            {lists.map((list) => (
              <li key={list.id}>
                <ListCard list={list} />
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Page>
  )
}

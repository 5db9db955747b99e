import { ActionIcon, Alert, Anchor, Center, Loader, Stack, Text } from '@mantine/core'
import type { TShoppingItem } from '@rosemary/shared/contract'
import { arrangeShoppingList } from '@rosemary/shared/shopping'
import { IconPrinter } from '@tabler/icons-react'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { Page } from '../../components/Page.tsx'
import { useShoppingList, useShoppingListActions } from '../../data/shopping-lists/hooks.ts'
import { usePreferences } from '../../preferences/preferences.ts'
import { AddItemsForm } from './AddItemsForm.tsx'
import type { ItemAction } from './ItemRow.tsx'
import { ListDialogs, type OpenDialog } from './ListDialogs.tsx'
import { type ItemHandlers, ListRows } from './ListRows.tsx'
import { type ListAction, ListMenu } from './ListMenu.tsx'
import { NotAppliedNotices } from './NotAppliedNotices.tsx'
import { OfflineBanner } from './OfflineBanner.tsx'
import { shoppingListPrintUrl } from './print-url.ts'
import { ShoppingOptionsMenu } from './ShoppingOptionsMenu.tsx'
import { UndoNotice } from './UndoNotice.tsx'
import { useOnline } from './use-online.ts'

const dialogOfAction = {
  rename: 'rename-list',
  'from-plan': 'from-plan',
  collaborators: 'collaborators',
  delete: 'delete-list',
} as const satisfies Record<ListAction, string>

/** One shopping list (spec §2 shopping-lists/:shoppingListId): works the same with or without a network. */
export default function ShoppingListPage() {
  const { t } = useTranslation()
  const listId = useParams().shoppingListId ?? ''
  const view = useShoppingList(listId)
  const actions = useShoppingListActions(listId)
  const options = usePreferences().shoppingList
  const online = useOnline()
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const [undo, setUndo] = useState<TShoppingItem[] | null>(null)
  const [addedCount, setAddedCount] = useState<number | null>(null)
  const { list } = view

  const arranged = useMemo(() => arrangeShoppingList(list?.items ?? [], options), [list, options])
  const clearUndo = useCallback(() => setUndo(null), [])

  const handlers: ItemHandlers = {
    pendingIds: view.pendingIds,
    options,
    onToggle: (item, completed) => {
      if (completed && options.preferDelete) {
        void actions.remove([item])
      } else {
        void actions.setCompleted([item], completed)
        setUndo(completed ? [item] : null)
      }
    },
    onAction: (action: ItemAction, item) => {
      if (action === 'delete') void actions.remove([item])
      else setDialog({ kind: action === 'rename' ? 'rename-item' : 'aisle', item })
    },
  }

  const headerActions = list && (
    <>
      <ActionIcon
        component="a"
        href={shoppingListPrintUrl(list.id, options)}
        target="_blank"
        rel="noopener"
        variant="subtle"
        size="lg"
        aria-label={t('shopping.print')}
      >
        <IconPrinter size={20} />
      </ActionIcon>
      <ShoppingOptionsMenu options={options} />
      <ListMenu isOwner={list.isOwner} onAction={(action) => setDialog({ kind: dialogOfAction[action] })} />
    </>
  )

  return (
    <Page title={list?.title ?? t('shopping.listPageTitle')} actions={headerActions} size="sm">
      <Stack gap="md">
        <Anchor component={Link} to="/shopping-lists" size="sm">
          {t('shopping.allLists')}
        </Anchor>
        <OfflineBanner online={online} pendingCount={view.pendingCount} />
        <NotAppliedNotices notices={view.notices} onDismiss={view.dismissNotice} />
        {addedCount !== null && (
          <Alert
            color="green"
            role="status"
            data-testid="added-from-plan"
            withCloseButton
            closeButtonLabel={t('common.close')}
            onClose={() => setAddedCount(null)}
          >
            {t('shopping.fromPlan.added', { count: addedCount })}
          </Alert>
        )}
        {view.isGone && (
          <Alert color="red" data-testid="list-gone">
            {t('shopping.gone')}
          </Alert>
        )}
        {view.isLoading && (
          <Center>
            <Loader role="status" aria-label={t('shopping.loading')} />
          </Center>
        )}
        {view.isError && <Alert color="red">{t('shopping.listLoadFailed')}</Alert>}
        {view.isUnreachable && <Alert color="yellow">{t('shopping.notOnDevice')}</Alert>}
        {list && (
          <>
            <AddItemsForm onAdd={actions.add} />
            {list.items.length === 0 && <Text c="dimmed">{t('shopping.emptyList')}</Text>}
            {list.items.length > 0 && arranged.sections.length === 0 && (
              <Text c="dimmed">{t('shopping.allDone')}</Text>
            )}
            <ListRows
              arranged={arranged}
              handlers={handlers}
              onClearDone={() => void actions.remove(arranged.done)}
            />
            <ListDialogs
              dialog={dialog}
              list={list}
              actions={actions}
              onAdded={setAddedCount}
              onClose={() => setDialog(null)}
            />
          </>
        )}
        {undo && (
          <UndoNotice
            text={t('shopping.checkedOff', { title: undo.map((item) => item.title).join(', ') })}
            onUndo={() => {
              void actions.setCompleted(undo, false)
              setUndo(null)
            }}
            onDone={clearUndo}
          />
        )}
      </Stack>
    </Page>
  )
}

import type { ShoppingAisle, TShoppingItem, TShoppingList } from '@rosemary/shared/contract'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { ShoppingListActions } from '../../data/shopping-lists/actions.ts'
import { AisleDialog } from './AisleDialog.tsx'
import { CollaboratorsDialog } from '../../components/CollaboratorsDialog.tsx'
import { ConfirmDialog } from './ConfirmDialog.tsx'
import { FromPlanDialog } from './FromPlanDialog.tsx'
import { TitleDialog } from './TitleDialog.tsx'

export type OpenDialog =
  | { kind: 'rename-item' | 'aisle'; item: TShoppingItem }
  | { kind: 'rename-list' | 'from-plan' | 'collaborators' | 'delete-list' }
  | null

interface ListDialogsProps {
  dialog: OpenDialog
  list: TShoppingList
  actions: ShoppingListActions
  /** Items came from a meal plan: the page says how many. */
  onAdded: (count: number) => void
  onClose: () => void
}

/**
 * The dialogs of the list page: renaming an item or the list, an item's aisle, a meal plan's days to add,
 * sharing, deleting or leaving.
 */
export function ListDialogs({ dialog, list, actions, onAdded, onClose }: ListDialogsProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  if (!dialog) return null
  const updateList = async (body: Parameters<ShoppingListActions['updateList']>[0], field: string) => {
    // The dialog says what went wrong itself, so no toast.
    const result = await actions.updateList(body, { '*': () => undefined })
    if (result.success) return null
    if (result.status === 0) return t('shopping.needsConnection')
    const error = result.data?.error
    return error?.fields?.[field] ?? error?.message ?? t('errors.unexpected')
  }

  switch (dialog.kind) {
    case 'rename-item':
      return (
        <TitleDialog
          title={t('shopping.renameItemTitle')}
          label={t('shopping.itemTitle')}
          initial={dialog.item.title}
          onSave={async (title) => {
            await actions.rename(dialog.item, title)
            return null
          }}
          onClose={onClose}
        />
      )
    case 'aisle': {
      // The list remembers the aisle for the word: every open item of the word moves with it.
      const sameWord = list.items.filter(
        (item) => item.groupTitle === dialog.item.groupTitle && !item.completed,
      )
      const items = sameWord.some((item) => item.id === dialog.item.id) ? sameWord : [dialog.item]
      return (
        <AisleDialog
          word={dialog.item.groupTitle}
          current={dialog.item.categoryTitle}
          onSave={(aisle: ShoppingAisle) => void actions.moveToAisle(items, aisle)}
          onClose={onClose}
        />
      )
    }
    case 'rename-list':
      return (
        <TitleDialog
          title={t('shopping.renameList')}
          label={t('shopping.listTitle')}
          initial={list.title}
          onSave={(title) => updateList({ title }, 'title')}
          onClose={onClose}
        />
      )
    case 'from-plan':
      return <FromPlanDialog actions={actions} onAdded={onAdded} onClose={onClose} />
    case 'collaborators':
      return (
        <CollaboratorsDialog
          currentIds={list.collaborators.map((person) => person.id)}
          current={list.collaborators}
          onSave={(collaboratorIds) => updateList({ collaboratorIds }, 'collaboratorIds')}
          onClose={onClose}
        />
      )
    case 'delete-list':
      return (
        <ConfirmDialog
          title={
            list.isOwner
              ? t('shopping.deleteListTitle', { title: list.title })
              : t('shopping.leaveListTitle', { title: list.title })
          }
          body={list.isOwner ? t('shopping.deleteListBody') : t('shopping.leaveListBody')}
          confirm={list.isOwner ? t('shopping.deleteList') : t('shopping.leaveList')}
          onConfirm={async () => {
            const result = await actions.deleteOrLeave()
            if (result.success) await navigate('/shopping-lists')
          }}
          onClose={onClose}
        />
      )
  }
}

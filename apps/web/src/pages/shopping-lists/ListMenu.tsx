import { ActionIcon, Menu } from '@mantine/core'
import {
  IconCalendarPlus,
  IconDoorExit,
  IconPencil,
  IconSettings,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

export type ListAction = 'rename' | 'from-plan' | 'collaborators' | 'delete'

/** The list's own actions: rename, add a meal plan's days; for the owner, who shares it and delete; for a collaborator, leave. */
export function ListMenu({
  isOwner,
  onAction,
}: {
  isOwner: boolean
  onAction: (action: ListAction) => void
}) {
  const { t } = useTranslation()
  return (
    // The page header stays in view (sticky), so its menus never detach from their button.
    <Menu position="bottom-end" shadow="md" hideDetached={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" size="lg" aria-label={t('shopping.listActions')}>
          <IconSettings size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onAction('rename')}>
          {t('shopping.renameList')}
        </Menu.Item>
        <Menu.Item leftSection={<IconCalendarPlus size={16} />} onClick={() => onAction('from-plan')}>
          {t('shopping.fromPlan.menu')}
        </Menu.Item>
        {isOwner && (
          <Menu.Item leftSection={<IconUsers size={16} />} onClick={() => onAction('collaborators')}>
            {t('shopping.shareList')}
          </Menu.Item>
        )}
        <Menu.Item
          c="red"
          leftSection={isOwner ? <IconTrash size={16} /> : <IconDoorExit size={16} />}
          onClick={() => onAction('delete')}
        >
          {isOwner ? t('shopping.deleteList') : t('shopping.leaveList')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}

import { ActionIcon, Badge, Checkbox, Group, Menu, Text } from '@mantine/core'
import type { TShoppingItem } from '@rosemary/shared/contract'
import { IconArrowsExchange, IconClockUp, IconDotsVertical, IconPencil, IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { Preferences } from '../../preferences/preferences.ts'
import classes from './ShoppingList.module.css'

export type ItemAction = 'rename' | 'aisle' | 'delete'

interface ItemRowProps {
  item: TShoppingItem
  /** A change to it waits to be sent. */
  pending: boolean
  options: Preferences['shoppingList']
  onToggle: (item: TShoppingItem, completed: boolean) => void
  onAction: (action: ItemAction, item: TShoppingItem) => void
}

/** One item: its check box (named by its title), what the options show about it, and its actions. */
export function ItemRow({ item, pending, options, onToggle, onAction }: ItemRowProps) {
  const { t, i18n } = useTranslation()
  const details = [
    options.showRecipeTitle && item.recipeTitle && t('shopping.fromRecipe', { title: item.recipeTitle }),
    options.showAddedBy && item.addedBy && t('shopping.addedBy', { name: item.addedBy.name }),
    options.showAddedOn &&
      t('shopping.addedOn', {
        date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
          new Date(item.createdAt),
        ),
      }),
  ].filter(Boolean)
  return (
    <li className={classes.item} data-testid="shopping-item" data-pending={pending || undefined}>
      <div className={classes.itemBody}>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <Checkbox
            checked={item.completed}
            onChange={(event) => onToggle(item, event.currentTarget.checked)}
            label={item.title}
            aria-describedby={pending ? `pending-${item.id}` : undefined}
            classNames={{ label: classes.wrap }}
            styles={{ label: { textDecoration: item.completed ? 'line-through' : undefined } }}
          />
          {pending && (
            <Badge
              id={`pending-${item.id}`}
              size="sm"
              // The text's own colours (4.5:1 in both schemes), with a clock to tell it apart at a glance.
              variant="default"
              leftSection={<IconClockUp size={12} aria-hidden />}
              data-testid="not-yet-sent"
            >
              {t('shopping.notYetSent')}
            </Badge>
          )}
        </Group>
        {details.length > 0 && (
          <Text size="xs" c="dimmed" pl={32}>
            {details.join(' · ')}
          </Text>
        )}
      </div>
      {/* Kept shown while the list changes under it (a live update, a change sent): rows move, menus stay. */}
      <Menu position="bottom-end" withinPortal hideDetached={false}>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={t('shopping.actionsFor', { title: item.title })}>
            <IconDotsVertical size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onAction('rename', item)}>
            {t('shopping.renameItem')}
          </Menu.Item>
          <Menu.Item leftSection={<IconArrowsExchange size={16} />} onClick={() => onAction('aisle', item)}>
            {t('shopping.moveToAisle')}
          </Menu.Item>
          <Menu.Item c="red" leftSection={<IconTrash size={16} />} onClick={() => onAction('delete', item)}>
            {t('common.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </li>
  )
}

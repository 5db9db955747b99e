import { Badge, Menu } from '@mantine/core'
import type { TShoppingItem } from '@rosemary/shared/contract'
import { IconArrowsExchange, IconClockUp, IconDotsVertical, IconPencil, IconTrash } from '@tabler/icons-react'
import { memo, useState } from 'react'
import type { TFunction } from 'i18next'
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
  /** The list's translation, passed down: a hook per row subscribes hundreds of rows to i18next. */
  t: TFunction
  language: string
  /** Tells the list's window how tall the row is drawn (with its place among the rows). */
  measureRef?: (node: Element | null) => void
  index?: number
}

/**
 * One item: its check box (named by its title), what the options show about it, and its actions. A list
 * holds hundreds of rows, so a row is plain elements: a native check box, and the actions' menu made only
 * while it is open (a menu per row cost most of the time a 500-item list took to draw).
 */
export const ItemRow = memo(function ItemRow(props: ItemRowProps) {
  const { item, pending, options, onToggle, onAction, t, language, measureRef, index } = props
  const details = [
    // What the recipe asked for, when the title rounds it to what is bought ("1 onion" for 0.67).
    item.exactTitle && t('shopping.exactAmount', { amount: item.exactTitle }),
    options.showRecipeTitle && item.recipeTitle && t('shopping.fromRecipe', { title: item.recipeTitle }),
    options.showAddedBy && item.addedBy && t('shopping.addedBy', { name: item.addedBy.name }),
    options.showAddedOn &&
      t('shopping.addedOn', {
        date: new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(item.createdAt)),
      }),
  ].filter(Boolean)
  const boxId = `item-${item.id}`
  return (
    <li
      ref={measureRef}
      data-index={index}
      className={classes.item}
      data-testid="shopping-item"
      data-pending={pending || undefined}
    >
      <div className={classes.itemBody}>
        <div className={classes.itemLine}>
          <input
            id={boxId}
            type="checkbox"
            className={classes.box}
            checked={item.completed}
            onChange={(event) => onToggle(item, event.currentTarget.checked)}
            // Enter ticks as Space does: a list worked through with the keyboard takes either.
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return
              event.preventDefault()
              onToggle(item, !item.completed)
            }}
            aria-describedby={pending ? `pending-${item.id}` : undefined}
          />
          <label htmlFor={boxId} className={item.completed ? classes.doneTitle : classes.title}>
            {item.title}
          </label>
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
        </div>
        {details.length > 0 && <p className={classes.details}>{details.join(' · ')}</p>}
      </div>
      <ItemMenu item={item} onAction={onAction} t={t} />
    </li>
  )
})

/** The row's actions: a plain button until it is opened, then a menu around the same button. */
function ItemMenu({ item, onAction, t }: Pick<ItemRowProps, 'item' | 'onAction' | 't'>) {
  const [opened, setOpened] = useState(false)
  const label = t('shopping.actionsFor', { title: item.title })
  const button = (
    <button
      type="button"
      className={classes.actions}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={opened}
      onClick={() => setOpened(true)}
    >
      <IconDotsVertical size={18} aria-hidden />
    </button>
  )
  if (!opened) return button
  return (
    // Kept shown while the list changes under it (a live update, a change sent): rows move, menus stay.
    <Menu opened onChange={setOpened} position="bottom-end" withinPortal hideDetached={false} returnFocus>
      <Menu.Target>{button}</Menu.Target>
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
  )
}

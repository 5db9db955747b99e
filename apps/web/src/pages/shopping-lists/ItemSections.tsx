import { Stack, Text, Title } from '@mantine/core'
import type { TShoppingItem } from '@rosemary/shared/contract'
import type { ArrangedList, ItemGroup as ArrangedGroup } from '@rosemary/shared/shopping'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { Preferences } from '../../preferences/preferences.ts'
import { type ItemAction, ItemRow } from './ItemRow.tsx'
import classes from './ShoppingList.module.css'

export interface ItemHandlers {
  pendingIds: ReadonlySet<string>
  options: Preferences['shoppingList']
  onToggle: (item: TShoppingItem, completed: boolean) => void
  onAction: (action: ItemAction, item: TShoppingItem) => void
}

interface Words {
  t: TFunction
  language: string
}

function ItemGroup({
  group,
  handlers,
  words,
}: {
  group: ArrangedGroup<TShoppingItem>
  handlers: ItemHandlers
  words: Words
}) {
  const rows = group.items.map((item) => (
    <ItemRow key={item.id} item={item} pending={handlers.pendingIds.has(item.id)} {...handlers} {...words} />
  ))
  if (group.items.length === 1) return rows
  const heading = [group.groupTitle, group.totals.join(' · ')].filter(Boolean).join(' — ')
  return (
    <li data-testid="item-group">
      <Text fw={600} size="sm" pt="xs" className={classes.wrap}>
        {heading}
      </Text>
      <ul className={classes.groupItems} aria-label={group.groupTitle}>
        {rows}
      </ul>
    </li>
  )
}

/** The open items: by aisle (in the shop's order) when grouped so, similar items gathered under their word. */
export function ItemSections({
  arranged,
  handlers,
}: {
  arranged: ArrangedList<TShoppingItem>
  handlers: ItemHandlers
}) {
  const { t, i18n } = useTranslation()
  const words = { t, language: i18n.language }
  return (
    <Stack gap="md">
      {arranged.sections.map((section) => {
        const heading = section.aisle && t(`shopping.aisles.${section.aisle}`)
        return (
          <section key={section.aisle ?? 'all'} aria-label={heading ?? t('shopping.toBuy')}>
            {heading && (
              <Title order={2} size="h5" mb={4}>
                {heading}
              </Title>
            )}
            <ul className={classes.plainList} style={{ gap: 0 }}>
              {section.groups.map((group) => (
                <ItemGroup key={group.key} group={group} handlers={handlers} words={words} />
              ))}
            </ul>
          </section>
        )
      })}
    </Stack>
  )
}

import { ActionIcon, Menu } from '@mantine/core'
import { SHOPPING_SORTS } from '@rosemary/shared/contract'
import { IconCheck, IconDotsVertical } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { type Preferences, setPreference } from '../../preferences/preferences.ts'

type Toggle =
  'groupSimilar' | 'groupCategories' | 'showRecipeTitle' | 'showAddedBy' | 'showAddedOn' | 'preferDelete'
const TOGGLES: Toggle[] = [
  'groupSimilar',
  'groupCategories',
  'showRecipeTitle',
  'showAddedBy',
  'showAddedOn',
  'preferDelete',
]

const mark = (on: boolean) => (on ? <IconCheck size={16} aria-hidden /> : <span style={{ width: 16 }} />)

/** How every list shows (the shoppingList preferences of spec §3), kept on this device. */
export function ShoppingOptionsMenu({ options }: { options: Preferences['shoppingList'] }) {
  const { t } = useTranslation()
  return (
    <Menu position="bottom-end" shadow="md" width={260} closeOnItemClick={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" size="lg" aria-label={t('shopping.options.label')}>
          <IconDotsVertical size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('shopping.options.sortBy')}</Menu.Label>
        {SHOPPING_SORTS.map((sort) => (
          <Menu.Item
            key={sort}
            role="menuitemradio"
            aria-checked={options.sortBy === sort}
            leftSection={mark(options.sortBy === sort)}
            onClick={() => setPreference('shoppingList', 'sortBy', sort)}
          >
            {t(`shopping.options.sorts.${sort}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        {TOGGLES.map((toggle) => (
          <Menu.Item
            key={toggle}
            role="menuitemcheckbox"
            aria-checked={options[toggle]}
            leftSection={mark(options[toggle])}
            onClick={() => setPreference('shoppingList', toggle, !options[toggle])}
          >
            {t(`shopping.options.${toggle}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}

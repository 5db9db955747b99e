import { ActionIcon, Popover, Radio, Stack, Switch } from '@mantine/core'
import { SHOPPING_SORTS } from '@rosemary/shared/contract'
import { IconAdjustmentsHorizontal } from '@tabler/icons-react'
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

/**
 * How every list shows (the shoppingList preferences of spec §3), kept on this device. Real radio buttons
 * and switches, so each option says its state to a screen reader.
 */
export function ShoppingOptionsMenu({ options }: { options: Preferences['shoppingList'] }) {
  const { t } = useTranslation()
  return (
    // The page header stays in view (sticky), so the panel never detaches from its button.
    <Popover position="bottom-end" shadow="md" width={280} hideDetached={false} trapFocus>
      <Popover.Target>
        <ActionIcon variant="subtle" size="lg" aria-label={t('shopping.options.label')}>
          <IconAdjustmentsHorizontal size={20} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Radio.Group
            label={t('shopping.options.sortBy')}
            value={options.sortBy}
            onChange={(sort) => setPreference('shoppingList', 'sortBy', sort)}
          >
            <Stack gap={6} mt={6}>
              {SHOPPING_SORTS.map((sort) => (
                <Radio key={sort} value={sort} label={t(`shopping.options.sorts.${sort}`)} />
              ))}
            </Stack>
          </Radio.Group>
          {TOGGLES.map((toggle) => (
            <Switch
              key={toggle}
              label={t(`shopping.options.${toggle}`)}
              checked={options[toggle]}
              onChange={(event) => setPreference('shoppingList', toggle, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  )
}

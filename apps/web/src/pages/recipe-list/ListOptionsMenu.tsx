import { ActionIcon, Menu } from '@mantine/core'
import type { RecipeSort } from '@rosemary/shared'
import {
  IconCheck,
  IconDotsVertical,
  IconLayoutGrid,
  IconList,
  IconSelect,
  IconTrash,
} from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { type Preferences, setPreference } from '../../preferences/preferences.ts'

type DisplayOption = 'showImages' | 'showRecipeDescription' | 'showSource' | 'showLabels' | 'showLabelChips'
const DISPLAY_OPTIONS: DisplayOption[] = [
  'showImages',
  'showRecipeDescription',
  'showSource',
  'showLabels',
  'showLabelChips',
]
const SORTS: RecipeSort[] = ['title', '-createdAt', 'createdAt']

interface ListOptionsMenuProps {
  options: Preferences['myRecipes']
  onSort: (sort: RecipeSort) => void
  onSelect: () => void
  onDeleteByLabels: () => void
  /** My main folder: offers to mix in my friends' shared recipes. */
  canIncludeFriends: boolean
  /** Someone else's recipes: how they show, nothing that would change them. */
  readOnly: boolean
}

const check = (on: boolean) => (on ? <IconCheck size={16} /> : <span style={{ width: 16 }} />)

/** Sort, view and what each recipe shows (the myRecipes preferences), and the bulk actions. */
export function ListOptionsMenu({
  options,
  onSort,
  onSelect,
  onDeleteByLabels,
  canIncludeFriends,
  readOnly,
}: ListOptionsMenuProps) {
  const { t } = useTranslation()
  return (
    <Menu position="bottom-end" shadow="md" width={240} closeOnItemClick={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" size="lg" aria-label={t('list.options')} data-testid="list-options">
          <IconDotsVertical size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('list.sortBy')}</Menu.Label>
        {SORTS.map((sort) => (
          <Menu.Item key={sort} leftSection={check(options.sortBy === sort)} onClick={() => onSort(sort)}>
            {t(`list.sorts.${sort}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Label>{t('list.view')}</Menu.Label>
        <Menu.Item
          leftSection={options.viewType === 'list' ? <IconList size={16} /> : <IconLayoutGrid size={16} />}
          onClick={() =>
            setPreference('myRecipes', 'viewType', options.viewType === 'list' ? 'tiles' : 'list')
          }
        >
          {options.viewType === 'list' ? t('list.showTiles') : t('list.showList')}
        </Menu.Item>
        {DISPLAY_OPTIONS.map((option) => (
          <Menu.Item
            key={option}
            leftSection={check(options[option])}
            onClick={() => setPreference('myRecipes', option, !options[option])}
          >
            {t(`list.display.${option}`)}
          </Menu.Item>
        ))}
        {canIncludeFriends && (
          <Menu.Item
            leftSection={check(options.includeFriends !== 'no')}
            onClick={() =>
              setPreference('myRecipes', 'includeFriends', options.includeFriends === 'no' ? 'yes' : 'no')
            }
            data-testid="include-friends"
          >
            {t('list.includeFriends')}
          </Menu.Item>
        )}
        {!readOnly && (
          <>
            <Menu.Divider />
            <Menu.Item leftSection={<IconSelect size={16} />} onClick={onSelect} closeMenuOnClick>
              {t('list.selectRecipes')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconTrash size={16} />}
              c="red"
              onClick={onDeleteByLabels}
              closeMenuOnClick
            >
              {t('list.deleteByLabels')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  )
}

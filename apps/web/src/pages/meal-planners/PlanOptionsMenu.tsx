import { ActionIcon, Menu } from '@mantine/core'
import {
  IconCalendarEvent,
  IconCheck,
  IconDoorExit,
  IconDotsVertical,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { type Preferences, setPreference } from '../../preferences/preferences.ts'

interface PlanOptionsMenuProps {
  options: Preferences['mealPlan']
  isOwner: boolean
  onFeed: () => void
  onRename: () => void
  onDelete: () => void
}

const check = (on: boolean) => (on ? <IconCheck size={16} /> : <span style={{ width: 16 }} />)

/** What each meal shows and where weeks start (the mealPlan preferences), and the plan's own actions. */
export function PlanOptionsMenu({ options, isOwner, onFeed, onRename, onDelete }: PlanOptionsMenuProps) {
  const { t } = useTranslation()
  return (
    <Menu position="bottom-end" shadow="md" width={240}>
      <Menu.Target>
        <ActionIcon variant="subtle" size="lg" aria-label={t('mealPlans.options')} data-testid="plan-options">
          <IconDotsVertical size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('mealPlans.show')}</Menu.Label>
        <Menu.Item
          leftSection={check(options.showAddedBy)}
          onClick={() => setPreference('mealPlan', 'showAddedBy', !options.showAddedBy)}
        >
          {t('mealPlans.showAddedBy')}
        </Menu.Item>
        <Menu.Item
          leftSection={check(options.showAddedOn)}
          onClick={() => setPreference('mealPlan', 'showAddedOn', !options.showAddedOn)}
        >
          {t('mealPlans.showAddedOn')}
        </Menu.Item>
        <Menu.Label>{t('mealPlans.weekStarts')}</Menu.Label>
        {(['monday', 'sunday'] as const).map((day) => (
          <Menu.Item
            key={day}
            leftSection={check(options.startOfWeek === day)}
            onClick={() => setPreference('mealPlan', 'startOfWeek', day)}
          >
            {t(`mealPlans.${day}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item leftSection={<IconCalendarEvent size={16} />} onClick={onFeed}>
          {t('mealPlans.feed.menu')}
        </Menu.Item>
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={onRename}>
          {t('mealPlans.rename')}
        </Menu.Item>
        <Menu.Item
          c="red"
          leftSection={isOwner ? <IconTrash size={16} /> : <IconDoorExit size={16} />}
          onClick={onDelete}
        >
          {isOwner ? t('mealPlans.delete') : t('mealPlans.leave')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}

import { ActionIcon, Anchor, Group, Loader, Menu, Stack, Switch, Table, Text } from '@mantine/core'
import type { TLabel } from '@rosemary/shared/contract'
import { IconArrowMerge, IconDotsVertical, IconPencil, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Page } from '../../components/Page.tsx'
import { useLabels } from '../../data/recipes.ts'
import { setPreference, usePreferences } from '../../preferences/preferences.ts'
import { formatLabelParam } from '../recipe-list/list-params.ts'
import { AlikeLabelsOffer } from './AlikeLabelsOffer.tsx'
import { LabelDialogs, type LabelAction } from './LabelDialogs.tsx'

/**
 * Manage labels: rename, merge and delete, with how many recipes carry each (spec §2, §3); look-alike labels
 * are offered for merging.
 */
export default function LabelsPage() {
  const { t, i18n } = useTranslation()
  const labels = useLabels()
  const { manageLabels } = usePreferences()
  const [action, setAction] = useState<LabelAction | null>(null)
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' })

  const actions = (label: TLabel) => (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('labels.actionsFor', { label: label.title })}>
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconPencil size={16} />}
          onClick={() => setAction({ kind: 'rename', label })}
        >
          {t('labels.rename')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconArrowMerge size={16} />}
          onClick={() => setAction({ kind: 'merge', label })}
        >
          {t('labels.merge')}
        </Menu.Item>
        <Menu.Item
          c="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => setAction({ kind: 'delete', label })}
        >
          {t('common.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )

  return (
    <Page title={t('labels.title')} size="md">
      <Stack gap="md">
        <Switch
          label={t('labels.showCreatedAt')}
          checked={manageLabels.showCreatedAt}
          onChange={(event) => setPreference('manageLabels', 'showCreatedAt', event.currentTarget.checked)}
        />
        {labels.data && <AlikeLabelsOffer labels={labels.data} />}
        {labels.isPending && <Loader />}
        {labels.data?.length === 0 && <Text c="dimmed">{t('labels.empty')}</Text>}
        {labels.data && labels.data.length > 0 && (
          <Table verticalSpacing="xs" data-testid="labels-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('labels.label')}</Table.Th>
                <Table.Th ta="right">{t('labels.recipes')}</Table.Th>
                {manageLabels.showCreatedAt && <Table.Th>{t('labels.created')}</Table.Th>}
                <Table.Th w={40} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {labels.data.map((label) => (
                <Table.Tr key={label.id} data-label={label.title}>
                  <Table.Td>
                    <Anchor component={Link} to={`/list/main?labels=${formatLabelParam([label.title])}`}>
                      {label.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">{label.recipeCount}</Table.Td>
                  {manageLabels.showCreatedAt && (
                    <Table.Td>{dates.format(new Date(label.createdAt))}</Table.Td>
                  )}
                  <Table.Td>
                    <Group justify="flex-end">{actions(label)}</Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <LabelDialogs action={action} labels={labels.data ?? []} onClose={() => setAction(null)} />
    </Page>
  )
}

import { ActionIcon, Checkbox, Indicator, Popover, ScrollArea, Stack, Switch, Text } from '@mantine/core'
import { IconTag } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLabels } from '../../data/recipes.ts'
import { showQuickTutorial } from '../../preferences/quick-tutorials.ts'

const UNLABELED = 'unlabeled'

interface LabelFilterProps {
  selected: string[]
  intersection: boolean
  /** Given the labels as last asked for (the address may not show them yet); answers the labels it asked for. */
  onChange: (change: (labels: string[]) => string[]) => string[]
  onIntersectionChange: (on: boolean) => void
}

/** Filter by one label or several; "all of them" is the intersection preference (spec §3). */
export function LabelFilter({ selected, intersection, onChange, onIntersectionChange }: LabelFilterProps) {
  const { t } = useTranslation()
  const labels = useLabels()
  const [opened, setOpened] = useState(false)

  const toggle = (title: string) => {
    const next = onChange((current) =>
      current.includes(title) ? current.filter((label) => label !== title) : [...current, title],
    )
    if (next.length > 1) showQuickTutorial('multipleLabelSelection')
  }

  return (
    // The popover's target is the button itself: on the indicator's wrapper, its aria-expanded would sit on
    // an element without a role, which may not carry it.
    <Indicator label={selected.length} size={16} disabled={selected.length === 0}>
      {/* Escape closes it wherever the focus is: Mantine listens in the dropdown only, and the focus
          stays on the button that opened it. */}
      <Popover position="bottom-end" shadow="md" width={260} opened={opened} onChange={setOpened} returnFocus>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t('list.filterByLabel')}
            data-testid="label-filter"
            onClick={() => setOpened((open) => !open)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && opened) {
                event.stopPropagation()
                setOpened(false)
              }
            }}
          >
            <IconTag size={20} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <Switch
              size="xs"
              label={t('list.matchAllLabels')}
              checked={intersection}
              onChange={(event) => onIntersectionChange(event.currentTarget.checked)}
            />
            <ScrollArea.Autosize mah={320}>
              <Stack gap={6}>
                <Checkbox
                  label={
                    <Text span fs="italic">
                      {t('list.unlabeled')}
                    </Text>
                  }
                  checked={selected.includes(UNLABELED)}
                  onChange={() => toggle(UNLABELED)}
                />
                {labels.data?.map((label) => (
                  <Checkbox
                    key={label.id}
                    label={`${label.title} (${label.recipeCount})`}
                    checked={selected.includes(label.title)}
                    onChange={() => toggle(label.title)}
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  )
}

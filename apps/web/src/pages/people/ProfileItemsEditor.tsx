import { Button, CloseButton, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core'
import { PROFILE_ITEM_VISIBILITIES, MAX_PROFILE_ITEMS } from '@rosemary/shared/contract'
import { IconBook2, IconTag, IconToolsKitchen2 } from '@tabler/icons-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LabelPicker, RecipePicker } from './ItemPickers.tsx'
import type { ItemDraft, ProfileErrors } from './profile-form.ts'
import { profileItemTitle } from './profile-links.ts'

interface Props {
  items: ItemDraft[]
  errors: Pick<ProfileErrors, 'items' | 'item'>
  onChange: (items: ItemDraft[]) => void
}

let created = 0
const newKey = () => `new-${++created}`

/** What my profile shows: all my recipes, a label's, single recipes; each to friends or to everyone. */
export function ProfileItemsEditor({ items, errors, onChange }: Props) {
  const { t } = useTranslation()
  const headingId = useId()
  const [adding, setAdding] = useState<'label' | 'recipe' | null>(null)
  const hasAll = items.some((item) => item.type === 'all-recipes')
  const full = items.length >= MAX_PROFILE_ITEMS

  const add = (item: Omit<ItemDraft, 'key' | 'visibility' | 'title'>) => {
    onChange([...items, { ...item, key: newKey(), visibility: 'friends', title: '' }])
    setAdding(null)
  }
  const update = (index: number, changes: Partial<ItemDraft>) =>
    onChange(items.map((item, at) => (at === index ? { ...item, ...changes } : item)))
  const nameOf = (item: ItemDraft) => profileItemTitle(item) ?? t('people.items.allMine')

  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {t('people.items.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('people.items.hint')}
      </Text>
      <Stack gap="xs" data-testid="profile-item-editor">
        {items.length === 0 && <Text size="sm">{t('people.items.empty')}</Text>}
        {items.map((item, index) => (
          <Paper key={item.key} withBorder p="xs" data-testid="profile-item" data-item-type={item.type}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text fw={500} truncate>
                  {nameOf(item)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`people.items.types.${item.type}`)}
                </Text>
              </div>
              <Group gap="xs" wrap="nowrap">
                <SegmentedControl
                  size="xs"
                  aria-label={t('people.items.whoSees', { item: nameOf(item) })}
                  value={item.visibility}
                  onChange={(value) => update(index, { visibility: value })}
                  data={PROFILE_ITEM_VISIBILITIES.map((value) => ({
                    value,
                    label: t(`people.items.visibility.${value}`),
                  }))}
                />
                <CloseButton
                  aria-label={t('people.items.remove', { item: nameOf(item) })}
                  onClick={() => onChange(items.filter((_, at) => at !== index))}
                />
              </Group>
            </Group>
            {errors.item[index] && (
              <Text size="sm" c="red" mt={4} role="alert">
                {errors.item[index]}
              </Text>
            )}
          </Paper>
        ))}
        {errors.items && (
          <Text size="sm" c="red" role="alert">
            {errors.items}
          </Text>
        )}
        {!full && (
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconBook2 size={16} />}
              disabled={hasAll}
              onClick={() => add({ type: 'all-recipes', label: null, recipe: null })}
            >
              {t('people.items.addAll')}
            </Button>
            <Button
              size="xs"
              variant={adding === 'label' ? 'light' : 'default'}
              leftSection={<IconTag size={16} />}
              aria-expanded={adding === 'label'}
              onClick={() => setAdding(adding === 'label' ? null : 'label')}
            >
              {t('people.items.addLabel')}
            </Button>
            <Button
              size="xs"
              variant={adding === 'recipe' ? 'light' : 'default'}
              leftSection={<IconToolsKitchen2 size={16} />}
              aria-expanded={adding === 'recipe'}
              onClick={() => setAdding(adding === 'recipe' ? null : 'recipe')}
            >
              {t('people.items.addRecipe')}
            </Button>
          </Group>
        )}
        {adding === 'label' && (
          <LabelPicker
            exclude={items.flatMap((item) => (item.label ? [item.label.id] : []))}
            onPick={(label) => add({ type: 'label', label, recipe: null })}
          />
        )}
        {adding === 'recipe' && (
          <RecipePicker
            exclude={items.flatMap((item) => (item.recipe ? [item.recipe.id] : []))}
            onPick={(recipe) => add({ type: 'recipe', label: null, recipe })}
          />
        )}
      </Stack>
    </section>
  )
}

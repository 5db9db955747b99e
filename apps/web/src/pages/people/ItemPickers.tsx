import { Button, Loader, Select, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { request, unwrap } from '../../api/client.ts'
import { useLabels } from '../../data/recipes.ts'

type Picked = { id: string; title: string }

/** One of my labels (GET labels), those already on the profile left out. */
export function LabelPicker({ exclude, onPick }: { exclude: string[]; onPick: (label: Picked) => void }) {
  const { t } = useTranslation()
  const labels = useLabels()
  const choices = (labels.data ?? []).filter((label) => !exclude.includes(label.id))
  if (labels.data && choices.length === 0) return <Text size="sm">{t('people.items.noLabels')}</Text>
  return (
    <Select
      label={t('people.items.pickLabel')}
      placeholder={labels.isPending ? t('people.items.loading') : undefined}
      data={choices.map((label) => ({ value: label.id, label: label.title }))}
      searchable
      value={null}
      comboboxProps={{ withinPortal: true }}
      onChange={(id) => {
        const label = choices.find((choice) => choice.id === id)
        if (label) onPick({ id: label.id, title: label.title })
      }}
    />
  )
}

const SEARCH_DELAY_MS = 250

/** One of my recipes, found by searching them (GET recipes/search), as the list's search does. */
export function RecipePicker({ exclude, onPick }: { exclude: string[]; onPick: (recipe: Picked) => void }) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const [query] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS)
  const found = useQuery({
    queryKey: ['recipes', 'search', 'profile-picker', query],
    enabled: query.length > 0,
    queryFn: async () =>
      unwrap(await request('GET /recipes/search', { query: { query, folder: 'main', count: 8 } })),
  })
  const recipes = (found.data?.data ?? []).filter((recipe) => !exclude.includes(recipe.id))
  return (
    <Stack gap="xs">
      <TextInput
        label={t('people.items.searchRecipes')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        rightSection={found.isFetching ? <Loader size="xs" /> : null}
      />
      {query.length > 0 && found.data && recipes.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('people.items.noRecipes', { query })}
        </Text>
      )}
      {recipes.length > 0 && (
        <Stack gap={4} data-testid="recipe-choices">
          {recipes.map((recipe) => (
            <Button
              key={recipe.id}
              variant="subtle"
              justify="flex-start"
              onClick={() => onPick({ id: recipe.id, title: recipe.title })}
            >
              {recipe.title}
            </Button>
          ))}
        </Stack>
      )}
    </Stack>
  )
}

import { Button, Group, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { request, unwrap } from '../../api/client.ts'
import { RecipeThumb } from '../recipe-list/RecipeThumb.tsx'
import classes from './MealPlans.module.css'

export interface PickedRecipe {
  id: string
  title: string
  imageUrl: string | null
}

const SEARCH_DELAY_MS = 250
const RESULTS = 20

/** Search my recipes (the ranked search) and pick one for a meal; the pick shows with a way to undo it. */
export function RecipeSearch({
  picked,
  onPick,
}: {
  picked: PickedRecipe | null
  onPick: (recipe: PickedRecipe | null) => void
}) {
  const { t } = useTranslation()
  const [typed, setTyped] = useState('')
  const [query] = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS)
  const results = useQuery({
    queryKey: ['recipes', 'meal-search', query],
    enabled: query !== '' && picked === null,
    queryFn: async () =>
      unwrap(await request('GET /recipes/search', { query: { query, folder: 'main', count: RESULTS } })).data,
  })

  if (picked) {
    return (
      <Group gap="sm" wrap="nowrap" data-testid="picked-recipe">
        <RecipeThumb title={picked.title} imageUrl={picked.imageUrl} size={40} />
        <Text size="sm" fw={600} style={{ flex: 1 }}>
          {picked.title}
        </Text>
        <Button variant="subtle" size="xs" onClick={() => onPick(null)}>
          {t('mealPlans.changeRecipe')}
        </Button>
      </Group>
    )
  }

  return (
    <Stack gap={4}>
      <TextInput
        label={t('mealPlans.searchRecipes')}
        description={t('mealPlans.searchHint')}
        leftSection={<IconSearch size={16} />}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
      />
      {results.isFetching && <Loader size="xs" role="status" aria-label={t('mealPlans.loading')} />}
      {results.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('mealPlans.noRecipes')}
        </Text>
      )}
      {results.data && results.data.length > 0 && (
        <ul className={classes.planList}>
          {results.data.map((recipe) => (
            <li key={recipe.id}>
              <UnstyledButton
                className={classes.planRow}
                w="100%"
                onClick={() => onPick({ id: recipe.id, title: recipe.title, imageUrl: recipe.imageUrl })}
              >
                <RecipeThumb title={recipe.title} imageUrl={recipe.imageUrl} size={32} />
                <Text size="sm">{recipe.title}</Text>
              </UnstyledButton>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  )
}

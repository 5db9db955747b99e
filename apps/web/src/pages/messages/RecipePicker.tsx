import { Loader, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import type { TRecipeSummary } from '@rosemary/shared/contract'
import type { AttachedRecipe } from '../../data/messages.ts'
import { IconSearch } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { request, unwrap } from '../../api/client.ts'
import { RecipeThumb } from '../recipe-list/RecipeThumb.tsx'
import classes from './Messages.module.css'

export const PICKER_COUNT = 50
const SEARCH_DELAY_MS = 250

/** My recipes by title, or those matching what is typed (the ranked search), to attach one to a message. */
function usePickerRecipes(query: string, enabled: boolean) {
  return useQuery({
    queryKey: ['recipes', 'picker', query],
    enabled,
    placeholderData: (previous: TRecipeSummary[] | undefined) => previous,
    queryFn: async () =>
      query === ''
        ? unwrap(
            await request('GET /recipes/by-page', {
              query: { folder: 'main', sort: 'title', offset: 0, count: PICKER_COUNT },
            }),
          ).data
        : unwrap(
            await request('GET /recipes/search', { query: { query, folder: 'main', count: PICKER_COUNT } }),
          ).data,
  })
}

export function RecipePicker({
  opened,
  onClose,
  onPick,
}: {
  opened: boolean
  onClose: () => void
  onPick: (recipe: AttachedRecipe) => void
}) {
  const { t } = useTranslation()
  const [typed, setTyped] = useState('')
  const [query] = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS)
  const recipes = usePickerRecipes(query, opened)

  return (
    <Modal opened={opened} onClose={onClose} title={t('messages.pickRecipe')} size="lg">
      <Stack gap="sm">
        <TextInput
          label={t('messages.searchRecipes')}
          leftSection={<IconSearch size={16} />}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          data-autofocus
        />
        {recipes.isPending && <Loader size="sm" role="status" aria-label={t('messages.loading')} />}
        {recipes.isError && <Text c="red">{t('messages.recipesFailed')}</Text>}
        {recipes.data?.length === 0 && <Text c="dimmed">{t('messages.noRecipes')}</Text>}
        <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {recipes.data?.map((recipe) => (
            <li key={recipe.id}>
              <UnstyledButton
                className={classes.threadRow}
                w="100%"
                onClick={() => onPick({ id: recipe.id, title: recipe.title, imageUrl: recipe.imageUrl })}
                data-testid="pick-recipe"
              >
                <RecipeThumb title={recipe.title} imageUrl={recipe.imageUrl} size={40} />
                <Text size="sm">{recipe.title}</Text>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      </Stack>
    </Modal>
  )
}

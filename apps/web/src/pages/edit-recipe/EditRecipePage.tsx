import { Center, Loader, Text } from '@mantine/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { Page } from '../../components/Page.tsx'
import { useRecipe } from '../../data/recipes.ts'
import { RecipeEditor } from './RecipeEditor.tsx'
import type { EditorTarget } from './use-save-recipe.ts'

/**
 * edit-recipe/new and edit-recipe/:id. Anyone with the id may read a recipe, so the id may be someone
 * else's: then the editor starts a copy of it in the person's own recipes, never a change to theirs.
 */
export default function EditRecipePage() {
  const { t } = useTranslation()
  const { recipeId = 'new' } = useParams()
  const isNew = recipeId === 'new'
  const existing = useRecipe(recipeId, !isNew)
  const recipe = existing.data
  const target = useMemo((): EditorTarget | null => {
    if (isNew) return { kind: 'new' }
    if (!recipe) return null
    return recipe.isOwner ? { kind: 'edit', recipe } : { kind: 'copy', recipe }
  }, [isNew, recipe])
  if (!target) {
    return (
      <Page title={existing.isPending ? '' : t('recipe.loading')}>
        {existing.isPending ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : (
          <Text>{t('recipe.notFound')}</Text>
        )}
      </Page>
    )
  }
  return <RecipeEditor key={recipeId} draftId={recipeId} target={target} />
}

import { Badge, Center, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { OfflineBookNotice } from '../../offline-book/OfflineBookNotice.tsx'
import type { TRecipe } from '@rosemary/shared/contract'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { useCheckSet } from '../../app/recipe-checks.ts'
import { Page } from '../../components/Page.tsx'
import { StarRating } from '../../components/StarRating.tsx'
import { useRecipe } from '../../data/recipes.ts'
import { useWakeLock } from '../../hooks/use-wake-lock.ts'
import { usePreferences } from '../../preferences/preferences.ts'
import { formatLabelParam } from '../recipe-list/list-params.ts'
import { CheckableLines } from './CheckableLines.tsx'
import { CookModeEntry } from './cook-mode/CookModeEntry.tsx'
import { hasApproximate, showIngredients, showNotes, showSteps } from './cooking-view.ts'
import { RecipeActions } from './RecipeActions.tsx'
import { RecipeGallery } from './RecipeGallery.tsx'
import { RecipeSource } from './RecipeSource.tsx'
import { RecipeText } from './RecipeText.tsx'
import classes from './RecipePage.module.css'
import { ScaleControls } from './ScaleControls.tsx'
import { useRecipeView } from './use-recipe-view.ts'

function Meta({ recipe }: { recipe: TRecipe }) {
  const { t } = useTranslation()
  const facts = [
    [t('recipe.yield'), recipe.yield],
    [t('recipe.activeTime'), recipe.activeTime],
    [t('recipe.totalTime'), recipe.totalTime],
  ].filter(([, value]) => value)
  return (
    <Stack gap={4}>
      {facts.map(([label, value]) => (
        <Text key={label} size="sm">
          <Text span fw={600}>
            {label}:
          </Text>{' '}
          {value}
        </Text>
      ))}
      <RecipeSource source={recipe.source} url={recipe.url} />
      {recipe.rating !== null && <StarRating value={recipe.rating} />}
    </Stack>
  )
}

/** A recipe to cook from: scaled, converted, ticked off line by line, screen kept on. */
export default function RecipePage() {
  const { t } = useTranslation()
  const { recipeId = '' } = useParams()
  const recipe = useRecipe(recipeId)
  const { recipeDetails } = usePreferences()
  const { scale, setScale, units, setUnits } = useRecipeView(recipeId)
  const [ingredientsDone, toggleIngredient] = useCheckSet(recipeId, 'ingredients')
  const [stepsDone, toggleStep] = useCheckSet(recipeId, 'steps')
  useWakeLock(recipeDetails.enableWakeLock && recipe.isSuccess)

  const data = recipe.data
  const ingredients = useMemo(
    () => (data ? showIngredients(data.ingredients, scale, units) : []),
    [data, scale, units],
  )
  const steps = useMemo(() => (data ? showSteps(data.instructions, scale, units) : []), [data, scale, units])
  const notes = useMemo(() => (data ? showNotes(data.notes, scale, units) : ''), [data, scale, units])

  if (!data) {
    return (
      <Page title={t('recipe.loading')}>
        {recipe.isPending ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : (
          <Text>{t('recipe.notFound')}</Text>
        )}
      </Page>
    )
  }

  return (
    <Page
      title={data.title}
      size="lg"
      actions={<RecipeActions recipe={data} scale={scale} units={units} ingredients={ingredients} />}
    >
      <OfflineBookNotice />
      <RecipeGallery images={data.images} title={data.title} />
      <Stack gap="lg">
        <div>
          <Title order={2} data-testid="recipe-title">
            {data.title}
          </Title>
          {data.description && <Text c="dimmed">{data.description}</Text>}
        </div>
        <Meta recipe={data} />
        <CookModeEntry recipe={data} ingredients={ingredients} instructions={steps} />
        {data.labels.length > 0 && (
          <Group gap="xs">
            {data.labels.map((label) => (
              <Badge
                key={label.id}
                component={Link}
                to={`/list/main?labels=${formatLabelParam([label.title])}`}
                variant="light"
                style={{ cursor: 'pointer' }}
              >
                {label.title}
              </Badge>
            ))}
          </Group>
        )}
        <div className={classes.columns}>
          {ingredients.length > 0 && (
            <section>
              <Title order={2} size="h4" mb="xs">
                {t('recipe.ingredients')}
              </Title>
              <ScaleControls
                scale={scale}
                onScale={setScale}
                units={units}
                onUnits={setUnits}
                yieldText={data.yield}
                approximate={hasApproximate(ingredients)}
              />
              <CheckableLines
                lines={ingredients}
                done={ingredientsDone}
                onToggle={toggleIngredient}
                testId="ingredients"
              />
            </section>
          )}
          {steps.length > 0 && (
            <section>
              <Title order={2} size="h4" mb="xs">
                {t('recipe.instructions')}
              </Title>
              <CheckableLines
                lines={steps}
                done={stepsDone}
                onToggle={toggleStep}
                numbered
                testId="instructions"
              />
            </section>
          )}
        </div>
        {notes.trim() && (
          <section data-testid="notes">
            <Title order={2} size="h4" mb="xs">
              {t('recipe.notes')}
            </Title>
            <RecipeText text={notes} className={classes.notes} />
          </section>
        )}
      </Stack>
    </Page>
  )
}

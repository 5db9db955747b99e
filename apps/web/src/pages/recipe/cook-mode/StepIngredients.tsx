import { Button, Collapse, List, Text, Title } from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCheckSet } from '../../../app/recipe-checks.ts'
import type { ShownIngredient } from '../cooking-view.ts'
import { CheckableLines } from '../CheckableLines.tsx'

interface StepIngredientsProps {
  recipeId: string
  /** As the recipe page shows them: scaled and in the chosen units. */
  ingredients: readonly ShownIngredient[]
  mentioned: readonly number[]
}

/** The ingredients the current step names, and every ingredient (ticked as on the page) a tap away. */
export function StepIngredients({ recipeId, ingredients, mentioned }: StepIngredientsProps) {
  const { t } = useTranslation()
  const [showAll, setShowAll] = useState(false)
  const [done, toggle] = useCheckSet(recipeId, 'ingredients')

  return (
    <>
      <Title order={3} size="h4" mb="xs">
        {t('cookMode.forThisStep')}
      </Title>
      {mentioned.length > 0 ? (
        <List size="lg" spacing={4} data-testid="step-ingredients">
          {mentioned.map((index) => (
            <List.Item key={index}>{ingredients[index]?.content}</List.Item>
          ))}
        </List>
      ) : (
        <Text c="dimmed" data-testid="step-ingredients">
          {t('cookMode.noneForThisStep')}
        </Text>
      )}
      {ingredients.length > 0 && (
        <>
          <Button
            variant="subtle"
            mt="sm"
            px={0}
            rightSection={<IconChevronDown size={16} style={{ rotate: showAll ? '180deg' : '0deg' }} />}
            aria-expanded={showAll}
            aria-controls="cook-all-ingredients"
            onClick={() => setShowAll((open) => !open)}
          >
            {t('cookMode.allIngredients')}
          </Button>
          <Collapse expanded={showAll} id="cook-all-ingredients">
            <CheckableLines
              lines={[...ingredients]}
              done={done}
              onToggle={toggle}
              testId="cook-all-ingredients"
            />
          </Collapse>
        </>
      )}
    </>
  )
}

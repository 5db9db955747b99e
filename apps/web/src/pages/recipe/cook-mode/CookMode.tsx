import { Button, Checkbox, Group, Modal, Text } from '@mantine/core'
import type { TRecipe } from '@rosemary/shared/contract'
import type { ParsedInstruction } from '@rosemary/shared/recipe-text'
import { IconAlarm, IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCheckSet } from '../../../app/recipe-checks.ts'
import { useWakeLock } from '../../../hooks/use-wake-lock.ts'
import { usePreferences } from '../../../preferences/preferences.ts'
import type { ShownIngredient } from '../cooking-view.ts'
import { RecipeText } from '../RecipeText.tsx'
import { cookSteps, firstOpenStep } from './cook-steps.ts'
import classes from './CookMode.module.css'
import { startKitchenTimer } from './kitchen-timers.ts'
import { StepIngredients } from './StepIngredients.tsx'
import { TimerList } from './TimerList.tsx'
import { useStepKeys } from './use-step-keys.ts'

export interface CookModeProps {
  recipe: TRecipe
  /** As the recipe page shows them now: scaled and in the chosen units. */
  ingredients: readonly ShownIngredient[]
  instructions: readonly ParsedInstruction[]
  onClose: () => void
}

/**
 * Cook mode: the whole screen for one step at a time in large type, the ingredients it names beside it,
 * timers from the durations it writes, and the screen kept on (recipeDetails.enableWakeLock) while open.
 */
export default function CookMode({ recipe, ingredients, instructions, onClose }: CookModeProps) {
  const { t } = useTranslation()
  const { recipeDetails } = usePreferences()
  const steps = useMemo(() => cookSteps(instructions, ingredients), [instructions, ingredients])
  const [done, toggleDone] = useCheckSet(recipe.id, 'steps')
  const [index, setIndex] = useState(() => firstOpenStep(steps, done))
  useWakeLock(recipeDetails.enableWakeLock)

  const last = steps.length - 1
  const shown = Math.min(index, last)
  const step = steps[shown]
  const previous = () => setIndex(Math.max(0, shown - 1))
  const next = () => setIndex(Math.min(last, shown + 1))
  const swipe = useStepKeys(previous, next)
  if (!step) return null

  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen
      title={t('cookMode.title', { title: recipe.title })}
      closeButtonProps={{ 'aria-label': t('cookMode.close') }}
      transitionProps={{ duration: 0 }}
      classNames={{ content: classes.content, body: classes.body, title: classes.title }}
      data-testid="cook-mode"
    >
      <TimerList recipeId={recipe.id} />
      <div className={classes.layout}>
        <section className={classes.step} aria-labelledby="cook-step-number" {...swipe}>
          <Text id="cook-step-number" fw={700} c="dimmed" data-testid="cook-step-number">
            {t('cookMode.stepOf', { number: step.number, total: steps.length })}
            {step.section && ` · ${step.section}`}
          </Text>
          <div className={classes.stepText} aria-live="polite" data-testid="cook-step-text">
            <RecipeText text={step.content} inheritSize />
          </div>
          {step.durations.length > 0 && (
            <Group gap="xs" mb="md">
              {step.durations.map((duration) => (
                <Button
                  key={duration.start}
                  variant="light"
                  size="md"
                  leftSection={<IconAlarm size={20} aria-hidden />}
                  aria-label={t('cookMode.startTimer', { duration: duration.text })}
                  onClick={() =>
                    startKitchenTimer({
                      recipeId: recipe.id,
                      recipeTitle: recipe.title,
                      name: t('cookMode.timerName', { number: step.number, duration: duration.text }),
                      seconds: duration.seconds,
                    })
                  }
                >
                  {duration.text}
                </Button>
              ))}
            </Group>
          )}
          <Checkbox
            size="md"
            label={t('cookMode.stepDone')}
            checked={done.has(step.lineIndex)}
            onChange={() => toggleDone(step.lineIndex)}
          />
          <Text size="xs" c="dimmed" mt="md" visibleFrom="sm">
            {t('cookMode.keys')}
          </Text>
        </section>
        <aside className={classes.side}>
          <StepIngredients recipeId={recipe.id} ingredients={ingredients} mentioned={step.ingredients} />
        </aside>
      </div>
      <Group className={classes.nav} grow>
        <Button
          size="lg"
          variant="default"
          leftSection={<IconArrowLeft size={20} aria-hidden />}
          // Dimmed rather than disabled at the first step, so a keyboard's focus is not dropped from it.
          data-disabled={shown === 0 || undefined}
          aria-disabled={shown === 0}
          onClick={previous}
        >
          {t('cookMode.previous')}
        </Button>
        {shown < last ? (
          <Button size="lg" rightSection={<IconArrowRight size={20} aria-hidden />} onClick={next}>
            {t('cookMode.next')}
          </Button>
        ) : (
          <Button size="lg" rightSection={<IconCheck size={20} aria-hidden />} onClick={onClose}>
            {t('cookMode.finish')}
          </Button>
        )}
      </Group>
    </Modal>
  )
}

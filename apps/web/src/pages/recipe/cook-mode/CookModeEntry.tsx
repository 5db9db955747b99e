import { Button, Stack } from '@mantine/core'
import type { TRecipe } from '@rosemary/shared/contract'
import type { ParsedInstruction } from '@rosemary/shared/recipe-text'
import { IconChefHat } from '@tabler/icons-react'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import type { ShownIngredient } from '../cooking-view.ts'
import { TimerList } from './TimerList.tsx'

const CookMode = lazy(() => import('./CookMode.tsx'))

interface CookModeEntryProps {
  recipe: TRecipe
  ingredients: readonly ShownIngredient[]
  instructions: readonly ParsedInstruction[]
}

/**
 * The recipe page's way into cook mode: a button that adds "?cook" to the address (so Back leaves cook
 * mode and a timer's notification can lead back into it), and the timers still running once it is left.
 */
export function CookModeEntry({ recipe, ingredients, instructions }: CookModeEntryProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const open = params.has('cook')
  if (!instructions.some((line) => !line.isHeader)) return null

  const enter = () => void navigate({ search: '?cook=1' }, { state: { cookFromPage: true } })
  // Opened from the page: Back, as the browser's button does. Opened by its address: stay on the recipe.
  const leave = () => {
    if ((location.state as { cookFromPage?: boolean } | null)?.cookFromPage) void navigate(-1)
    else void navigate({ search: '' }, { replace: true })
  }

  return (
    <Stack gap="xs" align="flex-start">
      <Button
        leftSection={<IconChefHat size={18} aria-hidden />}
        onClick={enter}
        data-testid="open-cook-mode"
      >
        {t('cookMode.open')}
      </Button>
      {!open && <TimerList recipeId={recipe.id} />}
      {open && (
        <Suspense fallback={null}>
          <CookMode recipe={recipe} ingredients={ingredients} instructions={instructions} onClose={leave} />
        </Suspense>
      )}
    </Stack>
  )
}

import { Alert, Button, Stack } from '@mantine/core'
import { MAX_RECIPE_IMAGES } from '@rosemary/shared/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { clearPendingChanges, usePendingChanges } from '../../app/leave-guard.tsx'
import { Page } from '../../components/Page.tsx'
import { refreshRecipeData } from '../../data/recipes.ts'
import { formWithDraft } from './clip-draft.ts'
import { ClipFromWeb } from './ClipFromWeb.tsx'
import { DraftOffer } from './DraftOffer.tsx'
import { EMPTY_FORM, formForCopy, formFromRecipe, isSameForm, type RecipeForm } from './recipe-form.ts'
import { RecipeFields } from './RecipeFields.tsx'
import { useRecipeDraft } from './use-recipe-draft.ts'
import { type EditorTarget, type SaveProblem, useSaveRecipe } from './use-save-recipe.ts'

function initialForm(target: EditorTarget): RecipeForm {
  if (target.kind === 'edit') return formFromRecipe(target.recipe)
  if (target.kind === 'copy') return formForCopy(target.recipe)
  return EMPTY_FORM
}

const PROBLEM_TEXT = {
  unreachable: 'edit.problems.unreachable',
  failed: 'edit.problems.failed',
  gone: 'edit.problems.gone',
  pictureGone: 'edit.problems.pictureGone',
} as const satisfies Record<SaveProblem, string>

/**
 * The editor of a new recipe, one's own, or a copy of someone else's. The form is guarded until saved and
 * kept as a draft on this device meanwhile; a failed save keeps it as typed and says why.
 */
export function RecipeEditor({ draftId, target }: { draftId: string; target: EditorTarget }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const initial = useMemo(() => initialForm(target), [target])
  const [form, setForm] = useState(initial)
  const base = target.kind === 'edit' ? target.recipe.updatedAt : null
  const draft = useRecipeDraft(draftId, form, initial, base)
  usePendingChanges(!isSameForm(form, initial))

  const { save, saving, errors, problem } = useSaveRecipe(target, async (recipeId) => {
    draft.saved()
    clearPendingChanges()
    await refreshRecipeData(queryClient)
    await navigate(`/recipe/${recipeId}`, { replace: true })
  })

  // The message is above the form; the person may have pressed the Save button below it.
  const problemRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (problem) problemRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' })
  }, [problem])

  const set = <K extends keyof RecipeForm>(name: K, value: RecipeForm[K]) =>
    setForm((current) => ({ ...current, [name]: value }))

  // The edited recipe was deleted meanwhile, and its pictures with it; pictures added since are still there.
  const saveAsNew = () => {
    const gone = new Set(initial.images.map((image) => image.id))
    void save({ ...form, images: form.images.filter((image) => !gone.has(image.id)) }, true)
  }

  const saveButton = (
    <Button onClick={() => void save(form)} loading={saving} data-testid="save-recipe">
      {target.kind === 'copy' ? t('edit.saveCopy') : t('common.save')}
    </Button>
  )
  const title = { new: t('edit.newTitle'), edit: t('edit.editTitle'), copy: t('edit.copyTitle') }[target.kind]

  return (
    <Page title={title} size="md" actions={saveButton}>
      <Stack gap="md">
        {draft.offer && (
          <DraftOffer
            offer={draft.offer}
            onRestore={() => setForm((current) => draft.restore() ?? current)}
            onDiscard={draft.discard}
          />
        )}
        {target.kind === 'copy' && <Alert color="blue">{t('edit.copyNotice')}</Alert>}
        {problem && (
          <Alert
            ref={problemRef}
            color="red"
            role="alert"
            title={t('edit.problems.title')}
            data-testid="save-problem"
          >
            {t(PROBLEM_TEXT[problem])}
            {problem === 'gone' && (
              <Button size="xs" mt="xs" display="block" onClick={saveAsNew} loading={saving}>
                {t('edit.saveAsNew')}
              </Button>
            )}
          </Alert>
        )}
        {target.kind === 'new' && (
          <ClipFromWeb
            onDraft={(clipped) => setForm((current) => formWithDraft(current, clipped))}
            onImage={(image) =>
              setForm((current) => ({
                ...current,
                images: [image, ...current.images].slice(0, MAX_RECIPE_IMAGES),
              }))
            }
          />
        )}
        <RecipeFields form={form} errors={errors} onChange={set} />
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>{saveButton}</div>
      </Stack>
    </Page>
  )
}

/**
 * Saving the editor's form: a new recipe (POST), a change to one's own (PUT), or a copy of someone else's
 * (their pictures made one's own first, then POST). A save that fails keeps the form as typed and says
 * why beside it: no answer, a server error, the recipe gone meanwhile, a picture gone; a refusal (400)
 * marks the fields, and a 401 asks to sign in again while the draft waits.
 */
import type { TRecipe } from '@rosemary/shared/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type ApiResult, handleByDefault, request, type StatusHandlers } from '../../api/client.ts'
import { ownPictures } from './copy-pictures.ts'
import type { EditableImage } from './ImagesEditor.tsx'
import { bodyFromForm, type RecipeForm } from './recipe-form.ts'

export type EditorTarget =
  { kind: 'new' } | { kind: 'edit'; recipe: TRecipe } | { kind: 'copy'; recipe: TRecipe }

export type SaveProblem = 'unreachable' | 'failed' | 'gone' | 'pictureGone'

const ok = (images: EditableImage[]): ApiResult<EditableImage[]> => ({
  success: true,
  status: 200,
  data: images,
})

export function useSaveRecipe(target: EditorTarget, onSaved: (recipeId: string) => Promise<void>) {
  const { t } = useTranslation()
  const [saving, setSaving] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [problem, setProblem] = useState<SaveProblem | null>(null)

  const handlers = (onNotFound: SaveProblem): StatusHandlers => ({
    0: () => setProblem('unreachable'),
    400: (failure) => setErrors(failure.data?.error.fields ?? {}),
    401: handleByDefault,
    404: () => setProblem(onNotFound),
    '*': () => setProblem('failed'),
  })

  async function send(form: RecipeForm, as: EditorTarget) {
    if (as.kind === 'edit') {
      const body = bodyFromForm(form)
      return request('PUT /recipes/:id', { params: { id: as.recipe.id }, body }, handlers('gone'))
    }
    const theirs = new Map(as.kind === 'copy' ? as.recipe.images.map((image) => [image.id, image.url]) : [])
    const images =
      theirs.size > 0 ? await ownPictures(form.images, theirs, handlers('pictureGone')) : ok(form.images)
    if (!images.success) return images
    return request(
      'POST /recipes',
      { body: bodyFromForm({ ...form, images: images.data }) },
      handlers('failed'),
    )
  }

  /** Saves `form` as the editor's target, or as a new recipe (`asNew`) once the edited one is gone. */
  async function save(form: RecipeForm, asNew = false): Promise<void> {
    if (form.title.trim().length === 0) {
      setErrors({ title: t('edit.titleRequired') })
      return
    }
    setSaving(true)
    setErrors({})
    setProblem(null)
    const result = await send(form, asNew ? { kind: 'new' } : target)
    setSaving(false)
    if (result.success) await onSaved(result.data.id)
  }

  return { save, saving, errors, problem }
}

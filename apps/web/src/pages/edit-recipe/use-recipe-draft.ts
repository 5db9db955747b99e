/**
 * Keeps the editor's form as a draft on this device (data/recipe-drafts.ts) while it differs from what
 * the editor opened with, and offers a draft found on opening: restore it, or discard it. While the offer
 * waits for an answer the stored draft is left alone, so nothing typed before is overwritten unseen.
 */
import { useEffect, useRef, useState } from 'react'
import { leftWithoutSaving } from '../../app/leave-guard.tsx'
import { readDraft, removeDraft, writeDraft } from '../../data/recipe-drafts.ts'
import { isSameForm, parseRecipeForm, type RecipeForm } from './recipe-form.ts'

/** The server deletes pictures no recipe shows a day after their upload (images.service.ts). */
export const UPLOADS_KEPT_MS = 24 * 60 * 60 * 1000

export interface DraftOffer {
  form: RecipeForm
  savedAt: Date
  /** The recipe was saved (elsewhere) after the draft began: restoring replaces those changes. */
  changedSince: boolean
  /** Pictures uploaded for the draft that the server has deleted by now, left out of `form`. */
  droppedPictures: number
}

function findOffer(
  draftId: string,
  initial: RecipeForm,
  baseUpdatedAt: string | null,
  now: number,
): DraftOffer | null {
  const stored = readDraft(draftId)
  const form = stored && parseRecipeForm(stored.form)
  if (!stored || !form || isSameForm(form, initial)) return null
  const savedAt = new Date(stored.savedAt)
  const kept = new Set(initial.images.map((image) => image.id))
  const uploadsGone = now - savedAt.getTime() > UPLOADS_KEPT_MS
  const images = form.images.filter((image) => kept.has(image.id) || !uploadsGone)
  return {
    form: { ...form, images },
    savedAt,
    changedSince: stored.baseUpdatedAt !== baseUpdatedAt,
    droppedPictures: form.images.length - images.length,
  }
}

export function useRecipeDraft(
  draftId: string,
  form: RecipeForm,
  initial: RecipeForm,
  baseUpdatedAt: string | null,
) {
  const [offer, setOffer] = useState(() => findOffer(draftId, initial, baseUpdatedAt, Date.now()))
  // Once saved (or dropped on leaving), late renders must not write the draft back.
  const settled = useRef(false)

  useEffect(() => {
    if (offer || settled.current) return
    if (isSameForm(form, initial)) removeDraft(draftId)
    else writeDraft(draftId, { form, savedAt: new Date().toISOString(), baseUpdatedAt })
  }, [draftId, form, initial, baseUpdatedAt, offer])

  useEffect(
    () =>
      leftWithoutSaving.on(() => {
        if (offer) return
        settled.current = true
        removeDraft(draftId)
      }),
    [draftId, offer],
  )

  return {
    offer,
    /** The offered form, to put in the editor; from now on the editor's form is the draft. */
    restore: (): RecipeForm | null => {
      setOffer(null)
      return offer?.form ?? null
    },
    discard: (): void => {
      removeDraft(draftId)
      setOffer(null)
    },
    /** After a successful save; a draft still on offer is another piece of work and stays. */
    saved: (): void => {
      settled.current = true
      if (!offer) removeDraft(draftId)
    },
  }
}

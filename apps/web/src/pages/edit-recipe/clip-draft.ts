/** A clipped draft (GET/POST clip) poured into the editor's form, and the messages the bookmarklet exchanges. */
import type { TClipDraft } from '@rosemary/shared/contract'
import type { RecipeForm } from './recipe-form.ts'

/** The labels already chosen, then the page's that are not among them (compared without case). */
function withLabels(chosen: readonly string[], clipped: readonly string[]): string[] {
  const seen = new Set(chosen.map((label) => label.toLowerCase()))
  const added = clipped.filter((label) => {
    const key = label.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  return [...chosen, ...added]
}

/**
 * Every text field comes from the draft; the page's categories and keywords join the labels already
 * chosen; rating and pictures already chosen stay.
 */
export function formWithDraft(form: RecipeForm, draft: TClipDraft): RecipeForm {
  return {
    ...form,
    labels: withLabels(form.labels, draft.labels),
    title: draft.title,
    description: draft.description,
    yield: draft.yield,
    activeTime: draft.activeTime,
    totalTime: draft.totalTime,
    source: draft.source,
    url: draft.url,
    notes: draft.notes,
    ingredients: draft.ingredients,
    instructions: draft.instructions,
  }
}

/** What the editor tells its opener once it listens (see settings/bookmarklet.ts). */
export const CLIP_READY_MESSAGE = 'rosemary:clip-ready'

export interface ClippedPage {
  url: string
  html: string
}

/** The page the bookmarklet sends, or null for any other message. */
export function readClippedPage(data: unknown): ClippedPage | null {
  if (typeof data !== 'object' || data === null) return null
  const { type, url, html } = data as Record<string, unknown>
  if (type !== 'rosemary:clip' || typeof url !== 'string' || typeof html !== 'string') return null
  return { url, html }
}

import { act, renderHook } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { leftWithoutSaving } from '../../app/leave-guard.tsx'
import { readDraft, writeDraft } from '../../data/recipe-drafts.ts'
import { EMPTY_FORM, type RecipeForm } from './recipe-form.ts'
import { UPLOADS_KEPT_MS, useRecipeDraft } from './use-recipe-draft.ts'

afterEach(() => {
  localStorage.clear()
  vi.useRealTimers()
})

const saved: RecipeForm = {
  ...EMPTY_FORM,
  title: 'Soup',
  images: [{ id: 'kept', thumbnailUrl: '/api/images/kept/thumb.webp' }],
}
const BASE = '2026-01-01T09:00:00.000Z'

function open(draftId: string, initial: RecipeForm = saved, baseUpdatedAt: string | null = BASE) {
  return renderHook(({ form }) => useRecipeDraft(draftId, form, initial, baseUpdatedAt), {
    initialProps: { form: initial },
  })
}

const storedForm = (draftId: string) => readDraft(draftId)?.form

test('the form is kept while it differs from what the editor opened with, and dropped when it is the same again', () => {
  const editor = open('r1')
  expect(readDraft('r1')).toBeNull()
  editor.rerender({ form: { ...saved, notes: 'Salt at the end' } })
  expect(readDraft('r1')).toMatchObject({ form: { notes: 'Salt at the end' }, baseUpdatedAt: BASE })
  editor.rerender({ form: saved })
  expect(readDraft('r1')).toBeNull()
})

test('a draft found on opening is offered and left alone until restored; then typing goes on from it', () => {
  const draft = { ...saved, notes: 'Typed before the crash' }
  writeDraft('r1', { form: draft, savedAt: new Date().toISOString(), baseUpdatedAt: BASE })
  const editor = open('r1')
  expect(editor.result.current.offer).toMatchObject({ form: draft, changedSince: false, droppedPictures: 0 })

  editor.rerender({ form: { ...saved, title: 'Something else' } })
  expect(storedForm('r1')).toEqual(draft)

  let restored: RecipeForm | null = null
  act(() => {
    restored = editor.result.current.restore()
  })
  expect(restored).toEqual(draft)
  expect(editor.result.current.offer).toBeNull()
  editor.rerender({ form: { ...draft, notes: 'Typed after restoring' } })
  expect(storedForm('r1')).toMatchObject({ notes: 'Typed after restoring' })
})

test('discarding drops the stored draft', () => {
  writeDraft('new', {
    form: { ...EMPTY_FORM, title: 'Old' },
    savedAt: new Date().toISOString(),
    baseUpdatedAt: null,
  })
  const editor = open('new', EMPTY_FORM, null)
  expect(editor.result.current.offer).not.toBeNull()
  act(() => editor.result.current.discard())
  expect(editor.result.current.offer).toBeNull()
  expect(readDraft('new')).toBeNull()
})

test('nothing is offered for a draft equal to the recipe, or one that is not a form', () => {
  writeDraft('r1', { form: saved, savedAt: new Date().toISOString(), baseUpdatedAt: BASE })
  writeDraft('r2', { form: { title: 7 }, savedAt: new Date().toISOString(), baseUpdatedAt: BASE })
  expect(open('r1').result.current.offer).toBeNull()
  expect(open('r2').result.current.offer).toBeNull()
})

test('says when the recipe was saved since the draft began', () => {
  writeDraft('r1', { form: { ...saved, notes: 'x' }, savedAt: new Date().toISOString(), baseUpdatedAt: BASE })
  expect(open('r1', saved, '2026-01-02T09:00:00.000Z').result.current.offer?.changedSince).toBe(true)
})

test("after a day, pictures uploaded for the draft are left out (the server deleted them); the recipe's own stay", () => {
  vi.useFakeTimers({ now: new Date('2026-01-03T12:00:00.000Z') })
  const form = {
    ...saved,
    images: [...saved.images, { id: 'uploaded', thumbnailUrl: '/api/images/uploaded/thumb.webp' }],
  }
  const savedAt = new Date(Date.now() - UPLOADS_KEPT_MS - 60_000).toISOString()
  writeDraft('r1', { form, savedAt, baseUpdatedAt: BASE })
  const offer = open('r1').result.current.offer
  expect(offer?.form.images.map((image) => image.id)).toEqual(['kept'])
  expect(offer?.droppedPictures).toBe(1)

  writeDraft('r1', { form, savedAt: new Date().toISOString(), baseUpdatedAt: BASE })
  expect(open('r1').result.current.offer?.form.images).toHaveLength(2)
})

test('a save drops the draft for good, even if the editor renders again before it closes', () => {
  const editor = open('r1')
  editor.rerender({ form: { ...saved, notes: 'Saved now' } })
  act(() => editor.result.current.saved())
  expect(readDraft('r1')).toBeNull()
  editor.rerender({ form: { ...saved, notes: 'Saved now!' } })
  expect(readDraft('r1')).toBeNull()
})

test('a save leaves alone a draft still on offer: it is other work', () => {
  const other = { ...EMPTY_FORM, title: 'Earlier idea' }
  writeDraft('new', { form: other, savedAt: new Date().toISOString(), baseUpdatedAt: null })
  const editor = open('new', EMPTY_FORM, null)
  editor.rerender({ form: { ...EMPTY_FORM, title: 'Clipped now' } })
  act(() => editor.result.current.saved())
  expect(storedForm('new')).toEqual(other)
})

test('confirming to leave without saving drops the draft', () => {
  const editor = open('r1')
  editor.rerender({ form: { ...saved, notes: 'Not wanted' } })
  act(() => leftWithoutSaving.emit())
  expect(readDraft('r1')).toBeNull()
})

import { afterEach, expect, test } from 'vitest'
import { readDraft, removeAllDrafts, removeDraft, writeDraft } from './recipe-drafts.ts'

afterEach(() => localStorage.clear())

const draft = { form: { title: 'Soup' }, savedAt: '2026-01-01T10:00:00.000Z', baseUpdatedAt: null }

test('one draft per recipe id, read back as written, removed one by one', () => {
  writeDraft('new', draft)
  writeDraft('r1', { ...draft, baseUpdatedAt: '2026-01-01T09:00:00.000Z' })
  expect(readDraft('new')).toEqual(draft)
  expect(readDraft('r1')?.baseUpdatedAt).toBe('2026-01-01T09:00:00.000Z')
  removeDraft('new')
  expect(readDraft('new')).toBeNull()
  expect(readDraft('r1')).not.toBeNull()
})

test('logging out removes every draft and nothing else', () => {
  writeDraft('new', draft)
  writeDraft('r1', draft)
  localStorage.setItem('preferences', '{}')
  removeAllDrafts()
  expect(readDraft('new')).toBeNull()
  expect(readDraft('r1')).toBeNull()
  expect(localStorage.getItem('preferences')).toBe('{}')
})

test('what is not a draft (damaged, or written by hand) reads as none', () => {
  for (const text of ['not json', 'null', '[]', '{"form":{}}', '{"form":{},"savedAt":"yesterday","baseUpdatedAt":null}']) {
    localStorage.setItem('recipeDraft:r1', text)
    expect(readDraft('r1'), text).toBeNull()
  }
})

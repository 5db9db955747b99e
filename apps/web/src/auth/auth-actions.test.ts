import { afterEach, expect, test, vi } from 'vitest'
import { readDraft, writeDraft } from '../data/recipe-drafts.ts'
import { logout } from './auth-actions.ts'
import { getToken, setToken } from './session.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

test('logging out forgets the token and every unsaved recipe draft on this device', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { headers: { 'content-type': 'application/json' } })),
  )
  setToken('token')
  writeDraft('new', { form: {}, savedAt: new Date().toISOString(), baseUpdatedAt: null })
  await logout()
  expect(getToken()).toBeNull()
  expect(readDraft('new')).toBeNull()
})

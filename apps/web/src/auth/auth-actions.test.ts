import 'fake-indexeddb/auto'
import type { TRecipe } from '@rosemary/shared/contract'
import Dexie from 'dexie'
import { afterEach, expect, test, vi } from 'vitest'
import { readDraft, writeDraft } from '../data/recipe-drafts.ts'
import { shoppingStore } from '../data/shopping-lists/offline-store.ts'
import { BOOK_DB_NAME, bookDb } from '../offline-book/book-store.ts'
import { shoppingList } from '../test/shopping-fixtures.ts'
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

test('logging out forgets the shopping lists kept on this device, so the next person cannot read them offline', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { headers: { 'content-type': 'application/json' } })),
  )
  setToken('token')
  const store = shoppingStore()
  await store.lists.put({ id: 'list-1', list: shoppingList() })
  await store.queue.add({
    listId: 'list-1',
    change: { kind: 'delete', itemIds: ['x'] },
    titles: {},
    queuedAt: '',
  })
  await logout()
  expect(await store.lists.count()).toBe(0)
  expect(await store.queue.count()).toBe(0)
})

test('logging out deletes the offline recipe book on this device', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { headers: { 'content-type': 'application/json' } })),
  )
  setToken('token')
  await bookDb().recipes.put({ id: 'r1', title: 'Soup' } as TRecipe)
  expect(await Dexie.exists(BOOK_DB_NAME)).toBe(true)
  await logout()
  expect(await Dexie.exists(BOOK_DB_NAME)).toBe(false)
})

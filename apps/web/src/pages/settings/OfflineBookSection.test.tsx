import 'fake-indexeddb/auto'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import Dexie from 'dexie'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { instanceStore } from '../../app/instance.ts'
import { BOOK_DB_NAME } from '../../offline-book/book-store.ts'
import { removeOfflineBook } from '../../offline-book/book-start.ts'
import { preferencesStore, setPreference } from '../../preferences/preferences.ts'
import { dismissQuickTutorial, quickTutorialStore } from '../../preferences/quick-tutorials.ts'
import { fakeApi } from '../../test/fake-api.ts'
import { testInstance } from '../../test/instance-fixture.ts'
import { renderPage, signedInForEachTest } from '../../test/render-page.tsx'
import SettingsPage from './SettingsPage.tsx'

signedInForEachTest()

const offering = (on: boolean) =>
  instanceStore.set({ ...testInstance, flags: { ...testInstance.flags, enableExperimentalOfflineCache: on } })

beforeEach(() => {
  fakeApi({
    'GET /users/': { body: { id: 'me', name: 'Me', email: 'me@example.com', handle: null } },
    'GET /recipes/sync/ids': { body: { ids: [] } },
    'GET /recipes/sync': { body: { recipes: [], cursor: null, more: false } },
    'GET /labels': { body: [] },
  })
})

afterEach(async () => {
  dismissQuickTutorial()
  setPreference('global', 'enableExperimentalOfflineCache', false)
  await removeOfflineBook()
  instanceStore.set(null)
  vi.unstubAllGlobals()
})

const open = () => renderPage(SettingsPage, '/settings', '/settings')
const bookSwitch = () => screen.getByRole('switch', { name: /Keep a copy of my recipes/ })

test('not offered unless the server turns the offline recipe book on', async () => {
  offering(false)
  open()
  expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeTruthy()
  expect(screen.queryByRole('switch', { name: /Keep a copy of my recipes/ })).toBeNull()
})

test('turned on: the tutorial once, the copy filled; turned off: the copy deleted', async () => {
  offering(true)
  open()
  await screen.findByText('Offline recipe book (experimental)')
  fireEvent.click(bookSwitch())
  expect(preferencesStore.get().global.enableExperimentalOfflineCache).toBe(true)
  expect(quickTutorialStore.get()).toBe('experimentalOfflineCache')
  expect(await screen.findByText(/Your recipes are saved on this device/)).toBeTruthy()
  expect(await Dexie.exists(BOOK_DB_NAME)).toBe(true)

  dismissQuickTutorial()
  fireEvent.click(bookSwitch())
  expect(preferencesStore.get().global.enableExperimentalOfflineCache).toBe(false)
  await waitFor(async () => expect(await Dexie.exists(BOOK_DB_NAME)).toBe(false))

  fireEvent.click(bookSwitch())
  expect(quickTutorialStore.get()).toBeNull()
})

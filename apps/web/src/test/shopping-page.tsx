/** Set-up shared by the shopping-list page tests: a signed-in person, a clean IndexedDB and default options. */
import { afterEach } from 'vitest'
import { noteAnswer } from '../api/connection.ts'
import { resetShoppingSync } from '../data/shopping-lists/sync-start.ts'
import ShoppingListPage from '../pages/shopping-lists/ShoppingListPage.tsx'
import { defaultPreferences, preferencesStore } from '../preferences/preferences.ts'
import { renderPage, signedInForEachTest } from './render-page.tsx'

export function shoppingPageForEachTest(): void {
  signedInForEachTest()
  afterEach(async () => {
    await resetShoppingSync()
    noteAnswer()
    localStorage.clear()
    preferencesStore.set(defaultPreferences({ width: 1024, height: 768 }))
  })
}

export const openList = (id = 'list-1') =>
  renderPage(ShoppingListPage, '/shopping-lists/:shoppingListId', `/shopping-lists/${id}`)

/**
 * Called by main.tsx before anything else loads: when the address opens the recipe list and a session
 * exists, its first page is asked for at once (data/early-recipe-page.ts), with the filters the page will
 * key its query by, instead of after the page's code, the router and the translations have arrived.
 */
import { HOME_PATH } from '../../app/home-path.ts'
import { isLoggedIn } from '../../auth/session.ts'
import { startEarlyRecipePage } from '../../data/early-recipe-page.ts'
import { preferencesStore } from '../../preferences/preferences.ts'
import { listAddress, listFilters } from './list-params.ts'

/** Whether the list opens with a session: its first page is then on its way. */
export function fetchListEarly(hash: string): boolean {
  if (!isLoggedIn()) return false
  const address = listAddress(hash, HOME_PATH)
  if (!address) return false
  startEarlyRecipePage(listFilters(address.folder, address.search, preferencesStore.get().myRecipes).filters)
  return true
}

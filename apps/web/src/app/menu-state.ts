/** Whether the overlay side menu is open; pages' menu buttons and the auth modal open it. */
import { createStore } from '../lib/store.ts'

export const menuOpenStore = createStore(false)

/** Closed because one of its entries navigates: that navigation takes the place of the menu's history entry. */
let closedForNavigation = false

export const openMenu = () => menuOpenStore.set(true)
export const closeMenu = () => menuOpenStore.set(false)

export function closeMenuForNavigation(): void {
  closedForNavigation = true
  menuOpenStore.set(false)
}

/** Whether the last close was for a navigation, forgetting it once the navigation has happened. */
export function wasClosedForNavigation({ forget }: { forget: boolean }): boolean {
  const was = closedForNavigation
  if (forget) closedForNavigation = false
  return was
}

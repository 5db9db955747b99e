/** Whether the overlay side menu is open; pages' menu buttons and the auth modal open it. */
import { createStore } from '../lib/store.ts'

export const menuOpenStore = createStore(false)

export const openMenu = () => menuOpenStore.set(true)
export const closeMenu = () => menuOpenStore.set(false)

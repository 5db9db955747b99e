/** The auth prompt: at most one open at a time (spec §4); closing it reloads the page. */
import { createStore } from '../lib/store.ts'

export interface AuthModalState {
  startWithRegister: boolean
}

export const authModalStore = createStore<AuthModalState | null>(null)

export function openAuthModal(options: AuthModalState = { startWithRegister: false }): void {
  if (authModalStore.get() !== null) return
  authModalStore.set(options)
}

/**
 * The session token in localStorage ("token"); being logged in means having one (spec §4). Other tabs see
 * a login or logout through the storage event.
 */
import { readText, writeText } from '../lib/local-storage.ts'
import { createStore, useStore } from '../lib/store.ts'

const TOKEN_KEY = 'token'

export const tokenStore = createStore<string | null>(readText(TOKEN_KEY))

export function getToken(): string | null {
  return tokenStore.get()
}

export function setToken(token: string | null): void {
  writeText(TOKEN_KEY, token)
  tokenStore.set(token)
}

export function isLoggedIn(): boolean {
  return tokenStore.get() !== null
}

export function useIsLoggedIn(): boolean {
  return useStore(tokenStore) !== null
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY) tokenStore.set(event.newValue)
  })
}

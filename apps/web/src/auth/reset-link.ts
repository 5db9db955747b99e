/**
 * The token of a forgot-password link (the mail opens settings/account?token=…). It is no session and is
 * never stored as one: it is held in memory, out of the address bar, for the one request it is good for
 * (POST users/reset-password), which answers with a real session.
 */
import { createStore } from '../lib/store.ts'

export const resetLinkStore = createStore<string | null>(null)

/** What happens around a login and a logout (spec §4), shared by the auth page and the auth modal. */
import { IGNORE_FAILURES, request } from '../api/client.ts'
import { refreshCapabilities } from '../app/capabilities.ts'
import { warnIfOldBrowser } from '../app/old-browser.ts'
import { removeAllDrafts } from '../data/recipe-drafts.ts'
import { createEmitter } from '../lib/events.ts'
import { resetLinkStore } from './reset-link.ts'
import { setToken } from './session.ts'

/** Raised after a successful login or registration. */
export const authEvents = createEmitter()

export function completeAuth(token: string): void {
  // A forgot-password link held for this tab is done with: used, or not needed any more.
  resetLinkStore.set(null)
  setToken(token)
  void refreshCapabilities()
  authEvents.emit()
  warnIfOldBrowser()
}

/** Ends the session on the server (any error ignored) and forgets the token, and unsaved recipe drafts, here. */
export async function logout(): Promise<void> {
  await request('POST /users/logout', undefined, IGNORE_FAILURES)
  removeAllDrafts()
  setToken(null)
}

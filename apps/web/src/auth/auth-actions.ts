/** What happens around a login and a logout (spec §4), shared by the auth page and the auth modal. */
import { IGNORE_FAILURES, request } from '../api/client.ts'
import { refreshCapabilities } from '../app/capabilities.ts'
import { warnIfOldBrowser } from '../app/old-browser.ts'
import { removeAllDrafts } from '../data/recipe-drafts.ts'
import { createEmitter } from '../lib/events.ts'
import { BROWSER_CALL_MS, disablePush, refreshPush } from '../push/push.ts'
import { within } from '../push/push-support.ts'
import { rememberDeviceToken } from './device-tokens.ts'
import { resetLinkStore } from './reset-link.ts'
import { setToken } from './session.ts'

/** Raised after a successful login or registration. */
export const authEvents = createEmitter()

export function completeAuth({ token, deviceToken }: { token: string; deviceToken: string }): void {
  // A forgot-password link held for this tab is done with: used, or not needed any more.
  resetLinkStore.set(null)
  rememberDeviceToken(deviceToken)
  setToken(token)
  void refreshCapabilities()
  // Only when already allowed (spec §4): asking is left to the moment the person opens messages.
  void refreshPush({ force: true })
  authEvents.emit()
  warnIfOldBrowser()
}

/**
 * Removes this device's push subscription while the session can still do it (spec §4), ends the session on
 * the server (any error ignored) and forgets the token, and unsaved recipe drafts, here.
 */
export async function logout(): Promise<void> {
  // A server or browser that does not answer must not keep the person signed in.
  await within(disablePush(), BROWSER_CALL_MS).catch(() => undefined)
  await request('POST /users/logout', undefined, IGNORE_FAILURES)
  removeAllDrafts()
  // Loaded only now: most pages never need IndexedDB. Where it is missing there is nothing to forget.
  await import('../data/shopping-lists/offline-store.ts')
    .then((store) => store.forgetShoppingLists())
    .catch(() => undefined)
  await import('../offline-book/book-start.ts')
    .then((book) => book.removeOfflineBook())
    .catch(() => undefined)
  setToken(null)
}

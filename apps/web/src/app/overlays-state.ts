/**
 * The overlays (menu drawer, auth prompt, quick tutorials, toasts) are not needed to paint a page, so their
 * code loads once the browser is idle, or at once when one of them is asked for.
 */
import { createStore } from '../lib/store.ts'

export const overlaysRequestedStore = createStore(false)

export function requestOverlays(): void {
  overlaysRequestedStore.set(true)
}

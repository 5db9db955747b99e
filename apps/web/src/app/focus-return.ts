/**
 * Where the focus goes when a dialog, drawer or menu has closed. Mantine gives it back to what had it when
 * the overlay opened, which fails in two common cases: a dialog opened from a menu item (the item is gone
 * by then), and an overlay that mounts already open (the lazily loaded overlays, on the first tap or key
 * press: Mantine notes the focus only when `opened` changes). The focus would fall to the page's body, and
 * a keyboard user would start over from the top. Instead, when the focused element of an overlay leaves
 * the page with the focus, the focus goes to the last control focused outside any overlay: the button
 * that opened the menu, the page's menu button.
 */
let lastOutsideOverlays: HTMLElement | null = null
let lastInOverlay: Element | null = null

function isInOverlay(element: Element): boolean {
  return element.closest('[role="dialog"], [role="menu"], [data-portal]') !== null
}

function giveFocusBackIfLost(): void {
  if (lastInOverlay === null || lastInOverlay.isConnected) return
  lastInOverlay = null
  const focused = document.activeElement
  if (focused !== null && focused !== document.body) return
  if (lastOutsideOverlays?.isConnected) lastOutsideOverlays.focus({ preventScroll: true })
}

export function returnFocusFromClosedOverlays(): void {
  document.addEventListener('focusin', (event) => {
    if (!(event.target instanceof HTMLElement)) return
    if (isInOverlay(event.target)) {
      lastInOverlay = event.target
    } else {
      lastOutsideOverlays = event.target
      lastInOverlay = null
    }
  })
  // Cheap enough for every change of the page: it only compares two references until an overlay's
  // focused element is removed.
  new MutationObserver(giveFocusBackIfLost).observe(document.body, { childList: true, subtree: true })
}

/**
 * The side drawer closes on Back, as a phone's drawer does, instead of leaving the page under it: opening
 * it adds a history entry of its own (the same address), and Back takes that entry away and closes it. A
 * page chosen in the drawer replaces the entry; closed any other way, the entry is the page's own again
 * (so the next Back stays on the page once: going back instead could undo a navigation made just after).
 */
import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { closeMenu, wasClosedForNavigation } from './menu-state.ts'

interface MenuEntryState {
  menuOpen?: boolean
}

/** Whether the current history entry is the open menu's own (the menu's links replace it). */
export function useInMenuEntry(): boolean {
  return (useLocation().state as MenuEntryState | null)?.menuOpen === true
}

export function useBackClosesMenu(open: boolean): void {
  const navigate = useNavigate()
  const location = useLocation()
  const inMenuEntry = (location.state as MenuEntryState | null)?.menuOpen === true
  const wasInMenuEntry = useRef(inMenuEntry)

  useEffect(() => {
    const leftEntry = wasInMenuEntry.current && !inMenuEntry
    wasInMenuEntry.current = inMenuEntry
    if (leftEntry) {
      // Back, or one of the menu's links (which replaces the entry): the menu has done its part.
      wasClosedForNavigation({ forget: true })
      if (open) closeMenu()
      return
    }
    if (open && !inMenuEntry) {
      void navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { state: { menuOpen: true } satisfies MenuEntryState, preventScrollReset: true },
      )
    } else if (!open && inMenuEntry && !wasClosedForNavigation({ forget: false })) {
      // Closed by its close button, the overlay or Escape: the entry becomes the page's own again. Not by
      // going back (history.back is asynchronous: a navigation made just after would be undone by it).
      void navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { replace: true, state: null, preventScrollReset: true },
      )
    }
  }, [open, inMenuEntry, navigate, location.pathname, location.search, location.hash])
}

/**
 * The side drawer closes on Back, as a phone's drawer does, and the page under it stays. Opening it pushes
 * a history entry of its own (the same address, marked in its state); Back leaves that entry, which closes
 * the drawer. Closing it any other way (Escape, the overlay) touches no history: changing history from a
 * close raced with navigations made just after it. The entry left behind is harmless: Back onto it shows
 * the same page, and opening the drawer there pushes no second one. A page chosen in the drawer replaces
 * its entry, so no Back press is spent on it.
 */
import { useCallback, useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useStore } from '../lib/store.ts'
import { closeMenu, menuOpenStore, openMenu } from './menu-state.ts'

interface MenuEntryState {
  menuEntry?: true
}

export function isMenuEntry(state: unknown): boolean {
  return (state as MenuEntryState | null)?.menuEntry === true
}

/** Whether the current history entry is one the drawer pushed (the drawer's links replace it). */
export function useInMenuEntry(): boolean {
  return isMenuEntry(useLocation().state)
}

/** Opens the drawer from a click, pushing its history entry unless the person is on one already. */
export function useOpenMenu(): () => void {
  const navigate = useNavigate()
  const location = useLocation()
  const { pathname, search, hash } = location
  const state: unknown = location.state
  return useCallback(() => {
    openMenu()
    if (isMenuEntry(state)) return
    void navigate(
      { pathname, search, hash },
      { state: { menuEntry: true } satisfies MenuEntryState, preventScrollReset: true },
    )
  }, [navigate, pathname, search, hash, state])
}

/** Closes the drawer when the person leaves its entry (Back, or a page chosen elsewhere); never navigates. */
export function useCloseMenuOffItsEntry(): void {
  const location = useLocation()
  const lastKey = useRef(location.key)
  useEffect(() => {
    if (lastKey.current === location.key) return
    lastKey.current = location.key
    if (!isMenuEntry(location.state)) closeMenu()
  }, [location.key, location.state])
}

/**
 * Escape closes the drawer before it can take the key itself: while its code loads, or while it opens and
 * the focus is not inside it yet, the key reached the page and was lost, and the drawer opened anyway. A key
 * pressed inside a dialog (the drawer's own, or one over it) is that dialog's.
 */
export function useEscapeClosesMenu(): void {
  const open = useStore(menuOpenStore)
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return
      closeMenu()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])
}

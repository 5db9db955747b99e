/**
 * The leave guard of spec §2: while a page has unsaved changes, leaving it (in the app, by an address
 * typed in the bar, or by closing the tab) asks first. The flag is cleared on each completed navigation.
 */
import { useCallback, useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useBlocker, useLocation } from 'react-router'
import { createEmitter } from '../lib/events.ts'
import { createStore, useStore } from '../lib/store.ts'

/** Every part of the page with unsaved changes: one part being saved leaves the others guarded. */
const dirtyParts = new Set<string>()
export const pendingChangesStore = createStore(false)
/** Raised when the person confirmed leaving unsaved changes: they chose to drop them (kept drafts too). */
export const leftWithoutSaving = createEmitter()

function markDirty(part: string, dirty: boolean): void {
  if (dirty) dirtyParts.add(part)
  else dirtyParts.delete(part)
  pendingChangesStore.set(dirtyParts.size > 0)
}

/** Forgets every unsaved change: after a navigation, or when what was edited is gone. */
export function clearPendingChanges(): void {
  dirtyParts.clear()
  pendingChangesStore.set(false)
}

/** Marks this part of the page as having unsaved changes while `dirty` is true. */
export function usePendingChanges(dirty: boolean): void {
  const part = useId()
  useEffect(() => {
    markDirty(part, dirty)
    return () => markDirty(part, false)
  }, [part, dirty])
}

/** A history entry the router made carries its index; one the browser made for a typed address does not. */
const isRouterEntry = (state: unknown) =>
  typeof state === 'object' && state !== null && typeof (state as { idx?: unknown }).idx === 'number'

/** The app's path in an address's hash: "#/list/main?labels=x" → "/list/main". */
function pathOfHash(hash: string): string {
  const [path = ''] = hash.replace(/^#/, '').split(/[?#]/)
  return path === '' ? '/' : path
}

/**
 * An address typed in the bar that changes only what follows the # (another page of the app) loads no new
 * document, so the browser asks nothing (no beforeunload), and the router sees a step back it did not make
 * and cannot hold (it has no index to go back by). While changes are pending, that step is held before the
 * router hears of it and asked about as the Back button's is: left, it is handed on to the router; stayed,
 * the address is put back as it was. The listener is added when this module loads, before the router is
 * made (routes.tsx imports the shell, which imports this), so it runs before the router's own.
 */
let holdTypedAddress: ((event: PopStateEvent) => void) | null = null
window.addEventListener('popstate', (event) => holdTypedAddress?.(event))

/** Mounted only while changes are pending (in LeaveBlocker). */
function useTypedAddressGuard(ask: () => boolean): void {
  const location = useLocation()
  const shown = useRef<{ href: string; state: unknown; pathname: string }>({
    href: '',
    state: null,
    pathname: '',
  })
  useEffect(() => {
    const { href } = window.location
    shown.current = { href, state: window.history.state, pathname: location.pathname }
  }, [location])

  useEffect(() => {
    let handingOn = false
    holdTypedAddress = (event) => {
      if (handingOn || isRouterEntry(event.state)) return
      // Another address of the same page (its query) leaves nothing, as with the router's blocker.
      if (pathOfHash(window.location.hash) === shown.current.pathname) return
      event.stopImmediatePropagation()
      if (ask()) {
        handingOn = true
        window.dispatchEvent(new PopStateEvent('popstate', { state: event.state as unknown }))
        handingOn = false
      } else window.history.replaceState(shown.current.state, '', shown.current.href)
    }
    return () => {
      holdTypedAddress = null
    }
  }, [ask])
}

/**
 * Asks before leaving the page in the app. Mounted only while changes are pending: a blocker registered with
 * the router, even one that blocks nothing, made React Router warn ("a blocker on a POP navigation") on every
 * Back or Forward to an entry it did not make (an address typed or followed in the same tab), some 130
 * warnings in a week's use (issue 25).
 */
function LeaveBlocker() {
  const { t } = useTranslation()
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
  )

  const ask = useCallback(() => {
    const leave = window.confirm(t('leaveGuard.message'))
    if (leave) leftWithoutSaving.emit()
    return leave
  }, [t])

  useEffect(() => {
    if (blocker.state !== 'blocked') return
    if (ask()) blocker.proceed()
    else blocker.reset()
  }, [blocker, ask])

  useTypedAddressGuard(ask)

  return null
}

export function LeaveGuard() {
  const pending = useStore(pendingChangesStore)
  const location = useLocation()

  useEffect(() => {
    clearPendingChanges()
  }, [location.pathname])

  useEffect(() => {
    if (!pending) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [pending])

  return pending ? <LeaveBlocker /> : null
}

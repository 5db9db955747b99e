/**
 * The leave guard of spec §2: while a page has unsaved changes, leaving it (in the app or by closing the
 * tab) asks first. The flag is cleared on each completed navigation.
 */
import { useEffect, useId } from 'react'
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

  useEffect(() => {
    if (blocker.state !== 'blocked') return
    if (window.confirm(t('leaveGuard.message'))) {
      leftWithoutSaving.emit()
      blocker.proceed()
    } else blocker.reset()
  }, [blocker, t])

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

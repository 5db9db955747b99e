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

export function LeaveGuard() {
  const { t } = useTranslation()
  const pending = useStore(pendingChangesStore)
  const location = useLocation()
  const blocker = useBlocker(
    pending
      ? ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname
      : false,
  )

  useEffect(() => {
    if (blocker.state !== 'blocked') return
    if (window.confirm(t('leaveGuard.message'))) {
      leftWithoutSaving.emit()
      blocker.proceed()
    } else blocker.reset()
  }, [blocker, t])

  useEffect(() => {
    clearPendingChanges()
  }, [location.pathname])

  useEffect(() => {
    if (!pending) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [pending])

  return null
}

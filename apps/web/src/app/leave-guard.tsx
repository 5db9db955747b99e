/**
 * The leave guard of spec §2: while a page has unsaved changes, leaving it (in the app or by closing the
 * tab) asks first. The flag is cleared on each completed navigation.
 */
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useBlocker, useLocation } from 'react-router'
import { createStore, useStore } from '../lib/store.ts'

const pendingChangesStore = createStore(false)

export function setPendingChanges(pending: boolean): void {
  pendingChangesStore.set(pending)
}

/** Marks the current page as having unsaved changes while `dirty` is true. */
export function usePendingChanges(dirty: boolean): void {
  useEffect(() => {
    setPendingChanges(dirty)
  }, [dirty])
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
    if (window.confirm(t('leaveGuard.message'))) blocker.proceed()
    else blocker.reset()
  }, [blocker, t])

  useEffect(() => {
    setPendingChanges(false)
  }, [location.pathname])

  useEffect(() => {
    if (!pending) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [pending])

  return null
}

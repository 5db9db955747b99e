import { act, renderHook } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { clearPendingChanges, pendingChangesStore, usePendingChanges } from './leave-guard.tsx'

afterEach(clearPendingChanges)

test('one part saved or emptied leaves another unsaved part guarded', () => {
  const name = renderHook(({ dirty }) => usePendingChanges(dirty), { initialProps: { dirty: false } })
  const password = renderHook(({ dirty }) => usePendingChanges(dirty), { initialProps: { dirty: false } })
  expect(pendingChangesStore.get()).toBe(false)

  act(() => name.rerender({ dirty: true }))
  act(() => password.rerender({ dirty: true }))
  act(() => password.rerender({ dirty: false }))
  expect(pendingChangesStore.get()).toBe(true)

  act(() => name.rerender({ dirty: false }))
  expect(pendingChangesStore.get()).toBe(false)
})

test('a part that goes away takes its unsaved changes with it', () => {
  const part = renderHook(() => usePendingChanges(true))
  expect(pendingChangesStore.get()).toBe(true)
  part.unmount()
  expect(pendingChangesStore.get()).toBe(false)
})

import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react'
import { createHashRouter, createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { clearPendingChanges, LeaveGuard, pendingChangesStore, usePendingChanges } from './leave-guard.tsx'

afterEach(() => {
  cleanup()
  clearPendingChanges()
  vi.restoreAllMocks()
})

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

describe('LeaveGuard', () => {
  function routerWithGuard() {
    return createMemoryRouter([{ path: '*', element: <LeaveGuard /> }], {
      initialEntries: ['/edit-recipe/1'],
    })
  }

  test('with nothing pending, an address changed outside the router draws no blocker warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    window.location.hash = '#/edit-recipe/1'
    const router = createHashRouter([{ path: '*', element: <LeaveGuard /> }])
    render(<RouterProvider router={router} />)
    // As an address typed in the bar or a link followed in the same tab: an entry the router did not make.
    window.location.hash = '#/list/main'
    await waitFor(() => expect(router.state.location.pathname).toBe('/list/main'))
    expect(warn.mock.calls.filter((call) => String(call[0]).includes('blocker'))).toEqual([])
    warn.mockRestore()
    router.dispose()
  })

  test('with unsaved changes, leaving the page asks first, and staying keeps the page', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
    const router = routerWithGuard()
    render(<RouterProvider router={router} />)
    act(() => pendingChangesStore.set(true))
    await act(() => router.navigate('/list/main'))
    expect(confirm).toHaveBeenCalledTimes(1)
    expect(router.state.location.pathname).toBe('/edit-recipe/1')

    confirm.mockReturnValue(true)
    await act(() => router.navigate('/list/main'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/list/main'))
    // Leaving cleared what was pending: the next page is left without asking.
    await waitFor(() => expect(pendingChangesStore.get()).toBe(false))
    await act(() => router.navigate('/settings'))
    expect(confirm).toHaveBeenCalledTimes(2)
    confirm.mockRestore()
  })
})

/** The app as a hash router with an editor page holding unsaved changes and another page. */
function renderApp() {
  function Editor() {
    usePendingChanges(true)
    return <p>Editing</p>
  }
  window.history.replaceState(null, '', '#/edit')
  const router = createHashRouter([
    {
      element: (
        <>
          <LeaveGuard />
          <Outlet />
        </>
      ),
      children: [
        { path: '/edit', element: <Editor /> },
        { path: '/other', element: <p>Other page</p> },
      ],
    },
  ])
  render(<RouterProvider router={router} />)
  return router
}

/** What the browser does when an address differing after the # is typed in the bar. */
function typeAddress(hash: string) {
  act(() => {
    window.history.pushState(null, '', hash)
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }))
  })
}

test('an address typed in the bar asks before leaving unsaved changes; staying puts the address back', async () => {
  const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
  const router = renderApp()
  await screen.findByText('Editing')
  typeAddress('#/other')
  expect(confirm).toHaveBeenCalledOnce()
  expect(window.location.hash).toBe('#/edit')
  expect(screen.getByText('Editing')).toBeTruthy()
  expect(pendingChangesStore.get()).toBe(true)

  confirm.mockReturnValue(true)
  typeAddress('#/other')
  expect(await screen.findByText('Other page')).toBeTruthy()
  expect(confirm).toHaveBeenCalledTimes(2)
  expect(pendingChangesStore.get()).toBe(false)
  router.dispose()
})

test('an address typed without unsaved changes, or the same page with another query, is not asked about', async () => {
  const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
  const router = renderApp()
  await screen.findByText('Editing')
  typeAddress('#/edit?tab=2')
  expect(confirm).not.toHaveBeenCalled()
  act(() => clearPendingChanges())
  typeAddress('#/other')
  expect(await screen.findByText('Other page')).toBeTruthy()
  expect(confirm).not.toHaveBeenCalled()
  router.dispose()
})

test('the browser is asked to hold the page while changes are unsaved, and no longer once they are not', async () => {
  const router = renderApp()
  await screen.findByText('Editing')
  const unload = () => {
    const event = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(event)
    return event.defaultPrevented
  }
  expect(unload()).toBe(true)
  act(() => clearPendingChanges())
  expect(unload()).toBe(false)
  router.dispose()
})

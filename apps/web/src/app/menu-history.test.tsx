import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, expect, test } from 'vitest'
import { isMenuEntry, useCloseMenuOffItsEntry, useEscapeClosesMenu, useOpenMenu } from './menu-history.ts'
import { closeMenu, menuOpenStore } from './menu-state.ts'

function Harness() {
  useCloseMenuOffItsEntry()
  useEscapeClosesMenu()
  return (
    <>
      <button type="button" onClick={useOpenMenu()}>
        open
      </button>
      <div role="dialog" aria-label="Another">
        <input aria-label="In a dialog" />
      </div>
    </>
  )
}

function show() {
  const router = createMemoryRouter([{ path: '*', Component: Harness }], { initialEntries: ['/a', '/about'] })
  render(<RouterProvider router={router} />)
  const open = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'open' }))
    await act(async () => undefined)
  }
  return { router, open }
}

afterEach(() => {
  cleanup()
  closeMenu()
})

test('opening pushes an entry of the same address; Back off it closes the drawer and stays on the page', async () => {
  const { router, open } = show()
  await open()
  expect(menuOpenStore.get()).toBe(true)
  expect(router.state.location.pathname).toBe('/about')
  expect(isMenuEntry(router.state.location.state)).toBe(true)
  await act(() => router.navigate(-1))
  expect(router.state.location.pathname).toBe('/about')
  expect(menuOpenStore.get()).toBe(false)
})

test('closed another way, history is left alone; opened again on its entry, no second entry', async () => {
  const { router, open } = show()
  await open()
  const entry = router.state.location.key
  act(() => closeMenu())
  await act(async () => undefined)
  expect(router.state.location.key).toBe(entry)
  await open()
  expect(menuOpenStore.get()).toBe(true)
  expect(router.state.location.key).toBe(entry)
  await act(() => router.navigate(-1))
  expect(router.state.location.pathname).toBe('/about')
  expect(menuOpenStore.get()).toBe(false)
})

test('Escape closes the drawer while its own dialog cannot take the key yet; in a dialog, the dialog has it', async () => {
  const { open } = show()
  await open()
  fireEvent.keyDown(screen.getByRole('textbox', { name: 'In a dialog' }), { key: 'Escape' })
  expect(menuOpenStore.get()).toBe(true)
  fireEvent.keyDown(document.body, { key: 'Enter' })
  expect(menuOpenStore.get()).toBe(true)
  fireEvent.keyDown(document.body, { key: 'Escape' })
  expect(menuOpenStore.get()).toBe(false)
})

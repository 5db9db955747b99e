import { MantineProvider } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { cleanup, render, screen } from '@testing-library/react'
import i18next from 'i18next'
import type { ReactElement } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, expect, test, vi } from 'vitest'
import { TOAST_DURATION_MS, toastFriend, toastNewMessage } from './notify.ts'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

test('the new-message toast names the sender, lasts 7000 ms and its View opens the thread', () => {
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }))
  const show = vi.spyOn(notifications, 'show').mockReturnValue('toast-1')
  const hide = vi.spyOn(notifications, 'hide').mockImplementation(() => 'toast-1')
  toastNewMessage('James Beard', '/messages/friend-1')
  expect(TOAST_DURATION_MS.message).toBe(7000)
  const shown = show.mock.calls[0]![0]
  expect(shown.autoClose).toBe(7000)
  render(
    <I18nextProvider i18n={i18next}>
      <MantineProvider>{shown.message as ReactElement}</MantineProvider>
    </I18nextProvider>,
  )
  expect(screen.getByText('New message from James Beard')).toBeTruthy()
  const view = screen.getByRole('link', { name: 'View' })
  expect(view.getAttribute('href')).toBe('#/messages/friend-1')
  view.click()
  expect(hide).toHaveBeenCalledWith('toast-1')
})

test.for([
  ['asked', 'Dora asked to be your friend.'],
  ['accepted', 'Dora accepted your friend request.'],
] as const)(
  'the friend toast (%s) names the person, lasts 7000 ms and its View opens people',
  ([kind, text]) => {
    vi.stubGlobal('matchMedia', () => ({
      matches: false,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }))
    const show = vi.spyOn(notifications, 'show').mockReturnValue('toast-2')
    const hide = vi.spyOn(notifications, 'hide').mockImplementation(() => 'toast-2')
    toastFriend({ kind, name: 'Dora' }, '/people')
    const shown = show.mock.calls[0]![0]
    expect(shown.autoClose).toBe(7000)
    render(
      <I18nextProvider i18n={i18next}>
        <MantineProvider>{shown.message as ReactElement}</MantineProvider>
      </I18nextProvider>,
    )
    expect(screen.getByText(text)).toBeTruthy()
    const view = screen.getByRole('link', { name: 'View' })
    expect(view.getAttribute('href')).toBe('#/people')
    view.click()
    expect(hide).toHaveBeenCalledWith('toast-2')
  },
)

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { afterEach, expect, test, vi } from 'vitest'
import { noteAnswer, noteNoAnswer } from '../api/connection.ts'
import { ConnectionNotice } from './ConnectionNotice.tsx'
import { pageOfflineNoticesStore } from './page-offline-notice.ts'

afterEach(() => {
  cleanup()
  noteAnswer()
  pageOfflineNoticesStore.set(0)
  vi.unstubAllGlobals()
})

function show() {
  render(
    <I18nextProvider i18n={i18next}>
      <ConnectionNotice />
    </I18nextProvider>,
  )
}

test('one alert while the server cannot be reached, however many requests failed; gone when it answers', () => {
  show()
  expect(screen.queryByRole('alert')).toBeNull()
  act(() => {
    noteNoAnswer()
    noteNoAnswer()
  })
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
    'Cannot reach the server. What you see stays on screen; Rosemary keeps trying and refreshes it as soon as the server answers.',
  ])
  act(noteAnswer)
  expect(screen.queryByRole('alert')).toBeNull()
})

test('"Try now" asks the server at once, and the notice goes when it answers', async () => {
  const fetch = vi.fn(
    async () => new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } }),
  )
  vi.stubGlobal('fetch', fetch)
  show()
  act(noteNoAnswer)
  fireEvent.click(screen.getByRole('button', { name: 'Try now' }))
  expect(fetch).toHaveBeenCalledWith('/api/health', expect.anything())
  await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
})

test('closed, it stays away while this outage lasts, and comes again the next time the server goes', () => {
  show()
  act(noteNoAnswer)
  fireEvent.click(screen.getByRole('button', { name: 'Close' }))
  expect(screen.queryByRole('alert')).toBeNull()
  act(noteNoAnswer)
  expect(screen.queryByRole('alert')).toBeNull()
  act(noteAnswer)
  act(noteNoAnswer)
  expect(screen.getByRole('alert').textContent).toMatch(/^Cannot reach the server\./)
})

test('a page that says it itself (the shopping list) takes its place: one notice, not two', () => {
  show()
  act(() => pageOfflineNoticesStore.set(1))
  act(noteNoAnswer)
  expect(screen.queryByTestId('connection-notice')).toBeNull()
  act(() => pageOfflineNoticesStore.set(0))
  expect(screen.queryByTestId('connection-notice')).not.toBeNull()
})

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { afterEach, expect, test, vi } from 'vitest'
import { noteAnswer, noteNoAnswer } from '../api/connection.ts'
import { ConnectionNotice } from './ConnectionNotice.tsx'

afterEach(() => {
  cleanup()
  noteAnswer()
  vi.unstubAllGlobals()
})

function show() {
  render(
    <I18nextProvider i18n={i18next}>
      <ConnectionNotice raised={false} />
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

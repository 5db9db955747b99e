import type { TThread } from '@rosemary/shared/contract'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { noteAnswer } from '../../api/connection.ts'
import { setToken } from '../../auth/session.ts'
import { THREADS_PAGE_SIZE } from '../../data/messages.ts'
import { type FakeApi, stubApi } from '../../test/api-lines.ts'
import { friend, me, message } from '../../test/messages-fixtures.ts'
import { renderPage, stubBrowser } from '../../test/render-page.tsx'
import ThreadsPage from './ThreadsPage.tsx'

let api: FakeApi

beforeEach(() => {
  stubBrowser()
  api = stubApi()
  setToken('token')
})

afterEach(() => {
  cleanup()
  setToken(null)
  noteAnswer()
  vi.unstubAllGlobals()
})

function thread(index: number, changes: Partial<TThread> = {}): TThread {
  const otherUser = { ...friend, id: `friend-${index}`, name: `Cook ${index}` }
  return {
    otherUser,
    messageCount: 3,
    unreadCount: 0,
    lastMessage: message({ fromUser: otherUser, toUser: me, createdAt: new Date().toISOString() }),
    ...changes,
  }
}

test('each thread shows the person, the last message, when, and how many are unread', async () => {
  const recipeOnly = thread(2, { unreadCount: 0 })
  recipeOnly.lastMessage = {
    ...recipeOnly.lastMessage,
    fromUser: me,
    toUser: recipeOnly.otherUser,
    body: '',
    recipe: { id: 'r', title: 'Apple Pie', imageUrl: null },
  }
  api.on('GET /messages/threads', { json: [thread(1, { unreadCount: 2 }), recipeOnly] })
  renderPage(ThreadsPage, '/messages', '/messages')
  const rows = await screen.findAllByTestId('thread-row')
  expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/messages/friend-1', '/messages/friend-2'])
  expect(rows[0]!.textContent).toContain('Cook 1')
  expect(rows[0]!.textContent).toContain('just now')
  expect(within(rows[0]!).getByTestId('unread-count').getAttribute('aria-label')).toBe('2 unread messages')
  expect(rows[1]!.textContent).toContain('You: Recipe: Apple Pie')
  expect(within(rows[1]!).queryByTestId('unread-count')).toBeNull()
})

test('older threads load with `before` the last one shown', async () => {
  const first = Array.from({ length: THREADS_PAGE_SIZE }, (_, index) => thread(index))
  api.on('GET /messages/threads', (url) => ({ json: url.searchParams.get('before') ? [thread(999)] : first }))
  renderPage(ThreadsPage, '/messages', '/messages')
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Show older conversations' }))
  await screen.findByText('Cook 999')
  expect(api.calls.at(-1)!.url.searchParams.get('before')).toBe(first.at(-1)!.lastMessage.createdAt)
})

test('with no threads, the page points to people', async () => {
  api.on('GET /messages/threads', { json: [] })
  renderPage(ThreadsPage, '/messages', '/messages')
  const empty = await screen.findByTestId('no-threads')
  expect(within(empty).getByRole('link', { name: 'Find people' }).getAttribute('href')).toBe('/people')
})

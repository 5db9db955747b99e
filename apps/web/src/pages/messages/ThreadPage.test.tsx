import { MAX_MESSAGE_LENGTH } from '@rosemary/shared/contract'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { noteAnswer } from '../../api/connection.ts'
import { setToken } from '../../auth/session.ts'
import { type FakeApi, stubApi } from '../../test/api-lines.ts'
import { friend, me, message } from '../../test/messages-fixtures.ts'
import { renderPage, stubBrowser } from '../../test/render-page.tsx'
import { THREAD_PAGE_SIZE } from '../../data/messages.ts'
import ThreadPage from './ThreadPage.tsx'

let api: FakeApi

beforeEach(() => {
  stubBrowser()
  // The newest message is scrolled into view; Mantine's autosizing textarea listens for web fonts.
  Element.prototype.scrollIntoView = () => undefined
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    })
  api = stubApi()
  setToken('token')
})

afterEach(() => {
  cleanup()
  setToken(null)
  noteAnswer()
  vi.unstubAllGlobals()
})

const openThread = () => renderPage(ThreadPage, '/messages/:otherUserId', `/messages/${friend.id}`)
const input = () => screen.getByRole('textbox', { name: /^Message/ })

test('the thread reads oldest first; bodies are plain text with only http(s) addresses as links', async () => {
  api.on('GET /messages', {
    json: [
      message({ body: 'First <b>bold</b> <img src=x onerror=alert(1)>' }),
      message({
        fromUser: me,
        toUser: friend,
        body: 'See https://example.com/soup or javascript:alert(1)',
        recipe: { id: 'recipe-9', title: 'Lentil Stew', imageUrl: null },
      }),
    ],
  })
  openThread()
  const thread = await screen.findByTestId('thread')
  const items = await within(thread).findAllByRole('listitem')
  expect(items).toHaveLength(2)
  expect(items[0]!.textContent).toContain('First <b>bold</b> <img src=x onerror=alert(1)>')
  expect(thread.querySelector('b, img')).toBeNull()
  const links = within(items[1]!).getAllByRole('link')
  const web = links.find((link) => link.textContent === 'https://example.com/soup')!
  expect(web.getAttribute('href')).toBe('https://example.com/soup')
  expect(web.getAttribute('target')).toBe('_blank')
  expect(web.getAttribute('rel')).toBe('noopener noreferrer')
  expect(links.some((link) => link.getAttribute('href')?.startsWith('javascript'))).toBe(false)
  expect(within(items[1]!).getByTestId('message-recipe').getAttribute('href')).toBe('/recipe/recipe-9')
  expect(await screen.findByRole('heading', { name: `Messages with ${friend.name}` })).toBeTruthy()
  expect(api.calls[0]!.url.searchParams.get('user')).toBe(friend.id)
})

test('Enter sends and empties the composer; Shift+Enter starts a new line', async () => {
  api.on('GET /messages', { json: [] })
  api.on('POST /messages', (_url, body) => ({
    status: 201,
    json: message({ fromUser: me, toUser: friend, body: (body as { body: string }).body }),
  }))
  openThread()
  await screen.findByText('No messages yet. Say hello!')
  const user = userEvent.setup()
  await user.type(input(), 'Hello{Shift>}{Enter}{/Shift}there')
  expect(input()).toHaveProperty('value', 'Hello\nthere')
  expect(api.calls.some((call) => call.line === 'POST /messages')).toBe(false)
  await user.type(input(), '{Enter}')
  await vi.waitFor(() => expect(input()).toHaveProperty('value', ''))
  expect(api.calls.find((call) => call.line === 'POST /messages')?.body).toEqual({
    id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    to: friend.id,
    body: 'Hello\nthere',
  })
  expect(within(screen.getByTestId('thread')).getByText(/Hello/).textContent).toBe('Hello\nthere')
})

test('when the server cannot be reached, or we are not friends, the typed text stays and the reason shows', async () => {
  api.on('GET /messages', { json: [] })
  api.on('POST /messages', 'unreachable')
  openThread()
  await screen.findByText('No messages yet. Say hello!')
  const user = userEvent.setup()
  await user.type(input(), 'Are you coming on Sunday?')
  await user.click(screen.getByRole('button', { name: 'Send' }))
  expect((await screen.findByTestId('send-problem')).textContent).toMatch(/Cannot reach the server/)
  expect(input()).toHaveProperty('value', 'Are you coming on Sunday?')

  api.on('POST /messages', { status: 403, json: { error: { code: 'forbidden', message: 'Not friends' } } })
  await user.click(screen.getByRole('button', { name: 'Send' }))
  await vi.waitFor(() =>
    expect(screen.getByTestId('send-problem').textContent).toMatch(/only send messages to friends/),
  )
  expect(input()).toHaveProperty('value', 'Are you coming on Sunday?')
})

test('sending again after a dropped connection sends the same id; the next message, or another text, a new one', async () => {
  api.on('GET /messages', { json: [] })
  api.on('POST /messages', 'unreachable')
  openThread()
  await screen.findByText('No messages yet. Say hello!')
  const user = userEvent.setup()
  const send = () => user.click(screen.getByRole('button', { name: 'Send' }))
  const sentIds = () =>
    api.calls.filter((call) => call.line === 'POST /messages').map((call) => (call.body as { id: string }).id)
  await user.type(input(), 'Dinner at eight?')
  await send()
  await screen.findByTestId('send-problem')
  await send()
  await vi.waitFor(() => expect(sentIds()).toHaveLength(2))
  expect(sentIds()[1]).toBe(sentIds()[0])

  // The server answers this time: the same id once more, and the composer empties.
  api.on('POST /messages', (_url, body) => ({
    status: 201,
    json: message({
      id: (body as { id: string }).id,
      fromUser: me,
      toUser: friend,
      body: 'Dinner at eight?',
    }),
  }))
  await send()
  await vi.waitFor(() => expect(input()).toHaveProperty('value', ''))
  expect(sentIds()).toHaveLength(3)
  expect(new Set(sentIds()).size).toBe(1)

  // The same words again are a new message, with an id of their own.
  await user.type(input(), 'Dinner at eight?')
  await send()
  await vi.waitFor(() => expect(sentIds()).toHaveLength(4))
  expect(sentIds()[3]).not.toBe(sentIds()[0])

  // After a failure, changing the text makes it another message.
  api.on('POST /messages', 'unreachable')
  await user.type(input(), 'See you')
  await send()
  await screen.findByTestId('send-problem')
  await user.type(input(), ' there')
  await send()
  await vi.waitFor(() => expect(sentIds()).toHaveLength(6))
  expect(sentIds()[5]).not.toBe(sentIds()[4])
})

test('a counter shows near the limit, and a text over it cannot be sent', async () => {
  api.on('GET /messages', { json: [] })
  openThread()
  await screen.findByText('No messages yet. Say hello!')
  fireEvent.change(input(), { target: { value: 'a'.repeat(100) } })
  expect(screen.queryByTestId('message-counter')).toBeNull()
  fireEvent.change(input(), { target: { value: 'a'.repeat(MAX_MESSAGE_LENGTH - 10) } })
  expect(screen.getByTestId('message-counter').textContent).toBe('9,990 / 10,000')
  expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false)
  fireEvent.change(input(), { target: { value: 'a'.repeat(MAX_MESSAGE_LENGTH + 1) } })
  expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true)
  expect(screen.getByText('A message has at most 10,000 characters.')).toBeTruthy()
})

test('"Load earlier messages" asks for those before the oldest shown', async () => {
  const page = Array.from({ length: THREAD_PAGE_SIZE }, () => message())
  const earlier = message({ body: 'the very first' })
  api.on('GET /messages', (url) => ({ json: url.searchParams.get('before') ? [earlier] : page }))
  openThread()
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Load earlier messages' }))
  await screen.findByText('the very first')
  expect(api.calls.at(-1)!.url.searchParams.get('before')).toBe(page[0]!.id)
  const bodies = within(screen.getByTestId('thread')).getAllByTestId('message-body')
  expect(bodies[0]!.textContent).toBe('the very first')
  expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull()
})

test('a recipe chosen in the picker (search included) is sent with the message', async () => {
  api.on('GET /messages', { json: [] })
  const summary = (id: string, title: string) => ({ id, title, imageUrl: null })
  api.on('GET /recipes/by-page', { json: { data: [summary('r1', 'Apple Pie')], totalCount: 1 } })
  api.on('GET /recipes/search', { json: { data: [summary('r2', 'Lentil Stew')] } })
  api.on('POST /messages', {
    status: 201,
    json: message({ fromUser: me, toUser: friend, body: '', recipe: summary('r2', 'Lentil Stew') }),
  })
  openThread()
  await screen.findByText('No messages yet. Say hello!')
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Attach a recipe' }))
  const dialog = await screen.findByRole('dialog', { name: 'Choose a recipe to send' })
  await within(dialog).findByText('Apple Pie')
  await user.type(within(dialog).getByRole('textbox', { name: 'Search my recipes' }), 'lentil')
  await user.click(await within(dialog).findByText('Lentil Stew'))
  expect(api.calls.find((call) => call.line === 'GET /recipes/search')?.url.searchParams.get('query')).toBe(
    'lentil',
  )
  expect(screen.getByTestId('attached-recipe').textContent).toContain('Lentil Stew')
  await user.click(screen.getByRole('button', { name: 'Send' }))
  await vi.waitFor(() => expect(screen.queryByTestId('attached-recipe')).toBeNull())
  expect(api.calls.find((call) => call.line === 'POST /messages')?.body).toEqual({
    id: expect.any(String),
    to: friend.id,
    body: '',
    recipeId: 'r2',
  })
})

test('an unknown person says so, with no composer', async () => {
  api.on('GET /messages', { status: 404, json: { error: { code: 'not_found', message: 'Not found' } } })
  openThread()
  expect(await screen.findByText('This person does not exist, or their account was deleted.')).toBeTruthy()
  expect(screen.queryByRole('textbox', { name: /^Message/ })).toBeNull()
})

test('text typed to one person stays with them: another thread opens with an empty composer', async () => {
  api.on('GET /messages', { json: [] })
  const { router } = openThread()
  await screen.findByText('No messages yet. Say hello!')
  fireEvent.change(input(), { target: { value: 'For James only' } })
  await act(() => router.navigate('/messages/someone-else'))
  await vi.waitFor(() => expect(api.calls.at(-1)?.url.searchParams.get('user')).toBe('someone-else'))
  expect(input()).toHaveProperty('value', '')
})

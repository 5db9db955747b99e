import 'fake-indexeddb/auto'
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { pageOfflineNoticesStore } from '../../app/page-offline-notice.ts'
import { shoppingStore } from '../../data/shopping-lists/offline-store.ts'
import { reloadShoppingSync } from '../../data/shopping-lists/sync-start.ts'
import { startSocket } from '../../realtime/socket.ts'
import { stubApi } from '../../test/api-lines.ts'
import { FakeSocket } from '../../test/fake-socket.ts'
import { serveShoppingList } from '../../test/fake-shopping-server.ts'
import { friend } from '../../test/messages-fixtures.ts'
import { shoppingItem, shoppingList } from '../../test/shopping-fixtures.ts'
import { openList, shoppingPageForEachTest } from '../../test/shopping-page.tsx'

shoppingPageForEachTest()

function setUp() {
  const api = stubApi()
  const server = serveShoppingList(
    api,
    shoppingList([
      shoppingItem('Milk', { categoryTitle: 'dairy' }),
      shoppingItem('Eggs', { categoryTitle: 'dairy' }),
    ]),
  )
  return { api, server, user: userEvent.setup() }
}

const row = (title: string) =>
  screen
    .getAllByTestId('shopping-item')
    .find((item) => within(item).queryByRole('checkbox', { name: title }))!
function goOnline(server: { unreachable: boolean }): void {
  server.unreachable = false
  act(() => {
    window.dispatchEvent(new Event('online'))
  })
}

test('a shoppinglist:updated frame for the open list reads it again; one for another list does not', async () => {
  vi.stubGlobal('WebSocket', FakeSocket)
  const stop = startSocket()
  const { api, server } = setUp()
  openList()
  await screen.findByRole('checkbox', { name: 'Milk' })
  const reads = () => api.calls.filter((call) => call.line === 'GET /shopping-lists/list-1').length
  expect(reads()).toBe(1)
  server.list = {
    ...server.list,
    items: [...server.list.items, shoppingItem('Apples', { addedBy: { id: friend.id, name: friend.name } })],
  }
  act(() => FakeSocket.frame('shoppinglist:updated', { shoppingListId: 'other-list' }))
  act(() => FakeSocket.frame('shoppinglist:updated', { shoppingListId: 'list-1' }))
  expect(await screen.findByRole('checkbox', { name: 'Apples' })).toBeTruthy()
  expect(reads()).toBe(2)
  stop()
  FakeSocket.all = []
})

test('a frame for a list no longer shared with me: the page says so', async () => {
  vi.stubGlobal('WebSocket', FakeSocket)
  const stop = startSocket()
  const { api } = setUp()
  openList()
  await screen.findByRole('checkbox', { name: 'Milk' })
  await vi.waitFor(async () => expect(await shoppingStore().lists.get('list-1')).toBeDefined())
  api.on('GET /shopping-lists/:id', {
    status: 404,
    json: { error: { code: 'not_found', message: 'Not found' } },
  })
  act(() => FakeSocket.frame('shoppinglist:updated', { shoppingListId: 'list-1' }))
  expect((await screen.findByTestId('list-gone')).textContent).toContain('no longer shared with you')
  expect(screen.queryByRole('checkbox', { name: 'Milk' })).toBeNull()
  // The copy kept for offline use is forgotten too.
  await vi.waitFor(async () => expect(await shoppingStore().lists.get('list-1')).toBeUndefined())
  stop()
  FakeSocket.all = []
})

test('offline: changes show at once, marked "not yet sent", under a banner; back online they are sent in order', async () => {
  const { api, server, user } = setUp()
  openList()
  await user.click(await screen.findByRole('checkbox', { name: 'Milk' }))
  await vi.waitFor(() => expect(server.list.items[0]!.completed).toBe(true))
  server.unreachable = true

  await user.click(screen.getByRole('checkbox', { name: 'Eggs' }))
  await user.type(screen.getByRole('textbox', { name: /Add items/ }), 'Bread{Enter}')
  const banner = await screen.findByTestId('offline-banner')
  expect(banner.textContent).toContain(
    'You are offline — changes are kept and sent when the connection returns',
  )
  // The list's banner is the one notice: the shell's "cannot reach the server" stays away meanwhile.
  expect(pageOfflineNoticesStore.get()).toBe(1)
  await vi.waitFor(() => expect(banner.textContent).toContain('2 changes not yet sent'))
  expect(within(row('Eggs')).getByTestId('not-yet-sent').textContent).toBe('not yet sent')
  expect(within(row('Bread')).getByTestId('not-yet-sent')).toBeTruthy()
  expect(within(row('Milk')).queryByTestId('not-yet-sent')).toBeNull()
  // Named for screen readers too: the mark describes the check box.
  expect(screen.getByRole('checkbox', { name: 'Eggs' }).getAttribute('aria-describedby')).toBe(
    within(row('Eggs')).getByTestId('not-yet-sent').id,
  )
  expect(server.list.items.map((item) => item.title)).toEqual(['Milk', 'Eggs'])

  goOnline(server)
  await vi.waitFor(() =>
    expect(server.list.items.map((item) => item.title)).toEqual(['Milk', 'Eggs', 'Bread']),
  )
  expect(server.list.items[1]!.completed).toBe(true)
  await vi.waitFor(() => expect(screen.queryByTestId('offline-banner')).toBeNull())
  await vi.waitFor(() => expect(screen.queryAllByTestId('not-yet-sent')).toEqual([]))
  const sent = api.calls.filter((call) => call.line.startsWith('P') && !call.line.includes('health'))
  const answered = sent.slice(-2).map((call) => call.line)
  expect(answered).toEqual(['PUT /shopping-lists/list-1/items', 'POST /shopping-lists/list-1/items'])
  expect(server.list.items.filter((item) => item.title === 'Bread')).toHaveLength(1)
})

test('a reload while offline still shows the list and the queued changes, from IndexedDB', async () => {
  const { server, user } = setUp()
  openList()
  await screen.findByRole('checkbox', { name: 'Milk' })
  server.unreachable = true
  await user.click(screen.getByRole('checkbox', { name: 'Milk' }))
  await user.type(screen.getByRole('textbox', { name: /Add items/ }), 'Bread{Enter}')
  await vi.waitFor(() =>
    expect(screen.getByTestId('offline-banner').textContent).toContain('2 changes not yet sent'),
  )

  cleanup()
  reloadShoppingSync()
  openList()
  expect(await screen.findByRole('checkbox', { name: 'Bread' })).toBeTruthy()
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Weekly shop')
  expect(within(screen.getByTestId('done-section')).getByRole('checkbox', { name: 'Milk' })).toBeTruthy()
  expect(screen.getAllByTestId('not-yet-sent')).toHaveLength(2)
  expect((await screen.findByTestId('offline-banner')).textContent).toContain('2 changes not yet sent')

  goOnline(server)
  await vi.waitFor(() =>
    expect(server.list.items.map((item) => [item.title, item.completed])).toEqual([
      ['Milk', true],
      ['Eggs', false],
      ['Bread', false],
    ]),
  )
})

test('a change that could not be applied is named once with the reason, and the item stays deleted', async () => {
  const { server, user } = setUp()
  openList()
  await screen.findByRole('checkbox', { name: 'Milk' })
  server.unreachable = true
  await user.click(screen.getByRole('checkbox', { name: 'Milk' }))
  await screen.findByTestId('offline-banner')
  // Meanwhile someone else deletes the milk.
  const milk = server.list.items[0]!
  server.deletedIds.add(milk.id)
  server.list = { ...server.list, items: server.list.items.slice(1) }

  goOnline(server)
  const notice = await screen.findByTestId('not-applied')
  expect(notice.textContent).toContain('“Milk”: someone else deleted it meanwhile, so it stays deleted.')
  await vi.waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Milk' })).toBeNull())

  await userEvent.setup().click(within(notice).getByRole('button', { name: 'Close' }))
  expect(screen.queryByTestId('not-applied')).toBeNull()
  cleanup()
  reloadShoppingSync()
  openList()
  await screen.findByRole('checkbox', { name: 'Eggs' })
  expect(screen.queryByTestId('not-applied')).toBeNull()
})

test('axe finds nothing serious in the page with groups, marks, the banner and Done (jsdom: no colours)', async () => {
  const { default: axe } = await import('axe-core')
  const { server, user } = setUp()
  server.list = {
    ...server.list,
    items: [
      ...server.list.items,
      shoppingItem('2 cups flour', { groupTitle: 'flour', categoryTitle: 'pantry', recipeTitle: 'Bread' }),
      shoppingItem('100 g flour', { groupTitle: 'flour', categoryTitle: 'pantry' }),
    ],
  }
  openList()
  await user.click(await screen.findByRole('checkbox', { name: 'Milk' }))
  server.unreachable = true
  await user.click(screen.getByRole('checkbox', { name: 'Eggs' }))
  await screen.findByTestId('offline-banner')
  await screen.findAllByTestId('not-yet-sent')
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  })
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  )
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`),
  ).toEqual([])
})

test('a list never opened on this device, with no answer from the server, says so instead of loading forever', async () => {
  const { server } = setUp()
  server.unreachable = true
  openList()
  expect(await screen.findByText(/has not been opened on this device before/)).toBeTruthy()
  goOnline(server)
  // The query asks again after its own pause (1 s after the first try).
  expect(await screen.findByRole('checkbox', { name: 'Milk' }, { timeout: 4000 })).toBeTruthy()
})

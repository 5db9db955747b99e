import 'fake-indexeddb/auto'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { noteAnswer } from '../../api/connection.ts'
import { shoppingStore } from '../../data/shopping-lists/offline-store.ts'
import { resetShoppingSync } from '../../data/shopping-lists/sync-start.ts'
import { stubApi } from '../../test/api-lines.ts'
import { friend, me } from '../../test/messages-fixtures.ts'
import { renderPage, signedInForEachTest } from '../../test/render-page.tsx'
import { shoppingList } from '../../test/shopping-fixtures.ts'
import ShoppingListsPage from './ShoppingListsPage.tsx'

signedInForEachTest()
afterEach(async () => {
  await resetShoppingSync()
  noteAnswer()
})

const summary = (changes: Parameters<typeof shoppingList>[1]) => {
  const { items: _, aisles: __, ...rest } = shoppingList([], changes)
  return rest
}

test('no lists yet: the page explains what a list is for', async () => {
  const api = stubApi()
  api.on('GET /shopping-lists', { json: [] })
  renderPage(ShoppingListsPage, '/shopping-lists', '/shopping-lists')
  const empty = await screen.findByTestId('no-lists')
  expect(empty.textContent).toContain('No shopping lists yet')
  expect(empty.textContent).toContain('keeps working without signal')
})

test('my lists in the server’s order: title, who shares it, open of total', async () => {
  // A copy of a list the server no longer lists for me is forgotten.
  await shoppingStore().lists.put({ id: 'gone', list: shoppingList([], { id: 'gone' }) })
  const api = stubApi()
  api.on('GET /shopping-lists', {
    json: [
      summary({ id: 'l1', title: 'Weekly shop', itemCount: 5, openItemCount: 3 }),
      summary({
        id: 'l2',
        title: 'Party',
        isOwner: false,
        owner: friend,
        collaborators: [me],
        itemCount: 1,
        openItemCount: 1,
      }),
      summary({ id: 'l3', title: 'Mine alone', collaborators: [], itemCount: 0, openItemCount: 0 }),
    ],
  })
  renderPage(ShoppingListsPage, '/shopping-lists', '/shopping-lists')
  const list = await screen.findByRole('list', { name: 'Shopping lists' })
  const rows = within(list).getAllByRole('link')
  expect(rows.map((row) => row.getAttribute('href'))).toEqual([
    '/shopping-lists/l1',
    '/shopping-lists/l2',
    '/shopping-lists/l3',
  ])
  expect(rows[0]!.textContent).toContain('Weekly shop')
  expect(rows[0]!.textContent).toContain(`Shared with ${friend.name}`)
  expect(rows[0]!.textContent).toContain('3 of 5 items to buy')
  expect(rows[1]!.textContent).toContain(`Shared by ${friend.name}`)
  expect(rows[1]!.textContent).toContain('1 of 1 item to buy')
  expect(rows[2]!.textContent).toContain('Only you')
  await vi.waitFor(async () => expect(await shoppingStore().lists.get('gone')).toBeUndefined())
})

test('a new list is made from its title and opens; an empty title is refused here', async () => {
  const api = stubApi()
  api.on('GET /shopping-lists', { json: [] })
  api.on('POST /shopping-lists', (_url, body) => ({
    status: 201,
    json: shoppingList([], { id: 'new-list', title: (body as { title: string }).title }),
  }))
  const { router } = renderPage(ShoppingListsPage, '/shopping-lists', '/shopping-lists')
  const user = userEvent.setup()
  await screen.findByTestId('no-lists')
  await user.click(screen.getByRole('button', { name: 'Create' }))
  expect(screen.getByText('Give it a title.')).toBeTruthy()
  await user.type(screen.getByRole('textbox', { name: 'New list' }), 'Saturday market{Enter}')
  await screen.findByTestId('elsewhere')
  expect(router.state.location.pathname).toBe('/shopping-lists/new-list')
  expect(api.calls.find((call) => call.line === 'POST /shopping-lists')!.body).toEqual({
    title: 'Saturday market',
  })
})

test('a title the server refuses shows its reason at the field', async () => {
  const api = stubApi()
  api.on('GET /shopping-lists', { json: [] })
  api.on('POST /shopping-lists', {
    status: 400,
    json: {
      error: { code: 'invalid', message: 'Invalid', fields: { title: 'A title has at most 500 characters' } },
    },
  })
  renderPage(ShoppingListsPage, '/shopping-lists', '/shopping-lists')
  const user = userEvent.setup()
  await screen.findByTestId('no-lists')
  await user.type(screen.getByRole('textbox', { name: 'New list' }), 'x{Enter}')
  expect(await screen.findByText('A title has at most 500 characters')).toBeTruthy()
})

test('at the most lists an account may own, the refusal says so and what to do', async () => {
  const api = stubApi()
  api.on('GET /shopping-lists', { json: [] })
  api.on('POST /shopping-lists', {
    status: 400,
    json: { error: { code: 'invalid_input', message: 'Too many', fields: { body: 'Too many' } } },
  })
  renderPage(ShoppingListsPage, '/shopping-lists', '/shopping-lists')
  const user = userEvent.setup()
  await screen.findByTestId('no-lists')
  await user.type(screen.getByRole('textbox', { name: 'New list' }), 'One more{Enter}')
  expect(
    await screen.findByText(
      'You have 200 shopping lists, the most one account can have. Delete one you no longer need to make a new one.',
    ),
  ).toBeTruthy()
})

test('with no answer from the server, the lists kept on this device lead to them', async () => {
  await shoppingStore().lists.put({ id: 'l1', list: shoppingList([], { id: 'l1', title: 'Weekly shop' }) })
  const api = stubApi()
  api.on('GET /shopping-lists', 'unreachable')
  renderPage(ShoppingListsPage, '/shopping-lists', '/shopping-lists')
  expect(
    await screen.findByText('The server cannot be reached: these are the lists kept on this device.'),
  ).toBeTruthy()
  const list = screen.getByRole('list', { name: 'Shopping lists' })
  expect(within(list).getByRole('link').getAttribute('href')).toBe('/shopping-lists/l1')
})

test('while the lists load, the spinner is a status a screen reader names (a named bare span is an axe failure)', async () => {
  const api = stubApi()
  api.on('GET /shopping-lists', 'unreachable')
  renderPage(ShoppingListsPage, '/shopping-lists', '/shopping-lists')
  expect(await screen.findByRole('status', { name: 'Loading' })).toBeTruthy()
})

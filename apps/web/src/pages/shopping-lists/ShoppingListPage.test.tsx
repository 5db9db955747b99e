import 'fake-indexeddb/auto'
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { type Preferences, preferencesStore, setPreference } from '../../preferences/preferences.ts'
import { stubApi } from '../../test/api-lines.ts'
import { serveShoppingList } from '../../test/fake-shopping-server.ts'
import { friend, me } from '../../test/messages-fixtures.ts'
import { shoppingItem, shoppingList } from '../../test/shopping-fixtures.ts'
import { openList, shoppingPageForEachTest } from '../../test/shopping-page.tsx'

shoppingPageForEachTest()

const itemTitles = () =>
  screen
    .queryAllByTestId('shopping-item')
    .map(
      (row) =>
        within(row).getByRole('checkbox').getAttribute('aria-label') ??
        row.querySelector('label')?.textContent,
    )
const linesOf = (api: ReturnType<typeof stubApi>, line: string) =>
  api.calls.filter((call) => call.line === line.replace(':id', 'list-1'))

function setUp(items = [shoppingItem('Milk', { categoryTitle: 'dairy' })], changes = {}) {
  const api = stubApi()
  const server = serveShoppingList(api, shoppingList(items, changes))
  return { api, server, user: userEvent.setup() }
}

test('an item typed and added goes to the server with an id made here; a pasted block adds one item a line', async () => {
  const { api, server, user } = setUp([])
  openList()
  await screen.findByText('Nothing on this list yet. Add what you need above.')
  const field = screen.getByRole('textbox', { name: /Add items/ })
  await user.type(field, '2 cups flour{Enter}')
  await vi.waitFor(() => expect(server.list.items.map((item) => item.title)).toEqual(['2 cups flour']))
  const [first] = linesOf(api, 'POST /shopping-lists/:id/items')
  const sent = first!.body as { id: string; title: string }[]
  expect(sent).toEqual([{ id: expect.stringMatching(/^[0-9a-f-]{36}$/), title: '2 cups flour' }])
  expect(server.list.items[0]!.id).toBe(sent[0]!.id)

  await user.click(field)
  await user.paste('- milk\n\n* 3 eggs\n1. butter')
  expect(screen.getByRole('button', { name: 'Add 3 items' })).toBeTruthy()
  await user.click(screen.getByRole('button', { name: 'Add 3 items' }))
  await vi.waitFor(() => expect(server.list.items).toHaveLength(4))
  expect(server.list.items.map((item) => item.title)).toEqual(['2 cups flour', 'milk', '3 eggs', 'butter'])
  expect(field).toHaveProperty('value', '')
  await vi.waitFor(() => expect(screen.getAllByTestId('shopping-item')).toHaveLength(4))
})

test('checking moves an item to Done with an Undo; unchecking from Done brings it back', async () => {
  const { api, server, user } = setUp()
  openList()
  await user.click(await screen.findByRole('checkbox', { name: 'Milk' }))
  const done = await screen.findByTestId('done-section')
  expect(within(done).getByRole('heading').textContent).toBe('Done (1)')
  expect(within(done).getByRole('checkbox', { name: 'Milk' })).toHaveProperty('checked', true)
  await vi.waitFor(() => expect(server.list.items[0]!.completed).toBe(true))
  const undo = screen.getByTestId('undo-notice')
  expect(undo.textContent).toContain('Checked off: Milk')
  await user.click(within(undo).getByRole('button', { name: 'Undo' }))
  await vi.waitFor(() => expect(server.list.items[0]!.completed).toBe(false))
  expect(linesOf(api, 'PUT /shopping-lists/:id/items').map((call) => call.body)).toEqual([
    { itemIds: [server.list.items[0]!.id], completed: true },
    { itemIds: [server.list.items[0]!.id], completed: false },
  ])
  await vi.waitFor(() => expect(screen.queryByTestId('done-section')).toBeNull())

  await user.click(screen.getByRole('checkbox', { name: 'Milk' }))
  const again = await screen.findByTestId('done-section')
  await user.click(within(again).getByRole('checkbox', { name: 'Milk' }))
  await vi.waitFor(() => expect(screen.queryByTestId('done-section')).toBeNull())
  await vi.waitFor(() => expect(server.list.items[0]!.completed).toBe(false))
})

test('Enter ticks an item as Space does; the focus stays in the list: the next item, the one before, the list', async () => {
  const { server, user } = setUp([
    shoppingItem('Milk', { categoryTitle: 'dairy' }),
    shoppingItem('Eggs', { categoryTitle: 'dairy' }),
  ])
  openList()
  const box = (title: string) => screen.getByRole('checkbox', { name: title })
  ;(await screen.findByRole('checkbox', { name: 'Milk' })).focus()
  await user.keyboard('{Enter}')
  await vi.waitFor(() => expect(box('Milk')).toHaveProperty('checked', true))
  await vi.waitFor(() => expect(document.activeElement).toBe(box('Eggs')))
  await vi.waitFor(() => expect(server.list.items[0]!.completed).toBe(true))

  await user.keyboard(' ')
  await vi.waitFor(() => expect(box('Eggs')).toHaveProperty('checked', true))
  // Nothing left to buy: the list itself keeps the focus.
  await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('shopping-rows')))

  // Out of Done again: the other item in Done takes the focus.
  within(screen.getByTestId('done-section')).getByRole('checkbox', { name: 'Eggs' }).focus()
  await user.keyboard('{Enter}')
  await vi.waitFor(() => expect(box('Eggs')).toHaveProperty('checked', false))
  await vi.waitFor(() => expect(document.activeElement).toBe(box('Milk')))
})

test('with "delete items when checked", checking deletes the item', async () => {
  setPreference('shoppingList', 'preferDelete', true)
  const { api, server, user } = setUp()
  openList()
  await user.click(await screen.findByRole('checkbox', { name: 'Milk' }))
  await vi.waitFor(() => expect(server.list.items).toEqual([]))
  expect(linesOf(api, 'PUT /shopping-lists/:id/items')).toEqual([])
  expect(screen.queryByTestId('done-section')).toBeNull()
  await screen.findByText('Nothing on this list yet. Add what you need above.')
})

test('"Clear done" deletes every done item at once', async () => {
  const { api, server, user } = setUp([
    shoppingItem('Milk', { completed: true }),
    shoppingItem('Eggs', { completed: true }),
    shoppingItem('Bread'),
  ])
  const [milk, eggs] = server.list.items
  openList()
  const done = await screen.findByTestId('done-section')
  await user.click(within(done).getByRole('button', { name: 'Clear done' }))
  await vi.waitFor(() => expect(server.list.items.map((item) => item.title)).toEqual(['Bread']))
  expect(linesOf(api, 'POST /shopping-lists/:id/items/delete')[0]!.body).toEqual({
    itemIds: expect.arrayContaining([milk!.id, eggs!.id]),
  })
  await vi.waitFor(() => expect(screen.queryByTestId('done-section')).toBeNull())
})

test('an item is renamed, moved to another aisle (with its word) and deleted from its actions', async () => {
  const { api, server, user } = setUp([
    shoppingItem('Tofu', { groupTitle: 'tofu', categoryTitle: 'other' }),
    shoppingItem('200 g tofu', { groupTitle: 'tofu', categoryTitle: 'other' }),
    shoppingItem('Milk', { categoryTitle: 'dairy' }),
  ])
  const [tofu, moreTofu, milk] = server.list.items
  openList()
  await user.click(await screen.findByRole('button', { name: 'Actions for Milk' }))
  await user.click(await screen.findByRole('menuitem', { name: 'Rename' }))
  const rename = await screen.findByRole('dialog', { name: 'Rename item' })
  const field = within(rename).getByRole('textbox', { name: 'Item' })
  await user.clear(field)
  await user.type(field, 'Oat milk{Enter}')
  await vi.waitFor(() => expect(server.list.items[2]!.title).toBe('Oat milk'))
  expect(linesOf(api, 'PUT /shopping-lists/:id/items')[0]!.body).toEqual({
    itemIds: [milk!.id],
    title: 'Oat milk',
  })

  await user.click(screen.getByRole('button', { name: 'Actions for Tofu' }))
  await user.click(await screen.findByRole('menuitem', { name: 'Move to aisle' }))
  const move = await screen.findByRole('dialog', { name: 'Where does “tofu” go?' })
  await user.click(within(move).getByRole('radio', { name: 'Dairy and eggs' }))
  await user.click(within(move).getByRole('button', { name: 'Move' }))
  await vi.waitFor(() => expect(server.list.items[0]!.categoryTitle).toBe('dairy'))
  expect(linesOf(api, 'PUT /shopping-lists/:id/items')[1]!.body).toEqual({
    itemIds: [tofu!.id, moreTofu!.id],
    categoryTitle: 'dairy',
  })
  const dairy = await screen.findByRole('region', { name: 'Dairy and eggs' })
  await vi.waitFor(() => expect(within(dairy).getAllByRole('checkbox')).toHaveLength(3))
  expect(screen.queryByRole('region', { name: 'Other' })).toBeNull()

  await user.click(screen.getByRole('button', { name: 'Actions for Oat milk' }))
  await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
  await vi.waitFor(() => expect(server.list.items.map((item) => item.id)).toEqual([tofu!.id, moreTofu!.id]))
})

test('similar items gather under their word with summed amounts, in aisle order; the options change that and are kept', async () => {
  setUp([
    shoppingItem('2 cups flour', { groupTitle: 'flour', categoryTitle: 'pantry' }),
    shoppingItem('100 g flour', { groupTitle: 'flour', categoryTitle: 'pantry' }),
    shoppingItem('Apples', { groupTitle: 'apple', categoryTitle: 'produce' }),
  ])
  const user = userEvent.setup()
  openList()
  const group = await screen.findByTestId('item-group')
  expect(group.firstElementChild!.textContent).toBe('flour — 350 g')
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    'Fruit and vegetables',
    'Pantry',
  ])

  fireEvent.click(screen.getByRole('button', { name: 'List options' }))
  await user.click(await screen.findByRole('switch', { name: 'Group by aisle' }))
  await user.click(screen.getByRole('switch', { name: 'Group similar items' }))
  await user.click(screen.getByRole('radio', { name: 'Title' }))
  expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([])
  expect(screen.queryByTestId('item-group')).toBeNull()
  // Numbers in titles compare as numbers: 2 before 100.
  expect(itemTitles()).toEqual(['2 cups flour', '100 g flour', 'Apples'])
  expect(preferencesStore.get().shoppingList).toMatchObject({
    groupCategories: false,
    groupSimilar: false,
    sortBy: 'title',
  })
  expect((JSON.parse(localStorage.getItem('preferences')!) as Preferences).shoppingList).toMatchObject({
    groupCategories: false,
    sortBy: 'title',
  })
})

test('what the options show about an item: recipe (on by default), who added it, when', async () => {
  setUp([
    shoppingItem('Basil', {
      recipeId: 'r1',
      recipeTitle: 'Pesto',
      addedBy: { id: friend.id, name: friend.name },
    }),
  ])
  const user = userEvent.setup()
  openList()
  const row = await screen.findByTestId('shopping-item')
  expect(row.textContent).toContain('from Pesto')
  expect(row.textContent).not.toContain('added by')
  fireEvent.click(screen.getByRole('button', { name: 'List options' }))
  await user.click(await screen.findByRole('switch', { name: 'Show who added it' }))
  await user.click(screen.getByRole('switch', { name: 'Show the recipe' }))
  expect(row.textContent).toContain(`added by ${friend.name}`)
  expect(row.textContent).not.toContain('from Pesto')
})

test('an item rounded for the shop says the exact amount its recipe asked for, whatever the options', async () => {
  setUp([
    shoppingItem('1 onion', { recipeTitle: 'Ragù', exactTitle: '0.67 onion' }),
    shoppingItem('Milk', { categoryTitle: 'dairy' }),
  ])
  openList()
  await screen.findAllByTestId('shopping-item')
  const rowOf = (name: string) => screen.getByRole('checkbox', { name }).closest('li')!
  expect(rowOf('1 onion').textContent).toContain('exactly 0.67 onion · from Ragù')
  expect(rowOf('Milk').textContent).not.toContain('exactly')
})

test('the print button opens the print page with the token and the grouping', async () => {
  setUp()
  openList()
  const print = await screen.findByRole('link', { name: 'Print the list' })
  const url = new URL(print.getAttribute('href')!, 'http://app.test')
  expect(url.pathname).toBe('/api/print/shoppingList/list-1')
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    token: 'token',
    groupSimilar: 'true',
    groupCategories: 'true',
    sortBy: '-createdAt',
    print: 'true',
  })
})

test('the owner renames the list and chooses collaborators among friends', async () => {
  const { api, user } = setUp(undefined, { collaborators: [] })
  const other = { id: 'friend-2', name: 'Alice Waters', handle: null, profileImageUrl: null }
  api.on('GET /users/friends', {
    json: {
      incomingRequests: [],
      outgoingRequests: [],
      friends: [friend, other].map((otherUser) => ({ otherUser, createdAt: '2025-01-01T00:00:00.000Z' })),
    },
  })
  api.on('PUT /shopping-lists/:id', (_url, body) => ({
    json: shoppingList([], {
      title: (body as { title?: string }).title ?? 'Weekly shop',
      collaborators: [other],
    }),
  }))
  openList()
  fireEvent.click(await screen.findByRole('button', { name: 'List actions' }))
  await screen.findByRole('menuitem', { name: 'Delete list' })
  expect(screen.queryByRole('menuitem', { name: 'Leave list' })).toBeNull()
  await user.click(await screen.findByRole('menuitem', { name: 'Share with friends' }))
  const dialog = await screen.findByRole('dialog', { name: 'Share with friends' })
  await user.click(await within(dialog).findByRole('checkbox', { name: 'Alice Waters' }))
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(api.calls.find((call) => call.line === 'PUT /shopping-lists/list-1')!.body).toEqual({
    collaboratorIds: ['friend-2'],
  })

  fireEvent.click(screen.getByRole('button', { name: 'List actions' }))
  await user.click(await screen.findByRole('menuitem', { name: 'Rename list' }))
  const rename = await screen.findByRole('dialog', { name: 'Rename list' })
  await user.clear(within(rename).getByRole('textbox', { name: 'Title' }))
  await user.type(within(rename).getByRole('textbox', { name: 'Title' }), 'Market{Enter}')
  expect(await screen.findByRole('heading', { level: 1, name: 'Market' })).toBeTruthy()
})

test('a collaborator sees "Leave list" instead of delete, and leaving returns to the lists', async () => {
  const { api, user } = setUp(undefined, { isOwner: false, owner: friend, collaborators: [me] })
  api.on('DELETE /shopping-lists/:id', { json: { ok: true } })
  const { router } = openList()
  fireEvent.click(await screen.findByRole('button', { name: 'List actions' }))
  await screen.findByRole('menuitem', { name: 'Leave list' })
  expect(screen.queryByRole('menuitem', { name: 'Delete list' })).toBeNull()
  expect(screen.queryByRole('menuitem', { name: 'Share with friends' })).toBeNull()
  await user.click(await screen.findByRole('menuitem', { name: 'Leave list' }))
  const dialog = await screen.findByRole('dialog', { name: 'Leave “Weekly shop”?' })
  await user.click(within(dialog).getByRole('button', { name: 'Leave list' }))
  await vi.waitFor(() => expect(router.state.location.pathname).toBe('/shopping-lists'))
  expect(api.calls.some((call) => call.line === 'DELETE /shopping-lists/list-1')).toBe(true)
})

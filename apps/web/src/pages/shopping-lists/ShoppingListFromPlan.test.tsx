import 'fake-indexeddb/auto'
import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, onTestFinished, test, vi } from 'vitest'
import { setPreference } from '../../preferences/preferences.ts'
import { stubApi } from '../../test/api-lines.ts'
import { serveShoppingList } from '../../test/fake-shopping-server.ts'
import { itemsAdded, plan, planItem, planSummary } from '../../test/planning-fixtures.ts'
import { shoppingItem, shoppingList } from '../../test/shopping-fixtures.ts'
import { openList, shoppingPageForEachTest } from '../../test/shopping-page.tsx'

shoppingPageForEachTest()

beforeEach(() => {
  // Wednesday 6 May 2026 late in the evening local time: this week is Monday 4 to Sunday 10 May.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 4, 6, 23, 30))
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const MEALS = [
  planItem('i-sun-before', '2026-05-03'),
  planItem('i-mon', '2026-05-04'),
  planItem('i-wed', '2026-05-06'),
  planItem('i-wed-2', '2026-05-06', { meal: 'lunch' }),
  planItem('i-sun', '2026-05-10'),
  planItem('i-mon-after', '2026-05-11'),
]

function setUp({ plans = [planSummary({ itemCount: MEALS.length })] } = {}) {
  const api = stubApi()
  const server = serveShoppingList(api, shoppingList([shoppingItem('Milk')]))
  api.on('GET /meal-plans', { json: plans })
  api.on('GET /meal-plans/:id', { json: plan(MEALS) })
  return { api, server, user: userEvent.setup() }
}

async function openDialog() {
  openList()
  fireEvent.click(await screen.findByRole('button', { name: 'List actions' }))
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Add from a meal plan…' }))
  return screen.findByRole('dialog', { name: 'Add from a meal plan' })
}

const dateField = (dialog: HTMLElement, name: string) => within(dialog).getByLabelText<HTMLInputElement>(name)
const setDate = (field: HTMLInputElement, value: string) => fireEvent.change(field, { target: { value } })

test('the days default to this week, Monday to Sunday, and the dialog counts the plan’s meals in them', async () => {
  setUp()
  const dialog = await openDialog()
  expect(await within(dialog).findByRole('combobox', { name: 'Meal plan' })).toHaveProperty('value', 'plan-1')
  expect(dateField(dialog, 'First day').value).toBe('2026-05-04')
  expect(dateField(dialog, 'Last day').value).toBe('2026-05-10')
  const summary = await within(dialog).findByTestId('meals-in-range')
  expect(summary.textContent).toBe('4 meals from Mon, May 4 to Sun, May 10')

  setDate(dateField(dialog, 'Last day'), '2026-05-04')
  expect(summary.textContent).toBe('1 meal from Mon, May 4 to Mon, May 4')
  setDate(dateField(dialog, 'First day'), '2026-05-12')
  setDate(dateField(dialog, 'Last day'), '2026-05-20')
  expect(within(dialog).getByTestId('meals-in-range').textContent).toBe('No meals in these days.')
  expect(within(dialog).getByRole('button', { name: 'Add' })).toHaveProperty('disabled', true)
})

test('where plans’ weeks start on Sunday, the days default to Sunday to Saturday', async () => {
  setPreference('mealPlan', 'startOfWeek', 'sunday')
  onTestFinished(() => setPreference('mealPlan', 'startOfWeek', 'monday'))
  setUp()
  const dialog = await openDialog()
  await within(dialog).findByRole('combobox', { name: 'Meal plan' })
  expect(dateField(dialog, 'First day').value).toBe('2026-05-03')
  expect(dateField(dialog, 'Last day').value).toBe('2026-05-09')
  expect((await within(dialog).findByTestId('meals-in-range')).textContent).toBe(
    '4 meals from Sun, May 3 to Sat, May 9',
  )
})

test('a first day after the last one says so and nothing can be added', async () => {
  setUp()
  const dialog = await openDialog()
  await within(dialog).findByTestId('meals-in-range')
  setDate(dateField(dialog, 'First day'), '2026-05-11')
  expect(within(dialog).getByText('The last day comes before the first day.')).toBeTruthy()
  expect(within(dialog).queryByTestId('meals-in-range')).toBeNull()
  expect(within(dialog).getByRole('button', { name: 'Add' })).toHaveProperty('disabled', true)
})

test('Add sends only the meals of the days chosen; the dialog closes, the page says how many items came and shows them', async () => {
  const { api, server, user } = setUp()
  api.on('POST /shopping-lists/:id/items/from-meal-plan', () => {
    server.list = { ...server.list, items: [...server.list.items, shoppingItem('Tomatoes')] }
    return { status: 201, json: itemsAdded(3) }
  })
  const dialog = await openDialog()
  await within(dialog).findByTestId('meals-in-range')
  await user.click(within(dialog).getByRole('button', { name: 'Add' }))
  await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  const sent = api.calls.filter((call) => call.line === 'POST /shopping-lists/list-1/items/from-meal-plan')
  expect(sent.map((call) => call.body)).toEqual([
    { mealPlanId: 'plan-1', mealPlanItemIds: ['i-mon', 'i-wed', 'i-wed-2', 'i-sun'] },
  ])
  expect((await screen.findByTestId('added-from-plan')).textContent).toContain('3 items added')
  expect(await screen.findByRole('checkbox', { name: 'Tomatoes' })).toBeTruthy()
})

test('a plan or list gone (404) and a refusal (400) are said in the dialog, which stays open', async () => {
  const { api, user } = setUp()
  api.on('POST /shopping-lists/:id/items/from-meal-plan', {
    status: 404,
    json: { error: { code: 'not_found', message: 'Not found' } },
  })
  const dialog = await openDialog()
  await within(dialog).findByTestId('meals-in-range')
  await user.click(within(dialog).getByRole('button', { name: 'Add' }))
  expect((await within(dialog).findByRole('alert')).textContent).toBe(
    'This meal plan or this list no longer exists, or it is no longer shared with you.',
  )
  api.on('POST /shopping-lists/:id/items/from-meal-plan', {
    status: 400,
    json: { error: { code: 'invalid', message: 'Invalid', fields: { mealPlanItemIds: 'Not on this plan' } } },
  })
  await user.click(within(dialog).getByRole('button', { name: 'Add' }))
  await vi.waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Not on this plan'))
  expect(screen.queryByTestId('added-from-plan')).toBeNull()
})

test('with no meal plans yet, the dialog says so and links to the meal plans', async () => {
  setUp({ plans: [] })
  const dialog = await openDialog()
  expect((await within(dialog).findByTestId('no-plans')).textContent).toContain('You have no meal plans yet.')
  const link = within(dialog).getByRole('link', { name: 'Start one in Meal plans' })
  expect(link.getAttribute('href')).toBe('/meal-planners')
})

test('offline, nothing is sent: the dialog says it needs a connection', async () => {
  const { api } = setUp()
  const dialog = await openDialog()
  await within(dialog).findByTestId('meals-in-range')
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  act(() => {
    window.dispatchEvent(new Event('offline'))
  })
  expect(
    within(dialog).getByText('This needs a connection to the server. Try again when you are online.'),
  ).toBeTruthy()
  const add = within(dialog).getByRole('button', { name: 'Add' })
  expect(add).toHaveProperty('disabled', true)
  fireEvent.click(add)
  expect(api.calls.some((call) => call.line.endsWith('/from-meal-plan'))).toBe(false)
})

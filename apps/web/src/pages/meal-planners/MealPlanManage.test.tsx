import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { startSocket } from '../../realtime/socket.ts'
import { apiError, fakeApi } from '../../test/fake-api.ts'
import { FakeSocket } from '../../test/fake-socket.ts'
import { ANNA, plan, planItem } from '../../test/planning-fixtures.ts'
import { renderPage, signedInForEachTest } from '../../test/render-page.tsx'
import MealPlanPage from './MealPlanPage.tsx'

signedInForEachTest()

let stopSocket: () => void = () => undefined

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 4, 6, 10, 0))
})

afterEach(() => {
  stopSocket()
  vi.useRealTimers()
})

const show = () => renderPage(MealPlanPage, '/meal-planners/:mealPlanId', '/meal-planners/plan-1')

function connectSocket() {
  FakeSocket.all = []
  vi.stubGlobal('WebSocket', FakeSocket)
  stopSocket = startSocket()
}

test('a mealplan:updated frame for the open plan shows the change; then losing the plan says so', async () => {
  let answer: { status?: number; body?: unknown } = { body: plan([]) }
  fakeApi({ 'GET /meal-plans/:id': () => answer, 'GET /meal-plans': { body: [] } })
  connectSocket()
  show()
  await screen.findByTestId('calendar')

  answer = { body: plan([planItem('i-new', '2026-05-07', { title: 'Risotto' })]) }
  FakeSocket.frame('mealplan:updated', { mealPlanId: 'plan-1' })
  expect(await screen.findByText('Risotto')).toBeTruthy()

  // The owner removed me from the plan: the same frame, then a 404.
  answer = apiError(404, 'not_found')
  FakeSocket.frame('mealplan:updated', { mealPlanId: 'plan-1' })
  const gone = await screen.findByTestId('plan-gone')
  expect(gone.textContent).toContain('This meal plan does not exist, or it is no longer shared with you.')
  expect(within(gone).getByRole('link', { name: 'All meal plans' }).getAttribute('href')).toBe(
    '/meal-planners',
  )
  expect(screen.queryByTestId('calendar')).toBeNull()
})

test('a frame for another plan leaves this one alone', async () => {
  const api = fakeApi({ 'GET /meal-plans/:id': { body: plan([]) }, 'GET /meal-plans': { body: [] } })
  connectSocket()
  show()
  await screen.findByTestId('calendar')
  FakeSocket.frame('mealplan:updated', { mealPlanId: 'plan-2' })
  FakeSocket.frame('mealplan:updated', { mealPlanId: 'plan-1' })
  await waitFor(() => expect(api.made('GET', '/meal-plans/plan-1')).toHaveLength(2))
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(api.made('GET', '/meal-plans/plan-1')).toHaveLength(2)
})

test('renaming sends the new title and shows it', async () => {
  const api = fakeApi({
    'GET /meal-plans/:id': { body: plan([]) },
    'PUT /meal-plans/:id': (call) => ({ body: plan([], { title: (call.body as { title: string }).title }) }),
  })
  show()
  await screen.findByTestId('calendar')
  fireEvent.click(screen.getByRole('button', { name: 'Plan options' }))
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }))
  const dialog = await screen.findByRole('dialog', { name: 'Rename the plan' })
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Title/ }), { target: { value: 'Autumn' } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
  expect(await screen.findByRole('heading', { name: 'Autumn', level: 1 })).toBeTruthy()
  expect(api.made('PUT', '/meal-plans/plan-1')[0]!.body).toEqual({ title: 'Autumn' })
})

test('a collaborator leaves the plan (DELETE) and is taken to the plans', async () => {
  const api = fakeApi({
    'GET /meal-plans/:id': { body: plan([], { isOwner: false, owner: ANNA }) },
    'DELETE /meal-plans/:id': { body: { ok: true } },
  })
  const { router } = show()
  await screen.findByTestId('calendar')
  fireEvent.click(screen.getByRole('button', { name: 'Plan options' }))
  expect(screen.queryByRole('menuitem', { name: 'Delete plan' })).toBeNull()
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Leave plan' }))
  const dialog = await screen.findByRole('dialog', { name: 'Leave this plan?' })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Leave plan' }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/meal-planners'))
  expect(api.made('DELETE', '/meal-plans/plan-1')).toHaveLength(1)
})

test('meal times are saved as HH:MM; a wrong one is refused before sending', async () => {
  const api = fakeApi({
    'GET /meal-plans/:id': { body: plan([]) },
    'PUT /meal-plans/:id': (call) => ({ body: { ...plan([]), ...(call.body as object) } }),
  })
  show()
  await screen.findByTestId('calendar')
  fireEvent.click(screen.getByRole('button', { name: 'Plan options' }))
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Subscribe in your calendar' }))
  const dialog = await screen.findByRole('dialog', { name: 'Subscribe in your calendar' })
  const dinner = within(dialog).getByLabelText('Dinner')
  fireEvent.change(dinner, { target: { value: '' } })
  expect(within(dialog).getByText('A time as HH:MM')).toBeTruthy()
  expect(within(dialog).getByRole('button', { name: 'Save the times' })).toHaveProperty('disabled', true)
  fireEvent.change(dinner, { target: { value: '18:45' } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save the times' }))
  expect(await within(dialog).findByText('Saved.')).toBeTruthy()
  expect(api.made('PUT', '/meal-plans/plan-1')[0]!.body).toEqual({
    mealTimes: { breakfast: '08:00', lunch: '12:30', dinner: '18:45', snacks: '16:00', other: '12:00' },
  })
})

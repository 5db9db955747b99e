import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { defaultPreferences, preferencesStore, setPreference } from '../../preferences/preferences.ts'
import { fakeApi, type FakeRoutes } from '../../test/fake-api.ts'
import { itemsAdded, listSummary, plan, planItem } from '../../test/planning-fixtures.ts'
import { renderPage, signedInForEachTest } from '../../test/render-page.tsx'
import { PHONE_QUERY } from './CalendarGrid.tsx'
import MealPlanPage from './MealPlanPage.tsx'

signedInForEachTest()

beforeEach(() => {
  // Wednesday 6 May 2026, mid-morning local time; only the clock is faked, timers run as usual.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 4, 6, 10, 0))
})

afterEach(() => {
  vi.useRealTimers()
  localStorage.clear()
  preferencesStore.set(defaultPreferences({ width: 1366, height: 768 }))
})

const PASTA = planItem('i-pasta', '2026-05-06', {
  title: 'Pasta al pomodoro',
  recipe: { id: 'r-pasta', title: 'Pasta al pomodoro', imageUrl: '/images/pasta.jpg', yield: '4 servings' },
  notes: 'Use the good tomatoes',
  servings: 4,
})
const PORRIDGE = planItem('i-porridge', '2026-05-06', { title: 'Porridge', meal: 'breakfast' })
const SOUP = planItem('i-soup', '2026-05-12', { title: 'Soup', meal: 'lunch' })

function serve(more: FakeRoutes = {}) {
  return fakeApi({ 'GET /meal-plans/:id': { body: plan([PASTA, PORRIDGE, SOUP]) }, ...more })
}

const show = () => renderPage(MealPlanPage, '/meal-planners/:mealPlanId', '/meal-planners/plan-1')
const cell = (date: string) => document.querySelector<HTMLElement>(`td[data-date="${date}"]`)!
const cellDates = () =>
  [...document.querySelectorAll('td[data-date]')].map((td) => td.getAttribute('data-date'))
const headers = () => [...document.querySelectorAll('th')].map((th) => th.textContent)

async function openDay(date: string) {
  await screen.findByTestId('calendar')
  fireEvent.click(within(cell(date)).getAllByRole('button')[0]!)
  return screen.findByRole('dialog', { name: /2026/ })
}

describe('the calendar', () => {
  test('the month view shows whole weeks from Monday, today marked, meals by name as well as colour', async () => {
    serve()
    show()
    await screen.findByTestId('calendar')
    expect(screen.getByTestId('period').textContent).toBe('May 2026')
    expect(headers()).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
    expect(cellDates()[0]).toBe('2026-04-27')
    expect(cellDates().at(-1)).toBe('2026-05-31')
    const today = document.querySelectorAll('[aria-current="date"]')
    expect(today).toHaveLength(1)
    expect(today[0]!.getAttribute('data-date')).toBe('2026-05-06')
    // Named by the whole date and its meals, the short date on show being part of the name (WCAG 2.5.3).
    const open = within(cell('2026-05-06')).getByRole('button', { name: 'Wednesday, May 6, 2026, 2 meals' })
    expect(open.getAttribute('aria-label')).toBeNull()
    // Breakfast before dinner, each with the meal's name written.
    const items = within(cell('2026-05-06')).getAllByTestId('plan-item')
    expect(items.map((item) => item.textContent)).toEqual(['Breakfast Porridge', 'Dinner Pasta al pomodoro'])
    expect(items.map((item) => item.getAttribute('data-meal'))).toEqual(['breakfast', 'dinner'])
    expect(screen.getByTestId('calendar').getAttribute('style')).toContain('--breakfast-background: #fff3bf')
  })

  test('the day numbers are styled buttons, not the browser’s grey ones', async () => {
    serve()
    show()
    await screen.findByTestId('calendar')
    const open = within(cell('2026-05-06')).getByRole('button', { name: /^Wednesday, May 6, 2026/ })
    expect(open.className).toContain('mantine-UnstyledButton-root')
    expect(open.getAttribute('type')).toBe('button')
  })

  test('on a phone the month is a list of its days, each meal whole and named', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === PHONE_QUERY,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }))
    serve()
    show()
    const calendar = await screen.findByTestId('calendar')
    expect(calendar.tagName).toBe('OL')
    const days = [...calendar.querySelectorAll('li[data-date]')].map((day) => day.getAttribute('data-date'))
    expect(days).toHaveLength(31)
    expect([days[0], days.at(-1)]).toEqual(['2026-05-01', '2026-05-31'])
    const day = calendar.querySelector<HTMLElement>('li[data-date="2026-05-06"]')!
    expect(day.getAttribute('aria-current')).toBe('date')
    expect(
      within(day)
        .getAllByTestId('plan-item')
        .map((item) => item.textContent),
    ).toEqual(['Breakfast Porridge', 'Dinner Pasta al pomodoro'])
    fireEvent.click(within(day).getByRole('button', { name: 'Wednesday, May 6, 2026, 2 meals' }))
    expect(await screen.findByRole('dialog', { name: /2026/ })).toBeTruthy()
  })

  test('weeks start on Sunday when the preference says so', async () => {
    setPreference('mealPlan', 'startOfWeek', 'sunday')
    serve()
    show()
    await screen.findByTestId('calendar')
    expect(headers()[0]).toBe('Sun')
    expect(cellDates()[0]).toBe('2026-04-26')
    expect(cellDates().at(-1)).toBe('2026-06-06')
  })

  test('the options menu changes where weeks start', async () => {
    serve()
    show()
    await screen.findByTestId('calendar')
    fireEvent.click(screen.getByRole('button', { name: 'Plan options' }))
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sunday' }))
    await waitFor(() => expect(headers()[0]).toBe('Sun'))
    expect(preferencesStore.get().mealPlan.startOfWeek).toBe('sunday')
  })

  test('the week view shows seven days; previous, next and today move by weeks', async () => {
    serve()
    show()
    await screen.findByTestId('calendar')
    fireEvent.click(screen.getByRole('radio', { name: 'Week' }))
    expect(cellDates()).toEqual([
      '2026-05-04',
      '2026-05-05',
      '2026-05-06',
      '2026-05-07',
      '2026-05-08',
      '2026-05-09',
      '2026-05-10',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }))
    expect(cellDates()[0]).toBe('2026-05-11')
    expect(within(cell('2026-05-12')).getByText('Soup')).toBeTruthy()
    expect(document.querySelector('[aria-current="date"]')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Today' }))
    expect(cellDates()[0]).toBe('2026-05-04')
  })

  test('who added a meal and when show only when asked for', async () => {
    serve()
    show()
    await screen.findByTestId('calendar')
    expect(cell('2026-05-12').textContent).not.toContain('Me')
    act(() => setPreference('mealPlan', 'showAddedBy', true))
    expect(within(cell('2026-05-12')).getByTestId('plan-item').textContent).toBe('Lunch Soup · Me')
  })
})

describe('moving, copying, deleting', () => {
  test('"Move to…" (the keyboard way) sends the meal and the chosen day', async () => {
    const api = serve({ 'PUT /meal-plans/:id/items': { body: [] } })
    show()
    const day = await openDay('2026-05-06')
    expect(within(day).getByRole('link', { name: 'Pasta al pomodoro' }).getAttribute('href')).toBe(
      '/recipe/r-pasta',
    )
    expect(day.querySelector('img')?.getAttribute('src')).toBe('/images/pasta.jpg')
    expect(within(day).getByText('Use the good tomatoes')).toBeTruthy()
    fireEvent.click(within(day).getByRole('button', { name: 'Move “Pasta al pomodoro” to another day' }))
    const dialog = await screen.findByRole('dialog', { name: 'Move a meal' })
    fireEvent.change(within(dialog).getByLabelText(/Day/), { target: { value: '2026-05-08' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }))
    await waitFor(() => expect(api.made('PUT', '/meal-plans/plan-1/items')).toHaveLength(1))
    expect(api.made('PUT', '/meal-plans/plan-1/items')[0]!.body).toEqual({
      itemIds: ['i-pasta'],
      scheduledDate: '2026-05-08',
    })
  })

  test('dropping a dragged meal on a day moves it there, on screen before the server answers', async () => {
    let soupDay = '2026-05-12'
    const api = serve({
      'GET /meal-plans/:id': () => ({ body: plan([PASTA, { ...SOUP, scheduledDate: soupDay }]) }),
      'PUT /meal-plans/:id/items': (call) => {
        soupDay = (call.body as { scheduledDate: string }).scheduledDate
        return { body: [] }
      },
    })
    // Hold the move's answer back, to see the meal where it was dropped while the request is on its way.
    const answer = globalThis.fetch
    let release: () => void = () => undefined
    vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) =>
      init.method === 'PUT'
        ? new Promise((resolve) => (release = () => resolve(answer(input, init))))
        : answer(input, init),
    )
    show()
    await screen.findByTestId('calendar')
    const soup = within(cell('2026-05-12')).getByTestId('plan-item')
    const dataTransfer = { setData: vi.fn(), getData: vi.fn(), dropEffect: 'none', effectAllowed: 'all' }
    fireEvent.dragStart(soup, { dataTransfer })
    fireEvent.dragOver(cell('2026-05-14'), { dataTransfer })
    fireEvent.drop(cell('2026-05-14'), { dataTransfer })
    expect(await within(cell('2026-05-14')).findByText('Soup')).toBeTruthy()
    expect(api.made('PUT', '/meal-plans/plan-1/items')).toHaveLength(0)
    release()
    await waitFor(() => expect(api.made('PUT', '/meal-plans/plan-1/items')).toHaveLength(1))
    expect(api.made('PUT', '/meal-plans/plan-1/items')[0]!.body).toEqual({
      itemIds: ['i-soup'],
      scheduledDate: '2026-05-14',
    })
    await waitFor(() => expect(api.made('GET', '/meal-plans/plan-1')).toHaveLength(2))
    expect(within(cell('2026-05-14')).getByText('Soup')).toBeTruthy()
    expect(within(cell('2026-05-12')).queryByText('Soup')).toBeNull()
  })

  test('"Copy to…" copies to the chosen day; delete deletes', async () => {
    const api = serve({
      'POST /meal-plans/:id/items/copy': { status: 201, body: [] },
      'POST /meal-plans/:id/items/delete': { body: { deletedIds: ['i-porridge'] } },
    })
    show()
    const day = await openDay('2026-05-06')
    fireEvent.click(within(day).getByRole('button', { name: 'Copy “Porridge” to another day' }))
    const dialog = await screen.findByRole('dialog', { name: 'Copy a meal' })
    fireEvent.change(within(dialog).getByLabelText(/Day/), { target: { value: '2026-05-07' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }))
    await waitFor(() => expect(api.made('POST', '/meal-plans/plan-1/items/copy')).toHaveLength(1))
    expect(api.made('POST', '/meal-plans/plan-1/items/copy')[0]!.body).toEqual({
      itemIds: ['i-porridge'],
      scheduledDate: '2026-05-07',
    })
    fireEvent.click(within(day).getByRole('button', { name: 'Delete “Porridge”' }))
    await waitFor(() => expect(api.made('POST', '/meal-plans/plan-1/items/delete')).toHaveLength(1))
    expect(api.made('POST', '/meal-plans/plan-1/items/delete')[0]!.body).toEqual({ itemIds: ['i-porridge'] })
  })
})

describe('the day', () => {
  test('a meal is added with a title of its own, the meal, notes and servings', async () => {
    const api = serve({ 'POST /meal-plans/:id/items': { status: 201, body: [] } })
    show()
    const day = await openDay('2026-05-09')
    const form = within(day).getByTestId('add-meal-form')
    fireEvent.click(within(form).getByRole('button', { name: 'Add a meal' }))
    expect(await within(form).findByText('Choose a recipe or give the meal a title.')).toBeTruthy()
    fireEvent.change(within(form).getByLabelText('Title (without a recipe)'), {
      target: { value: 'Pizza night' },
    })
    fireEvent.change(within(form).getByLabelText('Meal'), { target: { value: 'snacks' } })
    fireEvent.change(within(form).getByLabelText('Servings'), { target: { value: '3' } })
    fireEvent.change(within(form).getByLabelText('Notes'), { target: { value: 'Order in' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Add a meal' }))
    await waitFor(() => expect(api.made('POST', '/meal-plans/plan-1/items')).toHaveLength(1))
    expect(api.made('POST', '/meal-plans/plan-1/items')[0]!.body).toEqual([
      { title: 'Pizza night', scheduledDate: '2026-05-09', meal: 'snacks', notes: 'Order in', servings: 3 },
    ])
  })

  test('a recipe found by search is added by its id', async () => {
    const api = serve({
      'GET /recipes/search': { body: { data: [{ id: 'r-stew', title: 'Lentil stew', imageUrl: null }] } },
      'POST /meal-plans/:id/items': { status: 201, body: [] },
    })
    show()
    const day = await openDay('2026-05-09')
    fireEvent.change(within(day).getByLabelText(/Search my recipes/), { target: { value: 'lentil' } })
    fireEvent.click(await within(day).findByRole('button', { name: 'Lentil stew' }, { timeout: 2000 }))
    fireEvent.click(within(day).getByRole('button', { name: 'Add a meal' }))
    await waitFor(() => expect(api.made('POST', '/meal-plans/plan-1/items')).toHaveLength(1))
    expect(api.made('POST', '/meal-plans/plan-1/items')[0]!.body).toEqual([
      { recipeId: 'r-stew', scheduledDate: '2026-05-09', meal: 'dinner', notes: '', servings: null },
    ])
    expect(api.made('GET', '/recipes/search')[0]!.query.get('query')).toBe('lentil')
  })

  test('servings changed in the drawer are saved on the meal', async () => {
    const api = serve({ 'PUT /meal-plans/:id/items/:itemId': { body: PASTA } })
    show()
    const day = await openDay('2026-05-06')
    const pasta = within(day).getAllByTestId('day-item')[1]!
    const servings = within(pasta).getByLabelText('Servings')
    fireEvent.change(servings, { target: { value: '6' } })
    fireEvent.blur(servings)
    await waitFor(() => expect(api.made('PUT', '/meal-plans/plan-1/items/i-pasta')).toHaveLength(1))
    expect(api.made('PUT', '/meal-plans/plan-1/items/i-pasta')[0]!.body).toEqual({ servings: 6 })
  })
})

test('chosen meals go to a shopping list together; the notice counts the items and links the list', async () => {
  const api = serve({
    'GET /shopping-lists': { body: [listSummary('list-1', 'Groceries'), listSummary('list-2', 'Market')] },
    'POST /shopping-lists/:id/items/from-meal-plan': { status: 201, body: itemsAdded(7) },
  })
  show()
  await screen.findByTestId('calendar')
  fireEvent.click(screen.getByRole('button', { name: 'Select' }))
  fireEvent.click(within(cell('2026-05-06')).getByRole('checkbox', { name: /Pasta al pomodoro/ }))
  fireEvent.click(within(cell('2026-05-12')).getByRole('checkbox', { name: /Soup/ }))
  expect(screen.getByTestId('selection-bar').textContent).toContain('2 meals chosen')
  fireEvent.click(screen.getByRole('button', { name: 'To a shopping list' }))
  const dialog = await screen.findByRole('dialog', { name: 'Add to a shopping list' })
  const list = within(dialog).getByLabelText('Shopping list')
  await waitFor(() => expect((list as HTMLSelectElement).value).toBe('list-1'))
  fireEvent.change(list, { target: { value: 'list-2' } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }))
  const notice = await within(dialog).findByTestId('added-to-list')
  expect(notice.textContent).toContain('7 items added to “Market”.')
  expect(within(notice).getByRole('link', { name: 'Open the list' }).getAttribute('href')).toBe(
    '/shopping-lists/list-2',
  )
  expect(api.made('POST', '/shopping-lists/list-2/items/from-meal-plan')[0]!.body).toEqual({
    mealPlanId: 'plan-1',
    mealPlanItemIds: ['i-pasta', 'i-soup'],
  })
})

test('the visible week goes to a new list made by its title', async () => {
  const api = serve({
    'GET /shopping-lists': { body: [] },
    'POST /shopping-lists': {
      status: 201,
      body: { ...listSummary('list-new', 'Week 19'), items: [], aisles: {} },
    },
    'POST /shopping-lists/:id/items/from-meal-plan': { status: 201, body: itemsAdded(3) },
  })
  show()
  await screen.findByTestId('calendar')
  fireEvent.click(screen.getByRole('radio', { name: 'Week' }))
  fireEvent.click(screen.getByRole('button', { name: 'Week to a shopping list' }))
  const dialog = await screen.findByRole('dialog', { name: 'Add to a shopping list' })
  fireEvent.change(await within(dialog).findByLabelText(/Title of the new list/), {
    target: { value: 'Week 19' },
  })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }))
  expect((await within(dialog).findByTestId('added-to-list')).textContent).toContain(
    '3 items added to “Week 19”.',
  )
  expect(api.made('POST', '/shopping-lists')[0]!.body).toEqual({ title: 'Week 19' })
  // The week of 4 May holds Porridge and Pasta; Soup on the 12th is the next week's.
  expect(api.made('POST', '/shopping-lists/list-new/items/from-meal-plan')[0]!.body).toEqual({
    mealPlanId: 'plan-1',
    mealPlanItemIds: ['i-porridge', 'i-pasta'],
  })
})

test('the calendar feed link is shown once, with a webcal link and who made it, and can be stopped', async () => {
  const url = 'https://recipes.example/api/meal-plans/feed/secret-token.ics'
  const maker = { id: 'friend-2', name: 'Alice Waters', handle: null, profileImageUrl: null }
  let hasCalendarFeed = false
  const api = serve({
    'GET /meal-plans/:id': () => ({
      body: plan([PASTA], { hasCalendarFeed, calendarFeedMadeBy: hasCalendarFeed ? maker : null }),
    }),
    'POST /meal-plans/:id/calendar-feed': () => {
      hasCalendarFeed = true
      return { status: 201, body: { url } }
    },
    'DELETE /meal-plans/:id/calendar-feed': () => {
      hasCalendarFeed = false
      return { body: { ok: true } }
    },
  })
  show()
  await screen.findByTestId('calendar')
  fireEvent.click(screen.getByRole('button', { name: 'Plan options' }))
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Subscribe in your calendar' }))
  let dialog = await screen.findByRole('dialog', { name: 'Subscribe in your calendar' })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Make the link' }))
  const shown = await within(dialog).findByTestId('feed-url')
  expect(within(shown).getByRole('textbox', { name: /Calendar link/ })).toHaveProperty('value', url)
  expect(within(shown).getByRole('link', { name: 'Open in my calendar app' }).getAttribute('href')).toBe(
    'webcal://recipes.example/api/meal-plans/feed/secret-token.ics',
  )
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Subscribe in your calendar' })).toBeNull())

  fireEvent.click(screen.getByRole('button', { name: 'Plan options' }))
  // jsdom leaves a menu reopened after a modal in its closed transition (display: none), so look past that.
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Subscribe in your calendar', hidden: true }))
  dialog = await screen.findByRole('dialog', { name: 'Subscribe in your calendar' })
  expect(within(dialog).queryByTestId('feed-url')).toBeNull()
  expect(within(dialog).getByText(/cannot be shown again/)).toBeTruthy()
  expect(within(dialog).getByTestId('feed-maker').textContent).toMatch(/^Made by Alice Waters\./)
  fireEvent.click(within(dialog).getByRole('button', { name: 'Stop the feed' }))
  await waitFor(() => expect(api.made('DELETE', '/meal-plans/plan-1/calendar-feed')).toHaveLength(1))
  expect(api.made('POST', '/meal-plans/plan-1/calendar-feed')).toHaveLength(1)
  expect(await within(dialog).findByRole('button', { name: 'Make the link' })).toBeTruthy()
})

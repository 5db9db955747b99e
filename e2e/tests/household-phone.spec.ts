/**
 * The household's week on a phone (390 px): the shopping list in a shop where the server cannot be reached
 * says so once and covers nothing (Done and Undo stay in reach), the meal plan's month lists its days with
 * every meal readable and styled day buttons, the keyboard ticks items and closes the label filter, the
 * stars are one named group, and Messages keeps its avatars' initials readable.
 */
import { type APIRequestContext, expect, type Locator, type Page, type Route, test } from '@playwright/test'
import { expectAccessible } from '../support/accessible.ts'
import { auth, befriend, friends, openLive, person, type Person } from '../support/people.ts'

const PHONE = { width: 390, height: 844 }

// Requests a service worker makes could slip past page.route; the list keeps its copy in IndexedDB anyway.
test.use({ viewport: PHONE, serviceWorkers: 'block' })

/** Axe at both widths and schemes, then back to the phone the journey is on. */
async function checkAccessible(page: Page, state: string) {
  await expectAccessible(page, state)
  await page.setViewportSize(PHONE)
}

async function createList(request: APIRequestContext, owner: Person, title: string, items: string[]) {
  const created = await request.post('/api/shopping-lists', {
    headers: auth(owner),
    data: { title, collaboratorIds: [] },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: string }
  const added = await request.post(`/api/shopping-lists/${id}/items`, {
    headers: auth(owner),
    data: items.map((title) => ({ title })),
  })
  expect(added.status()).toBe(201)
  return id
}

async function createRecipe(request: APIRequestContext, owner: Person, data: Record<string, unknown>) {
  const response = await request.post('/api/recipes', { headers: auth(owner), data: { labels: [], ...data } })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { id: string }).id
}

const item = (scope: Page | Locator, title: string) =>
  scope.getByTestId('shopping-item').filter({ hasText: title })

/** Nothing is drawn over the middle of it: a tap there reaches it. */
async function expectUncovered(target: Locator) {
  await target.scrollIntoViewIfNeeded()
  await expect(target).toBeInViewport()
  const reached = await target.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return hit !== null && (element === hit || element.contains(hit))
  })
  expect(reached, 'something is drawn over it').toBe(true)
}

const dropRequest = (route: Route) => route.abort('connectionrefused')

test('offline in the shop: one notice, above the list, with Done and Undo in reach', async ({
  context,
  request,
}) => {
  const [julia] = await friends(request)
  // Enough items that the page scrolls: what is fixed to the bottom of the screen would lie over the list.
  const titles = Array.from({ length: 24 }, (_, index) => `item ${index + 1}`)
  const listId = await createList(request, julia, 'Corner shop', titles)
  const page = await openLive(context, julia, `/shopping-lists/${listId}`)
  await expect(item(page, 'item 24')).toBeAttached()

  // The server goes away: the tick is kept on the device, and its request finds no server.
  await page.route('**/api/**', dropRequest)
  await page.routeWebSocket(/\/grip\/ws/, (socket) => socket.close())
  await item(page, 'item 3').getByRole('checkbox').click()
  const banner = page.getByTestId('offline-banner')
  await expect(banner).toBeVisible()
  await expect(banner).toContainText('You are offline')
  // The shell's own "Cannot reach the server" is not said a second time.
  await expect(page.getByTestId('connection-notice')).toHaveCount(0)
  await expect(page.getByText('Cannot reach the server.')).toHaveCount(0)

  const undo = page.getByTestId('undo-notice').getByRole('button', { name: 'Undo' })
  await expectUncovered(undo)
  const done = page.getByTestId('done-section')
  await expectUncovered(done.getByRole('button', { name: 'Clear done' }))
  await expectUncovered(item(done, 'item 3').getByRole('checkbox'))
  await undo.click()
  await expect(done).toHaveCount(0)
  await expect(item(page, 'item 3').getByRole('checkbox')).not.toBeChecked()
  await checkAccessible(page, 'a shopping list while the server is away')

  // Elsewhere the shell's notice sits above the page and can be closed.
  await page.goto('/#/shopping-lists')
  const notice = page.getByTestId('connection-notice')
  await expect(notice).toBeVisible()
  const header = await page.locator('header').first().boundingBox()
  const noticeBox = await notice.boundingBox()
  expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(header!.y + 1)
  await checkAccessible(page, 'the lists while the server is away')
  await notice.getByRole('button', { name: 'Close' }).click()
  await expect(notice).toHaveCount(0)
})

test('the meal plan’s month on a phone: a list of days, every meal readable, styled day buttons', async ({
  context,
  request,
}) => {
  const [julia] = await friends(request)
  const created = await request.post('/api/meal-plans', { headers: auth(julia), data: { title: 'Family' } })
  expect(created.status()).toBe(201)
  const planId = ((await created.json()) as { id: string }).id
  const now = new Date()
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
  const added = await request.post(`/api/meal-plans/${planId}/items`, {
    headers: auth(julia),
    data: [
      { title: 'Porridge with stewed apples', scheduledDate: today, meal: 'breakfast' },
      { title: 'Chicken and leek pie', scheduledDate: today, meal: 'dinner' },
    ],
  })
  expect(added.status()).toBe(201)

  const page = await openLive(context, julia, `/meal-planners/${planId}`)
  await expect(page.getByRole('heading', { name: 'Family', level: 1 })).toBeVisible()
  const day = page.locator(`[data-date="${today}"]`)
  const meals = day.getByTestId('plan-item')
  await expect(meals).toHaveText(['Breakfast Porridge with stewed apples', 'Dinner Chicken and leek pie'])
  for (const meal of await meals.all()) {
    await meal.scrollIntoViewIfNeeded()
    await expect(meal).toBeInViewport()
    // Whole, not cut to "Br…": no part of it is wider than the room it is drawn in.
    const cut = await meal.evaluate((element) =>
      [element, ...element.querySelectorAll('*')].some((part) => part.scrollWidth > part.clientWidth + 1),
    )
    expect(cut, `${await meal.textContent()} is cut short`).toBe(false)
  }

  const dayButton = day.getByRole('button').first()
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme)
    const look = await dayButton.evaluate((button) => {
      const style = getComputedStyle(button)
      return { border: style.borderTopStyle, background: style.backgroundColor }
    })
    expect(look.border, `the day button's border in the ${scheme} scheme`).not.toBe('outset')
    expect(look.background, `the day button's background in the ${scheme} scheme`).toBe('rgba(0, 0, 0, 0)')
  }
  await page.emulateMedia({ colorScheme: 'light' })
  await checkAccessible(page, 'the month on a phone')

  await dayButton.click()
  await expect(page.getByRole('dialog')).toContainText('Chicken and leek pie')
  await checkAccessible(page, 'a day opened from the list')
})

test('by keyboard: Enter ticks an item and the focus stays in the list; Escape closes the label filter; the stars are one named group', async ({
  context,
  request,
}) => {
  const [julia] = await friends(request)
  const listId = await createList(request, julia, 'Weekly shop', ['milk', 'bread', 'apples'])
  const page = await openLive(context, julia, `/shopping-lists/${listId}`)
  const milk = item(page, 'milk').getByRole('checkbox')
  await milk.focus()
  await page.keyboard.press('Enter')
  await expect(item(page.getByTestId('done-section'), 'milk').getByRole('checkbox')).toBeChecked()
  await expect(item(page, 'bread').getByRole('checkbox')).toBeFocused()
  expect(
    await page.evaluate(() =>
      document.querySelector('[data-testid="shopping-rows"]')?.contains(document.activeElement),
    ),
  ).toBe(true)
  await page.keyboard.press('Enter')
  await expect(item(page.getByTestId('done-section'), 'bread').getByRole('checkbox')).toBeChecked()
  await expect(item(page, 'apples').getByRole('checkbox')).toBeFocused()
  await checkAccessible(page, 'a list ticked by keyboard')

  const recipeId = await createRecipe(request, julia, { title: 'Lemon Tart', rating: 4 })
  await page.goto('/#/list/main')
  const filter = page.getByTestId('label-filter')
  await filter.click()
  await expect(filter).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('checkbox', { name: 'Without a label' })).toBeVisible()
  await checkAccessible(page, 'the label filter open')
  await page.keyboard.press('Escape')
  await expect(filter).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('checkbox', { name: 'Without a label' })).toHaveCount(0)

  await page.goto(`/#/recipe/${recipeId}`)
  await expect(page.getByRole('group', { name: 'Rating, 4 of 5' })).toBeVisible()
  await checkAccessible(page, 'a recipe with its rating')
  await page.goto(`/#/edit-recipe/${recipeId}`)
  const stars = page.getByRole('radiogroup', { name: 'Rating, 4 of 5' })
  await expect(stars).toBeVisible()
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked()
  await checkAccessible(page, 'the rating in the editor')
})

test('Messages: the avatars’ initials are readable, whoever writes', async ({ context, request }) => {
  const julia = await person(request, 'Julia Child')
  // Names whose initials Mantine drew on teal, lime, orange, cyan and green.
  for (const name of [
    'Yotam Ottolenghi',
    'Nigella Lawson',
    'Madhur Jaffrey',
    'Irma Rombauer',
    'Delia Smith',
  ]) {
    const writer = await person(request, name)
    await befriend(request, writer, julia)
    const sent = await request.post('/api/messages', {
      headers: auth(writer),
      data: { to: julia.id, body: `Dinner on Sunday? ${name}` },
    })
    expect(sent.status()).toBe(201)
  }
  const page = await openLive(context, julia, '/messages')
  await expect(page.getByText(/^Dinner on Sunday\?/)).toHaveCount(5)
  await checkAccessible(page, 'Messages with five threads')
})

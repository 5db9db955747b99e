/**
 * A week of meals: recipes put on three days of this week from the day's drawer, one dragged to another
 * day, the week sent to a new shopping list (similar lines gathered with their amounts summed), and the
 * plan's calendar feed made in its dialog and read as a calendar app would.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { expectAccessible } from '../support/accessible.ts'
import { auth, friends, openLive, type Person } from '../support/people.ts'

/** YYYY-MM-DD of a local date. */
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

/** Monday to Sunday of the week that holds today, as the plan's week view (weeks start on Monday) shows it. */
function thisWeek(): string[] {
  const today = new Date()
  const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() + 6) % 7))
  return Array.from({ length: 7 }, (_, i) =>
    isoDay(new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + i)),
  )
}

async function createRecipe(request: APIRequestContext, owner: Person, data: Record<string, unknown>) {
  const response = await request.post('/api/recipes', { headers: auth(owner), data })
  expect(response.status()).toBe(201)
}

const day = (page: Page, date: string) => page.locator(`td[data-date="${date}"]`)

async function addRecipeOn(page: Page, date: string, recipe: string, meal: string): Promise<void> {
  await day(page, date).getByRole('button').first().click()
  const drawer = page.getByRole('dialog')
  await drawer.getByRole('button', { name: 'Add a meal' }).click()
  await drawer.getByLabel('Search my recipes').fill(recipe)
  await drawer.getByRole('button', { name: recipe }).click()
  await expect(drawer.getByTestId('picked-recipe')).toContainText(recipe)
  await drawer.getByLabel('Meal').selectOption({ label: meal })
  await drawer.getByTestId('add-meal-form').getByRole('button', { name: 'Add a meal' }).click()
  await expect(drawer.getByTestId('add-meal-form')).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(drawer).toHaveCount(0)
  await expect(day(page, date).getByTestId('plan-item')).toContainText(recipe)
}

test('plan a week, drag a meal, send the week to a list, and read the plan in a calendar', async ({
  browser,
  request,
}) => {
  const [julia] = await friends(request)
  await createRecipe(request, julia, {
    title: 'Pancakes',
    yield: '4 servings',
    ingredients: '200 g flour\n2 eggs\n300 ml milk',
  })
  await createRecipe(request, julia, { title: 'Country Bread', ingredients: '500 g flour\n7 g yeast' })
  await createRecipe(request, julia, { title: 'Carrot Soup', ingredients: '6 carrots\n1 onion' })
  const created = await request.post('/api/meal-plans', { headers: auth(julia), data: { title: 'Family' } })
  expect(created.status()).toBe(201)
  const planId = ((await created.json()) as { id: string }).id

  const page = await openLive(await browser.newContext(), julia, `/meal-planners/${planId}`)
  await expect(page.getByRole('heading', { name: 'Family', level: 1 })).toBeVisible()
  await page.getByText('Week', { exact: true }).click()
  const [monday, tuesday, wednesday, thursday] = thisWeek()
  await addRecipeOn(page, monday!, 'Pancakes', 'Breakfast')
  await addRecipeOn(page, tuesday!, 'Country Bread', 'Lunch')
  await addRecipeOn(page, wednesday!, 'Carrot Soup', 'Dinner')
  await expectAccessible(page, 'a week of meals')

  await day(page, wednesday!).getByTestId('plan-item').dragTo(day(page, thursday!))
  await expect(day(page, thursday!).getByTestId('plan-item')).toContainText('Carrot Soup')
  await expect(day(page, wednesday!).getByTestId('plan-item')).toHaveCount(0)
  // The page moves the meal at once and saves it after: wait for the server to have it on Thursday.
  await expect
    .poll(async () => {
      const plan = (await (
        await request.get(`/api/meal-plans/${planId}`, { headers: auth(julia) })
      ).json()) as { items: { title: string; scheduledDate: string }[] }
      return plan.items.find((item) => item.title === 'Carrot Soup')?.scheduledDate
    })
    .toBe(thursday)

  await page.getByRole('button', { name: 'Week to a shopping list' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add to a shopping list' })
  await expect(dialog).toContainText('The ingredients of 3 meals')
  await dialog.getByLabel('Title of the new list').fill('Week shop')
  await dialog.getByRole('button', { name: 'Add' }).click()
  await expect(dialog.getByText('7 items added to “Week shop”.')).toBeVisible()
  await dialog.getByRole('link', { name: 'Open the list' }).click()
  await expect(page.getByRole('heading', { name: 'Week shop', level: 1 })).toBeVisible()
  // The two flours gather under one word with their amounts summed.
  await expect(page.getByTestId('item-group').filter({ hasText: '200 g flour' })).toContainText(
    'flour — 700 g',
  )

  await page.goBack()
  await expect(page.getByRole('heading', { name: 'Family', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Plan options' }).click()
  await page.getByRole('menuitem', { name: 'Subscribe in your calendar' }).click()
  const feed = page.getByRole('dialog', { name: 'Subscribe in your calendar' })
  await feed.getByRole('button', { name: 'Make the link' }).click()
  const url = await feed.getByLabel('Calendar link').inputValue()
  await expectAccessible(page, 'the calendar feed dialog')
  const calendar = await request.get(url)
  expect(calendar.status()).toBe(200)
  expect(calendar.headers()['content-type']).toContain('text/calendar')
  const text = await calendar.text()
  expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(3)
  expect(text).toContain('SUMMARY:Carrot Soup')
  expect(text).toContain(`DTSTART:${thursday!.replaceAll('-', '')}T190000`)
  expect(text).toContain(`DTSTART:${monday!.replaceAll('-', '')}T080000`)
})

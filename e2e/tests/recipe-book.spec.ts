import { expect, type Page, test } from '@playwright/test'
import { solidPng } from '../support/images.ts'
import { newAccount, openMenu, openSignedIn, registerByApi, toast } from '../support/app.ts'

const LEAVE_TEXT =
  'It looks like you have been editing something. If you leave before saving, your changes will be lost.'

async function createByApi(
  page: Page,
  token: string,
  recipe: { title: string; ingredients?: string; labels?: string[] },
): Promise<string> {
  const response = await page.request.post('/api/recipes', {
    headers: { authorization: `Bearer ${token}` },
    data: { ingredients: '', labels: [], ...recipe },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { id: string }).id
}

async function dismissTutorial(page: Page, title: string) {
  await expect(page.getByTestId('quick-tutorial')).toContainText(title)
  await page.getByRole('button', { name: 'Okay' }).click()
  await expect(page.getByTestId('quick-tutorial')).toHaveCount(0)
}

test('a recipe from its creation to its deletion: pictures, labels, filter, search, scale, units, pin, edit, delete', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  const token = await registerByApi(request, newAccount('Dorie Greenspan'))
  await createByApi(page, token, { title: 'Tomato Soup', ingredients: '1 can tomatoes', labels: ['soup'] })
  await openSignedIn(page, token, '/list/main')
  await expect(page.getByTestId('recipe-item')).toHaveCount(1)

  // Create it with two pictures and two labels.
  await page.getByRole('link', { name: 'New recipe' }).first().click()
  await expect(page).toHaveURL(/#\/edit-recipe\/new$/)
  await page.getByLabel('Title').fill('Lemon Sugar Cookies')
  await page.getByLabel('Yield').fill('12 cookies')
  await page.getByLabel('Ingredients').fill('[Dough]\n1/2 cup sugar\n2 cups flour\n1 egg')
  await page.getByLabel('Instructions').fill('Cream the butter and sugar.\nBake for 12 minutes.')
  const labels = page.getByRole('combobox', { name: 'Labels' })
  await labels.fill('dessert')
  await labels.press('Enter')
  await labels.fill('baking')
  await labels.press('Enter')
  await page
    .getByTestId('image-dropzone')
    .locator('input[type=file]')
    .setInputFiles([
      { name: 'cookies.png', mimeType: 'image/png', buffer: solidPng(64, 48, [240, 200, 80]) },
      { name: 'plate.png', mimeType: 'image/png', buffer: solidPng(48, 64, [90, 120, 200]) },
    ])
  await expect(page.getByTestId('edit-image')).toHaveCount(2)
  await page.getByTestId('save-recipe').first().click()

  await expect(page).toHaveURL(/#\/recipe\/[\w-]+$/)
  const recipeUrl = page.url()
  await expect(page.getByTestId('recipe-title')).toHaveText('Lemon Sugar Cookies')
  await expect(page.getByRole('button', { name: /^Show picture/ })).toHaveCount(2)
  await expect(page.getByTestId('recipe-gallery').locator('img').first()).toHaveJSProperty('complete', true)
  expect(
    await page
      .getByTestId('recipe-gallery')
      .locator('img')
      .first()
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0)

  // It appears in the list, and the label filter finds it alone.
  let menu = await openMenu(page)
  await menu.getByRole('link', { name: 'My recipes' }).click()
  await expect(page.getByTestId('recipe-item')).toHaveCount(2)
  await expect(page.getByTestId('recipe-count')).toHaveText('2 recipes')
  await page.getByTestId('label-filter').click()
  await page.getByRole('checkbox', { name: 'dessert (1)' }).click()
  await expect(page).toHaveURL(/labels=dessert/)
  await expect(page.getByRole('checkbox', { name: 'dessert (1)' })).toBeChecked()
  await expect(page.getByTestId('recipe-item')).toHaveCount(1)
  await expect(page.getByTestId('recipe-item')).toContainText('Lemon Sugar Cookies')
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Stop filtering by dessert' }).click()
  await expect(page.getByTestId('recipe-item')).toHaveCount(2)

  // A misspelled title still finds it.
  await page.getByRole('textbox', { name: 'Search recipes' }).fill('lemon suger cookis')
  await expect(page.getByTestId('recipe-item')).toHaveCount(1)
  await page.getByTestId('recipe-item').getByText('Lemon Sugar Cookies').click()
  await expect(page).toHaveURL(recipeUrl)

  // Scale ×2, then metric.
  const ingredients = page.getByTestId('ingredients')
  await expect(ingredients).toContainText('1/2 cup sugar')
  await expect(ingredients.getByRole('heading', { name: 'Dough' })).toBeVisible()
  await page.getByTestId('scale-controls').getByText('×2').click()
  await expect(ingredients).toContainText('1 cup sugar')
  await expect(ingredients).toContainText('4 cups flour')
  await expect(ingredients).toContainText('2 egg')
  await page.getByTestId('scale-controls').getByText('Metric').click()
  // Cooks weigh dry goods: sugar in grams, not millilitres.
  await expect(ingredients).toContainText('200 g sugar')
  await expect(ingredients).not.toContainText('cup')

  // Pin it, leave, and come back from the cooking toolbar.
  await page.getByTestId('pin-recipe').click()
  await dismissTutorial(page, 'Pinned recipes')
  await expect(page.getByTestId('pin-recipe')).toHaveAttribute('aria-pressed', 'true')
  const toolbar = page.getByTestId('cooking-toolbar')
  await expect(toolbar).toBeVisible()
  expect((await toolbar.boundingBox())?.height).toBe(60)
  menu = await openMenu(page)
  await menu.getByRole('link', { name: 'Labels' }).click()
  await expect(page).toHaveURL(/#\/labels$/)
  await toolbar.getByRole('button', { name: 'Lemon Sugar Cookies' }).click()
  await expect(page).toHaveURL(recipeUrl)

  // Edit: leaving with unsaved changes asks first; saving keeps them.
  await page.getByRole('link', { name: 'Edit' }).click()
  await expect(page).toHaveURL(/#\/edit-recipe\/[\w-]+$/)
  await expect(page.getByLabel('Title')).toHaveValue('Lemon Sugar Cookies')
  await expect(page.getByTestId('edit-image')).toHaveCount(2)
  await page.getByLabel('Title').fill('Lemon Butter Cookies')
  const dialogs: string[] = []
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  menu = await openMenu(page)
  await menu.getByRole('link', { name: 'My recipes' }).click()
  await expect.poll(() => dialogs).toEqual([LEAVE_TEXT])
  await expect(page).toHaveURL(/#\/edit-recipe\/[\w-]+$/)
  await expect(page.getByLabel('Title')).toHaveValue('Lemon Butter Cookies')
  await page.keyboard.press('Escape')
  await page.getByTestId('save-recipe').first().click()
  await expect(page).toHaveURL(recipeUrl)
  await expect(page.getByTestId('recipe-title')).toHaveText('Lemon Butter Cookies')
  expect(dialogs).toHaveLength(1)

  // Delete: confirmed, gone from the list, the toolbar and its now empty labels.
  await page.getByTestId('recipe-menu').click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByTestId('confirm-delete-recipe').click()
  await expect(toast(page).filter({ hasText: '“Lemon Butter Cookies” was deleted.' })).toBeVisible()
  await expect(page).toHaveURL(/#\/list\/main$/)
  await expect(page.getByTestId('recipe-item')).toHaveCount(1)
  await expect(page.getByTestId('recipe-item')).toContainText('Tomato Soup')
  await expect(page.getByTestId('cooking-toolbar')).toHaveCount(0)
  // Within the running app (its toasts are loaded by now), the deleted recipe's address says it is gone.
  await page.evaluate((hash) => (window.location.hash = hash), new URL(recipeUrl).hash)
  await expect(page.getByText('This recipe does not exist, or it was deleted.')).toBeVisible()
  // The page says it; no error toast on top (a toast would be on screen by now, and stay for 5 s).
  await page.waitForTimeout(500)
  await expect(page.locator('[data-toast=error]')).toHaveCount(0)
  const labelsLeft = await page.request.get('/api/labels', { headers: { authorization: `Bearer ${token}` } })
  expect(((await labelsLeft.json()) as { title: string }[]).map((label) => label.title)).toEqual(['soup'])
})

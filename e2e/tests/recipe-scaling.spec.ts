import { expect, type Page, test } from '@playwright/test'
import { newAccount, openSignedIn, registerByApi } from '../support/app.ts'

const INGREDIENTS = '2 eggs\n1 cup milk\n200 g flour\nMehl 1,5 kg'
const INSTRUCTIONS = 'Preheat the oven to 190°C.\nWhisk the eggs into the milk.\nBake for 20 minutes.'

function controls(page: Page) {
  return page.getByTestId('scale-controls')
}

/** A segmented control's choice, picked by its visible label as a cook would. */
async function choose(page: Page, label: string) {
  await controls(page).getByText(label, { exact: true }).click()
  await expect(controls(page).getByRole('radio', { name: label })).toBeChecked()
}

test('a halved recipe reads "1 egg", US units convert the oven, and all of it is kept when the cook comes back', async ({
  page,
  request,
}) => {
  const token = await registerByApi(request, newAccount('Scaling Cook'))
  const created = await request.post('/api/recipes', {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'Popovers', ingredients: INGREDIENTS, instructions: INSTRUCTIONS, labels: [] },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: string }

  await openSignedIn(page, token, `/recipe/${id}`)
  const ingredients = page.getByTestId('ingredients')
  const steps = page.getByTestId('instructions')
  await expect(ingredients).toContainText('2 eggs')
  await expect(steps).toContainText('Preheat the oven to 190°C.')

  await choose(page, '×½')
  await expect(ingredients.getByText('1 egg', { exact: true })).toBeVisible()
  await expect(ingredients).toContainText('1/2 cup milk')
  await expect(ingredients).toContainText('Mehl 0,75 kg')

  await choose(page, 'US')
  await expect(steps).toContainText('Preheat the oven to 375°F.')
  await expect(steps).toContainText('Bake for 20 minutes.')
  await expect(ingredients).toContainText('3 1/2 oz (≈ 3/4 cup) flour')
  await expect(page.getByTestId('approximate-note')).toHaveText(/≈ marks an approximate amount/)

  await ingredients.getByRole('checkbox').first().check()
  await steps.getByRole('checkbox').nth(1).check()

  // Away to the recipe book and back, as a cook does between two steps.
  await page.goto('/#/list/main')
  await expect(page.getByTestId('recipe-item').first()).toBeVisible()
  await page.goto(`/#/recipe/${id}`)

  await expect(controls(page).getByRole('radio', { name: '×½' })).toBeChecked()
  await expect(controls(page).getByRole('radio', { name: 'US' })).toBeChecked()
  await expect(ingredients.getByText('1 egg', { exact: true })).toBeVisible()
  await expect(steps).toContainText('375°F')
  await expect(ingredients.getByRole('checkbox').first()).toBeChecked()
  await expect(ingredients.getByRole('checkbox').nth(1)).not.toBeChecked()
  await expect(steps.getByRole('checkbox').nth(1)).toBeChecked()
  await expect(steps.getByRole('checkbox').first()).not.toBeChecked()

  // Back to as written: the next visit starts there too.
  await choose(page, '×1')
  await choose(page, 'As written')
  await page.reload()
  await expect(ingredients.getByText('2 eggs', { exact: true })).toBeVisible()
  await expect(steps).toContainText('190°C')
  await expect(page.getByTestId('approximate-note')).toHaveCount(0)
})

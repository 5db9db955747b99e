import { expect, test } from '@playwright/test'
import { newAccount, openSignedIn, registerByApi } from '../support/app.ts'

const INGREDIENTS = '1 cup milk ({240 ml})\n2 eggs, \\\nbeaten'
const INSTRUCTIONS = 'Whisk {1/2 cup} sugar into the milk.\nBake {30} minutes.'
const NOTES = 'Bake by tin:\n| Tin | Minutes |\n|---|---|\n| Loaf | {45} |\n| Muffin | {20} |'

test('braced amounts in steps follow the servings, never showing their braces, and a Markdown table in the notes is a table', async ({
  page,
  request,
}) => {
  const token = await registerByApi(request, newAccount('Braces Cook'))
  const created = await request.post('/api/recipes', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: 'Milk loaf',
      yield: 'Serves 4',
      ingredients: INGREDIENTS,
      instructions: INSTRUCTIONS,
      notes: NOTES,
      labels: [],
    },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: string }

  await openSignedIn(page, token, `/recipe/${id}`)
  const ingredients = page.getByTestId('ingredients')
  const steps = page.getByTestId('instructions')
  await expect(steps).toContainText('Whisk 1/2 cup sugar into the milk.')
  await expect(steps).toContainText('Bake 30 minutes.')
  await expect(ingredients).toContainText('1 cup milk (240 ml)')
  await expect(ingredients.getByText('2 eggs, beaten', { exact: true })).toBeVisible()

  await page.getByTestId('scale-controls').getByLabel('Servings').fill('8')
  await expect(steps).toContainText('Whisk 1 cup sugar into the milk.')
  await expect(steps).toContainText('Bake 60 minutes.')
  await expect(ingredients).toContainText('2 cups milk (480 ml)')
  for (const section of [steps, ingredients]) await expect(section).not.toContainText(/[{}]/)

  const table = page.getByTestId('notes').getByRole('table')
  await expect(table.getByRole('columnheader')).toHaveText(['Tin', 'Minutes'])
  await expect(table.getByRole('row')).toHaveCount(3)
  await expect(table.getByRole('row', { name: 'Loaf 90' })).toBeVisible()
  await expect(page.getByTestId('notes')).not.toContainText('|')
})

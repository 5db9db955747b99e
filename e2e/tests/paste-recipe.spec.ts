import { expect, test } from '@playwright/test'
import { newAccount, openSignedIn, registerByApi } from '../support/app.ts'

/** A recipe as a friend's e-mail brings it: a greeting, the recipe, a tip and a signature. */
const E_MAIL = `Hi Claudia,

as promised, here it is.

Spiced Lentil Soup
Serves 4
Prep time: 15 minutes
Total time: 45 minutes

Ingredients
200 g red lentils
1 onion, chopped
2 tsp ground cumin
For the topping:
4 tbsp yoghurt

Method
1. Soften the onion in a little oil, then stir in the cumin.
2. Add the lentils and 1 l of water and simmer for 25
minutes, until soft.
3. Blend, and serve with the yoghurt.

Tip: it freezes well for a month.

Love,
Ana`

test('a recipe pasted from an e-mail is split into its fields, checked, saved and read back', async ({
  page,
  request,
}) => {
  const token = await registerByApi(request, newAccount('Claudia Roden'))
  await openSignedIn(page, token, '/edit-recipe/new?clip=web')

  await page.getByRole('button', { name: 'Paste a recipe’s text' }).click()
  await page.getByLabel('Text of the recipe').fill(E_MAIL)
  await page.getByRole('button', { name: 'Read recipe' }).click()
  await expect(page.getByText('The recipe is filled in below. Check it before saving.')).toBeVisible()

  await expect(page.getByLabel('Title')).toHaveValue('Spiced Lentil Soup')
  await expect(page.getByLabel('Description')).toHaveValue('as promised, here it is.')
  await expect(page.getByLabel('Yield')).toHaveValue('Serves 4')
  await expect(page.getByLabel('Active time')).toHaveValue('15 minutes')
  await expect(page.getByLabel('Total time')).toHaveValue('45 minutes')
  await expect(page.getByLabel('Ingredients')).toHaveValue(
    '200 g red lentils\n1 onion, chopped\n2 tsp ground cumin\n[For the topping]\n4 tbsp yoghurt',
  )
  const steps = [
    'Soften the onion in a little oil, then stir in the cumin.',
    'Add the lentils and 1 l of water and simmer for 25 minutes, until soft.',
    'Blend, and serve with the yoghurt.',
  ]
  await expect(page.getByLabel('Instructions')).toHaveValue(steps.join('\n'))
  await expect(page.getByLabel('Notes')).toHaveValue('Tip: it freezes well for a month.')
  await expect(page.getByLabel('Source')).toHaveValue('')

  // A correction while checking, then saving.
  await page.getByLabel('Yield').fill('Serves 4 to 6')
  await page.getByTestId('save-recipe').first().click()
  await expect(page).toHaveURL(/#\/recipe\/[\w-]+$/)
  await expect(page.getByTestId('recipe-title')).toHaveText('Spiced Lentil Soup')
  await expect(page.getByTestId('ingredients')).toContainText('200 g red lentils')
  await expect(page.getByText('For the topping')).toBeVisible()
  await expect(page.getByText(steps[1]!)).toBeVisible()

  const id = /#\/recipe\/([\w-]+)$/.exec(page.url())?.[1]
  const saved = await request.get(`/api/recipes/${id}`, { headers: { authorization: `Bearer ${token}` } })
  expect(saved.status()).toBe(200)
  expect(await saved.json()).toMatchObject({
    title: 'Spiced Lentil Soup',
    yield: 'Serves 4 to 6',
    activeTime: '15 minutes',
    totalTime: '45 minutes',
    instructions: steps.join('\n'),
    notes: 'Tip: it freezes well for a month.',
  })
})

test('a text with no recipe in it says so and is kept for another try', async ({ page, request }) => {
  const token = await registerByApi(request, newAccount('Nigel Slater'))
  await openSignedIn(page, token, '/edit-recipe/new?clip=text')

  const text = 'Dear all,\n\nThe meeting moves to Thursday at 2 pm.\n\nBest,\nKim'
  await page.getByLabel('Text of the recipe').fill(text)
  await page.getByRole('button', { name: 'Read recipe' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'No recipe was found in this text' })).toBeVisible()
  await expect(page.getByLabel('Title')).toHaveValue('')
  await expect(page.getByLabel('Text of the recipe')).toHaveValue(text)
})

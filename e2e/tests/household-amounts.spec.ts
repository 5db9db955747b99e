/**
 * A household's week on a phone (issue 25): a recipe for 4 planned for 3, the week sent to a shopping list
 * that shows amounts a shopper can buy ("2 onions", not "1.5 onions") with the exact ones under them; the
 * recipe in Metric weighs its flour and sugar, and so does its printout.
 */
import { expect, type Page, test } from '@playwright/test'
import { expectAccessible } from '../support/accessible.ts'
import { describeViolations, findSeriousViolations } from '../support/axe.ts'
import { auth, openLive, person } from '../support/people.ts'

const PHONE = { width: 390, height: 844 }

/** Axe in every variant; it ends at a laptop's width, so the journey goes back to the phone after it. */
async function checked(page: Page, state: string): Promise<void> {
  await expectAccessible(page, state)
  await page.setViewportSize(PHONE)
}

/** The list's row of the item whose check box has this name. */
const row = (page: Page, title: string) =>
  page.getByTestId('shopping-item').filter({ has: page.getByRole('checkbox', { name: title, exact: true }) })

test('a recipe for 4 planned for 3 goes to the list in amounts a shopper buys, and weighs in Metric', async ({
  browser,
  request,
}) => {
  const cook = await person(request, 'Marcella Hazan')
  const created = await request.post('/api/recipes', {
    headers: auth(cook),
    data: {
      title: 'Weeknight Ragù',
      yield: '4 servings',
      ingredients: [
        '2 onions',
        '4 cloves garlic',
        '500 g minced beef',
        '700 ml passata',
        '1 cup flour',
        '1/4 cup sugar',
      ].join('\n'),
      instructions: 'Soften the onions and garlic.\nBrown the beef, add the passata and simmer.',
    },
  })
  expect(created.status()).toBe(201)
  const recipeId = ((await created.json()) as { id: string }).id
  const plan = await request.post('/api/meal-plans', { headers: auth(cook), data: { title: 'Our week' } })
  expect(plan.status()).toBe(201)

  const context = await browser.newContext({ viewport: PHONE })
  const page = await openLive(context, cook, `/recipe/${recipeId}`)
  await expect(page.getByTestId('recipe-title')).toHaveText('Weeknight Ragù')
  await checked(page, 'the recipe on a phone')

  // Planned for 3 of its 4 servings: every amount × 0.75.
  await page.getByTestId('recipe-menu').click()
  await page.getByRole('menuitem', { name: 'Add to meal plan' }).click()
  const toPlan = page.getByRole('dialog', { name: 'Add to a meal plan' })
  await expect(toPlan.getByLabel('Meal plan')).toHaveValue(/.+/)
  await toPlan.getByRole('textbox', { name: 'Servings' }).fill('3')
  await checked(page, 'adding the recipe to a meal plan')
  await toPlan.getByRole('button', { name: 'Add', exact: true }).click()
  await toPlan.getByRole('link', { name: 'Open the plan' }).click()
  await expect(page.getByRole('heading', { name: 'Our week', level: 1 })).toBeVisible()

  await page.getByText('Week', { exact: true }).click()
  await expect(page.getByTestId('plan-item').filter({ hasText: 'Weeknight Ragù' })).toBeVisible()
  await checked(page, 'the week with the meal')
  await page.getByRole('button', { name: 'Week to a shopping list' }).click()
  const toList = page.getByRole('dialog', { name: 'Add to a shopping list' })
  await expect(toList).toContainText('The ingredients of 1 meal')
  await toList.getByLabel('Title of the new list').fill('Week shop')
  await checked(page, 'sending the week to a list')
  await toList.getByRole('button', { name: 'Add' }).click()
  await expect(toList.getByText('6 items added to “Week shop”.')).toBeVisible()
  await toList.getByRole('link', { name: 'Open the list' }).click()
  await expect(page.getByRole('heading', { name: 'Week shop', level: 1 })).toBeVisible()

  // Whole things rounded up, grams and millilitres in steps, cups in a cook's fractions; the exact amount
  // the plan asked for stays under the item.
  await expect(row(page, '2 onions')).toContainText('exactly 1.5 onions')
  await expect(row(page, '3 cloves garlic')).not.toContainText('exactly')
  await expect(row(page, '375 g minced beef')).toBeVisible()
  await expect(row(page, '530 ml passata')).toContainText('exactly 525 ml passata')
  await expect(row(page, '3/4 cup flour')).toBeVisible()
  await expect(row(page, '1/4 cup sugar')).toContainText('exactly 3/16 cup sugar')
  await expect(page.getByRole('checkbox', { name: /1\.5 onion/ })).toHaveCount(0)
  await checked(page, 'the list in amounts a shopper buys')

  // The recipe in Metric: flour and sugar weighed, the passata still in millilitres.
  await page.goto(`/#/recipe/${recipeId}`)
  await expect(page.getByTestId('recipe-title')).toHaveText('Weeknight Ragù')
  await page.getByTestId('scale-controls').getByText('Metric').click()
  const ingredients = page.getByTestId('ingredients')
  await expect(ingredients).toContainText('125 g flour')
  await expect(ingredients).toContainText('50 g sugar')
  await expect(ingredients).toContainText('700 ml passata')
  await expect(ingredients).not.toContainText('ml flour')
  await expect(ingredients).not.toContainText('ml sugar')
  await checked(page, 'the recipe in Metric')

  // Its printout follows the page's units.
  await page.getByRole('button', { name: 'Print or embed' }).click()
  const printDialog = page.getByRole('dialog', { name: 'Print or embed' })
  await expect(printDialog.frameLocator('iframe[title="Print preview"]').locator('body')).toContainText(
    '125 g flour',
  )
  await checked(page, 'the print dialog in Metric')
  const href = await printDialog.getByRole('link', { name: 'Print', exact: true }).getAttribute('href')
  const printUrl = new URL(href!, page.url())
  expect(printUrl.searchParams.get('modifiers')).toBe('units:metric')
  printUrl.searchParams.set('print', 'false')
  const printPage = await context.newPage()
  await printPage.goto(printUrl.toString())
  const printed = printPage.locator('.ingredients')
  await expect(printed).toContainText('125 g flour')
  await expect(printed).toContainText('50 g sugar')
  await expect(printed).not.toContainText('cup')
  expect(
    describeViolations([{ variant: '390px', violations: await findSeriousViolations(printPage) }]),
    'serious or critical violations on the print page',
  ).toBe('')
  await context.close()
})

import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { setToken } from '../../auth/session.ts'
import { apiError, fakeApi } from '../../test/fake-api.ts'
import { itemsAdded, listSummary, plan, planSummary } from '../../test/planning-fixtures.ts'
import { myRecipe } from '../../test/recipe-fixtures.ts'
import { renderPage, signedInForEachTest } from '../../test/render-page.tsx'
import RecipePage from './RecipePage.tsx'
import { defaultServings } from './RecipeToPlanDialog.tsx'

const RECIPE = myRecipe({
  id: 'r-bread',
  title: 'Farmhouse bread',
  yield: '4 servings',
  ingredients: '[Dough]\n200 g flour\n2 eggs\n1 tsp salt',
  instructions: 'Mix.\nBake.',
})

signedInForEachTest()

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 4, 6, 23, 30))
})

afterEach(() => {
  vi.useRealTimers()
  // The page keeps each recipe's scale and ticks (recipe-view-state.ts): every test starts from × 1.
  localStorage.removeItem('recipeView')
  sessionStorage.clear()
})

const show = () => renderPage(RecipePage, '/recipe/:recipeId', '/recipe/r-bread')

async function openAction(name: string) {
  await screen.findByTestId('recipe-title')
  fireEvent.click(screen.getByRole('button', { name: 'More actions' }))
  fireEvent.click(await screen.findByRole('menuitem', { name }))
}

describe('add to shopping list', () => {
  test('the lines go as the page shows them at scale 2, headers not offered, unticked lines left out', async () => {
    const api = fakeApi({
      'GET /recipes/:id': { body: RECIPE },
      'GET /shopping-lists': { body: [listSummary('list-1', 'Groceries')] },
      'POST /shopping-lists/:id/items': { status: 201, body: itemsAdded(2) },
    })
    show()
    await screen.findByTestId('recipe-title')
    fireEvent.click(screen.getByRole('radio', { name: '×2' }))
    await waitFor(() => expect(screen.getByTestId('ingredients').textContent).toContain('400 g flour'))
    await openAction('Add to shopping list')
    const dialog = await screen.findByRole('dialog', { name: 'Add to a shopping list' })
    const boxes = within(dialog).getAllByRole('checkbox')
    expect(boxes.map((box) => box.closest('div[class*="Checkbox-root"]')?.textContent)).toEqual([
      '400 g flour',
      '4 eggs',
      '2 tsp salt',
    ])
    expect(boxes.every((box) => (box as HTMLInputElement).checked)).toBe(true)
    expect(within(dialog).getByText('Dough')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '2 tsp salt' }))
    await waitFor(() =>
      expect(within(dialog).getByLabelText<HTMLSelectElement>('Shopping list').value).toBe('list-1'),
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }))
    const notice = await within(dialog).findByTestId('added-to-list')
    expect(notice.textContent).toContain('2 items added to “Groceries”.')
    expect(within(notice).getByRole('link', { name: 'Open the list' }).getAttribute('href')).toBe(
      '/shopping-lists/list-1',
    )
    expect(api.made('POST', '/shopping-lists/list-1/items')[0]!.body).toEqual([
      { title: '400 g flour', recipeId: 'r-bread' },
      { title: '4 eggs', recipeId: 'r-bread' },
    ])
  })
})

test('at 3 servings of 4 the lines go as a shopper buys them, each with its exact amount', async () => {
  const api = fakeApi({
    'GET /recipes/:id': {
      body: { ...RECIPE, ingredients: '2 onions\n500 g minced beef\n1 tsp salt' },
    },
    'GET /shopping-lists': { body: [listSummary('list-1', 'Groceries')] },
    'POST /shopping-lists/:id/items': { status: 201, body: itemsAdded(3) },
  })
  show()
  await screen.findByTestId('recipe-title')
  fireEvent.change(screen.getByRole('textbox', { name: 'Servings' }), { target: { value: '3' } })
  await waitFor(() => expect(screen.getByTestId('ingredients').textContent).toContain('1.5 onions'))
  await openAction('Add to shopping list')
  const dialog = await screen.findByRole('dialog', { name: 'Add to a shopping list' })
  expect(within(dialog).getByRole('checkbox', { name: '2 onions' })).toBeTruthy()
  expect(within(dialog).getByText('exactly 1.5 onions')).toBeTruthy()
  await waitFor(() =>
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Shopping list').value).toBe('list-1'),
  )
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }))
  await within(dialog).findByTestId('added-to-list')
  expect(api.made('POST', '/shopping-lists/list-1/items')[0]!.body).toEqual([
    { title: '2 onions', exactTitle: '1.5 onions', recipeId: 'r-bread' },
    { title: '375 g minced beef', recipeId: 'r-bread' },
    { title: '3/4 tsp salt', recipeId: 'r-bread' },
  ])
})

describe('add to meal plan', () => {
  test('the recipe goes on today (the local day) with the chosen meal and the yield as servings', async () => {
    const api = fakeApi({
      'GET /recipes/:id': { body: RECIPE },
      'GET /meal-plans': { body: [planSummary({ id: 'plan-1', title: 'Family dinners' })] },
      'POST /meal-plans/:id/items': { status: 201, body: [] },
    })
    show()
    await openAction('Add to meal plan')
    const dialog = await screen.findByRole('dialog', { name: 'Add to a meal plan' })
    await waitFor(() =>
      expect(within(dialog).getByLabelText<HTMLSelectElement>('Meal plan').value).toBe('plan-1'),
    )
    expect(within(dialog).getByLabelText(/Day/)).toHaveProperty('value', '2026-05-06')
    expect(within(dialog).getByLabelText('Servings')).toHaveProperty('value', '4')
    fireEvent.change(within(dialog).getByLabelText('Meal'), { target: { value: 'lunch' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }))
    const notice = await within(dialog).findByTestId('added-to-plan')
    expect(notice.textContent).toContain(
      '“Farmhouse bread” is on “Family dinners” for Wednesday, May 6, 2026.',
    )
    expect(within(notice).getByRole('link', { name: 'Open the plan' }).getAttribute('href')).toBe(
      '/meal-planners/plan-1',
    )
    expect(api.made('POST', '/meal-plans/plan-1/items')[0]!.body).toEqual([
      { recipeId: 'r-bread', scheduledDate: '2026-05-06', meal: 'lunch', servings: 4 },
    ])
  })

  test('with no plans yet, a new one is made by its title first', async () => {
    const api = fakeApi({
      'GET /recipes/:id': { body: RECIPE },
      'GET /meal-plans': { body: [] },
      'POST /meal-plans': { status: 201, body: plan([], { id: 'plan-new', title: 'Baking' }) },
      'POST /meal-plans/:id/items': { status: 201, body: [] },
    })
    show()
    await openAction('Add to meal plan')
    const dialog = await screen.findByRole('dialog', { name: 'Add to a meal plan' })
    fireEvent.change(await within(dialog).findByLabelText(/Title of the new plan/), {
      target: { value: 'Baking' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(await within(dialog).findByTestId('added-to-plan')).toBeTruthy()
    expect(api.made('POST', '/meal-plans')[0]!.body).toEqual({ title: 'Baking' })
    expect(api.made('POST', '/meal-plans/plan-new/items')).toHaveLength(1)
  })

  test('a full plan, or one plan too many, is said in words with its limit', async () => {
    fakeApi({
      'GET /recipes/:id': { body: RECIPE },
      'GET /meal-plans': { body: [planSummary({ id: 'plan-1', title: 'Family dinners' })] },
      'POST /meal-plans': apiError(400, 'invalid_input', {
        body: 'One person may own at most 200 meal plans',
      }),
      'POST /meal-plans/:id/items': apiError(400, 'invalid_input', { body: 'A plan has at most 5000 items' }),
    })
    show()
    await openAction('Add to meal plan')
    const dialog = await screen.findByRole('dialog', { name: 'Add to a meal plan' })
    await waitFor(() =>
      expect(within(dialog).getByLabelText<HTMLSelectElement>('Meal plan').value).toBe('plan-1'),
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(
      await within(dialog).findByText(
        'The plan cannot take another meal: a plan holds at most 5,000 meals, and all the plans of its owner 50,000 together.',
      ),
    ).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText<HTMLSelectElement>('Meal plan'), { target: { value: '' } })
    fireEvent.change(await within(dialog).findByLabelText(/Title of the new plan/), {
      target: { value: 'Baking' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(
      await within(dialog).findByText(/^You have 200 meal plans, the most one account can have/),
    ).toBeTruthy()
  })

  test.for([
    ['4 servings', 1, 4],
    ['4 servings', 2, 8],
    ['Makes 2 dozen cookies', 0.5, 12],
    ['a loaf', 1, ''],
  ] as const)('a yield of "%s" at scale %s offers %s servings', ([yieldText, scale, servings]) => {
    expect(defaultServings(yieldText, scale)).toBe(servings)
  })
})

test('a visitor gets neither action', async () => {
  setToken(null)
  fakeApi({ 'GET /recipes/:id': { body: { ...RECIPE, isOwner: false } } })
  show()
  await screen.findByTestId('recipe-title')
  expect(screen.queryByRole('button', { name: 'More actions' })).toBeNull()
})

import type { TRecipe } from '@rosemary/shared/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { myRecipe } from '../../test/recipe-fixtures.ts'
import { renderPage, signedInForEachTest } from '../../test/render-page.tsx'
import RecipePage from './RecipePage.tsx'

const RECIPE = myRecipe({
  id: 'r-biscuits',
  title: 'Oat biscuits',
  yield: '1.5 dozen',
  notes:
    'Keeps {3} days \\\nin a tin.\n| Oven | Time |\n|:--|--:|\n| Fan | {12} min |\n| <img src=x onerror=alert(1)> | ok |',
  ingredients: '1 cup oats ({90 g})\n2 eggs, \\\nbeaten\n1,5 kg Mehl + 3 kg Zucker',
  instructions:
    'Stir in {1/2 cup} milk.\nBake by size:\n| Size | Minutes |\n|---|---|\n| Small | {10} |\nCool {5} minutes.',
})

signedInForEachTest()

afterEach(() => {
  localStorage.removeItem('recipeView')
  sessionStorage.clear()
})

function show(recipe: TRecipe = RECIPE, query = '') {
  fakeApi({ 'GET /recipes/:id': { body: recipe } })
  return renderPage(RecipePage, '/recipe/:recipeId', `/recipe/${recipe.id}${query}`)
}

const textOf = (testId: string) => screen.getByTestId(testId).textContent

describe('braced amounts', () => {
  test('show without braces at × 1, and scale in steps, notes and ingredients with the recipe', async () => {
    show()
    await screen.findByTestId('recipe-title')
    expect(textOf('instructions')).toContain('Stir in 1/2 cup milk.')
    expect(textOf('ingredients')).toContain('1 cup oats (90 g)')
    expect(textOf('notes')).toContain('Keeps 3 days in a tin.')
    for (const id of ['instructions', 'ingredients', 'notes']) expect(textOf(id)).not.toMatch(/[{}]/u)

    fireEvent.click(screen.getByRole('radio', { name: '×2' }))
    await waitFor(() => expect(textOf('instructions')).toContain('Stir in 1 cup milk.'))
    expect(textOf('instructions')).toContain('Cool 10 minutes.')
    expect(textOf('ingredients')).toContain('2 cups oats (180 g)')
    expect(textOf('notes')).toContain('Keeps 6 days in a tin.')
    expect(within(screen.getByTestId('notes')).getByRole('cell', { name: '24 min' })).toBeTruthy()
  })

  test('convert with the units chosen for the ingredients', async () => {
    show()
    await screen.findByTestId('recipe-title')
    fireEvent.click(screen.getByRole('radio', { name: 'Metric' }))
    await waitFor(() => expect(textOf('instructions')).toContain('Stir in 118 ml milk.'))
  })

  test('scale in cook mode as on the page', async () => {
    localStorage.setItem(
      'recipeView',
      JSON.stringify({ 'r-biscuits': { scale: 3, units: 'original', at: 1 } }),
    )
    show(RECIPE, '?cook=1')
    expect((await screen.findByTestId('cook-step-text')).textContent).toBe('Stir in 1 1/2 cups milk.')
  })
})

test('a line ending in a backslash shows as one line', async () => {
  show()
  await screen.findByTestId('recipe-title')
  expect(within(screen.getByTestId('ingredients')).getByText('2 eggs, beaten')).toBeTruthy()
})

test('a line keeps its decimal comma when scaled', async () => {
  show()
  await screen.findByTestId('recipe-title')
  fireEvent.click(screen.getByRole('radio', { name: '×½' }))
  await waitFor(() => expect(textOf('ingredients')).toContain('0,75 kg Mehl + 1,5 kg Zucker'))
})

describe('Markdown tables', () => {
  test('in the notes, a table with column headers; a cell that looks like markup is text', async () => {
    show()
    const notes = await screen.findByTestId('notes')
    const table = within(notes).getByRole('table')
    const headers = within(table).getAllByRole('columnheader')
    expect(headers.map((cell) => [cell.textContent, cell.getAttribute('scope')])).toEqual([
      ['Oven', 'col'],
      ['Time', 'col'],
    ])
    expect(within(table).getAllByRole('row')).toHaveLength(3)
    expect(within(table).getByRole('cell', { name: '<img src=x onerror=alert(1)>' })).toBeTruthy()
    expect(notes.querySelector('img')).toBeNull()
    expect(notes.textContent).not.toContain('|')
  })

  test('in a step, the table follows the step it belongs to and numbers no step', async () => {
    show()
    const steps = await screen.findByTestId('instructions')
    expect(within(steps).getAllByRole('checkbox')).toHaveLength(3)
    const table = within(steps).getByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Size', 'Minutes'])
    expect(within(table).getByRole('cell', { name: '10' })).toBeTruthy()
    expect(steps.textContent).toContain('2.Bake by size:')
    expect(steps.textContent).toContain('3.Cool 5 minutes.')
  })
})

describe('servings and × 0', () => {
  test('a yield of "1.5 dozen" is 18 servings; 36 doubles the recipe', async () => {
    show()
    const servings = await screen.findByLabelText<HTMLInputElement>('Servings')
    expect(servings.value).toBe('18')
    fireEvent.change(servings, { target: { value: '36' } })
    await waitFor(() => expect(textOf('ingredients')).toContain('2 cups oats (180 g)'))
  })

  test('0 in either field shows 0 amounts; an emptied field changes nothing', async () => {
    show()
    const scale = await screen.findByLabelText<HTMLInputElement>('Any amount')
    fireEvent.change(scale, { target: { value: '0' } })
    await waitFor(() => expect(textOf('ingredients')).toContain('0 cups oats (0 g)'))
    expect(textOf('instructions')).toContain('Stir in 0 cups milk.')
    fireEvent.change(scale, { target: { value: '2' } })
    await waitFor(() => expect(textOf('ingredients')).toContain('2 cups oats'))
    fireEvent.change(scale, { target: { value: '' } })
    expect(textOf('ingredients')).toContain('2 cups oats')
    fireEvent.change(screen.getByLabelText('Servings'), { target: { value: '0' } })
    await waitFor(() => expect(textOf('ingredients')).toContain('0 cups oats'))
  })
})

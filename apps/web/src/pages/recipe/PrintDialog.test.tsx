import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { instanceStore } from '../../app/instance.ts'
import { testInstance } from '../../test/instance-fixture.ts'
import { myRecipe } from '../../test/recipe-fixtures.ts'
import { renderPage, signedInForEachTest } from '../../test/render-page.tsx'
import type { UnitChoice } from './cooking-view.ts'
import { PrintDialog } from './PrintDialog.tsx'

const RECIPE = myRecipe({
  id: 'r-bread',
  title: 'Farmhouse bread',
  yield: '4 servings',
  ingredients: '200 g flour\n2 eggs',
  instructions: 'Mix.\nBake.',
})

signedInForEachTest()

function showAt(scale: number, units: UnitChoice = 'original') {
  renderPage(
    () => <PrintDialog recipe={RECIPE} scale={scale} units={units} opened onClose={() => undefined} />,
    '/recipe/:recipeId',
    '/recipe/r-bread',
  )
  const dialog = screen.getByRole('dialog', { name: 'Print or embed' })
  const printLink = within(dialog).getByTestId('print-page-link').getAttribute('href') ?? ''
  return { dialog, modifiers: new URL(printLink, 'http://app.test').searchParams.get('modifiers') ?? '' }
}

test('the page’s scale is offered for the printout, and kept by default', () => {
  const { dialog, modifiers } = showAt(2)
  const keep = within(dialog).getByRole<HTMLInputElement>('checkbox', {
    name: 'Quantities ×2, as on the page',
  })
  expect(keep.checked).toBe(true)
  expect(modifiers).toBe('scale:2')
})

test('a page at × 0 offers no scale: the printout shows the quantities as written', () => {
  const { dialog, modifiers } = showAt(0)
  expect(within(dialog).queryByRole('checkbox', { name: /as on the page/ })).toBeNull()
  expect(modifiers).toBe('')
})

test('the page’s units go to the printout, with its scale', () => {
  expect(showAt(2, 'metric').modifiers).toBe('scale:2,units:metric')
})

test('the embed code uses the server’s link address (PUBLIC_URL when set), this page’s until it is known', () => {
  instanceStore.set({ ...testInstance, links: { url: 'https://recipes.example.org', source: 'PUBLIC_URL' } })
  try {
    const { dialog } = showAt(1)
    expect(
      within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Embed on another site' }).value,
    ).toContain('src="https://recipes.example.org/api/embed/recipe/r-bread"')
  } finally {
    instanceStore.set(null)
  }
})

import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { apiError, fakeApi } from '../../test/fake-api.ts'
import { ANNA, ME, plan, planSummary } from '../../test/planning-fixtures.ts'
import { renderPage, signedInForEachTest } from '../../test/render-page.tsx'
import MealPlansPage from './MealPlansPage.tsx'

signedInForEachTest()

const show = () => renderPage(MealPlansPage, '/meal-planners', '/meal-planners')

test('with no plans, the page explains what a plan is and offers to make one', async () => {
  fakeApi({ 'GET /meal-plans': { body: [] } })
  show()
  const empty = await screen.findByTestId('no-plans')
  expect(empty.textContent).toMatch(/puts recipes .* on the days of a calendar/)
  expect(within(empty).getByRole('button', { name: 'New meal plan' })).toBeTruthy()
})

test('each plan shows its title, its number of meals and who shares it', async () => {
  fakeApi({
    'GET /meal-plans': {
      body: [
        planSummary({ id: 'p1', title: 'Weeknights', itemCount: 12, collaborators: [ANNA] }),
        planSummary({
          id: 'p2',
          title: 'Anna’s brunches',
          itemCount: 1,
          isOwner: false,
          owner: ANNA,
          collaborators: [ME],
        }),
      ],
    },
  })
  show()
  const rows = await screen.findAllByTestId('plan-row')
  expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/meal-planners/p1', '/meal-planners/p2'])
  expect(rows[0]!.textContent).toContain('Weeknights')
  expect(rows[0]!.textContent).toContain('12 meals · shared with Anna')
  expect(rows[1]!.textContent).toContain('1 meal · shared by Anna')
})

test('creating a plan sends its title and opens it; an empty title is refused before asking the server', async () => {
  const api = fakeApi({
    'GET /meal-plans': { body: [] },
    'POST /meal-plans': { status: 201, body: plan([], { id: 'new-plan', title: 'Summer' }) },
  })
  const { router } = show()
  fireEvent.click(await screen.findByRole('button', { name: 'New meal plan' }))
  const dialog = await screen.findByRole('dialog', { name: 'New meal plan' })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }))
  expect(await within(dialog).findByText('Give the plan a title.')).toBeTruthy()
  expect(api.made('POST', '/meal-plans')).toHaveLength(0)

  fireEvent.change(within(dialog).getByRole('textbox', { name: /Title/ }), { target: { value: '  Summer ' } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/meal-planners/new-plan'))
  expect(api.made('POST', '/meal-plans')[0]!.body).toEqual({ title: 'Summer' })
})

test('a title the server refuses shows its reason in the dialog', async () => {
  fakeApi({
    'GET /meal-plans': { body: [] },
    'POST /meal-plans': apiError(400, 'invalid', { title: 'A title has at most 500 characters' }),
  })
  show()
  fireEvent.click(await screen.findByRole('button', { name: 'New meal plan' }))
  const dialog = await screen.findByRole('dialog', { name: 'New meal plan' })
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Title/ }), { target: { value: 'x' } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }))
  expect(await within(dialog).findByText('A title has at most 500 characters')).toBeTruthy()
})

test('at the most plans an account may own, the dialog says so and what to do', async () => {
  fakeApi({
    'GET /meal-plans': { body: [] },
    'POST /meal-plans': apiError(400, 'invalid_input', { body: 'One person may own at most 200 meal plans' }),
  })
  show()
  fireEvent.click(await screen.findByRole('button', { name: 'New meal plan' }))
  const dialog = await screen.findByRole('dialog', { name: 'New meal plan' })
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Title/ }), { target: { value: 'x' } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }))
  expect(
    await within(dialog).findByText(
      'You have 200 meal plans, the most one account can have. Delete one you no longer need to make a new one.',
    ),
  ).toBeTruthy()
})

import type { TRecipeSummary } from '@rosemary/shared/contract'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { preferencesStore, setPreference } from '../../preferences/preferences.ts'
import { apiError, fakeApi } from '../../test/fake-api.ts'
import { renderPage, signedInForEachTest } from '../../test/render-page.tsx'
import RecipeListPage from './RecipeListPage.tsx'

const DORA = { id: '6f1d3c2e-1111-4000-8000-000000000001', name: 'Dora', handle: 'dora' }
const recipe = (id: string, title: string, owner: typeof DORA | null): TRecipeSummary => ({
  id,
  title,
  description: '',
  source: '',
  url: '',
  folder: 'main',
  rating: null,
  fromUser: null,
  owner,
  labels: [],
  imageUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
})

function serve(recipes: TRecipeSummary[]) {
  return fakeApi({
    'GET /recipes/by-page': { body: { data: recipes, totalCount: recipes.length } },
    'GET /users/:id': (_, { id }) => (id === DORA.id ? { body: DORA } : apiError(404, 'not_found')),
    'GET /labels': { body: [] },
  })
}

const show = (path: string) => renderPage(RecipeListPage, '/list/:folder', path)
const initial = preferencesStore.get()

signedInForEachTest()

afterEach(() => {
  preferencesStore.set(initial)
  localStorage.clear()
})

test('someone’s shared recipes: whose they are, read-only, asked for with their id', async () => {
  const api = serve([recipe('r1', 'Plum Tart', DORA)])
  show(`/list/main?userId=${DORA.id}&labels=cake`)
  expect(await screen.findByRole('heading', { level: 1, name: 'Recipes shared by Dora' })).toBeTruthy()
  expect(await screen.findByText('Plum Tart')).toBeTruthy()
  const query = api.made('GET', '/recipes/by-page')[0]!.query
  expect(query.get('userId')).toBe(DORA.id)
  expect(query.get('labels')).toBe('cake')
  expect(query.has('includeFriends')).toBe(false)
  expect(screen.queryByTestId('recipe-search')).toBeNull()
  expect(screen.queryByRole('link', { name: 'New recipe' })).toBeNull()
  expect(screen.queryByTestId('label-filter')).toBeNull()
  // Their name is in the heading; each recipe need not repeat it.
  expect(screen.queryByTestId('recipe-owner')).toBeNull()
  fireEvent.click(screen.getByTestId('list-options'))
  expect(await screen.findByText('Sort by')).toBeTruthy()
  expect(screen.queryByText('Select recipes…')).toBeNull()
  expect(screen.queryByText('Delete recipes by label…')).toBeNull()
  expect(screen.queryByTestId('include-friends')).toBeNull()
})

test('my list mixes in friends’ recipes once asked to, each marked with whose it is', async () => {
  const api = serve([recipe('r1', 'Plum Tart', DORA), recipe('r2', 'My Soup', null)])
  show('/list/main')
  await screen.findByText('Plum Tart')
  expect(api.made('GET', '/recipes/by-page')[0]!.query.has('includeFriends')).toBe(false)

  fireEvent.click(screen.getByTestId('list-options'))
  fireEvent.click(await screen.findByTestId('include-friends'))
  expect(preferencesStore.get().myRecipes.includeFriends).toBe('yes')
  await waitFor(() =>
    expect(api.made('GET', '/recipes/by-page').at(-1)!.query.get('includeFriends')).toBe('true'),
  )
  expect((await screen.findAllByTestId('recipe-owner')).map((mark) => mark.textContent)).toEqual([
    'From Dora',
  ])
})

test('the inbox never mixes in friends’ recipes', async () => {
  setPreference('myRecipes', 'includeFriends', 'yes')
  const api = serve([])
  show('/list/inbox')
  await screen.findByTestId('empty-list')
  expect(api.made('GET', '/recipes/by-page')[0]!.query.has('includeFriends')).toBe(false)
})

test('an empty recipe book offers three ways in: write one, import from another app, clip a web page', async () => {
  serve([])
  show('/list/main')
  const empty = await screen.findByTestId('empty-list')
  expect(empty.textContent).toContain('Your recipe book is empty.')
  // Within the empty list: the page's header has a New recipe button of its own.
  const hrefs = ['New recipe', 'Import recipes', 'Clip from a web page'].map((name) =>
    within(empty).getByRole('link', { name }).getAttribute('href'),
  )
  expect(hrefs).toEqual(['/edit-recipe/new', '/settings/import', '/edit-recipe/new?clip=web'])
})

test('two labels ticked before the address has moved are both kept', async () => {
  const api = fakeApi({
    'GET /recipes/by-page': { body: { data: [recipe('r1', 'Pumpkin Soup', null)], totalCount: 1 } },
    'GET /labels': {
      body: [
        { id: 'l1', title: 'soup', recipeCount: 1 },
        { id: 'l2', title: 'vegetarian', recipeCount: 2 },
      ],
    },
  })
  const { router } = show('/list/main')
  await screen.findByText('Pumpkin Soup')
  fireEvent.click(screen.getByTestId('label-filter'))
  const [soup, vegetarian] = await waitFor(() =>
    ['soup (1)', 'vegetarian (2)'].map((name) => screen.getByRole('checkbox', { name })),
  )
  // The router commits a navigation in a transition, later than the click: here the second click comes before
  // any render, while the page still shows no label ticked.
  act(() => {
    fireEvent.click(soup!)
    fireEvent.click(vegetarian!)
  })
  await waitFor(() => expect(router.state.location.search).toBe('?labels=soup,vegetarian'))
  await waitFor(() =>
    expect(api.made('GET', '/recipes/by-page').at(-1)!.query.get('labels')).toBe('soup,vegetarian'),
  )
})

test('Escape closes the label filter while the focus is still on its button, and the button keeps it', async () => {
  serve([recipe('r1', 'Pumpkin Soup', null)])
  show('/list/main')
  await screen.findByText('Pumpkin Soup')
  const button = screen.getByTestId('label-filter')
  button.focus()
  fireEvent.click(button)
  await screen.findByRole('checkbox', { name: 'Without a label' })
  expect(button.getAttribute('aria-expanded')).toBe('true')
  fireEvent.keyDown(button, { key: 'Escape' })
  await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'))
  expect(document.activeElement).toBe(button)
})

import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { expectAccessible } from '../support/accessible.ts'
import { newAccount, openMenu, openSignedIn, registerByApi, toast } from '../support/app.ts'

interface Library {
  token: string
  ids: Record<string, string>
  api: (method: 'get' | 'post' | 'put', path: string, data?: unknown) => Promise<unknown>
}

/** An account holding these recipes (title → labels), made through the API. */
async function library(request: APIRequestContext, recipes: Record<string, string[]>): Promise<Library> {
  const token = await registerByApi(request, newAccount('Marcella Hazan'))
  const headers = { authorization: `Bearer ${token}` }
  const api = async (method: 'get' | 'post' | 'put', path: string, data?: unknown) => {
    const response = await request[method](`/api/${path}`, { headers, data })
    expect(response.ok(), `${method} ${path}`).toBe(true)
    return response.json() as Promise<unknown>
  }
  const ids: Record<string, string> = {}
  for (const [title, labels] of Object.entries(recipes)) {
    ids[title] = ((await api('post', 'recipes', { title, labels })) as { id: string }).id
  }
  return { token, ids, api }
}

const items = (page: Page) => page.getByTestId('recipe-item')

async function listOption(page: Page, name: string) {
  await page.getByTestId('list-options').click()
  await page.getByRole('menuitem', { name }).click()
}

test('select several recipes, label them and delete them; the tutorial comes once', async ({
  page,
  request,
}) => {
  const { token } = await library(request, { Risotto: [], Minestrone: [], Focaccia: [] })
  await openSignedIn(page, token, '/list/main')
  await expect(items(page)).toHaveCount(3)

  await listOption(page, 'Select recipes…')
  await expect(page.getByTestId('quick-tutorial')).toContainText('Selecting several recipes')
  await page.getByRole('button', { name: 'Okay' }).click()
  const bar = page.getByTestId('selection-bar')
  await items(page).filter({ hasText: 'Risotto' }).click()
  await items(page).filter({ hasText: 'Minestrone' }).click()
  await expect(bar).toContainText('2 selected')
  // Selecting does not open the recipe.
  await expect(page).toHaveURL(/#\/list\/main$/)

  await bar.getByRole('button', { name: 'Add label' }).click()
  await page.getByRole('dialog').getByLabel('Label').fill('italian')
  await page.getByRole('dialog').getByRole('button', { name: 'Add label' }).click()
  await expect(toast(page).filter({ hasText: 'Labeled 2 recipes “italian”.' })).toBeVisible()
  await expect(bar).toHaveCount(0)
  await expect(items(page).filter({ hasText: 'italian' })).toHaveCount(2)

  await listOption(page, 'Select recipes…')
  await expect(page.getByTestId('quick-tutorial')).toHaveCount(0)
  await items(page).filter({ hasText: 'Focaccia' }).click()
  await items(page).filter({ hasText: 'Risotto' }).click()
  await bar.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('dialog')).toContainText('Delete 2 recipes?')
  await page.getByTestId('confirm-delete-selected').click()
  await expect(toast(page).filter({ hasText: '2 recipes deleted.' })).toBeVisible()
  await expect(items(page)).toHaveCount(1)
  await expect(items(page)).toContainText('Minestrone')
})

test('filtering by several labels: any of them, or all of them, with its tutorial once', async ({
  page,
  request,
}) => {
  const { token } = await library(request, {
    'Pumpkin Soup': ['soup', 'vegetarian'],
    'Chicken Soup': ['soup'],
    'Caprese Salad': ['vegetarian'],
    'Plain Rice': [],
  })
  await openSignedIn(page, token, '/list/main')
  await expect(items(page)).toHaveCount(4)
  await page.getByTestId('label-filter').click()
  await page.getByRole('checkbox', { name: 'soup (2)' }).click()
  await expect(items(page)).toHaveCount(2)
  await page.getByRole('checkbox', { name: 'vegetarian (2)' }).click()
  await expect(page.getByTestId('quick-tutorial')).toContainText('Filtering by several labels')
  await page.getByRole('button', { name: 'Okay' }).click()
  await expect(items(page)).toHaveCount(3)
  await expect(page).toHaveURL(/labels=soup,vegetarian/)

  await page.getByTestId('label-filter').click()
  await page.getByRole('switch', { name: 'Only recipes with all chosen labels' }).click()
  await expect(items(page)).toHaveCount(1)
  await expect(items(page)).toContainText('Pumpkin Soup')

  // Without a label, then two labels again: the tutorial was seen.
  await page.getByRole('checkbox', { name: 'soup (2)' }).click()
  await page.getByRole('checkbox', { name: 'vegetarian (2)' }).click()
  await page.getByRole('checkbox', { name: 'Without a label' }).click()
  await expect(items(page)).toHaveCount(1)
  await expect(items(page)).toContainText('Plain Rice')
  await page.getByRole('checkbox', { name: 'soup (2)' }).click()
  await expect(page.getByTestId('quick-tutorial')).toHaveCount(0)
})

test('delete recipes by label after a confirmation that says how many', async ({ page, request }) => {
  const { token } = await library(request, {
    'Old Cake': ['to-try'],
    'Old Pie': ['to-try'],
    'Keeper Stew': ['favourite'],
  })
  await openSignedIn(page, token, '/list/main')
  await expect(items(page)).toHaveCount(3)
  await listOption(page, 'Delete recipes by label…')
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('checkbox', { name: 'to-try (2)' }).click()
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog).toContainText('Delete up to 2 recipes labeled to-try? This cannot be undone.')
  await page.getByTestId('confirm-delete-by-labels').click()
  await expect(toast(page).filter({ hasText: '2 recipes deleted.' })).toBeVisible()
  await expect(items(page)).toHaveCount(1)
  await expect(items(page)).toContainText('Keeper Stew')
})

test('labels: counts, rename (a taken name is refused), merge and delete', async ({ page, request }) => {
  const { token } = await library(request, {
    Gazpacho: ['soup', 'summer'],
    Ribollita: ['soups'],
    Panzanella: ['summer'],
  })
  await openSignedIn(page, token, '/labels')
  const table = page.getByTestId('labels-table')
  await expect(table.getByRole('row')).toHaveCount(4)
  await expect(table.getByRole('row', { name: /summer/ })).toContainText('2')
  // Creation dates show by default, and the switch hides them.
  await expect(table.getByRole('columnheader', { name: 'Created' })).toBeVisible()
  await page.getByRole('switch', { name: 'Show when each label was created' }).click()
  await expect(table.getByRole('columnheader', { name: 'Created' })).toHaveCount(0)

  const act = async (label: string, action: string) => {
    await page.getByRole('button', { name: `Actions for ${label}` }).click()
    await page.getByRole('menuitem', { name: action }).click()
  }
  await act('summer', 'Rename')
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('New name').fill('soup')
  await page.getByTestId('confirm-label-action').click()
  await expect(dialog).toContainText('Another label already has this name. Merge the two instead.')
  await dialog.getByLabel('New name').fill('warm weather')
  await page.getByTestId('confirm-label-action').click()
  await expect(toast(page).filter({ hasText: 'Renamed to “warm weather”.' })).toBeVisible()
  await expect(table.getByRole('row', { name: /warm weather/ })).toContainText('2')

  await act('soups', 'Merge')
  await dialog.getByRole('combobox', { name: 'Merge into' }).click()
  await page.getByRole('option', { name: 'soup', exact: true }).click()
  await page.getByTestId('confirm-label-action').click()
  await expect(toast(page).filter({ hasText: '“soups” merged into “soup”.' })).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(3)
  await expect(table.getByRole('row', { name: /^soup/ })).toContainText('2')

  await act('warm weather', 'Delete')
  await expect(dialog).toContainText('The label is removed from 2 recipes. The recipes themselves stay.')
  await page.getByTestId('confirm-label-action').click()
  await expect(toast(page).filter({ hasText: 'Label “warm weather” deleted.' })).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(2)

  await page.goto('/#/list/main')
  await expect(items(page)).toHaveCount(3)
})

test('look-alike labels are offered for merging; a pair said to differ is not offered again', async ({
  page,
  request,
}) => {
  const { token } = await library(request, {
    Tiramisu: ['dessert'],
    'Panna cotta': ['dessert'],
    Affogato: ['desserts'],
    Caponata: ['contorno'],
    Peperonata: ['contorno'],
    'Patate al forno': ['contorni'],
    Risotto: ['primo'],
  })
  await openSignedIn(page, token, '/labels')
  const offer = page.getByRole('region', { name: 'These look alike — merge?' })
  await expect(offer).toContainText('“desserts” and “dessert”')
  await expect(offer).toContainText('“contorni” and “contorno”')
  await expect(offer).not.toContainText('primo')
  await expectAccessible(page, 'look-alike labels')

  await offer.getByRole('button', { name: 'Merge into “dessert”' }).click()
  await expect(toast(page).filter({ hasText: '“desserts” merged into “dessert”.' })).toBeVisible()
  const table = page.getByTestId('labels-table')
  await expect(table.getByRole('row', { name: /^dessert/ })).toContainText('3')
  await expect(table.getByRole('row', { name: /desserts/ })).toHaveCount(0)
  await expect(offer).not.toContainText('dessert')

  await offer.getByRole('button', { name: 'Not the same: “contorni” and “contorno”' }).click()
  await expect(offer).toHaveCount(0)
  await expect(table.getByRole('row', { name: /contorni/ })).toContainText('1')
  await page.reload()
  await expect(table.getByRole('row', { name: /contorni/ })).toBeVisible()
  await expect(offer).toHaveCount(0)
})

test('the inbox count in the menu follows the inbox, and accepting a recipe moves it to my recipes', async ({
  page,
  request,
}) => {
  const { token, ids, api } = await library(request, { 'Sent Tiramisu': [], 'My Pesto': [] })
  await api('put', `recipes/${ids['Sent Tiramisu']}`, { folder: 'inbox' })
  await openSignedIn(page, token, '/list/main')
  await expect(items(page)).toHaveCount(1)
  let menu = await openMenu(page)
  await expect(menu.getByTestId('inbox-count')).toHaveText('1')
  await menu.getByRole('link', { name: /Inbox/ }).click()
  await expect(page).toHaveURL(/#\/list\/inbox$/)
  await items(page).filter({ hasText: 'Sent Tiramisu' }).click()
  await page.getByTestId('recipe-menu').click()
  await page.getByRole('menuitem', { name: 'Move to my recipes' }).click()
  await expect(toast(page).filter({ hasText: 'Moved to your recipes.' })).toBeVisible()
  menu = await openMenu(page)
  await expect(menu.getByTestId('inbox-count')).toHaveCount(0)

  // A change made elsewhere (another device) reaches the count through the socket.
  await page.keyboard.press('Escape')
  await api('put', `recipes/${ids['My Pesto']}`, { folder: 'inbox' })
  menu = await openMenu(page)
  await expect(menu.getByTestId('inbox-count')).toHaveText('1')
})

test('tiles on a wide screen, a list on a phone; the view can be switched', async ({ page, request }) => {
  const { token } = await library(request, { Shakshuka: ['breakfast'] })
  await page.setViewportSize({ width: 390, height: 800 })
  await openSignedIn(page, token, '/list/main')
  await expect(page.getByTestId('recipe-rows')).toHaveAttribute('data-view', 'list')
  await listOption(page, 'Show as tiles')
  await expect(page.getByTestId('recipe-rows')).toHaveAttribute('data-view', 'tiles')
  await page.reload()
  await expect(page.getByTestId('recipe-rows')).toHaveAttribute('data-view', 'tiles')

  const other = await library(request, { Shakshuka: [] })
  const wide = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 1280, height: 800 } })
  await openSignedIn(wide, other.token, '/list/main')
  await expect(wide.getByTestId('recipe-rows')).toHaveAttribute('data-view', 'tiles')
  await wide.close()
})

test('steps are numbered and a header restarts the count; servings scale the ingredients', async ({
  page,
  request,
}) => {
  const token = await registerByApi(request, newAccount('Edna Lewis'))
  const response = await request.post('/api/recipes', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: 'Biscuits',
      yield: 'Serves 4',
      ingredients: '2 cups flour\n1 1/2 tsp baking powder',
      instructions: '[Dough]\nMix.\nKnead.\n[Bake]\nCut.\nBake.',
    },
  })
  const { id } = (await response.json()) as { id: string }
  await openSignedIn(page, token, `/recipe/${id}`)
  const steps = page.getByTestId('instructions')
  await expect(steps.getByRole('heading')).toHaveText(['Dough', 'Bake'])
  await expect(steps.locator('label')).toHaveText(['1.Mix.', '2.Knead.', '1.Cut.', '2.Bake.'])
  await steps.getByText('Knead.').click()
  await expect(steps.locator('label').nth(1)).toHaveAttribute('data-done', 'true')

  await page.getByRole('textbox', { name: 'Servings' }).fill('6')
  await expect(page.getByTestId('ingredients')).toContainText('3 cups flour')
  await expect(page.getByTestId('ingredients')).toContainText('2 1/4 tsp baking powder')
})

import { expect, type Locator, type Page, test } from '@playwright/test'
import { newAccount, openSignedIn, registerByApi } from '../support/app.ts'

async function recipeByApi(page: Page, token: string): Promise<string> {
  const response = await page.request.post('/api/recipes', {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'Pea Risotto', ingredients: '300 g rice\n200 g peas', labels: ['risotto'] },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { id: string }).id
}

/** Tabs `times` times, and says whether the focus stayed inside `region` all along. */
async function tabsStayIn(page: Page, region: Locator, times: number): Promise<boolean> {
  for (let tab = 0; tab < times; tab++) {
    await page.keyboard.press('Tab')
    if (!(await region.evaluate((node) => node.contains(document.activeElement)))) return false
  }
  return true
}

async function hasFocusRing(target: Locator): Promise<boolean> {
  return target.evaluate((node) => {
    const style = getComputedStyle(node)
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
  })
}

test('the first Tab stop is "Skip to content", which moves the focus past the menu to the page', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 })
  await page.addInitScript(() =>
    localStorage.setItem('preferences', JSON.stringify({ global: { enableSplitPane: true } })),
  )
  const token = await registerByApi(request, newAccount())
  await openSignedIn(page, token, '/settings')
  await expect(page.getByTestId('docked-menu')).toBeVisible()

  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).not.toBeInViewport()
  await page.keyboard.press('Tab')
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
  await expect(page).toHaveURL(/#\/settings$/)
  // The next stop is the page's first control, not the docked menu's first link.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1)
  await expect(page.getByRole('main').getByRole('link', { name: /Account/ })).toBeFocused()
})

test('a dialog keeps the focus inside while open, shows where it is, and gives it back on Escape', async ({
  page,
  request,
}) => {
  const token = await registerByApi(request, newAccount())
  const id = await recipeByApi(page, token)
  await openSignedIn(page, token, `/recipe/${id}`)
  const print = page.getByRole('button', { name: 'Print or embed' })
  await print.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Print or embed' })
  await expect(dialog).toBeVisible()
  expect(await tabsStayIn(page, dialog, 20)).toBe(true)
  const focused = page.locator(':focus')
  expect(await hasFocusRing(focused)).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(print).toBeFocused()
})

test('the side menu opens from the keyboard, keeps the focus, and gives it back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/#/about')
  const menuButton = page.getByRole('button', { name: 'Open the menu' })
  await menuButton.focus()
  await page.keyboard.press('Enter')
  const drawer = page.getByRole('dialog', { name: 'Main menu' })
  await expect(drawer).toBeVisible()
  expect(await tabsStayIn(page, drawer, 12)).toBe(true)
  await page.keyboard.press('Escape')
  await expect(drawer).toHaveCount(0)
  await expect(menuButton).toBeFocused()
})

test('a menu opens on its first item and moves with the arrow keys; its dialog gives the focus back', async ({
  page,
  request,
}) => {
  const token = await registerByApi(request, newAccount())
  await recipeByApi(page, token)
  await openSignedIn(page, token, '/labels')
  const actions = page.getByRole('button', { name: 'Actions for risotto' })
  await actions.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeFocused()
  await page.keyboard.press('Enter')
  const confirm = page.getByRole('dialog', { name: 'Delete “risotto”?' })
  await expect(confirm).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(confirm).toHaveCount(0)
  // The item that opened the dialog is gone: the focus goes back to the menu's button.
  await expect(actions).toBeFocused()
  await expect(page.getByTestId('labels-table').getByRole('row')).toHaveCount(2)
})

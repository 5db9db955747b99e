import { expect, type Page, test } from '@playwright/test'
import { openMenu } from '../support/app.ts'

/** The drawer's own history entry is there (as it is long before a person's thumb reaches Back). */
async function openDrawer(page: Page) {
  const menu = await openMenu(page)
  await expect
    .poll(() =>
      page.evaluate(() => (history.state as { usr?: { menuEntry?: boolean } } | null)?.usr?.menuEntry),
    )
    .toBe(true)
  return menu
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/#/welcome')
  await page.goto('/#/about')
  await expect(page.getByRole('heading', { name: 'About', level: 1 })).toBeVisible()
})

test('Back closes the side drawer and the page stays', async ({ page }) => {
  const drawer = page.getByRole('dialog', { name: 'Main menu' })
  await openDrawer(page)
  await page.goBack()
  await expect(drawer).toBeHidden()
  await expect(page).toHaveURL(/#\/about$/)
  await expect(page.getByRole('heading', { name: 'About', level: 1 })).toBeVisible()
  // The next Back leaves the page as usual.
  await page.goBack()
  await expect(page).toHaveURL(/#\/welcome$/)
})

test('a page chosen in the drawer takes its place in history: Back returns to the page it was opened on', async ({
  page,
}) => {
  const drawer = page.getByRole('dialog', { name: 'Main menu' })
  const menu = await openDrawer(page)
  await menu.getByRole('link', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/#\/auth\/login$/)
  await expect(drawer).toBeHidden()
  await page.goBack()
  await expect(page).toHaveURL(/#\/about$/)
  await expect(drawer).toBeHidden()
  await page.goBack()
  await expect(page).toHaveURL(/#\/welcome$/)
})

test('closed by Escape, the drawer changes no history: a navigation made at once is not undone', async ({
  page,
}) => {
  const drawer = page.getByRole('dialog', { name: 'Main menu' })
  await openDrawer(page)
  await page.keyboard.press('Escape')
  // Closed, then a navigation at once.
  await expect(drawer).toBeHidden()
  await page.getByRole('link', { name: 'Contact' }).click()
  await expect(page).toHaveURL(/#\/about\/contact$/)
  await expect(drawer).toBeHidden()
  await page.waitForTimeout(500)
  await expect(page).toHaveURL(/#\/about\/contact$/)

  // The drawer's entry is left behind: Back onto it shows the page, drawer closed, and opening it there
  // adds no second entry.
  await page.goBack()
  await expect(page).toHaveURL(/#\/about$/)
  await expect(drawer).toBeHidden()
  await openDrawer(page)
  const entries = await page.evaluate(() => history.length)
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await page.goto('/#/legal')
  await expect(page.getByRole('heading', { name: /Terms/, level: 1 })).toBeVisible()
  await page.waitForTimeout(300)
  await expect(page).toHaveURL(/#\/legal$/)
  expect(await page.evaluate(() => history.length)).toBe(entries)
})

test('Escape pressed at once after opening, while the drawer still loads and opens, closes it', async ({
  page,
}) => {
  const drawer = page.getByRole('dialog', { name: 'Main menu' })
  await page.getByTestId('menu-button').click()
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  // It stays closed: the drawer's code arriving after the key does not open it again.
  await page.waitForTimeout(1000)
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('heading', { name: 'About', level: 1 })).toBeVisible()
})

test('Back from the drawer keeps the page where it was scrolled to', async ({ page }) => {
  await page.goto('/#/legal')
  await expect(page.getByRole('heading', { name: /Terms/, level: 1 })).toBeVisible()
  await page.mouse.wheel(0, 600)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  const scrolled = await page.evaluate(() => window.scrollY)
  await openDrawer(page)
  await page.goBack()
  await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeHidden()
  await expect(page).toHaveURL(/#\/legal$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled)
})

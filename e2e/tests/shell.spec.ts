import { chromium, expect, test } from '@playwright/test'
import { PORT } from '../playwright.config.ts'
import { newAccount, openMenu, openSignedIn, registerByApi } from '../support/app.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts'

test('an unknown path shows the not-found page, with a way back', async ({ page }) => {
  await page.goto('/#/no/such/page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to the start page' }).click()
  await expect(page).toHaveURL(/#\/welcome$/)
})

test('old paths redirect: login, about-details, edit-recipe', async ({ page }) => {
  await page.goto('/#/login')
  await expect(page).toHaveURL(/#\/auth\/login$/)
  await page.goto('/#/about-details')
  await expect(page).toHaveURL(/#\/about\/details$/)
  await page.goto('/#/edit-recipe')
  await expect(page).toHaveURL(/#\/welcome$/)
})

test('the empty path sends a logged-in person home', async ({ page, request }) => {
  const token = await registerByApi(request, newAccount())
  await openSignedIn(page, token, '/')
  await expect(page).toHaveURL(/#\/list\/main$/)
})

test('switching to de-de changes the menu, and the choice survives a reload', async ({ page, request }) => {
  const token = await registerByApi(request, newAccount())
  await openSignedIn(page, token, '/settings')
  let menu = await openMenu(page)
  await expect(menu.getByRole('link', { name: 'Settings' })).toBeVisible()
  await page.keyboard.press('Escape')

  await page.getByTestId('language-select').click()
  await page.getByRole('option', { name: 'Deutsch' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen')
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-de')
  menu = await openMenu(page)
  await expect(menu.getByRole('link', { name: 'Einstellungen' })).toBeVisible()
  await expect(menu.getByRole('button', { name: 'Abmelden' })).toBeVisible()

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen')
})

test('the split pane docks the menu at 1280 px when turned on, and not on narrower screens', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const token = await registerByApi(request, newAccount())
  await openSignedIn(page, token, '/settings')
  await expect(page.getByTestId('docked-menu')).toHaveCount(0)
  await expect(page.getByTestId('menu-button')).toBeVisible()

  await page.getByRole('switch', { name: 'Keep the menu open beside the page' }).click()
  await expect(page.getByTestId('quick-tutorial')).toContainText('Menu beside the page')
  await page.getByRole('button', { name: 'Okay' }).click()
  const docked = page.getByTestId('docked-menu')
  await expect(docked).toBeVisible()
  await expect(page.getByTestId('menu-button')).toHaveCount(0)
  await docked.getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL(/#\/about$/)
  await expect(docked).toBeVisible()

  await page.setViewportSize({ width: 1000, height: 800 })
  await expect(page.getByTestId('docked-menu')).toHaveCount(0)
  await expect(page.getByTestId('menu-button')).toBeVisible()

  // The tutorial was seen once and stays seen.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/#/settings')
  await page.getByRole('switch', { name: 'Keep the menu open beside the page' }).click()
  await page.getByRole('switch', { name: 'Keep the menu open beside the page' }).click()
  await expect(page.getByTestId('quick-tutorial')).toHaveCount(0)
})

test('the split pane is only for logged-in people', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 800 })
  await page.addInitScript(() =>
    localStorage.setItem('preferences', JSON.stringify({ global: { enableSplitPane: true } })),
  )
  await page.goto('/#/about')
  await expect(page.getByTestId('menu-button')).toBeVisible()
  await expect(page.getByTestId('docked-menu')).toHaveCount(0)
})

test('the menu footer shows the version and leads to the details, with the licences of the bundle', async ({
  page,
}) => {
  await page.goto('/#/welcome')
  const menu = await openMenu(page)
  await menu.getByRole('link', { name: /^Version \d+\.\d+\.\d+/ }).click()
  await expect(page).toHaveURL(/#\/about\/details$/)
  await expect(page.getByTestId('app-version')).toHaveText(/^\d+\.\d+\.\d+$/)
  const licences = page.getByTestId('licenses')
  await expect(licences).toContainText('react')
  await expect(licences).toContainText('MIT')
})

test('about, contact and legal pages', async ({ page }) => {
  await page.goto('/#/about')
  await page.getByRole('link', { name: 'Contact' }).click()
  await expect(page.getByTestId('contact-email')).toHaveText('owner@rosemary.test')
  await page.goto('/#/auth/register')
  await page.getByRole('link', { name: 'terms and privacy notice' }).click()
  await expect(page).toHaveURL(/#\/legal$/)
  await expect(page.getByRole('heading', { name: 'Privacy', exact: true })).toBeVisible()
})

test('the colour scheme can be forced to dark, and is remembered', async ({ page }) => {
  await page.goto('/#/settings')
  await page.getByText('Dark', { exact: true }).click()
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
})

test('the API documentation opens in the browser, with every endpoint group', async ({ page }) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  await page.goto('/api/docs/')
  await expect(page.getByRole('heading', { name: /Rosemary API/ })).toBeVisible()
  await expect(page.getByRole('link', { name: 'users', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: '/api/users/login' })).toBeVisible()
  expect(problems).toEqual([])
})

test('the API documentation opens over plain HTTP at a LAN address too', async () => {
  // 127.0.0.1 counts as a secure origin to a browser; a name on the LAN does not, just as http://192.168.…
  // would not. There, an upgrade-insecure-requests policy would send the viewer's scripts to https://.
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP rosemary.lan 127.0.0.1'],
  })
  try {
    const page = await browser.newPage()
    await page.goto(`http://rosemary.lan:${PORT}/api/docs/`)
    await expect(page.getByRole('heading', { name: /Rosemary API/ })).toBeVisible()
    await expect(page.getByRole('link', { name: '/api/users/login' })).toBeVisible()
  } finally {
    await browser.close()
  }
})

test('the overlays load on the first interaction, not while the page comes up', async ({ page }) => {
  const overlayRequests: string[] = []
  // What dialogs and menus are made of: the theme once pulled it into the first paint (46 kB).
  const machineryRequests: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/Overlays-[\w-]+\.js$/.test(request.url())) overlayRequests.push(request.url())
    if (/\/assets\/(FocusTrap|floating-ui\.react|Transition)-[\w-]+\.js$/.test(request.url()))
      machineryRequests.push(request.url())
  })
  await page.goto('/#/welcome')
  await expect(page.getByRole('heading', { name: 'Your recipes, on your own server' })).toBeVisible()
  await page.waitForTimeout(1500)
  expect(overlayRequests).toEqual([])
  expect(machineryRequests).toEqual([])
  await page.getByTestId('menu-button').click()
  await expect(page.getByRole('dialog').getByRole('navigation')).toBeVisible()
  expect(overlayRequests).toHaveLength(1)
})

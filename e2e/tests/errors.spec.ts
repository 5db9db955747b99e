import { expect, test } from '@playwright/test'
import { newAccount, openSignedIn, registerByApi, toast } from '../support/app.ts'

test('a request without any response shows the one "cannot reach the server" notice, not a toast', async ({
  page,
  request,
}) => {
  const token = await registerByApi(request, newAccount())
  await page.route('**/api/users/', (route) => route.abort('internetdisconnected'))
  await page.route('**/api/health', (route) => route.abort('internetdisconnected'))
  await openSignedIn(page, token, '/settings/account')
  await expect(page.getByTestId('connection-notice').getByRole('alert')).toContainText(
    'Cannot reach the server.',
  )
  await expect(toast(page)).toHaveCount(0)
  // Not an error of the account: it waits for the server rather than saying it could not be loaded.
  await expect(page.getByText('Your account could not be loaded.')).toHaveCount(0)
})

test('a server error shows the unexpected-error message', async ({ page, request }) => {
  const token = await registerByApi(request, newAccount())
  await page.route('**/api/users/', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"code":"internal","message":"x"}}',
    }),
  )
  await openSignedIn(page, token, '/settings/account')
  await expect(toast(page)).toContainText('Something went wrong.')
  await expect(page.getByText('Your account could not be loaded.')).toBeVisible()
})

test('a page whose code cannot load asks once to reload, and reloads on yes', async ({ page }) => {
  await page.goto('/#/welcome')
  await expect(page.getByRole('heading', { name: 'Your recipes, on your own server' })).toBeVisible()
  await page.route(/\/assets\/AboutPage-.*\.js$/, (route) => route.abort('connectionreset'))
  const questions: string[] = []
  page.once('dialog', (dialog) => {
    questions.push(dialog.message())
    void dialog.accept()
  })
  await page.evaluate(() => (window.location.hash = '#/about'))
  await expect
    .poll(() => questions)
    .toEqual([
      'There was a connection interruption while loading this page. Do you want to reload the application?',
    ])
  await page.unroute(/\/assets\/AboutPage-.*\.js$/)
  await expect(page.getByRole('heading', { name: 'About' })).toBeVisible()
})

test('declined, the reload question is not asked again when another page cannot load', async ({ page }) => {
  await page.goto('/#/welcome')
  await expect(page.getByRole('heading', { name: 'Your recipes, on your own server' })).toBeVisible()
  await page.route(/\/assets\/(AboutPage|LegalPage)-.*\.js$/, (route) => route.abort('connectionreset'))
  const questions: string[] = []
  page.on('dialog', (dialog) => {
    questions.push(dialog.message())
    void dialog.dismiss()
  })
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true))
  await page.evaluate(() => (window.location.hash = '#/about'))
  await expect(page.getByRole('heading', { name: 'This page could not be shown' })).toBeVisible()
  expect(questions).toHaveLength(1)
  expect(questions[0]).toContain('There was a connection interruption while loading this page.')

  await page.evaluate(() => (window.location.hash = '#/legal'))
  await expect(page).toHaveURL(/#\/legal$/)
  await expect(page.getByRole('heading', { name: 'This page could not be shown' })).toBeVisible()
  await page.waitForTimeout(500)
  expect(questions).toHaveLength(1)
  // Declined, nothing reloaded: the app is still the one that was asked.
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true)
})

test('Internet Explorer gets a one-time notice after login', async ({ browser, request }) => {
  const account = newAccount()
  await registerByApi(request, account)
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko',
  })
  const page = await context.newPage()
  const alerts: string[] = []
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message())
    void dialog.accept()
  })
  for (let attempt = 0; attempt < 2; attempt++) {
    // A new visit each time: what is remembered is in localStorage, not in the page.
    await page.goto('/#/auth/login')
    await page.reload()
    await page.getByLabel('Email').fill(account.email)
    await page.getByLabel('Password', { exact: true }).fill(account.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/#\/list\/main$/)
  }
  expect(alerts).toHaveLength(1)
  expect(alerts[0]).toContain('old browser')
  expect(await page.evaluate(() => localStorage.getItem('oldBrowserWarningShown'))).toBe('true')
  await context.close()
})

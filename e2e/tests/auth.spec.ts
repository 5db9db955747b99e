import { expect, test } from '@playwright/test'
import { lastMailTo, newAccount, openMenu, openSignedIn, registerByApi, toast } from '../support/app.ts'
import { PORT } from '../playwright.config.ts'

test('register → home, then logout → welcome', async ({ page }) => {
  const account = newAccount()
  await page.goto('/')
  await expect(page).toHaveURL(/#\/welcome$/)
  await page.getByRole('link', { name: 'Create an account' }).click()
  await page.getByLabel('Name').fill(account.name)
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByLabel('Confirm password').fill(account.password)
  await page.getByRole('button', { name: 'Create account' }).click()

  await expect(page).toHaveURL(/#\/list\/main$/)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]{43}$/)
  const menu = await openMenu(page)
  await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Log in' })).toHaveCount(0)

  await menu.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/#\/welcome$/)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  const loggedOutMenu = await openMenu(page)
  await expect(loggedOutMenu.getByRole('link', { name: 'Log in' })).toBeVisible()
})

test('a wrong password shows the incorrect-login toast', async ({ page, request }) => {
  const account = newAccount()
  await registerByApi(request, account)
  await page.goto('/#/auth/login')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill('not the password')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(toast(page)).toContainText('That email and password do not match an account.')
  await expect(page).toHaveURL(/#\/auth\/login$/)
})

test('login with Enter in the password field, then the redirect is followed', async ({ page, request }) => {
  const account = newAccount()
  await registerByApi(request, account)
  await page.goto('/#/auth/login?redirect=%2Fabout%2Fdetails')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByLabel('Password', { exact: true }).press('Enter')
  await expect(page).toHaveURL(/#\/about\/details$/)
})

test('registering checks the form in the order of the spec, one toast per try', async ({ page }) => {
  await page.goto('/#/auth/register')
  const submit = () => page.getByRole('button', { name: 'Create account' }).click()
  const expectToast = async (text: string) => {
    await expect(toast(page).last()).toContainText(text)
    await page.locator('.mantine-Notification-root button').last().click()
    await expect(toast(page)).toHaveCount(0)
  }

  await submit()
  await expectToast('Enter a valid email address')
  await page.getByLabel('Email').fill('julia@rosemary.test')
  await submit()
  await expectToast('Enter your name.')
  await page.getByLabel('Name').fill('Julia')
  await submit()
  await expectToast('Enter a password.')
  await page.getByLabel('Password', { exact: true }).fill('short')
  await submit()
  await expectToast('Your password needs at least 8 characters.')
  await page.getByLabel('Password', { exact: true }).fill('long enough')
  await page.getByLabel('Confirm password').fill('different')
  // Enter in the confirm field submits in register mode.
  await page.getByLabel('Confirm password').press('Enter')
  await expectToast('The two passwords do not match.')
  await expect(page).toHaveURL(/#\/auth\/register$/)
})

test('an email that is taken shows the email-taken toast', async ({ page, request }) => {
  const account = newAccount()
  await registerByApi(request, account)
  await page.goto('/#/auth/register')
  await page.getByLabel('Name').fill('Someone Else')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill('another password')
  await page.getByLabel('Confirm password').fill('another password')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(toast(page)).toContainText('An account with this email already exists.')
})

test('forgot password: the mailed link sets a new password once, then signs in with a session of its own', async ({
  page,
  request,
  browser,
}) => {
  const account = newAccount()
  await registerByApi(request, account)
  await page.goto('/#/auth/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/#\/forgot-password$/)
  await expect(page.getByRole('heading', { name: 'Reset your password', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(page.getByRole('dialog')).toContainText('Enter the email address of your account first')
  await page.getByRole('button', { name: 'Okay' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // The address typed in the login form comes along.
  await page.getByRole('link', { name: 'Back to log in' }).click()
  // The reset page has an Email field too: typing before it has gone typed into it, which then left.
  await expect(page.getByRole('heading', { name: 'Reset your password', level: 1 })).toHaveCount(0)
  await page.getByLabel('Email').fill(account.email)
  await expect(page.getByLabel('Email')).toHaveValue(account.email)
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { name: 'Reset your password', level: 1 })).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue(account.email)
  // The server does not answer: nothing is lost, and it can be sent again.
  await page.route('**/api/users/forgot', (route) => route.abort('internetdisconnected'))
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(page.getByTestId('forgot-problem')).toContainText('The server cannot be reached')
  await expect(page.getByLabel('Email')).toHaveValue(account.email)
  await page.unroute('**/api/users/forgot')
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(page.getByTestId('forgot-sent')).toContainText('Check your mail')
  await expect(page.getByTestId('forgot-sent')).toContainText(`If an account uses ${account.email}`)

  const mail = await lastMailTo(account.email)
  const link = new RegExp(`http://127\\.0\\.0\\.1:${PORT}/#/settings/account\\?token=([\\w-]+)`).exec(mail)
  expect(link).not.toBeNull()
  const [address, linkToken] = [link![0], link![1]!]
  const fresh = await browser.newContext()
  const linkPage = await fresh.newPage()
  await linkPage.goto(address)
  await expect(linkPage.getByTestId('reset-link')).toBeVisible()
  await expect(linkPage).not.toHaveURL(/token=/)
  // The link is no session: nothing is kept as one.
  expect(await linkPage.evaluate(() => localStorage.getItem('token'))).toBeNull()
  await linkPage.getByLabel('New password', { exact: true }).fill('a fresh password')
  await linkPage.getByLabel('Confirm password').fill('a fresh password')
  await linkPage.getByRole('button', { name: 'Change password' }).click()
  await expect(toast(linkPage)).toContainText('Your new password is set and you are signed in.')
  // Signed in with a session of its own: the page now shows the account.
  await expect(linkPage.getByLabel('Name')).toHaveValue(account.name)
  const session = await linkPage.evaluate(() => localStorage.getItem('token'))
  expect(session).toMatch(/^[\w-]{43}$/)
  expect(session).not.toBe(linkToken)
  await fresh.close()

  // Used once, the link works no more: opened again, it says so and points to the login page.
  const later = await browser.newContext()
  const laterPage = await later.newPage()
  await laterPage.goto(address)
  await laterPage.getByLabel('New password', { exact: true }).fill('someone else’s password')
  await laterPage.getByLabel('Confirm password').fill('someone else’s password')
  await laterPage.getByRole('button', { name: 'Change password' }).click()
  await expect(laterPage.getByTestId('reset-link-unusable')).toContainText('This link no longer works')
  await laterPage.getByRole('link', { name: 'Log in' }).click()
  await expect(laterPage).toHaveURL(/#\/auth\/login$/)
  await later.close()
  expect((await request.get(`/api/users/?token=${linkToken}`)).status()).toBe(401)

  const login = await request.post('/api/users/login', {
    data: { email: account.email, password: 'a fresh password' },
  })
  expect(login.status()).toBe(200)
})

test('a rejected session opens one auth prompt; its close icon logs out to the welcome page', async ({
  page,
}) => {
  await openSignedIn(page, 'not-a-valid-token', '/settings/account')
  const modal = page.getByTestId('auth-modal')
  await expect(page.getByRole('dialog')).toHaveCount(1)
  await expect(page.getByRole('dialog')).toContainText('Log in')
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/#\/welcome$/)
  await expect(modal).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
})

test('logging in through the auth prompt reloads the page with the new session', async ({
  page,
  request,
}) => {
  const account = newAccount('Prompted Cook')
  await registerByApi(request, account)
  await openSignedIn(page, 'expired-token', '/settings/account')
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Email').fill(account.email)
  await dialog.getByLabel('Password', { exact: true }).fill(account.password)
  await dialog.getByLabel('Password', { exact: true }).press('Enter')
  await expect(page.getByLabel('Name')).toHaveValue('Prompted Cook')
  await expect(page).toHaveURL(/#\/settings\/account$/)
})

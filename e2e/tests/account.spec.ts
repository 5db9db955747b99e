import { expect, type Page, test } from '@playwright/test'
import { expectAccessible } from '../support/accessible.ts'
import { newAccount, openSignedIn, registerByApi, toast } from '../support/app.ts'

/** A part of the account page, by its heading: both the details and the password ask for the current one. */
const section = (page: Page, heading: string) =>
  page.locator('section', { has: page.getByRole('heading', { name: heading, exact: true }) })

test('changing the password signs out the other devices', async ({ page, request, browser }) => {
  const account = newAccount()
  const token = await registerByApi(request, account)
  const otherDevice = await request.post('/api/users/login', {
    data: { email: account.email, password: account.password },
  })
  const otherToken = ((await otherDevice.json()) as { token: string }).token
  const otherContext = await browser.newContext()
  const otherPage = await otherContext.newPage()
  const otherSocket = otherPage.waitForEvent('websocket')
  await openSignedIn(otherPage, otherToken, '/settings')
  await otherSocket

  await openSignedIn(page, token, '/settings/account')
  await page.getByLabel('Current password').fill('not my password')
  await page.getByLabel('New password').fill('brand new secret')
  await page.getByLabel('Confirm password').fill('brand new secret')
  await page.getByRole('button', { name: 'Change password' }).click()
  // Whoever finds a signed-in device cannot take the account over.
  await expect(page.getByText('This is not your current password.')).toBeVisible()
  expect(
    (await request.get('/api/users/', { headers: { authorization: `Bearer ${otherToken}` } })).status(),
  ).toBe(200)
  await page.getByLabel('Current password').fill(account.password)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(toast(page)).toContainText('Your other devices were signed out.')

  const other = await request.get('/api/users/', { headers: { authorization: `Bearer ${otherToken}` } })
  expect(other.status()).toBe(401)
  const mine = await request.get('/api/users/', { headers: { authorization: `Bearer ${token}` } })
  expect(mine.status()).toBe(200)
  // The other device hears of it at once, through its live socket: it is signed out, untouched.
  await expect.poll(() => otherPage.evaluate(() => localStorage.getItem('token'))).toBeNull()
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token)
  await otherContext.close()
})

test('a short or mismatched new password is refused at the field', async ({ page, request }) => {
  const token = await registerByApi(request, newAccount())
  await openSignedIn(page, token, '/settings/account')
  await page.getByLabel('New password').fill('short')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Enter your current password.')).toBeVisible()
  await page.getByLabel('Current password').fill('whatever it is')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Your password needs at least 8 characters.')).toBeVisible()
  await page.getByLabel('New password').fill('long enough one')
  await page.getByLabel('Confirm password').fill('long enough two')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('The two passwords do not match.')).toBeVisible()
})

test('a new email asks for the current password; one someone else has is refused at the field', async ({
  page,
  request,
}) => {
  const taken = newAccount()
  await registerByApi(request, taken)
  const account = newAccount()
  const token = await registerByApi(request, account)
  await openSignedIn(page, token, '/settings/account')
  const details = section(page, 'Your details')
  await expect(details.getByLabel('Current password')).toHaveCount(0)
  await details.getByLabel('Email').fill(taken.email)
  await expect(details.getByText('Changing your email needs your current password.')).toBeVisible()
  await expectAccessible(page, 'a new email, asking for the current password')
  await details.getByRole('button', { name: 'Save' }).click()
  await expect(details.getByText('Enter your current password.')).toBeVisible()
  await details.getByLabel('Current password').fill(account.password)
  await details.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('An account with this email already exists.')).toBeVisible()

  const fresh = newAccount().email
  await details.getByLabel('Email').fill(fresh)
  await details.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page)).toContainText('Your details were saved.')
  await expect(details.getByLabel('Current password')).toHaveCount(0)
  const me = await request.get('/api/users/', { headers: { authorization: `Bearer ${token}` } })
  expect(((await me.json()) as { email: string }).email).toBe(fresh)
})

test('deleting the account asks first, then signs out for good', async ({ page, request }) => {
  const account = newAccount()
  const token = await registerByApi(request, account)
  await openSignedIn(page, token, '/settings/account')
  await page.getByRole('button', { name: 'Delete my account' }).click()
  await page.getByRole('button', { name: 'Cancel' }).click()
  expect((await request.get('/api/users/', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(
    200,
  )

  await page.getByRole('button', { name: 'Delete my account' }).click()
  await page.getByTestId('confirm-delete-account').click()
  await expect(page).toHaveURL(/#\/welcome$/)
  await expect(toast(page)).toContainText('Your account was deleted.')
  const login = await request.post('/api/users/login', {
    data: { email: account.email, password: account.password },
  })
  expect(login.status()).toBe(412)
})

test('the account page needs a login and returns to it afterwards', async ({ page, request }) => {
  const account = newAccount()
  await registerByApi(request, account)
  await page.goto('/#/settings/account')
  await expect(page).toHaveURL(/#\/auth\/login\?redirect=%2Fsettings%2Faccount$/)
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/#\/settings\/account$/)
  await expect(page.getByLabel('Email')).toHaveValue(account.email)
})

/**
 * Running the server from the app, and a personal API token: the first account of a new server is its
 * administrator, opens Admin, disables an account and closes registration (the sign-in page then offers no
 * Register), then makes a read token in settings that a script reads recipes with and cannot write with.
 * Closing registration would close it for every journey: this one has a server of its own.
 */
import path from 'node:path'
import { expect, request, test } from '@playwright/test'
import { expectAccessible } from '../support/accessible.ts'
import { newAccount, openMenu, toast } from '../support/app.ts'
import { type OwnServer, startOwnServer } from '../support/own-server.ts'

const BUILT_APP = path.join(import.meta.dirname, '../../apps/web/dist')

let server: OwnServer | undefined

// Seen once in a CI run and once in about ten runs here beside two busy cores: after the sign-in the page
// showed "Cannot reach the server" while its own server, alive, heard no request at all for the rest of
// the test (its log: nothing after the menu's first queries), so the menu's Admin link never became
// clickable. Not reproduced with a trace yet; one more try keeps that browser-side stall from failing CI,
// and Playwright reports the journey as flaky when it is the second try that passes.
test.describe.configure({ retries: 1 })

test.afterEach(async () => {
  await server?.stop()
  server = undefined
})

test('an administrator disables an account, closes registration, and makes a read-only API token', async ({
  page,
  browser,
}) => {
  // A server of its own starts first: on a busy machine that alone can take a minute.
  test.setTimeout(300_000)
  server = await startOwnServer(BUILT_APP)
  const { url } = server
  const api = await request.newContext({ baseURL: url })
  const admin = newAccount('Ada Admin')
  const other = newAccount('Otto Other')
  for (const account of [admin, other])
    expect((await api.post('/api/users/register', { data: account })).status()).toBe(200)

  await page.goto(`${url}/#/auth/login`)
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password', { exact: true }).fill(admin.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  const menu = await openMenu(page)
  await menu.getByRole('link', { name: 'Admin' }).click()
  await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible()
  const otherCard = page.getByTestId('admin-user').filter({ hasText: other.email })
  await expect(otherCard).toBeVisible()
  await expect(page.getByTestId('admin-user').filter({ hasText: admin.email })).toContainText('Administrator')
  await expectAccessible(page, 'admin page')

  await otherCard.getByRole('button', { name: 'Disable' }).click()
  await expect(otherCard).toContainText('Disabled')
  await expect(otherCard.getByRole('button', { name: 'Enable' })).toBeVisible()
  const refused = await api.post('/api/users/login', {
    data: { email: other.email, password: other.password },
  })
  expect(refused.status()).toBe(403)

  await page.getByRole('switch', { name: 'Anyone may create an account' }).click()
  await expect(toast(page)).toContainText('New accounts can no longer be created.')
  await expect(page.getByTestId('registration-switch')).not.toBeChecked()
  await expectAccessible(page, 'admin page, an account disabled and registration closed')

  const visitor = await browser.newPage()
  await visitor.goto(`${url}/#/auth/login`)
  await expect(visitor.getByRole('button', { name: 'Log in' })).toBeVisible()
  await expect(visitor.getByText('Create an account')).toHaveCount(0)
  await expectAccessible(visitor, 'sign-in page with registration closed')
  await visitor.close()

  await page.goto(`${url}/#/settings`)
  await page.getByLabel('Token name').fill('Nightly backup')
  await page.getByLabel('Read', { exact: true }).check()
  await page.getByRole('button', { name: 'Create token' }).click()
  const shown = page.getByTestId('new-api-token')
  await expect(shown).toHaveValue(/^rsm_/)
  const token = await shown.inputValue()
  await expect(page.getByTestId('api-tokens')).toContainText('Nightly backup')
  await expect(page.getByTestId('api-tokens')).toContainText('never used')
  await expectAccessible(page, 'settings with a new API token')

  const asScript = { authorization: `Bearer ${token}` }
  const count = await api.get('/api/recipes/count', { headers: asScript })
  expect(count.status()).toBe(200)
  expect(await count.json()).toEqual({ count: 0 })
  const write = await api.post('/api/recipes', { headers: asScript, data: { title: 'Not allowed' } })
  expect(write.status()).toBe(403)
  await api.dispose()
})

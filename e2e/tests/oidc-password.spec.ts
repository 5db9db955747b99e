/**
 * An account made by signing in through the identity provider has no password of its own: on a server of
 * the journey's own with passwords on beside a real OpenID Connect provider, its owner sets one in the
 * account settings without being asked for a current one, and then signs in with the email and it.
 */
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { startTestProvider, type TestProvider } from '../../apps/server/src/test/oidc-provider.ts'
import { expectAccessible } from '../support/accessible.ts'
import { openMenu, toast } from '../support/app.ts'
import { freePortSync } from '../support/free-port.ts'
import { type OwnServer, startOwnServer } from '../support/own-server.ts'

const BUILT_APP = path.join(import.meta.dirname, '../../apps/web/dist')

let server: OwnServer | undefined
let provider: TestProvider | undefined
const serverPort = freePortSync()
const SECRET = 'e2e-client-secret'

test.beforeAll(async () => {
  // A second server (beside the run's) making its database on a busy 2-core machine.
  test.setTimeout(300_000)
  provider = await startTestProvider({
    clientSecret: SECRET,
    redirectUris: [`http://127.0.0.1:${serverPort}/api/auth/oidc/callback`],
    accounts: { julia: { email: 'julia@example.com', email_verified: true, name: 'Julia Child' } },
  })
  server = await startOwnServer(
    BUILT_APP,
    {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: 'rosemary',
      OIDC_CLIENT_SECRET: SECRET,
      OIDC_NAME: 'Test IdP',
    },
    serverPort,
  )
})
test.afterAll(async () => {
  await server?.stop()
  await provider?.close()
})

test('an account the provider made sets a password without a current one, then signs in with it', async ({
  browser,
}) => {
  test.setTimeout(300_000)
  if (!server) throw new Error('no server')
  const context = await browser.newContext({ baseURL: server.url })
  const page = await context.newPage()
  await page.goto('/#/auth/login')
  await page.getByRole('link', { name: 'Sign in with Test IdP' }).click()
  await page.getByLabel('Account').fill('julia')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/#\/list\/main$/)

  await page.goto('/#/settings/account')
  await expect(page.getByRole('heading', { name: 'Set a password' })).toBeVisible()
  await expect(page.getByLabel('Current password')).toHaveCount(0)
  await expectAccessible(page, 'an account without a password offered one')
  await page.getByLabel('New password').fill('chosen at last')
  await page.getByLabel('Confirm password').fill('chosen at last')
  await page.getByRole('button', { name: 'Set password' }).click()
  await expect(toast(page)).toContainText('Your password is set')
  // From now on a change asks for it, as for anyone.
  await expect(page.getByRole('heading', { name: 'Password', exact: true })).toBeVisible()
  await expect(page.getByLabel('Current password')).toBeVisible()

  const menu = await openMenu(page)
  await menu.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/#\/welcome$/)
  await page.goto('/#/auth/login')
  await page.getByLabel('Email').fill('julia@example.com')
  await page.getByLabel('Password', { exact: true }).fill('chosen at last')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/#\/list\/main$/)
  await context.close()
})

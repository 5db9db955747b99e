/**
 * Signing in through an identity provider (issue 26), on a server of the journey's own with passwords
 * turned off (PASSWORD_SIGNIN=false) and a real OpenID Connect provider (oidc-provider) that the journey
 * starts: first while the provider is down, then a new account made by a verified email and signed in on
 * the recipe list, an unverified email refused in words, and a stale hand-off code.
 */
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { startTestProvider, type TestProvider } from '../../apps/server/src/test/oidc-provider.ts'
import { expectAccessible } from '../support/accessible.ts'
import { freePortSync } from '../support/free-port.ts'
import { type OwnServer, startOwnServer } from '../support/own-server.ts'

const BUILT_APP = path.join(import.meta.dirname, '../../apps/web/dist')

let server: OwnServer | undefined
let provider: TestProvider | undefined
const serverPort = freePortSync()
const providerPort = freePortSync()
const SECRET = 'e2e-client-secret'

test.beforeAll(async () => {
  // A second server (beside the run's) making its database on a busy 2-core machine.
  test.setTimeout(300_000)
  server = await startOwnServer(
    BUILT_APP,
    {
      OIDC_ISSUER: `http://127.0.0.1:${providerPort}`,
      OIDC_CLIENT_ID: 'rosemary',
      OIDC_CLIENT_SECRET: SECRET,
      OIDC_NAME: 'Test IdP',
      PASSWORD_SIGNIN: 'false',
    },
    serverPort,
  )
})
test.afterAll(async () => {
  await provider?.close()
  await server?.stop()
})

test('signing in through the identity provider: down, then a new account, then refusals in words', async ({
  browser,
}) => {
  test.setTimeout(300_000)
  if (!server) throw new Error('no server')
  const context = await browser.newContext({ baseURL: server.url })
  const page = await context.newPage()
  await page.goto('/#/auth/login')
  const button = page.getByRole('link', { name: 'Sign in with Test IdP' })
  await expect(button).toBeVisible()
  // Passwords are off: no password form, no way to register with one.
  await expect(page.getByLabel('Email')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0)
  await expectAccessible(page, 'the sign-in page with only the provider')

  // The provider does not answer: back on the sign-in page, told why.
  await button.click()
  await expect(page).toHaveURL(/#\/auth\/oidc\?error=provider_unavailable$/)
  await expect(
    page.getByRole('alert').filter({ hasText: 'The sign-in service does not answer right now.' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign in with Test IdP' })).toBeVisible()
  await expectAccessible(page, 'the provider is down')

  provider = await startTestProvider({
    port: providerPort,
    clientSecret: SECRET,
    redirectUris: [`${server.url}/api/auth/oidc/callback`],
    accounts: {
      julia: { email: 'julia@example.com', email_verified: true, name: 'Julia Child' },
      eve: { email: 'eve@example.com', email_verified: false, name: 'Eve' },
    },
  })
  await page.getByRole('link', { name: 'Sign in with Test IdP' }).click()
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible()
  await page.getByLabel('Account').fill('julia')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/#\/list\/main$/)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]{43}$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectAccessible(page, 'signed in through the provider, on the recipe list')
  // Passwords are off: the account page offers none to set (oidc-password.spec.ts: with them on).
  await page.goto('/#/settings/account')
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible()
  await expect(page.getByLabel('New password')).toHaveCount(0)

  // Someone whose email the provider has not verified: no account, and the reason.
  const other = await browser.newContext({ baseURL: server.url })
  const evePage = await other.newPage()
  await evePage.goto('/#/auth/login')
  await evePage.getByRole('link', { name: 'Sign in with Test IdP' }).click()
  await evePage.getByLabel('Account').fill('eve')
  await evePage.getByRole('button', { name: 'Continue' }).click()
  await expect(evePage).toHaveURL(/#\/auth\/oidc\?error=email_unverified$/)
  await expect(
    evePage.getByRole('alert').filter({ hasText: 'Your email address is not verified' }),
  ).toBeVisible()
  expect(await evePage.evaluate(() => localStorage.getItem('token'))).toBeNull()
  await expectAccessible(evePage, 'an unverified email refused')

  // A hand-off code that was used or made up.
  await evePage.goto('/#/auth/oidc?code=not-a-real-code')
  await expect(
    evePage.getByRole('alert').filter({ hasText: 'This sign-in has expired or was already used.' }),
  ).toBeVisible()
  await expectAccessible(evePage, 'a stale sign-in code')
  await other.close()
  await context.close()
})

/**
 * A household's links without PUBLIC_URL: the meal plan's calendar link starts with the address the app
 * was opened at (not the server's localhost), and the settings say which address links use and where it
 * comes from. Without mail, Forgot password and the contact page say to ask whoever runs the server.
 * Its server has neither PUBLIC_URL nor mail, so it is one of its own; the server's own address is
 * http://localhost:PORT, and the app is opened at http://127.0.0.1:PORT, as a phone would open a LAN address.
 */
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { expectAccessible } from '../support/accessible.ts'
import { newAccount, openSignedIn } from '../support/app.ts'
import { type OwnServer, startOwnServer } from '../support/own-server.ts'

const BUILT_APP = path.join(import.meta.dirname, '../../apps/web/dist')
const PHONE = { width: 390, height: 844 }

let server: OwnServer
test.beforeAll(async () => {
  server = await startOwnServer(BUILT_APP, { PUBLIC_URL: '', CONTACT_EMAIL: 'owner@rosemary.test' })
})
test.afterAll(async () => {
  await server.stop()
})

test('the calendar link and the settings use the address the app was opened at', async ({
  browser,
  playwright,
}) => {
  const opened = server.url
  expect(opened).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  const api = await playwright.request.newContext({ baseURL: opened })
  const registered = await api.post('/api/users/register', { data: newAccount() })
  expect(registered.status()).toBe(200)
  const { token } = (await registered.json()) as { token: string }
  const headers = { authorization: `Bearer ${token}` }
  const created = await api.post('/api/meal-plans', { headers, data: { title: 'Family' } })
  expect(created.status()).toBe(201)
  const planId = ((await created.json()) as { id: string }).id

  const context = await browser.newContext({ baseURL: opened })
  const page = await context.newPage()
  await openSignedIn(page, token, `/meal-planners/${planId}`)
  await expect(page.getByRole('heading', { name: 'Family', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Plan options' }).click()
  await page.getByRole('menuitem', { name: 'Subscribe in your calendar' }).click()
  const feed = page.getByRole('dialog', { name: 'Subscribe in your calendar' })
  await feed.getByRole('button', { name: 'Make the link' }).click()
  const link = feed.getByLabel('Calendar link')
  await expect(link).toHaveValue(new RegExp(`^${opened}/api/meal-plans/${planId}/ical\\?token=`))
  await expectAccessible(page, 'the calendar link at the address the app was opened at')
  const calendar = await api.get(await link.inputValue())
  expect(calendar.status()).toBe(200)
  expect(calendar.headers()['content-type']).toContain('text/calendar')

  await page.keyboard.press('Escape')
  await expect(feed).toHaveCount(0)
  await page.goto('/#/settings')
  const links = page.getByTestId('link-address')
  await expect(links).toContainText(`use ${opened}, the address this page was opened at`)
  await expect(links).toContainText('sets PUBLIC_URL to fix it')
  await expect(links).toHaveAttribute('data-source', 'request')
  await expectAccessible(page, 'the settings naming the address links use')
  await api.dispose()
  await context.close()
})

test('without mail, Forgot password and the contact page say to ask whoever runs the server', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url, viewport: PHONE })
  const page = await context.newPage()
  await page.goto('/#/auth/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { name: 'Reset your password', level: 1 })).toBeVisible()
  const notice = page.getByTestId('forgot-no-mail')
  await expect(notice).toContainText('Ask whoever runs this server')
  await expect(notice).toContainText('This server sends no mail')
  await expect(notice.getByRole('link', { name: 'owner@rosemary.test' })).toHaveAttribute(
    'href',
    'mailto:owner@rosemary.test',
  )
  await expect(page.getByRole('button', { name: 'Send the link' })).toHaveCount(0)
  await expect(page.getByLabel('Email')).toHaveCount(0)
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(PHONE.width)
  await expectAccessible(page, 'forgot password without mail')

  await page.goto('/#/about/contact')
  await expect(page.getByTestId('contact-email')).toHaveText('owner@rosemary.test')
  await expect(page.getByTestId('contact-no-mail')).toContainText('This server sends no mail')
  await expectAccessible(page, 'the contact page without mail')
  await context.close()
})

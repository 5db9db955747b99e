/** What the journeys share: accounts, signing in without the UI, toasts, and the mail outbox. */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { DATA_DIR } from '../playwright.config.ts'

export interface Account {
  name: string
  email: string
  password: string
}

export function newAccount(name = 'Julia Child'): Account {
  return { name, email: `cook-${crypto.randomUUID()}@rosemary.test`, password: 'mastering the art' }
}

/** Creates the account through the API and returns its session token. */
export async function registerByApi(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post('/api/users/register', { data: account })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { token: string }).token
}

/** Opens the app already signed in with this token (set once: a reload or a logout later keeps its effect). */
export async function openSignedIn(page: Page, token: string, path = '/'): Promise<void> {
  await page.addInitScript((value) => {
    if (window.sessionStorage.getItem('e2e-token-seeded')) return
    window.sessionStorage.setItem('e2e-token-seeded', 'yes')
    window.localStorage.setItem('token', value)
  }, token)
  await page.goto(`/#${path}`)
}

export function toast(page: Page) {
  return page.locator('.mantine-Notification-root')
}

export async function openMenu(page: Page) {
  await page.getByTestId('menu-button').click()
  return page.getByRole('dialog').getByRole('navigation')
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

/** The newest mail in the server's outbox addressed to `to`. */
export async function lastMailTo(to: string): Promise<string> {
  const outbox = path.join(import.meta.dirname, '..', DATA_DIR, 'outbox')
  let found: string | undefined
  await expect
    .poll(async () => {
      const files = (await readdir(outbox).catch(() => [])).sort().reverse()
      for (const file of files) {
        const mail = decodeQuotedPrintable(await readFile(path.join(outbox, file), 'utf8'))
        if (mail.includes(`To: ${to}`)) return (found = mail)
      }
      return undefined
    })
    .toBeDefined()
  return found!
}

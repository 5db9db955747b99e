/**
 * The app's own update (app-updates.ts): a new service worker the server starts serving waits, the "new
 * version" notice offers Reload, and Reload hands the page to the new worker. The journey changes sw.js,
 * so it serves a copy of the built app from a server of its own, where the other journeys cannot see it.
 */
import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { expectAccessible } from '../support/accessible.ts'
import { toast } from '../support/app.ts'
import { type OwnServer, startOwnServer } from '../support/own-server.ts'

const BUILT_APP = path.join(import.meta.dirname, '../../apps/web/dist')

/**
 * The new version: a worker whose script differs, and which says it is the new one when asked, so the page
 * can tell which worker controls it. Without the pre-compressed copies the server sends the changed file.
 */
const NEW_VERSION = `
self.addEventListener('message', (event) => {
  if (event.data === 'e2e:version?') event.source?.postMessage('e2e:new-version')
})
`

async function publishNewVersion(distDir: string): Promise<void> {
  await appendFile(path.join(distDir, 'sw.js'), NEW_VERSION)
  await rm(path.join(distDir, 'sw.js.br'))
  await rm(path.join(distDir, 'sw.js.gz'))
}

/** What the worker controlling the page answers: only the new version answers at all. */
function askControllerVersion(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const onMessage = (event: MessageEvent) => {
          if (typeof event.data !== 'string' || !event.data.startsWith('e2e:')) return
          navigator.serviceWorker.removeEventListener('message', onMessage)
          resolve(event.data)
        }
        navigator.serviceWorker.addEventListener('message', onMessage)
        navigator.serviceWorker.controller?.postMessage('e2e:version?')
        setTimeout(() => resolve('no answer'), 2000)
      }),
  )
}

let distDir: string
let server: OwnServer | undefined

test.beforeEach(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'rosemary-e2e-dist-'))
  await cp(BUILT_APP, distDir, { recursive: true })
  server = await startOwnServer(distDir)
})

test.afterEach(async () => {
  await server?.stop()
  server = undefined
  await rm(distDir, { recursive: true, force: true })
})

test('a new version waits for Reload, which hands the page to it', async ({ page }) => {
  await page.goto(`${server!.url}/#/welcome`)
  // The worker claims the page it was installed from (clientsClaim).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  expect(await askControllerVersion(page)).toBe('no answer')

  await publishNewVersion(distDir)
  // As the app's hourly check asks.
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update()
  })

  const notice = toast(page).filter({ hasText: 'A new version of Rosemary is ready.' })
  await expect(notice).toBeVisible()
  await expect
    .poll(() =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null),
    )
    .toBe(true)
  await expectAccessible(page, 'the new version notice')

  await page.evaluate(() => Object.assign(window, { e2eOldPage: true }))
  // The page reloads once the new worker has taken over: everything after reads the new document.
  const reloaded = page.waitForEvent('load')
  await notice.getByRole('button', { name: 'Reload' }).click()
  await reloaded

  expect(await page.evaluate(() => 'e2eOldPage' in window)).toBe(false)
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated')
  const workers = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    return {
      noneWaiting: registration?.waiting === null,
      activeControls: registration?.active === navigator.serviceWorker.controller,
    }
  })
  expect(workers).toEqual({ noneWaiting: true, activeControls: true })
  expect(await askControllerVersion(page)).toBe('e2e:new-version')
  await expect(page.getByRole('heading', { name: 'Welcome', level: 1 })).toBeVisible()
  await expect(notice).toHaveCount(0)
})

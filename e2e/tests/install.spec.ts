/**
 * The install page (spec §2, install instructions on in playwright.config.ts) and what makes Rosemary
 * installable: the steps for the browser the user agent names, the browser's own Install offer, the
 * installed app, and Chromium's own verdict that the manifest and the worker qualify.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { type APIRequestContext, chromium, expect, type Page, test } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts'
import { expectAccessible } from '../support/accessible.ts'
import { openMenu } from '../support/app.ts'

const AGENTS = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  // iPadOS asks for desktop pages: the same agent as Safari on a Mac.
  ipad: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  desktopFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
} as const

async function openInstallPage(page: Page) {
  await page.goto('/#/install')
  await expect(page.getByRole('heading', { name: 'Install Rosemary', level: 1 })).toBeVisible()
  return page.getByTestId('this-device')
}

const otherDevices = (page: Page) => page.getByTestId('other-devices')

test.describe('on an iPhone', () => {
  test.use({ userAgent: AGENTS.iphone, viewport: { width: 390, height: 844 } })

  test('Share, then Add to Home Screen; the other browsers folded below', async ({ page }) => {
    const here = await openInstallPage(page)
    await expect(here).toContainText('Your browser: Safari on iPhone and iPad')
    await expect(here.getByRole('listitem').nth(1)).toHaveText(/“Add to Home Screen”/)
    const android = otherDevices(page).getByRole('button', { name: 'Chrome on Android' })
    await expect(android).toHaveAttribute('aria-expanded', 'false')
    await android.click()
    await expect(otherDevices(page).getByText(/“Add to Home screen” or “Install app”/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Install Rosemary' })).toHaveCount(0)
  })
})

test.describe('on an iPad, which says it is a Mac', () => {
  test.use({ userAgent: AGENTS.ipad })

  test('its touch points give it away: the iPad’s steps', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'maxTouchPoints', { get: () => 5 }),
    )
    const here = await openInstallPage(page)
    await expect(here).toContainText('Safari on iPhone and iPad')
  })
})

for (const [name, userAgent, platform, step] of [
  ['Chrome on Android', AGENTS.androidChrome, 'Chrome on Android', /“Add to Home screen” or “Install app”/],
  ['Firefox on Android', AGENTS.androidFirefox, 'Firefox on Android', /Tap “Install”/],
  ['Samsung Internet', AGENTS.samsung, 'Samsung Internet', /“Add page to”, then “Home screen”/],
] as const) {
  test.describe(`in ${name}`, () => {
    test.use({ userAgent })

    test('its own steps first', async ({ page }) => {
      const here = await openInstallPage(page)
      await expect(here).toContainText(`Your browser: ${platform}`)
      await expect(here.getByRole('listitem').nth(1)).toHaveText(step)
      await expect(otherDevices(page).getByRole('button', { name: platform })).toHaveCount(0)
    })
  })
}

test.describe('in Firefox on a computer', () => {
  test.use({ userAgent: AGENTS.desktopFirefox })

  test('it cannot install: Chrome or Edge are suggested', async ({ page }) => {
    const here = await openInstallPage(page)
    await expect(here).toContainText('Firefox on a computer cannot install web apps')
    await expect(here).toContainText('open this page in Chrome or Edge')
  })
})

test('in Chromium, the browser’s offer becomes an Install button; accepted, the app is installed', async ({
  page,
}) => {
  const here = await openInstallPage(page)
  await expect(here).toContainText('Your browser: Chrome or Edge on a computer')
  // The offer Chromium makes once, played by the test: prompt() records the call, the person accepts.
  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true })
    const prompted = () => {
      document.body.dataset.installPrompted = 'yes'
      return Promise.resolve()
    }
    Object.assign(offer, {
      prompt: prompted,
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    })
    window.dispatchEvent(offer)
  })
  await expectAccessible(page, 'install offered')
  await page.getByRole('button', { name: 'Install Rosemary' }).click()
  await expect(page.locator('body')).toHaveAttribute('data-install-prompted', 'yes')
  await expect(page.getByTestId('install-status')).toHaveText(
    'Rosemary is installed. Find it on your Home screen or among your apps.',
  )
  await expect(page.getByRole('button', { name: 'Install Rosemary' })).toHaveCount(0)
  await expectAccessible(page, 'installed')
})

test('in the installed app (display-mode standalone): it says so, with the steps for other devices', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const matchMedia = window.matchMedia.bind(window)
    window.matchMedia = (query: string) => {
      const list = matchMedia(query)
      if (query === '(display-mode: standalone)') Object.defineProperty(list, 'matches', { value: true })
      return list
    }
  })
  await openInstallPage(page)
  await expect(page.getByTestId('install-status')).toHaveText(
    'Rosemary is installed on this device, and you are using the installed app now.',
  )
  await expect(page.getByTestId('this-device')).toHaveCount(0)
  await expect(otherDevices(page).getByRole('button')).toHaveCount(7)
})

async function expectInstallable(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: unknown[]
  }
  expect(installabilityErrors).toEqual([])
  const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] }
  expect(errors).toEqual([])
}

async function expectManifestPictures(request: APIRequestContext) {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    icons: { src: string; purpose: string }[]
    screenshots: { src: string; form_factor: string }[]
    shortcuts: { url: string; icons: { src: string }[] }[]
  }
  expect(manifest.icons.map((icon) => icon.purpose)).toEqual(['any', 'any', 'maskable', 'maskable'])
  expect(manifest.screenshots.map((shot) => shot.form_factor)).toEqual(['narrow', 'wide'])
  expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual([
    '/#/edit-recipe/new',
    '/#/shopping-lists',
  ])
  const pictures = [...manifest.icons, ...manifest.screenshots, ...manifest.shortcuts.flatMap((s) => s.icons)]
  for (const { src } of pictures) {
    const answer = await request.get(src)
    expect(answer.headers()['content-type'], src).toBe('image/png')
  }
}

test('Chromium finds the app installable: manifest, icons and worker, no error', async ({
  baseURL,
  request,
}) => {
  // A profile on disk: Chromium installs nothing from an incognito window, which every test context is.
  const profile = await mkdtemp(path.join(os.tmpdir(), 'rosemary-install-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL,
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/#/welcome')
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await expectInstallable(page)
  } finally {
    await context.close()
    await rm(profile, { recursive: true, force: true })
  }
  await expectManifestPictures(request)
})

test('the menu has Download, which opens the install page', async ({ page }) => {
  await page.goto('/#/welcome')
  const menu = await openMenu(page)
  await menu.getByRole('link', { name: 'Download' }).click()
  await expect(page.getByRole('heading', { name: 'Install Rosemary', level: 1 })).toBeVisible()
})

test.describe('in an Italian browser', () => {
  test.use({ locale: 'it-IT' })

  test('the manifest the page names is in Italian: its shortcuts and description', async ({ page }) => {
    await page.goto('/#/welcome')
    const link = page.locator('link[rel="manifest"]')
    await expect(link).toHaveAttribute('href', '/manifest.webmanifest?lang=it-it')
    const answer = await page.request.get((await link.getAttribute('href')) ?? '')
    const manifest = (await answer.json()) as { lang: string; shortcuts: { name: string }[] }
    expect(manifest.lang).toBe('it-it')
    expect(manifest.shortcuts.map((shortcut) => shortcut.name)).toEqual([
      'Nuova ricetta',
      'Liste della spesa',
    ])
  })
})

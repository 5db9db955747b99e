/**
 * Issue 25, the first load and the console: the list's code arrives in few rounds on a cold load at 390 px,
 * Back and Forward draw no router warnings, the print page has the app's icon, and an app opened at a
 * plain-HTTP LAN address logs no Cross-Origin-Opener-Policy error.
 */
import os from 'node:os'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { codeRounds } from '../../bench/support/code-rounds.ts'
import { expectAccessible } from '../support/accessible.ts'
import { newAccount, openSignedIn, registerByApi } from '../support/app.ts'
import { describeViolations, findSeriousViolations } from '../support/axe.ts'
import { type OwnServer, startOwnServer } from '../support/own-server.ts'

const PHONE = { width: 390, height: 844 }
const BUILT_APP = path.join(import.meta.dirname, '../../apps/web/dist')
/**
 * Added to every request on the cold load: a round of code then costs at least this long, more than the
 * page's own work between two requests, so the rounds counted are the ones the code makes.
 */
const LATENCY_MS = 150

/** The console's warnings and errors while the page is open. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') problems.push(message.text())
  })
  return problems
}

test.use({ viewport: PHONE })

test("a cold load at 390 px gets the list's code in two rounds: what index.html names, then what the entry preloads", async ({
  page,
  request,
}) => {
  const token = await registerByApi(request, newAccount('Marcella Hazan'))
  const created = await request.post('/api/recipes', {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'Ragù bolognese' },
  })
  expect(created.ok()).toBe(true)
  const devtools = await page.context().newCDPSession(page)
  await devtools.send('Network.enable')
  await devtools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid="recipe-item"]')?.textContent.trim()) return
      observer.disconnect()
      ;(window as unknown as { itemAt: number }).itemAt = performance.now()
    }).observe(document, { childList: true, subtree: true })
  })

  await openSignedIn(page, token, '/list/main')
  await expect(page.getByTestId('recipe-item')).toHaveText(/Ragù bolognese/)
  const requests = await page.evaluate(() => {
    const itemAt = (window as unknown as { itemAt: number }).itemAt
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < itemAt)
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        start: entry.startTime,
        end: (entry as PerformanceResourceTiming).responseEnd,
      }))
  })
  const rounds = codeRounds(requests)
  const described = rounds.map((round) => `${round.round}: ${round.paths.join(' ')}`).join('\n')
  // The list page's chunk, its imports and theirs, the catalogs after the start: six to eight rounds before.
  expect(rounds.length, described).toBeLessThanOrEqual(2)
  expect(rounds[1]?.paths, described).toEqual(
    expect.arrayContaining([expect.stringMatching(/\/RecipeListPage-[\w-]+\.js$/)]),
  )
  await devtools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  await expectAccessible(page, 'the list after a cold load')
})

test('Back and Forward through pages, some opened by address, draw no router warning', async ({
  page,
  request,
}) => {
  const token = await registerByApi(request, newAccount('Pellegrino Artusi'))
  const created = await request.post('/api/recipes', {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'Tortellini in brodo' },
  })
  const recipe = (await created.json()) as { id: string }
  const problems = consoleProblems(page)

  await openSignedIn(page, token, '/list/main')
  await expect(page.getByTestId('recipe-item')).toHaveText(/Tortellini in brodo/)
  await page.getByTestId('recipe-item').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Tortellini in brodo' })).toBeVisible()
  await expectAccessible(page, 'a recipe')
  // Addresses typed or followed in the same tab: entries the router did not make.
  await page.goto(`/#/settings`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto(`/#/shopping-lists`)
  // Loaded: the loader before it names itself with an attribute its element may not have (axe: serious).
  await expect(page.getByText('No shopping lists')).toBeVisible()
  await expectAccessible(page, 'the shopping lists')
  for (const step of ['back', 'back', 'back', 'forward', 'forward', 'back', 'forward', 'forward'] as const) {
    const before = page.url()
    await (step === 'back' ? page.goBack() : page.goForward())
    await expect(page).not.toHaveURL(before)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  await expect(page).toHaveURL(new RegExp(`#/shopping-lists$`))
  await page.goto(`/#/recipe/${recipe.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Tortellini in brodo' })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/#\/shopping-lists$/)
  await page.goForward()
  await expect(page).toHaveURL(new RegExp(`#/recipe/${recipe.id}$`))
  expect(problems.filter((text) => /blocker/i.test(text))).toEqual([])
})

test("the print page shows the app's icon, which loads under its policy", async ({ page, request }) => {
  const token = await registerByApi(request, newAccount('Ada Boni'))
  const created = await request.post('/api/recipes', {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'Saltimbocca', ingredients: '4 veal escalopes\n4 sage leaves' },
  })
  const recipe = (await created.json()) as { id: string }
  const problems = consoleProblems(page)

  await page.goto(`/api/print/?token=${token}&recipeId=${recipe.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Saltimbocca' })).toBeVisible()
  const href = await page.locator('link[rel="icon"]').getAttribute('href')
  expect(href).toBeTruthy()
  const icon = new URL(href!, page.url())
  expect(icon.origin).toBe(new URL(page.url()).origin)
  // Loaded by the page itself, so its Content-Security-Policy has its say.
  const width = await page.evaluate(
    (url) =>
      new Promise<number>((resolve, reject) => {
        const image = new Image()
        image.onload = () => resolve(image.naturalWidth)
        image.onerror = () => reject(new Error(`the icon did not load: ${url}`))
        image.src = url
      }),
    icon.href,
  )
  expect(width).toBeGreaterThan(0)
  const answer = await request.get(icon.href)
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toMatch(/^image\//)
  expect(problems.filter((text) => /Content Security Policy|icon/i.test(text))).toEqual([])
  // Not the app (no Mantine, no dark scheme): axe on the page as it prints.
  const violations = await findSeriousViolations(page)
  expect(violations, describeViolations([{ variant: '390 px', violations }])).toEqual([])
})

/** An address of this machine other than loopback, which Chromium does not count as a trustworthy origin. */
function lanAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((address) => address && !address.internal && address.family === 'IPv4')?.address
}

test.describe('at a plain-HTTP LAN address', () => {
  let server: OwnServer | undefined

  test.afterEach(async () => {
    await server?.stop()
    server = undefined
  })

  test('the app logs no Cross-Origin-Opener-Policy error', async ({ page }) => {
    const address = lanAddress()
    test.skip(!address, 'this machine has no address but loopback to open the app at')
    // A server of the journey's own: the run's listens on 127.0.0.1 only.
    server = await startOwnServer(BUILT_APP, { HOST: '0.0.0.0' })
    const url = new URL(server.url)
    url.hostname = address!
    const problems = consoleProblems(page)

    const answer = await page.goto(`${url.origin}/#/welcome`)
    expect(answer?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(answer?.headers()['cross-origin-opener-policy']).toBeUndefined()
    expect(problems.filter((text) => /Cross-Origin-Opener-Policy/i.test(text))).toEqual([])
    await expectAccessible(page, 'the welcome page at a LAN address')
  })
})

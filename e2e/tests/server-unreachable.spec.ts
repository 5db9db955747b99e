/**
 * The app while its server cannot be reached: every /api request of the page is dropped (as when the
 * server stops or the network goes), then answered again. The test's own requests still reach the server.
 */
import { expect, type Page, type Route, test } from '@playwright/test'
import type { TJob } from '@rosemary/shared/contract'
import { newAccount, openSignedIn, registerByApi, toast } from '../support/app.ts'

// Requests a service worker makes could slip past page.route.
test.use({ serviceWorkers: 'block' })

const UNREACHABLE =
  'Cannot reach the server. What you see stays on screen; Rosemary keeps trying and refreshes it as soon as the server answers.'

const dropRequest = (route: Route) => route.abort('connectionrefused')

/** The server goes away for this page: nothing under /api answers, and the live socket is closed. */
async function serverGoesAway(page: Page) {
  await page.route('**/api/**', dropRequest)
  await page.routeWebSocket(/\/grip\/ws/, (socket) => socket.close())
}

async function serverComesBack(page: Page) {
  await page.unroute('**/api/**', dropRequest)
  await page.unrouteAll({ behavior: 'ignoreErrors' })
}

async function createByApi(page: Page, token: string, recipe: { title: string; notes?: string }) {
  const response = await page.request.post('/api/recipes', {
    headers: { authorization: `Bearer ${token}` },
    data: { labels: [], ...recipe },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { id: string }).id
}

test('one notice while the server is away, the page kept as it was; back, the notice goes and the data refreshes', async ({
  page,
  request,
}) => {
  const token = await registerByApi(request, newAccount('Away Cook'))
  await createByApi(page, token, { title: 'Barley Soup' })
  await openSignedIn(page, token, '/list/main')
  await expect(page.getByTestId('recipe-item')).toHaveText([/Barley Soup/])

  await serverGoesAway(page)
  // Several requests fail: the side menu's pages, a search.
  await page.getByTestId('recipe-search').fill('soup')
  await page.evaluate(() => window.dispatchEvent(new Event('offline')))
  const notice = page.getByTestId('connection-notice')
  await expect(notice).toHaveCount(1)
  await expect(notice.getByRole('alert')).toHaveText(UNREACHABLE)
  await expect(toast(page)).toHaveCount(0)
  await page.getByTestId('recipe-search').fill('')
  await expect(page.getByTestId('recipe-item')).toHaveText([/Barley Soup/])
  await expect(page.getByText('This recipe book is not shared with you.')).toHaveCount(0)

  // Meanwhile another device adds a recipe; the page learns it once the server answers again.
  await createByApi(page, token, { title: 'Apple Cake' })
  await serverComesBack(page)
  const backAt = Date.now()
  await expect(notice).toHaveCount(0, { timeout: 20_000 })
  test.info().annotations.push({ type: 'notice gone after', description: `${Date.now() - backAt} ms` })
  await expect(page.getByTestId('recipe-item')).toHaveText([/Apple Cake/, /Barley Soup/])
})

test('"Try now" and the browser coming back online check at once', async ({ page, request }) => {
  const token = await registerByApi(request, newAccount('Impatient Cook'))
  await openSignedIn(page, token, '/labels')
  await expect(page.getByRole('heading', { name: 'Labels' })).toBeVisible()
  await serverGoesAway(page)
  await page.evaluate(() => window.dispatchEvent(new Event('offline')))
  const notice = page.getByTestId('connection-notice')
  await expect(notice).toBeVisible()

  const healthChecks: number[] = []
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/health')) healthChecks.push(Date.now())
  })
  await notice.getByRole('button', { name: 'Try now' }).click()
  await expect.poll(() => healthChecks.length).toBeGreaterThan(0)
  await expect(notice).toBeVisible()

  await serverComesBack(page)
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect(notice).toHaveCount(0, { timeout: 3000 })
})

test('an import that loses the server says so instead of polling on "0 of 1", then shows how it really ended', async ({
  page,
  request,
}) => {
  // The Pepperplate service is not reachable from here: the job's answers are played by the test.
  const jobId = '9c6f0d1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f'
  const record = {
    id: jobId,
    type: 'import:pepperplate',
    progress: 0,
    total: 1,
    imported: 0,
    failed: 0,
    failures: [],
    duplicatesSkipped: 0,
    picturesSkipped: 0,
    skippedPictures: [],
    files: null,
    reason: null,
    createdAt: new Date().toISOString(),
    finishedAt: null,
  } satisfies Partial<TJob>
  let job: TJob = { ...record, status: 'running', updatedAt: new Date().toISOString() }
  await page.route('**/api/scrape/pepperplate?*', (route) => route.fulfill({ status: 202, json: { jobId } }))
  await page.route(`**/api/jobs/${jobId}`, (route) => route.fulfill({ json: job }))

  const token = await registerByApi(request, newAccount('Import Cook'))
  await openSignedIn(page, token, '/settings/import/pepperplate')
  await page.getByLabel('Pepperplate email').fill('cook@pepper.test')
  await page.getByLabel('Pepperplate password').fill('secret')
  await page.getByRole('button', { name: 'Sign in and import' }).click()
  await expect(page.getByText('0 of 1 recipes')).toBeVisible()

  // The job's own answers stay in place under the dropped ones, so that no poll ever reaches the real
  // server (which knows no such job) between the server coming back and the test answering again.
  await serverGoesAway(page)
  const unreachable = page.getByTestId('import-unreachable')
  await expect(unreachable).toContainText('The server cannot be reached right now', { timeout: 10_000 })
  await expect(page.getByText('0 of 1 recipes')).toBeVisible()

  const reason = 'The server stopped before this import finished. Every recipe imported until then was kept.'
  job = {
    ...record,
    status: 'failed',
    reason,
    finishedAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  }
  await page.unroute('**/api/**', dropRequest)
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  const summary = page.getByRole('region', { name: 'Import summary' })
  await expect(summary).toContainText(`The import stopped: ${reason}`, { timeout: 10_000 })
  await expect(unreachable).toHaveCount(0)
})

test('an upload without an answer says the import did not start and keeps the chosen file', async ({
  page,
  request,
}) => {
  const token = await registerByApi(request, newAccount('Upload Cook'))
  await openSignedIn(page, token, '/settings/import/json-ld')
  await page.route('**/api/data/import/json-ld*', dropRequest)
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Export file' }).click()
  await (
    await chooser
  ).setFiles({ name: 'recipes.json', mimeType: 'application/json', buffer: Buffer.from('[]') })
  await page.getByRole('button', { name: 'Import' }).click()
  await expect(page.getByTestId('import-problem')).toHaveText(
    'The import did not start: the server cannot be reached. What you chose is kept; start it again once the server answers.',
  )
  await expect(page.getByRole('button', { name: 'Export file' })).toHaveText('recipes.json')
})

test('a new recipe whose save gets no answer keeps its text, survives a reload, and is saved later', async ({
  page,
  request,
}) => {
  const token = await registerByApi(request, newAccount('Draft Cook'))
  await openSignedIn(page, token, '/edit-recipe/new')
  await page.getByLabel('Title').fill('Grandma’s Goulash')
  await page.getByLabel('Ingredients').fill('1 kg beef\n3 onions\n2 tbsp paprika')

  await page.route('**/api/recipes', dropRequest)
  await page.getByTestId('save-recipe').first().click()
  await expect(page.getByTestId('save-problem')).toContainText(
    'The server cannot be reached. Everything you typed is kept on this device',
  )
  await expect(page.getByLabel('Title')).toHaveValue('Grandma’s Goulash')
  await expect(toast(page)).toHaveCount(0)

  // The person gives up for now and reloads (the browser asks first: there are unsaved changes).
  await page.unroute('**/api/recipes', dropRequest)
  page.once('dialog', (dialog) => void dialog.accept())
  await page.reload()
  const offer = page.getByRole('region', { name: 'Unsaved changes' })
  await expect(offer).toBeVisible()
  await expect(page.getByLabel('Title')).toHaveValue('')
  await offer.getByRole('button', { name: 'Restore unsaved changes' }).click()
  await expect(page.getByLabel('Title')).toHaveValue('Grandma’s Goulash')
  await expect(page.getByLabel('Ingredients')).toHaveValue('1 kg beef\n3 onions\n2 tbsp paprika')
  await page.getByTestId('save-recipe').first().click()
  await expect(page).toHaveURL(/#\/recipe\/[\w-]+$/)
  await expect(page.getByTestId('recipe-title')).toHaveText('Grandma’s Goulash')

  // Saved: nothing is offered any more.
  await page.goto('/#/edit-recipe/new')
  await expect(page.getByLabel('Title')).toBeVisible()
  await expect(page.getByTestId('draft-offer')).toHaveCount(0)
})

test('an edit survives a crashed tab and a server error; leaving on purpose drops it', async ({
  page,
  request,
  context,
}) => {
  const token = await registerByApi(request, newAccount('Crash Cook'))
  const id = await createByApi(page, token, { title: 'Fish Pie', notes: '' })
  await openSignedIn(page, token, `/edit-recipe/${id}`)
  await page.getByLabel('Notes').fill('Use smoked haddock.')
  // The tab dies without any chance to save or ask.
  await page.close({ runBeforeUnload: false })

  const again = await context.newPage()
  await again.goto(`/#/edit-recipe/${id}`)
  await again.getByRole('button', { name: 'Restore unsaved changes' }).click()
  await expect(again.getByLabel('Notes')).toHaveValue('Use smoked haddock.')

  await again.route(`**/api/recipes/${id}`, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Internal error' } } })
      : route.fallback(),
  )
  await again.getByTestId('save-recipe').first().click()
  await expect(again.getByTestId('save-problem')).toContainText('The server ran into a problem.')
  await expect(toast(again)).toHaveCount(0)
  await expect(again.getByLabel('Notes')).toHaveValue('Use smoked haddock.')

  // Leaving and confirming that the changes may go drops the draft too.
  again.once('dialog', (dialog) => void dialog.accept())
  await again.getByTestId('menu-button').click()
  await again.getByRole('dialog').getByRole('navigation').getByRole('link', { name: 'My recipes' }).click()
  await expect(again).toHaveURL(/#\/list\/main$/)
  await again.goto(`/#/edit-recipe/${id}`)
  await expect(again.getByLabel('Notes')).toHaveValue('')
  await expect(again.getByTestId('draft-offer')).toHaveCount(0)
})

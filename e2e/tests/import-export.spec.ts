import { readFile } from 'node:fs/promises'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { gzipSync, strToU8, zipSync } from 'fflate'
import { solidPng } from '../support/images.ts'
import { newAccount, openSignedIn, registerByApi } from '../support/app.ts'

const RECIPE_COUNT = 150

/** A .paprikarecipes export as Paprika writes it: a zip of gzipped JSON recipes, each with its photo. */
function paprikaExport(): Buffer {
  const entries: Record<string, Uint8Array> = {}
  for (let index = 1; index <= RECIPE_COUNT; index++) {
    const name = `Paprika Dish ${String(index).padStart(3, '0')}`
    const photo = solidPng(40, 30, [(index * 37) % 256, (index * 91) % 256, 120]).toString('base64')
    const recipe = {
      name,
      ingredients: `${index} g flour\n1 egg`,
      directions: 'Mix.\nBake for 20 minutes.',
      notes: 'From the test kitchen',
      source: 'Test Kitchen',
      source_url: `https://example.com/dish/${index}`,
      servings: '4',
      prep_time: '10 min',
      cook_time: '20 min',
      rating: (index % 5) + 1,
      categories: ['Baking'],
      photo_data: photo,
    }
    entries[`${name}.paprikarecipe`] = gzipSync(strToU8(JSON.stringify(recipe)))
  }
  // Not gzip at all: the import goes on without it and names it in the summary.
  entries['Broken Casserole.paprikarecipe'] = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8])
  return Buffer.from(zipSync(entries))
}

async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Export file' }).click()
  await (await chooser).setFiles(file)
}

async function expectPicture(page: Page) {
  const picture = page.getByTestId('recipe-item').first().locator('img')
  await expect(picture).toHaveJSProperty('complete', true)
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
}

async function signedInPage(browser: Browser, token: string, path: string): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await openSignedIn(page, token, path)
  return page
}

test('a Paprika export comes in with its photos, the progress shown and the broken recipe named', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const token = await registerByApi(request, newAccount('Paprika Cook'))
  await openSignedIn(page, token, '/settings')

  await page.getByRole('link', { name: /Import recipes/ }).click()
  await expect(page).toHaveURL(/#\/settings\/import$/)
  await expect(page.getByText('Nothing imported yet.')).toBeVisible()
  await page.getByRole('link', { name: /Paprika/ }).click()
  await expect(page).toHaveURL(/#\/settings\/import\/paprika$/)

  // The wrong kind of file is refused before anything is sent.
  await chooseFile(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
  await expect(page.getByRole('alert')).toContainText('notes.txt is not a file this import reads')
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled()

  await chooseFile(page, {
    name: 'My Recipes.paprikarecipes',
    mimeType: 'application/zip',
    buffer: paprikaExport(),
  })
  await expect(page.getByRole('alert')).toHaveCount(0)
  await page.getByLabel('Label for the imported recipes').fill('Family Cookbook')
  // Every state the bar is drawn in is noted as it happens: the import may take less time than a look.
  await page.evaluate(() => {
    const seen: { value: number; width: number }[] = []
    Object.assign(window, { progressSeen: seen })
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Import progress"]')
      if (bar)
        seen.push({
          value: Number(bar.getAttribute('aria-valuenow')),
          width: bar.getBoundingClientRect().width,
        })
    }).observe(document.body, { subtree: true, childList: true, attributes: true })
  })
  await page.getByRole('button', { name: 'Import', exact: true }).click()

  const progress = page.getByRole('progressbar', { name: 'Import progress' })
  const summary = page.getByRole('region', { name: 'Import summary' })
  await expect(summary).toBeVisible({ timeout: 60_000 })
  await expect(progress).toHaveCount(0)
  // The bar was on the page, and it moved as the recipes came in, before the summary replaced it.
  const seen = await page.evaluate(
    () => (window as unknown as { progressSeen: { value: number; width: number }[] }).progressSeen,
  )
  expect(seen.length).toBeGreaterThan(0)
  expect(seen.every((state) => state.width > 0)).toBe(true)
  expect(seen.some((state) => state.value > 0 && state.value < 100)).toBe(true)
  await expect(summary).toContainText(`Imported ${RECIPE_COUNT} recipes.`)
  await expect(summary).toContainText('1 recipe could not be imported:')
  await expect(page.getByTestId('import-failures').getByRole('listitem')).toHaveCount(1)
  await expect(page.getByTestId('import-failures')).toContainText('Broken Casserole')

  // The recipes are in the book, under the import's label, with their photos.
  await summary.getByRole('link', { name: 'See the imported recipes' }).click()
  await expect(page).toHaveURL(/#\/list\/main\?labels=family%20cookbook$/)
  await expect(page.getByTestId('recipe-count')).toHaveText(`${RECIPE_COUNT} recipes`)
  await expect(page.getByTestId('recipe-item').first()).toContainText('Paprika Dish 001')
  await expectPicture(page)

  // The import is listed with how it went.
  await page.goto('/#/settings/import')
  await expect(page.getByTestId('recent-import')).toHaveCount(1)
  await expect(page.getByTestId('recent-import')).toContainText('Paprika')
  await expect(page.getByTestId('recent-import')).toContainText(`${RECIPE_COUNT} imported, 1 failed`)
})

test('a JSON-LD export brings the same recipes into another account', async ({ page, request, browser }) => {
  test.setTimeout(60_000)
  const token = await registerByApi(request, newAccount('Moving Cook'))
  const auth = { authorization: `Bearer ${token}` }
  const upload = await request.post('/api/images', {
    headers: auth,
    multipart: {
      image: { name: 'pie.png', mimeType: 'image/png', buffer: solidPng(64, 48, [200, 120, 40]) },
    },
  })
  expect(upload.status()).toBe(201)
  const imageId = ((await upload.json()) as { id: string }).id
  const recipes = [
    { title: 'Apple Pie', ingredients: '6 apples\n1 pie crust', labels: ['dessert'], imageIds: [imageId] },
    { title: 'Bean Stew', ingredients: '400 g beans', labels: ['dinner'], imageIds: [] },
    { title: 'Carrot Salad', ingredients: '3 carrots', labels: [], imageIds: [] },
  ]
  for (const recipe of recipes) {
    const created = await request.post('/api/recipes', { headers: auth, data: recipe })
    expect(created.status()).toBe(201)
  }

  await openSignedIn(page, token, '/settings')
  await page.getByRole('link', { name: /Export recipes/ }).click()
  await expect(page).toHaveURL(/#\/settings\/export$/)
  for (const [name, format] of [
    ['PDF', 'pdf'],
    ['Plain text', 'txt'],
    ['XML', 'xml'],
  ]) {
    await expect(page.getByRole('link', { name: `Download ${name}` })).toHaveAttribute(
      'href',
      new RegExp(`^/api/data/export/${format}\\?download=true&language=en-us&token=[^&]+$`),
    )
  }
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download JSON-LD' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^rosemary-recipes-\d{4}-\d{2}-\d{2}\.json$/)
  const buffer = await readFile(await download.path())
  expect((JSON.parse(buffer.toString('utf8')) as { '@graph': unknown[] })['@graph']).toHaveLength(3)

  // Into a new account, through the JSON-LD import.
  const otherToken = await registerByApi(request, newAccount('New Home'))
  const other = await signedInPage(browser, otherToken, '/settings/import/json-ld')
  await chooseFile(other, { name: download.suggestedFilename(), mimeType: 'application/ld+json', buffer })
  await other.getByRole('button', { name: 'Import', exact: true }).click()
  const summary = other.getByRole('region', { name: 'Import summary' })
  await expect(summary).toContainText('Imported 3 recipes.', { timeout: 30_000 })
  await expect(other.getByTestId('import-failures')).toHaveCount(0)
  await summary.getByRole('link', { name: 'See the imported recipes' }).click()
  await expect(other).toHaveURL(/#\/list\/main$/)
  await expect(other.getByTestId('recipe-item')).toHaveText([/Apple Pie/, /Bean Stew/, /Carrot Salad/])
  await expectPicture(other)
  await other.context().close()
})

test('Pepperplate: a refused sign-in is said on the page; then the job is followed by polling to its summary, pictures left out named', async ({
  page,
  request,
}) => {
  // The Pepperplate service is not reachable from here: its answers, and the job's, are played by the test.
  const jobId = '5b0f7c3e-8d1a-4c61-9a57-2f3e4d5c6b7a'
  const refusal = { error: { code: 'invalid_input', message: 'That is not the Pepperplate password.' } }
  const started: string[] = []
  await page.route('**/api/scrape/pepperplate?*', async (route) => {
    const url = new URL(route.request().url())
    started.push(url.search)
    if (url.searchParams.get('password') === 'wrong') await route.fulfill({ status: 400, json: refusal })
    else await route.fulfill({ status: 202, json: { jobId } })
  })
  const record = {
    id: jobId,
    type: 'import:pepperplate',
    total: 4,
    duplicatesSkipped: 0,
    reason: null,
    createdAt: new Date().toISOString(),
    finishedAt: null,
  }
  let polls = 0
  await page.route(`**/api/jobs/${jobId}`, async (route) => {
    polls++
    const running = polls < 3
    await route.fulfill({
      json: {
        ...record,
        status: running ? 'running' : 'done',
        progress: running ? 50 : 100,
        imported: running ? 2 : 3,
        failed: running ? 0 : 1,
        failures: running ? [] : [{ title: 'Burnt Toast', reason: 'The recipe has no ingredients.' }],
        picturesSkipped: running ? 0 : 1,
        skippedPictures: running
          ? []
          : [
              {
                title: 'Bean Stew',
                position: 1,
                url: 'https://pictures.pepperplate.test/stew.jpg',
                reason: 'No site called pictures.pepperplate.test could be found; check the address.',
              },
            ],
        updatedAt: new Date(Date.now() + polls).toISOString(),
      },
    })
  })

  const token = await registerByApi(request, newAccount('Pepper Cook'))
  await openSignedIn(page, token, '/settings/import')
  await page.getByRole('link', { name: /Pepperplate/ }).click()
  await expect(page).toHaveURL(/#\/settings\/import\/pepperplate$/)
  await page.getByLabel('Pepperplate email').fill('cook@pepper.test')
  await page.getByLabel('Pepperplate password').fill('wrong')
  await page.getByRole('button', { name: 'Sign in and import' }).click()
  await expect(page.getByRole('alert')).toHaveText('That is not the Pepperplate password.')

  await page.getByLabel('Pepperplate password').fill('right')
  await page.getByLabel('Label for the imported recipes').fill('pepperplate')
  await page.getByRole('button', { name: 'Sign in and import' }).click()
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
    'aria-valuenow',
    '50',
  )
  await expect(page.getByText('2 of 4 recipes')).toBeVisible()
  const summary = page.getByRole('region', { name: 'Import summary' })
  await expect(summary).toContainText('Imported 3 recipes.', { timeout: 10_000 })
  await expect(summary.getByTestId('import-failures').getByRole('listitem')).toHaveText([
    'Burnt Toast: The recipe has no ingredients.',
  ])
  await expect(summary).toContainText('1 picture was left out; its recipe came without it:')
  await expect(summary.getByTestId('import-skipped-pictures').getByRole('listitem')).toHaveText([
    'Bean Stew, picture 1 (https://pictures.pepperplate.test/stew.jpg): No site called pictures.pepperplate.test could be found; check the address.',
  ])
  await expect(summary.getByRole('link', { name: 'See the imported recipes' })).toHaveAttribute(
    'href',
    '#/list/main?labels=pepperplate',
  )
  expect(started.at(-1)).toBe('?username=cook%40pepper.test&password=right&label=pepperplate&duplicates=skip')
})

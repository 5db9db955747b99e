/**
 * The offline recipe book (issue 15): turned on in the settings, it fills a copy of my recipes with their
 * thumbnails; with no network the list, search (typos forgiven) and recipe pages read that copy, marked
 * offline; back online, a change made elsewhere reaches the open page and the copy.
 */
import { type APIRequestContext, type BrowserContext, expect, type Route, test } from '@playwright/test'
import { expectAccessible } from '../support/accessible.ts'
import { newAccount, openSignedIn, registerByApi } from '../support/app.ts'
import { solidPng } from '../support/images.ts'

/** Chromium's offline emulation misses requests a service worker passes on, so the API is cut too. */
const cut = (route: Route) => route.abort('internetdisconnected')
async function goOffline(context: BrowserContext) {
  await context.setOffline(true)
  await context.route('**/api/**', cut)
}
async function goOnline(context: BrowserContext) {
  await context.unroute('**/api/**', cut)
  await context.setOffline(false)
}

async function makeBook(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` }
  const upload = await request.post('/api/images', {
    headers,
    multipart: {
      image: { name: 'feta.png', mimeType: 'image/png', buffer: solidPng(96, 72, [230, 200, 60]) },
    },
  })
  expect(upload.status()).toBe(201)
  const imageId = ((await upload.json()) as { id: string }).id
  const made: Record<string, string> = {}
  for (const recipe of [
    {
      title: 'Baked Feta',
      ingredients: '200 g feta\ncherry tomatoes',
      labels: ['vegetarian'],
      imageIds: [imageId],
    },
    { title: 'Beef Stew', ingredients: '1 kg beef\ncarrots', labels: ['winter'] },
    { title: 'Lentil Soup', ingredients: 'red lentils\nonion', labels: ['vegetarian'] },
  ]) {
    const response = await request.post('/api/recipes', { headers, data: recipe })
    expect(response.status()).toBe(201)
    made[recipe.title] = ((await response.json()) as { id: string }).id
  }
  return made
}

test('the offline recipe book: filled, read and searched offline, kept current when back', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000)
  const token = await registerByApi(request, newAccount('Offline Cook'))
  const ids = await makeBook(request, token)
  await openSignedIn(page, token, '/settings')

  await page.getByRole('switch', { name: 'Keep a copy of my recipes on this device' }).check({ force: true })
  const tutorial = page.getByRole('dialog', { name: 'Offline recipe book' })
  await expect(tutorial).toBeVisible()
  await tutorial.getByRole('button', { name: 'Okay' }).click()
  await expect(page.getByTestId('offline-book-status')).toContainText(
    'Your recipes are saved on this device',
    {
      timeout: 20_000,
    },
  )
  await expectAccessible(page, 'settings, offline recipe book filled')

  // The app's own files come from the service worker's precache once it controls the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await goOffline(context)
  await page.evaluate(() => (window.location.hash = '#/list/main'))
  await expect(page.getByTestId('offline-book-notice')).toBeVisible({ timeout: 15_000 })
  await expect(page.getByTestId('recipe-item')).toHaveCount(3)
  await expectAccessible(page, 'recipe list offline')

  await page.getByRole('textbox', { name: 'Search recipes' }).fill('fetta')
  const found = page.getByTestId('recipe-item')
  await expect(found).toHaveCount(1)
  await expect(found).toContainText('Baked Feta')
  await page.getByRole('textbox', { name: 'Search recipes' }).fill('vegetarain')
  await expect(found).toHaveCount(2)

  await page.evaluate((id) => (window.location.hash = `#/recipe/${id}`), ids['Baked Feta'])
  await expect(page.getByTestId('recipe-title')).toHaveText('Baked Feta')
  await expect(page.getByTestId('offline-book-notice')).toBeVisible()
  const picture = page.getByTestId('recipe-gallery').locator('img').first()
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true)
  await expectAccessible(page, 'recipe offline')

  await goOnline(context)
  await expect(page.getByTestId('offline-book-notice')).toBeHidden({ timeout: 30_000 })
  const changed = await request.put(`/api/recipes/${ids['Baked Feta']}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'Baked Feta with Honey' },
  })
  expect(changed.status()).toBe(200)
  await expect(page.getByTestId('recipe-title')).toHaveText('Baked Feta with Honey', { timeout: 15_000 })

  // The copy followed the change: offline again, it is what the search finds.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const open = indexedDB.open('rosemary-offline-book')
        const db = await new Promise<IDBDatabase>((resolve) => (open.onsuccess = () => resolve(open.result)))
        const read = db.transaction('recipes').objectStore('recipes').getAll()
        const all = await new Promise<{ title: string }[]>(
          (resolve) => (read.onsuccess = () => resolve(read.result)),
        )
        db.close()
        return all.map((recipe) => recipe.title).sort()
      }),
    )
    .toEqual(['Baked Feta with Honey', 'Beef Stew', 'Lentil Soup'])
})

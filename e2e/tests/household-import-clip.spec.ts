/**
 * A household's imports, clips and edits without a rough edge: the same file imported twice does not
 * double the book (the second time says how many it skipped, unless "Keep duplicates" is ticked); a
 * clipped page names its site as the source and brings its categories and keywords as labels; and an
 * edit with unsaved changes asks before the browser leaves the page for another address.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { expectAccessible } from '../support/accessible.ts'
import { newAccount, openSignedIn, registerByApi } from '../support/app.ts'

/** A JSON-LD file of two recipes, as another app would export it. */
const JSON_LD_FILE = Buffer.from(
  JSON.stringify({
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Recipe',
        name: 'Barley Risotto',
        recipeIngredient: ['200 g pearl barley', '1 l vegetable stock', '50 g parmesan'],
        recipeInstructions: [{ '@type': 'HowToStep', text: 'Toast the barley, then add the stock slowly.' }],
      },
      {
        '@type': 'Recipe',
        name: 'Rhubarb Fool',
        recipeIngredient: ['400 g rhubarb', '200 ml double cream'],
        recipeInstructions: [{ '@type': 'HowToStep', text: 'Stew the rhubarb and fold it into the cream.' }],
      },
    ],
  }),
)

const recipeGraph = (recipe: object, others: object[] = []) =>
  `<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@graph': [
      ...others,
      {
        '@type': 'Recipe',
        recipeIngredient: ['6 ripe figs', '2 tbsp honey', '250 g puff pastry'],
        recipeInstructions: [
          { '@type': 'HowToStep', text: 'Roll out the pastry.' },
          { '@type': 'HowToStep', text: 'Lay the figs on top and bake for 30 minutes.' },
        ],
        ...recipe,
      },
    ],
  })}</script>`

/** A recipe page naming its site in og:site_name, with a category, a cuisine and keywords (one twice). */
const NAMED_PAGE = `<!doctype html><html lang="en"><head><title>Honey Fig Tart</title>
<meta property="og:site_name" content="Orchard Kitchen">
${recipeGraph({ name: 'Honey Fig Tart', recipeCategory: 'Dessert', recipeCuisine: 'French', keywords: 'Figs, honey, FIGS' })}
</head><body><h1>Honey Fig Tart</h1></body></html>`

/** A page naming its site only in its data: the WebSite node an SEO plugin writes beside the recipe. */
const DATA_NAMED_PAGE = `<!doctype html><html lang="en"><head><title>Fig Jam</title>
${recipeGraph({ name: 'Fig Jam' }, [{ '@type': 'WebSite', name: 'Green Spoon' }])}
</head><body><h1>Fig Jam</h1></body></html>`

let site: Server
let siteUrl: string

test.beforeAll(async () => {
  site = createServer((request, response) => {
    const pages: Record<string, string> = {
      '/fig-tart': NAMED_PAGE,
      '/fig-jam': DATA_NAMED_PAGE,
      '/elsewhere': '<!doctype html><html lang="en"><title>Elsewhere</title><p>Another site.</p></html>',
    }
    const html = pages[request.url ?? '']
    if (html) response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html)
    else response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
})

test.afterAll(async () => {
  site.closeAllConnections()
  await new Promise((resolve) => site.close(resolve))
})

async function recipeCount(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/recipes/count', { headers: { authorization: `Bearer ${token}` } })
  return ((await response.json()) as { count: number }).count
}

/** Chooses the JSON-LD file on the JSON-LD import page and starts the import; the summary it ends with. */
async function importTheFile(page: Page) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Export file' }).click()
  await (
    await chooser
  ).setFiles({ name: 'family.json', mimeType: 'application/ld+json', buffer: JSON_LD_FILE })
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  const summary = page.getByRole('region', { name: 'Import summary' })
  await expect(summary).toBeVisible({ timeout: 30_000 })
  return summary
}

test('the same file imported twice: the second time skips both recipes and says so; kept when asked', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const token = await registerByApi(request, newAccount('Twice Importer'))
  await openSignedIn(page, token, '/settings/import/json-ld')
  const keep = page.getByRole('checkbox', { name: 'Keep duplicates' })
  await expect(keep).not.toBeChecked()
  await expectAccessible(page, 'the JSON-LD import with Keep duplicates')

  let summary = await importTheFile(page)
  await expect(summary).toContainText('Imported 2 recipes.')
  await expect(page.getByTestId('import-duplicates-skipped')).toHaveCount(0)
  expect(await recipeCount(request, token)).toBe(2)

  await page.getByRole('button', { name: 'Import another file' }).click()
  summary = await importTheFile(page)
  await expect(summary).toContainText('Imported 0 recipes.')
  await expect(summary).toContainText('2 recipes were already in your book and were skipped.')
  expect(await recipeCount(request, token)).toBe(2)
  await expectAccessible(page, 'an import that skipped duplicates')

  await page.getByRole('button', { name: 'Import another file' }).click()
  await keep.check()
  await expect(keep).toBeChecked()
  summary = await importTheFile(page)
  await expect(summary).toContainText('Imported 2 recipes.')
  await expect(page.getByTestId('import-duplicates-skipped')).toHaveCount(0)
  expect(await recipeCount(request, token)).toBe(4)
})

test('a clipped page names its site as the source, and its categories and keywords become labels', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const token = await registerByApi(request, newAccount('Fig Clipper'))
  await openSignedIn(page, token, '/edit-recipe/new')

  await page.getByLabel('Address of the recipe page').fill(`${siteUrl}/fig-tart`)
  await page.getByRole('button', { name: 'Clip', exact: true }).click()
  await expect(page.getByLabel('Title')).toHaveValue('Honey Fig Tart')
  await expect(page.getByLabel('Source')).toHaveValue('Orchard Kitchen')
  await expect(page.getByLabel('Web address')).toHaveValue(`${siteUrl}/fig-tart`)
  const labels = page.locator('.mantine-TagsInput-pill')
  await expect(labels).toHaveText(['dessert', 'french', 'figs', 'honey'])
  await expectAccessible(page, 'a clipped draft with its site and labels')

  await page.getByTestId('save-recipe').first().click()
  await expect(page).toHaveURL(/#\/recipe\/[\w-]+$/)
  const id = /#\/recipe\/([\w-]+)$/.exec(page.url())?.[1] ?? ''
  const saved = await request.get(`/api/recipes/${id}`, { headers: { authorization: `Bearer ${token}` } })
  const recipe = (await saved.json()) as { source: string; url: string; labels: { title: string }[] }
  expect(recipe.source).toBe('Orchard Kitchen')
  expect(recipe.url).toBe(`${siteUrl}/fig-tart`)
  expect(recipe.labels.map((label) => label.title).sort()).toEqual(['dessert', 'figs', 'french', 'honey'])
  await expectAccessible(page, 'the clipped recipe saved')

  // A page that names its site only in its data is named by it, not by its host.
  await page.goto(`/#/edit-recipe/new?url=${encodeURIComponent(`${siteUrl}/fig-jam`)}`)
  await expect(page.getByLabel('Title')).toHaveValue('Fig Jam')
  await expect(page.getByLabel('Source')).toHaveValue('Green Spoon')
  await expect(labels).toHaveCount(0)
})

const LEAVE_TEXT =
  'It looks like you have been editing something. If you leave before saving, your changes will be lost.'

test('typing another address while an edit is unsaved asks first, as Back does; saved, it does not', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const token = await registerByApi(request, newAccount('Careful Editor'))
  const created = await request.post('/api/recipes', {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'Leek Soup', ingredients: '3 leeks' },
  })
  const { id } = (await created.json()) as { id: string }
  await openSignedIn(page, token, `/edit-recipe/${id}`)
  const title = page.getByLabel('Title')
  await expect(title).toHaveValue('Leek Soup')

  const dialogs: string[] = []
  let answer: 'accept' | 'dismiss' = 'dismiss'
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type() === 'beforeunload' ? 'beforeunload' : `${dialog.type()}: ${dialog.message()}`)
    void (answer === 'accept' ? dialog.accept() : dialog.dismiss())
  })
  // Chromium asks before unloading only a page the person has interacted with: typing is that.
  await title.fill('Leek and Potato Soup')
  await expectAccessible(page, 'an edit with unsaved changes')

  // Another site's address: the browser's own question; staying keeps the edit.
  await page.goto(`${siteUrl}/elsewhere`).catch(() => undefined)
  await expect.poll(() => dialogs).toEqual(['beforeunload'])
  await expect(page).toHaveURL(new RegExp(`#/edit-recipe/${id}$`))
  await expect(title).toHaveValue('Leek and Potato Soup')

  // Another page of the app (the same document, only what follows # changes): the app's question, as
  // the Back button asks; staying puts the address back and keeps the edit.
  await page.goto('/#/list/main')
  await expect.poll(() => dialogs).toEqual(['beforeunload', `confirm: ${LEAVE_TEXT}`])
  await expect(page).toHaveURL(new RegExp(`#/edit-recipe/${id}$`))
  await expect(title).toHaveValue('Leek and Potato Soup')
  await expectAccessible(page, 'the edit kept after staying')

  // Leaving when asked goes there, the edit dropped.
  answer = 'accept'
  await page.goto('/#/settings')
  await expect.poll(() => dialogs).toHaveLength(3)
  await expect(page).toHaveURL(/#\/settings$/)
  await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible()

  // Saved, nothing is lost by leaving: no question.
  await page.goto(`/#/edit-recipe/${id}`)
  await title.fill('Leek and Potato Soup')
  await page.getByTestId('save-recipe').first().click()
  await expect(page).toHaveURL(new RegExp(`#/recipe/${id}$`))
  await expect(page.getByTestId('recipe-title')).toHaveText('Leek and Potato Soup')
  await page.goto('/#/list/main')
  await page.goto(`${siteUrl}/elsewhere`)
  await expect(page.getByText('Another site.')).toBeVisible()
  expect(dialogs).toHaveLength(3)
})

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, type Page, test } from '@playwright/test'
import { expectAccessible } from '../support/accessible.ts'
import { newAccount, openSignedIn, registerByApi } from '../support/app.ts'
import { solidPng } from '../support/images.ts'

const RECIPE_PAGE = `<!doctype html><html lang="en"><head><title>Fig Tart | Orchard Kitchen</title>
<meta property="og:site_name" content="Orchard Kitchen">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Honey Fig Tart",
 "description":"Late summer figs on a crisp base.","recipeYield":"8 slices","prepTime":"PT20M","totalTime":"PT1H10M",
 "image":"/figs.png",
 "recipeIngredient":["250 g puff pastry","6 ripe figs","2 tbsp honey"],
 "recipeInstructions":[{"@type":"HowToStep","text":"Roll out the pastry."},{"@type":"HowToStep","text":"Lay the figs on top and bake 30 minutes."}]}
</script></head><body><h1>Honey Fig Tart</h1><p>Figs, honey, pastry.</p></body></html>`

/** A blog post with the recipe in its text only: no schema.org data, no recipe plugin, no recipe class names. */
const PLAIN_PAGE = `<!doctype html><html lang="en"><head><title>Weeknight Dal – Lentil Notes</title></head><body>
<nav><a href="/">Home</a> <a href="/about">About</a></nav>
<main><h1>Weeknight Dal</h1>
<p>Posted on a rainy Tuesday. This dal is what we cook when the fridge is nearly empty.</p>
<p>Serves 4</p>
<h2>What you need</h2>
<ul><li>200 g red lentils</li><li>1 onion, chopped</li><li>2 tsp cumin seeds</li><li>400 ml coconut milk</li></ul>
<h2>How to make it</h2>
<p>Rinse the lentils until the water runs clear.</p>
<p>Fry the onion and cumin in a little oil for 5 minutes.</p>
<p>Add the lentils, the coconut milk and 300 ml water, and simmer for 20 minutes.</p>
</main><footer><p>Comments are closed. Subscribe to the newsletter.</p></footer></body></html>`

/** A page whose recipe a script writes once it runs: its HTML alone holds none. */
const SCRIPTED_PAGE = `<!doctype html><html lang="en"><head><title>Loading…</title></head><body><div id="app"></div>
<script>
  const app = document.getElementById('app')
  const add = (parent, tag, text) => { const node = document.createElement(tag); node.textContent = text; parent.append(node); return node }
  add(app, 'h1', 'Green Shakshuka')
  add(app, 'h2', 'Ingredients')
  const list = add(app, 'ul', '')
  for (const line of ['2 leeks, sliced', '200 g spinach', '4 eggs']) add(list, 'li', line)
  add(app, 'h2', 'Method')
  const steps = add(app, 'ol', '')
  for (const line of ['Soften the leeks in butter.', 'Wilt the spinach, make four wells and crack in the eggs.', 'Cover and cook until the whites set.']) add(steps, 'li', line)
</script></body></html>`

/** A recipe site on loopback (the e2e server runs with CLIP_ALLOW_PRIVATE): a recipe, a picture, a blog post. */
let site: Server
let siteUrl: string

test.beforeAll(async () => {
  const picture = solidPng(120, 90, [150, 60, 110])
  site = createServer((request, response) => {
    if (request.url === '/fig-tart') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(RECIPE_PAGE)
    } else if (request.url === '/dal') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PLAIN_PAGE)
    } else if (request.url === '/shakshuka') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(SCRIPTED_PAGE)
    } else if (request.url === '/figs.png') {
      response.writeHead(200, { 'content-type': 'image/png' }).end(picture)
    } else if (request.url === '/guarded') {
      response.writeHead(403, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>Forbidden</h1>')
    } else if (request.url === '/diary') {
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end('<!doctype html><title>Diary</title><p>We went to the market today.</p>')
    } else {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
})

test.afterAll(async () => {
  site.closeAllConnections()
  await new Promise((resolve) => site.close(resolve))
})

/** The person clicks the bookmark on the page shown: a link to it is put on the page and clicked. */
async function clickBookmarklet(page: Page, bookmarklet: string): Promise<Page> {
  await page.evaluate((href) => {
    const link = document.createElement('a')
    link.href = href
    link.textContent = 'Clip to Rosemary'
    document.body.append(link)
  }, bookmarklet)
  const editor = page.waitForEvent('popup')
  await page.getByRole('link', { name: 'Clip to Rosemary' }).click()
  return await editor
}

test('clipping a recipe page fills the editor, picture included; a page without a recipe says so', async ({
  page,
  request,
}) => {
  const token = await registerByApi(request, newAccount('Alice Waters'))
  await openSignedIn(page, token, '/edit-recipe/new')

  await page.getByLabel('Address of the recipe page').fill(`${siteUrl}/fig-tart`)
  await page.getByRole('button', { name: 'Clip', exact: true }).click()
  await expect(page.getByLabel('Title')).toHaveValue('Honey Fig Tart')
  await expect(page.getByLabel('Description')).toHaveValue('Late summer figs on a crisp base.')
  await expect(page.getByLabel('Yield')).toHaveValue('8 slices')
  await expect(page.getByLabel('Source')).toHaveValue('Orchard Kitchen')
  await expect(page.getByLabel('Web address')).toHaveValue(`${siteUrl}/fig-tart`)
  await expect(page.getByLabel('Ingredients')).toHaveValue('250 g puff pastry\n6 ripe figs\n2 tbsp honey')
  await expect(page.getByLabel('Instructions')).toHaveValue(
    'Roll out the pastry.\nLay the figs on top and bake 30 minutes.',
  )
  await expect(page.getByTestId('edit-image')).toHaveCount(1)

  await page.getByTestId('save-recipe').first().click()
  await expect(page).toHaveURL(/#\/recipe\/[\w-]+$/)
  await expect(page.getByTestId('recipe-title')).toHaveText('Honey Fig Tart')
  await expect(page.getByTestId('ingredients')).toContainText('6 ripe figs')
  await expect(page.getByText('Lay the figs on top and bake 30 minutes.')).toBeVisible()
  const picture = page.getByTestId('recipe-gallery').locator('img').first()
  await expect(picture).toHaveJSProperty('complete', true)
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

  // A link with ?url= clips at once; a page with no recipe gets the server's reason, and an empty form.
  await page.goto(`/#/edit-recipe/new?url=${encodeURIComponent(`${siteUrl}/diary`)}`)
  await expect(page.getByRole('alert').filter({ hasText: 'No recipe was found on that page' })).toBeVisible()
  await expect(page.getByLabel('Title')).toHaveValue('')
  await expect(page.getByLabel('Address of the recipe page')).toHaveValue(`${siteUrl}/diary`)
})

test('a site that refuses the server offers the bookmarklet, which the link leads to', async ({
  page,
  request,
}) => {
  const token = await registerByApi(request, newAccount('Claudia Roden'))
  await openSignedIn(page, token, '/edit-recipe/new')
  const address = page.getByLabel('Address of the recipe page')
  await address.fill(`${siteUrl}/guarded`)
  await page.getByRole('button', { name: 'Clip', exact: true }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'does not let the server read the page' })
  await expect(alert).toBeVisible()
  await expect(address).toHaveValue(`${siteUrl}/guarded`)
  await expectAccessible(page, 'a clip the site refused')

  await alert.getByRole('link', { name: 'Set up the “Clip to Rosemary” bookmark' }).click()
  await expect(page).toHaveURL(/#\/settings#bookmarklet$/)
  await expect(page.getByRole('heading', { name: 'Clip from any page' })).toBeFocused()
  await expect(page.getByRole('link', { name: 'Clip to Rosemary' })).toBeInViewport()
})

test('a page without recipe markup is read from its text: title, yield, ingredients and steps', async ({
  page,
  request,
}) => {
  const token = await registerByApi(request, newAccount('Meera Sodha'))
  await openSignedIn(page, token, '/edit-recipe/new')
  await page.getByLabel('Address of the recipe page').fill(`${siteUrl}/dal`)
  await page.getByRole('button', { name: 'Clip', exact: true }).click()
  await expect(page.getByLabel('Title')).toHaveValue('Weeknight Dal')
  await expect(page.getByLabel('Ingredients')).toHaveValue(
    '200 g red lentils\n1 onion, chopped\n2 tsp cumin seeds\n400 ml coconut milk',
  )
  await expect(page.getByLabel('Instructions')).toHaveValue(
    'Rinse the lentils until the water runs clear.\nFry the onion and cumin in a little oil for 5 minutes.\n' +
      'Add the lentils, the coconut milk and 300 ml water, and simmer for 20 minutes.',
  )
  await expect(page.getByLabel('Web address')).toHaveValue(`${siteUrl}/dal`)
})

test('the bookmarklet on a page whose recipe a script wrote sends the page as shown, not as served', async ({
  page,
  request,
}) => {
  const token = await registerByApi(request, newAccount('Yotam Ottolenghi'))
  // Served, the page holds no recipe: clipped by its address, it has none.
  const byAddress = await request.get(`/api/clip?url=${encodeURIComponent(`${siteUrl}/shakshuka`)}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(byAddress.status()).toBe(400)

  await openSignedIn(page, token, '/settings')
  const bookmarklet = await page.getByRole('link', { name: 'Clip to Rosemary' }).getAttribute('href')
  await page.goto(`${siteUrl}/shakshuka`)
  await expect(page.getByRole('heading', { name: 'Green Shakshuka' })).toBeVisible()
  const editor = await clickBookmarklet(page, bookmarklet!)
  await expect(editor.getByLabel('Title')).toHaveValue('Green Shakshuka')
  await expect(editor.getByLabel('Ingredients')).toHaveValue('2 leeks, sliced\n200 g spinach\n4 eggs')
  await expect(editor.getByLabel('Instructions')).toHaveValue(
    'Soften the leeks in butter.\nWilt the spinach, make four wells and crack in the eggs.\nCover and cook until the whites set.',
  )
})

test('the bookmarklet hands the page it is clicked on to a new editor window', async ({ page, request }) => {
  const token = await registerByApi(request, newAccount('Madhur Jaffrey'))
  await openSignedIn(page, token, '/settings')
  const bookmarklet = await page.getByRole('link', { name: 'Clip to Rosemary' }).getAttribute('href')
  expect(bookmarklet).toMatch(/^javascript:/)

  // On the recipe site (another origin), the person clicks the bookmark.
  await page.goto(`${siteUrl}/fig-tart`)
  const editor = await clickBookmarklet(page, bookmarklet!)
  await expect(editor).toHaveURL(/#\/edit-recipe\/new\?clip=bookmarklet$/)
  await expect(editor.getByLabel('Title')).toHaveValue('Honey Fig Tart')
  await expect(editor.getByLabel('Ingredients')).toHaveValue('250 g puff pastry\n6 ripe figs\n2 tbsp honey')
  await expect(editor.getByTestId('edit-image')).toHaveCount(1)
})

test('printing a recipe on a half sheet, with a live preview, and its embed snippet', async ({
  page,
  request,
}) => {
  const token = await registerByApi(request, newAccount('Marcella Hazan'))
  const created = await request.post('/api/recipes', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: 'Tomato Sauce with Butter',
      ingredients: '800 g tomatoes\n5 tbsp butter\n1 onion',
      instructions: 'Simmer everything for 45 minutes.',
      notes: 'Discard the onion before serving.',
      labels: [],
    },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: string }
  await openSignedIn(page, token, `/recipe/${id}`)
  await expect(page.getByTestId('recipe-title')).toHaveText('Tomato Sauce with Butter')
  await page.getByTestId('scale-controls').getByText('×2').click()

  await page.getByRole('button', { name: 'Print or embed' }).click()
  const dialog = page.getByRole('dialog', { name: 'Print or embed' })
  const preview = dialog.frameLocator('iframe[title="Print preview"]')
  await expect(preview.locator('body')).toContainText('Tomato Sauce with Butter')
  await expect(preview.locator('body')).toHaveClass(/template-default/)

  await dialog.getByRole('radio', { name: 'Half sheet' }).check()
  await dialog.getByRole('checkbox', { name: 'No notes' }).check()
  await expect(preview.locator('body')).toHaveClass(/template-halfsheet/)
  await expect(preview.locator('body')).toContainText('Tomato Sauce with Butter')
  await expect(preview.locator('body')).toContainText('1600 g tomatoes')
  await expect(preview.locator('body')).not.toContainText('Discard the onion')

  // The print link opens the page with the print dialog; opened without it here, it has the half-sheet layout.
  const href = await dialog.getByRole('link', { name: 'Print' }).getAttribute('href')
  const printUrl = new URL(href!, page.url())
  expect(Object.fromEntries(printUrl.searchParams)).toMatchObject({
    recipeId: id,
    template: 'halfsheet',
    modifiers: 'nonotes,scale:2',
    print: 'true',
    token,
  })
  printUrl.searchParams.set('print', 'false')
  const printPage = await page.context().newPage()
  await printPage.goto(printUrl.toString())
  await expect(printPage.locator('body')).toHaveClass(/template-halfsheet/)
  await expect(printPage.getByRole('heading', { name: 'Tomato Sauce with Butter' })).toBeVisible()
  await printPage.close()

  await expect(dialog.getByLabel('Embed on another site')).toHaveValue(
    new RegExp(`^<iframe src="http://127\\.0\\.0\\.1:\\d+/api/embed/recipe/${id}"`),
  )
})

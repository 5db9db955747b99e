/**
 * Import web addresses: five addresses pasted on import files, served by a site on loopback (the e2e
 * server runs with CLIP_ALLOW_PRIVATE), clipped on the server in one job; the summary lists each address
 * with its result, and the recipes are in the book with their pictures.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { newAccount, openSignedIn, registerByApi } from '../support/app.ts'
import { solidPng } from '../support/images.ts'

const recipePage = (name: string) => `<!doctype html><html lang="en"><head><title>${name}</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"${name}",
 "image":"/picture.png","recipeIngredient":["2 ripe plums","1 tbsp sugar"],
 "recipeInstructions":[{"@type":"HowToStep","text":"Bake until golden."}]}</script>
</head><body><h1>${name}</h1></body></html>`

const RECIPES = ['Plum Crumble', 'Plum Jam', 'Plum Cake', 'Plum Chutney']

let site: Server
let siteUrl: string

test.beforeAll(async () => {
  const picture = solidPng(80, 60, [120, 40, 90])
  site = createServer((request, response) => {
    const index = /^\/recipe\/(\d)$/.exec(request.url ?? '')?.[1]
    const name = index === undefined ? undefined : RECIPES[Number(index)]
    if (name) response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(recipePage(name))
    else if (request.url === '/picture.png')
      response.writeHead(200, { 'content-type': 'image/png' }).end(picture)
    else if (request.url === '/about')
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end('<!doctype html><title>About</title><p>We grow plums.</p>')
    else response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
})

test.afterAll(async () => {
  site.closeAllConnections()
  await new Promise((resolve) => site.close(resolve))
})

test('five pasted addresses: four recipes imported, one named as not a recipe page', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const token = await registerByApi(request, newAccount('Plum Grower'))
  await openSignedIn(page, token, '/settings/import/files')

  const addresses = [0, 1, 2, 3].map((index) => `${siteUrl}/recipe/${index}`)
  addresses.splice(2, 0, `${siteUrl}/about`)
  const field = page.getByLabel('Web addresses, one per line')
  await field.fill(`${addresses.join('\n')}\n\nmy plum recipes\n${addresses[0]}`)
  await expect(page.getByTestId('import-urls-count')).toHaveText(
    '5 web addresses found. 1 line is not a web address and is left out.',
  )
  await page.getByRole('button', { name: 'Import 5 pages' }).click()

  const summary = page.getByRole('region', { name: 'Import summary' })
  await expect(summary).toBeVisible({ timeout: 60_000 })
  await expect(summary).toContainText('Imported 4 recipes.')
  const results = page.getByTestId('address-result')
  await expect(results).toHaveCount(5)
  await expect(results.nth(0)).toHaveText(`${addresses[0]}: imported`)
  await expect(results.nth(2)).toHaveText(`${siteUrl}/about: No recipe was found on that page.`)
  await expect(results.nth(4)).toHaveText(`${addresses[4]}: imported`)

  await summary.getByRole('link', { name: 'See the imported recipes' }).click()
  await expect(page.getByTestId('recipe-item')).toHaveCount(4)
  await page.getByTestId('recipe-item').filter({ hasText: 'Plum Jam' }).click()
  await expect(page.getByTestId('ingredients')).toContainText('2 ripe plums')
  const picture = page.getByTestId('recipe-gallery').locator('img').first()
  await expect(picture).toHaveJSProperty('complete', true)
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
})

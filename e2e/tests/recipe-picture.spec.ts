import { expect, type Page, test } from '@playwright/test'
import { newAccount, openSignedIn, registerByApi } from '../support/app.ts'
import { solidPng } from '../support/images.ts'

/** The shown picture's height over its width, and whether all of it is drawn (nothing cropped). */
async function measurePicture(page: Page) {
  const picture = page.getByTestId('recipe-gallery').locator('img').first()
  await expect(picture).toHaveJSProperty('complete', true)
  const box = (await picture.boundingBox())!
  const fit = await picture.evaluate((img) => getComputedStyle(img).objectFit)
  return { ratio: box.height / box.width, height: box.height, fit }
}

test('the recipe’s picture keeps the dish’s shape on a wide screen and a phone, never cropped to a band', async ({
  page,
  request,
}) => {
  const token = await registerByApi(request, newAccount('Madhur Jaffrey'))
  const headers = { authorization: `Bearer ${token}` }
  const image = { name: 'dal.png', mimeType: 'image/png', buffer: solidPng(800, 600, [200, 140, 40]) }
  const uploaded = await request.post('/api/images', { headers, multipart: { image } })
  expect(uploaded.status()).toBe(201)
  const { id: imageId } = (await uploaded.json()) as { id: string }
  const created = await request.post('/api/recipes', {
    headers,
    data: { title: 'Tarka Dal', ingredients: '200 g lentils', labels: [], imageIds: [imageId] },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: string }

  for (const width of [1366, 1920, 390]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 })
    await openSignedIn(page, token, `/recipe/${id}`)
    const shown = await measurePicture(page)
    // A 4:3 photo shows as 4:3 (cropped to a band it measured 0.38 at 1366 px), and whole.
    expect(shown.ratio, `at ${width} px`).toBeGreaterThan(0.72)
    expect(shown.ratio, `at ${width} px`).toBeLessThan(0.78)
    expect(shown.fit).toBe('contain')
    // Large enough to see the dish, and never taller than most of the screen.
    expect(shown.height).toBeGreaterThan(width > 1000 ? 400 : 250)
    expect(shown.height).toBeLessThanOrEqual(0.7 * (width > 1000 ? 900 : 844) + 1)
  }
})

import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { solidPng } from '../support/images.ts'
import { newAccount, openSignedIn, registerByApi, toast } from '../support/app.ts'

interface Shown {
  id: string
  title: string
  rating: number | null
  images: { id: string; url: string }[]
}

/** Someone's recipe with one picture, made through the API. */
async function theirRecipe(request: APIRequestContext, token: string): Promise<Shown> {
  const headers = { authorization: `Bearer ${token}` }
  const image = await request.post('/api/images', {
    headers,
    multipart: {
      image: { name: 'stew.png', mimeType: 'image/png', buffer: solidPng(80, 60, [180, 60, 40]) },
    },
  })
  expect(image.status()).toBe(201)
  const { id: imageId } = (await image.json()) as { id: string }
  const recipe = await request.post('/api/recipes', {
    headers,
    data: {
      title: 'Lentil Stew',
      ingredients: '200 g lentils\n1 carrot',
      instructions: 'Simmer for 30 minutes.',
      rating: 5,
      labels: ['their-label'],
      imageIds: [imageId],
    },
  })
  expect(recipe.status()).toBe(201)
  return (await recipe.json()) as Shown
}

async function expectPictureShown(page: Page) {
  const picture = page.getByTestId('recipe-gallery').locator('img').first()
  await expect(picture).toHaveJSProperty('complete', true)
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
}

test("someone else's recipe offers 'Save a copy', never an editor that fails; the copy has its own pictures", async ({
  page,
  request,
}) => {
  const ownerToken = await registerByApi(request, newAccount('Owner Cook'))
  const theirs = await theirRecipe(request, ownerToken)
  const token = await registerByApi(request, newAccount('Visiting Cook'))

  await openSignedIn(page, token, `/recipe/${theirs.id}`)
  await expect(page.getByTestId('recipe-title')).toHaveText('Lentil Stew')
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Save a copy' }).click()

  await expect(page).toHaveURL(new RegExp(`#/edit-recipe/${theirs.id}$`))
  await expect(page.getByRole('heading', { name: 'Save a copy' })).toBeVisible()
  await expect(page.getByText('This recipe belongs to someone else.')).toBeVisible()
  await expect(page.getByLabel('Title')).toHaveValue('Lentil Stew')
  await expect(page.getByLabel('Ingredients')).toHaveValue('200 g lentils\n1 carrot')
  await expect(page.getByTestId('edit-image')).toHaveCount(1)
  await page.getByLabel('Title').fill('My Lentil Stew')
  await page.getByRole('button', { name: 'Save a copy' }).first().click()

  await expect(page).toHaveURL(/#\/recipe\/[\w-]+$/)
  await expect(page).not.toHaveURL(new RegExp(theirs.id))
  await expect(page.getByTestId('recipe-title')).toHaveText('My Lentil Stew')
  await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible()
  await expectPictureShown(page)
  await expect(toast(page)).toHaveCount(0)
  const copyId = /#\/recipe\/([\w-]+)$/.exec(page.url())?.[1] ?? ''
  const copy = (await (
    await request.get(`/api/recipes/${copyId}`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as Shown
  expect(copy.rating).toBeNull()
  expect(copy.images).toHaveLength(1)
  expect(copy.images[0]?.id).not.toBe(theirs.images[0]?.id)

  // Theirs is as it was, and deleting the copy leaves their picture alone.
  const deleted = await request.delete(`/api/recipes/${copyId}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(deleted.status()).toBe(200)
  const after = (await (await request.get(`/api/recipes/${theirs.id}`)).json()) as Shown
  expect(after).toMatchObject({ title: 'Lentil Stew', rating: 5 })
  expect((await request.get(after.images[0]?.url ?? '')).status()).toBe(200)
})

test("the editor's address of someone else's recipe, opened directly, is a copy too", async ({
  page,
  request,
}) => {
  const ownerToken = await registerByApi(request, newAccount('Owner Cook'))
  const theirs = await theirRecipe(request, ownerToken)
  const token = await registerByApi(request, newAccount('Direct Cook'))
  await openSignedIn(page, token, `/edit-recipe/${theirs.id}`)
  await expect(page.getByRole('heading', { name: 'Save a copy' })).toBeVisible()
  await expect(page.getByLabel('Title')).toHaveValue('Lentil Stew')
  await expect(page.getByRole('combobox', { name: 'Labels' })).toHaveValue('')
  await page.getByTestId('save-recipe').first().click()
  await expect(page).toHaveURL(/#\/recipe\/[\w-]+$/)
  await expect(page).not.toHaveURL(new RegExp(theirs.id))
  await expect(page.getByTestId('recipe-title')).toHaveText('Lentil Stew')
  await expectPictureShown(page)
})

test('the editor of a recipe that does not exist says so', async ({ page, request }) => {
  const token = await registerByApi(request, newAccount('Lost Cook'))
  await openSignedIn(page, token, `/edit-recipe/${crypto.randomUUID()}`)
  await expect(page.getByText('This recipe does not exist, or it was deleted.')).toBeVisible()
  await expect(page.getByLabel('Title')).toHaveCount(0)
})

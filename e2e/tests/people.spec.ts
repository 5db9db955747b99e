/**
 * Two people in two browsers: one sets a handle and a profile with an item for friends only and one for
 * everyone; the other finds them by handle and asks; the first sees the waiting request counted in the
 * menu and accepts; the friend sees both items and their shared recipes; after unfriending, the
 * friends-only item is gone for the former friend. Each people page passes axe at 390 and 1366 px, light and dark.
 */
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { newAccount, openSignedIn, registerByApi, toast } from '../support/app.ts'
import { expectAccessible, WIDE } from '../support/accessible.ts'
import { expectRequestCount } from '../support/people.ts'

async function createRecipe(request: APIRequestContext, token: string, title: string): Promise<void> {
  const response = await request.post('/api/recipes', {
    headers: { authorization: `Bearer ${token}` },
    data: { title, ingredients: '4 plums', labels: ['cake'] },
  })
  expect(response.status()).toBe(201)
}

async function signedInPage(browser: Browser, token: string, path: string): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.setViewportSize(WIDE)
  await openSignedIn(page, token, path)
  return page
}

test('befriend by handle, accept, see what friends see, unfriend and lose it', async ({
  browser,
  request,
}) => {
  const handle = `ana_${crypto.randomUUID().slice(0, 8)}`
  const anaToken = await registerByApi(request, newAccount('Ana Sousa'))
  const benToken = await registerByApi(request, newAccount('Ben Okafor'))
  await createRecipe(request, anaToken, 'Plum Tart')

  // Ana: a handle, a visible profile, all her recipes for friends and one recipe for everyone.
  const ana = await signedInPage(browser, anaToken, '/people/my-profile')
  await ana.getByRole('textbox', { name: 'Handle' }).fill(handle)
  await expect(ana.getByTestId('handle-status')).toHaveText('This handle is free.')
  await ana.getByLabel('Profile visible').check()
  await ana.getByRole('button', { name: 'All my recipes', exact: true }).click()
  await ana.getByRole('button', { name: 'A recipe', exact: true }).click()
  await ana.getByRole('textbox', { name: 'Search your recipes' }).fill('plum')
  await ana.getByRole('button', { name: 'Plum Tart' }).click()
  const tartItem = ana.getByTestId('profile-item').filter({ hasText: 'Plum Tart' })
  await tartItem.getByText('Everyone').click()
  await expectAccessible(ana, 'my profile, filled in')
  await ana.getByTestId('save-profile').click()
  await expect(toast(ana)).toContainText('Profile saved.')
  await expect(ana.getByRole('link', { name: 'View my profile' })).toBeVisible()

  // Ben: finds her by handle and asks.
  const ben = await signedInPage(browser, benToken, '/people')
  await expect(ben.getByText('No friends yet.', { exact: false })).toBeVisible()
  await expectAccessible(ben, 'people, empty')
  await ben.getByLabel('Email or handle').fill(`@${handle.toUpperCase()}`)
  await ben.getByRole('button', { name: 'Find' }).click()
  await ben.getByRole('button', { name: 'Add friend' }).click()
  await expect(ben.getByText('You asked Ana Sousa; the answer is theirs.')).toBeVisible()
  await expect(ben.getByTestId('outgoing-requests').getByText('Ana Sousa')).toBeVisible()
  await expectAccessible(ben, 'people, a request sent')

  // Before they are friends, Ben sees only what Ana shows everyone.
  await ben.goto(`/#/people/${handle}`)
  await expect(ben.getByRole('heading', { level: 1, name: 'Ana Sousa' })).toBeVisible()
  await expect(ben.getByRole('link', { name: 'Plum Tart' })).toBeVisible()
  await expect(ben.getByRole('link', { name: 'All recipes of Ana Sousa' })).toHaveCount(0)
  await expect(ben.getByRole('button', { name: 'Cancel request' })).toBeVisible()

  // Ana: the request is counted in the menu (loaded at start), and she accepts it.
  await ana.goto('/#/people')
  await ana.reload()
  await expectRequestCount(ana, 1)
  const incoming = ana.getByTestId('incoming-requests')
  await expect(incoming.getByText('Ben Okafor')).toBeVisible()
  await expectAccessible(ana, 'people, a request waiting')
  await incoming.getByRole('button', { name: 'Accept' }).click()
  await expect(ana.getByTestId('friends').getByText('Ben Okafor')).toBeVisible()
  await expectRequestCount(ana, 0)

  // Ben, now a friend, sees the friends-only item too, and through it her recipes, read-only.
  await ben.reload()
  const allOfAna = ben.getByRole('link', { name: 'All recipes of Ana Sousa' })
  await expect(allOfAna).toBeVisible()
  await expect(ben.getByRole('link', { name: 'Message' })).toBeVisible()
  await expectAccessible(ben, 'a friend’s profile')
  await allOfAna.click()
  await expect(ben.getByRole('heading', { level: 1, name: 'Recipes shared by Ana Sousa' })).toBeVisible()
  await expect(ben.getByTestId('recipe-item').filter({ hasText: 'Plum Tart' })).toBeVisible()
  await expect(ben.getByTestId('recipe-search')).toHaveCount(0)

  // Ben unfriends her: the friends-only item is gone for him at once; the public one stays.
  await ben.goto(`/#/people/${handle}`)
  await ben.getByRole('button', { name: 'Unfriend' }).click()
  await ben.getByRole('dialog').getByRole('button', { name: 'Unfriend' }).click()
  await expect(ben.getByRole('button', { name: 'Add friend' })).toBeVisible()
  await expect(ben.getByRole('link', { name: 'All recipes of Ana Sousa' })).toHaveCount(0)
  await expect(ben.getByRole('link', { name: 'Plum Tart' })).toBeVisible()

  // And for Ana he is no longer a friend.
  await ana.reload()
  await expect(ana.getByText('No friends yet.', { exact: false })).toBeVisible()
})

test('an unknown handle is a clear "no such profile", and passes axe', async ({ browser, request }) => {
  const token = await registerByApi(request, newAccount('Cleo Marsh'))
  const page = await signedInPage(browser, token, '/people/no_such_person_here')
  await expect(page.getByTestId('no-profile')).toContainText('There is no profile for @no_such_person_here')
  await expectAccessible(page, 'no such profile')
})

/**
 * Two people of a household, one on a phone (390 px) and one on a laptop (1366 px), each in a browser of
 * their own, befriend each other without a reload: Ana finds Ben by his handle while his profile is hidden
 * (the default), and asks; Ben is told at once (a toast, the menu's count) and accepts; Ana's request turns
 * into a friendship on her open page, with a toast. Then Ben unfriends her, and her page follows live.
 * Every state visited passes axe at both widths, light and dark.
 */
import { type Browser, expect, type Page, test } from '@playwright/test'
import { expectAccessible } from '../support/accessible.ts'
import { openMenu, toast } from '../support/app.ts'
import { auth, expectRequestCount, openLive, person, type Person } from '../support/people.ts'

const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1366, height: 900 }

/** A browser of this person's own, at this size, open on `path` with its live socket connected. */
async function liveAt(browser: Browser, who: Person, path: string, size: typeof PHONE): Promise<Page> {
  const context = await browser.newContext({ viewport: size })
  return openLive(context, who, path)
}

/** Axe in every variant, then back to the person's own screen. */
async function checkAccessible(page: Page, name: string, size: typeof PHONE): Promise<void> {
  await expectAccessible(page, name)
  await page.setViewportSize(size)
}

test('found by handle while hidden, asked, accepted and unfriended, each told live to the other', async ({
  browser,
  request,
}) => {
  const ana = await person(request, 'Ana Sousa')
  const ben = await person(request, 'Ben Okafor')
  const handle = `ben_${crypto.randomUUID().slice(0, 8)}`
  // Ben chooses a handle and leaves his profile as it starts: hidden.
  const saved = await request.put('/api/users/profile', { headers: auth(ben), data: { handle } })
  expect(saved.status()).toBe(200)
  expect(((await saved.json()) as { enableProfile: boolean }).enableProfile).toBe(false)

  // Ben's settings say that the handle finds him even so.
  const benPage = await liveAt(browser, ben, '/people/my-profile', LAPTOP)
  await expect(benPage.getByLabel('Profile visible')).not.toBeChecked()
  await expect(benPage.getByTestId('handle-status')).toHaveText(
    'Anyone who types this handle finds you and can ask to be your friend, even while your profile is hidden.',
  )
  await expect(benPage.getByText(/people who know your handle still find you/)).toBeVisible()
  await checkAccessible(benPage, 'my profile, hidden, with a handle', LAPTOP)
  await benPage.goto('/#/list/main')
  await expectRequestCount(benPage, 0)

  // Ana, on her phone, finds him by handle and asks.
  const anaPage = await liveAt(browser, ana, '/people', PHONE)
  await expect(anaPage.getByText('No friends yet.', { exact: false })).toBeVisible()
  const box = anaPage.getByRole('region', { name: 'Add a friend' })
  await box.getByLabel('Email or handle').fill(`@${handle}`)
  await box.getByRole('button', { name: 'Find' }).click()
  await expect(box.getByText('Ben Okafor')).toBeVisible()
  await expect(box.getByTestId('add-problem')).toHaveCount(0)
  await checkAccessible(anaPage, 'people, a hidden profile found by handle', PHONE)
  await box.getByRole('button', { name: 'Add friend' }).click()
  await expect(box.getByText('You asked Ben Okafor; the answer is theirs.')).toBeVisible()
  const anaOutgoing = anaPage.getByTestId('outgoing-requests')
  await expect(anaOutgoing.getByRole('button', { name: 'Cancel' })).toBeVisible()
  await checkAccessible(anaPage, 'people, a request sent', PHONE)

  // Ben, elsewhere in the app, is told at once: a toast and the menu's count, no reload.
  const asked = toast(benPage).filter({ hasText: 'Ana Sousa asked to be your friend.' })
  await expect(asked).toBeVisible()
  await expect(asked.getByRole('link', { name: 'View' })).toHaveAttribute('href', '#/people')
  await checkAccessible(benPage, 'a friend request told live', LAPTOP)
  await expectRequestCount(benPage, 1)
  // The toast may have gone meanwhile (7 s): the menu leads to the people page as well.
  const menu = await openMenu(benPage)
  await menu.getByRole('link', { name: /^People/ }).click()
  await expect(benPage).toHaveURL(/#\/people$/)
  const benIncoming = benPage.getByTestId('incoming-requests')
  await expect(benIncoming.getByText('Ana Sousa')).toBeVisible()
  await checkAccessible(benPage, 'people, a request waiting', LAPTOP)
  await benIncoming.getByRole('button', { name: 'Accept' }).click()
  await expect(benPage.getByTestId('friends').getByText('Ana Sousa')).toBeVisible()
  await expectRequestCount(benPage, 0)

  // Ana's open page: her request became a friendship, and a toast says so.
  await expect(toast(anaPage).filter({ hasText: 'Ben Okafor accepted your friend request.' })).toBeVisible()
  await expect(anaOutgoing.getByRole('button', { name: 'Cancel' })).toHaveCount(0)
  await expect(anaOutgoing.getByText('You are not waiting on anyone.')).toBeVisible()
  await expect(anaPage.getByTestId('friends').getByText('Ben Okafor')).toBeVisible()
  await expect(box.getByText('You and Ben Okafor are friends.')).toBeVisible()
  await checkAccessible(anaPage, 'people, the request accepted live', PHONE)

  // Ben unfriends her; Ana's page follows without a reload.
  await benPage.getByTestId('friends').getByRole('button', { name: 'Unfriend' }).click()
  await benPage.getByRole('dialog').getByRole('button', { name: 'Unfriend' }).click()
  await expect(benPage.getByText('No friends yet.', { exact: false })).toBeVisible()
  await expect(anaPage.getByTestId('friends').getByText('Ben Okafor')).toHaveCount(0)
  await expect(anaPage.getByText('No friends yet.', { exact: false })).toBeVisible()
  await checkAccessible(anaPage, 'people, unfriended live', PHONE)
  await checkAccessible(benPage, 'people, after unfriending', LAPTOP)
})

/**
 * What the operator chose for this server (playwright.config.ts sets it): the self-hosted variant with the
 * instance's name, contributions sent to a page of theirs, install instructions and the offline recipe book
 * on. Then the same app where the operator left the flags off: the answer of GET /api/instance is replaced for that (the server's own answer with
 * the flags off is tested in system.api.test.ts).
 */
import { expect, type Page, test } from '@playwright/test'
import type { TInstance } from '@rosemary/shared/contract'
import { expectAccessible } from '../support/accessible.ts'
import { newAccount, openMenu, openSignedIn, registerByApi } from '../support/app.ts'

async function menuEntries(page: Page): Promise<string[]> {
  const menu = await openMenu(page)
  await expect(menu.getByRole('link').first()).toBeVisible()
  const entries = await menu
    .locator('[data-menu-item]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-menu-item') ?? ''))
  await page.keyboard.press('Escape')
  return entries
}

test('a self-hosted server: its name and both warnings at sign-in, Self Hosted in the menu, Contribute and its pages', async ({
  page,
  request,
}) => {
  await page.goto('/#/auth/register')
  const banner = page.getByTestId('self-hosted-banner')
  await expect(banner).toContainText('The Test Kitchen is a self-hosted Rosemary')
  await expect(page.getByTestId('self-hosted-reminder')).toContainText('whoever runs The Test Kitchen')
  // The reminder stands right before the form's button.
  await expect(page.getByTestId('self-hosted-reminder').locator('+ button')).toHaveText('Create account')

  const menu = await openMenu(page)
  await expect(page.getByTestId('menu-title')).toHaveText('Rosemary Self Hosted')
  await expect(page.getByText('The Test Kitchen', { exact: true })).toBeVisible()
  await menu.getByRole('link', { name: 'Contribute' }).click()
  await expect(page.getByRole('heading', { name: 'Contribute', level: 1 })).toBeVisible()
  const out = page.getByRole('link', { name: 'Contribute on give.example.org' })
  await expect(out).toHaveAttribute('href', 'https://give.example.org/rosemary')
  await expectAccessible(page, 'contribute')

  await page.goto('/#/contribute/thankyou')
  await expect(page.getByText('Thank you for helping keep The Test Kitchen running.')).toBeVisible()
  await page.goto('/#/contribute/cancel')
  await expect(page.getByRole('heading', { name: 'No contribution made', level: 1 })).toBeVisible()

  const token = await registerByApi(request, newAccount('Edna Lewis'))
  const signedIn = await page.context().newPage()
  await openSignedIn(signedIn, token, '/about/details')
  await expect(signedIn.getByTestId('instance-name')).toHaveText('The Test Kitchen')
  await expect(signedIn.getByTestId('flag-contribution')).toHaveText('On')
  await expect(signedIn.getByTestId('flag-self-hosted')).toHaveText('On')
  await expect(signedIn.getByTestId('flag-install-instructions')).toHaveText('On')
  await expect(signedIn.getByTestId('flag-offline-cache')).toHaveText('On')
  const entries = await menuEntries(signedIn)
  expect(entries.slice(entries.indexOf('meal-planners'))).toEqual([
    'meal-planners',
    'download',
    'contribute',
    'settings',
    'about',
    'logout',
  ])
})

test('where the flags are off, the menu has no Download or Contribute and their pages are not found', async ({
  page,
}) => {
  await page.route('**/api/instance', async (route) => {
    const answer = await route.fetch()
    const instance = (await answer.json()) as TInstance
    await route.fulfill({
      response: answer,
      json: {
        ...instance,
        flags: {
          enableContribution: false,
          enableInstallInstructions: false,
          enableExperimentalOfflineCache: false,
        },
        contributeUrl: null,
      },
    })
  })
  await page.goto('/#/welcome')
  expect(await menuEntries(page)).toEqual(['welcome', 'login', 'register', 'about'])
  for (const path of ['/contribute', '/contribute/thankyou', '/contribute/cancel']) {
    await page.goto(`/#${path}`)
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible()
  }
})

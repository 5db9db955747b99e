import { expect, test } from '@playwright/test'
import { newAccount, openMenu, openSignedIn, registerByApi } from '../support/app.ts'

const LEAVE_TEXT =
  'It looks like you have been editing something. If you leave before saving, your changes will be lost.'

test('unsaved changes ask before leaving; cancelling stays, confirming leaves', async ({ page, request }) => {
  const token = await registerByApi(request, newAccount('Before Edit'))
  await openSignedIn(page, token, '/settings/account')
  await page.getByLabel('Name').fill('Half-typed name')

  const dialogs: string[] = []
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  let menu = await openMenu(page)
  await menu.getByRole('link', { name: 'About' }).click()
  await expect.poll(() => dialogs).toEqual([LEAVE_TEXT])
  await expect(page).toHaveURL(/#\/settings\/account$/)
  await expect(page.getByLabel('Name')).toHaveValue('Half-typed name')

  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.accept()
  })
  await page.keyboard.press('Escape')
  menu = await openMenu(page)
  await menu.getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL(/#\/about$/)
  expect(dialogs).toHaveLength(2)

  // The flag was cleared by the navigation: moving on does not ask again.
  menu = await openMenu(page)
  await menu.getByRole('link', { name: 'Settings' }).click()
  await expect(page).toHaveURL(/#\/settings$/)
  expect(dialogs).toHaveLength(2)
})

test('saved changes leave without asking', async ({ page, request }) => {
  const token = await registerByApi(request, newAccount('Saver'))
  await openSignedIn(page, token, '/settings/account')
  await page.getByLabel('Name').fill('Saved Name')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.locator('.mantine-Notification-root')).toContainText('Your details were saved.')
  let asked = false
  page.on('dialog', (dialog) => {
    asked = true
    void dialog.dismiss()
  })
  const menu = await openMenu(page)
  await menu.getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL(/#\/about$/)
  expect(asked).toBe(false)
})

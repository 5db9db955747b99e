import { expect, type Page, test } from '@playwright/test'
import { expectAccessible } from '../support/accessible.ts'
import { newAccount, openSignedIn, registerByApi } from '../support/app.ts'

const TART = {
  title: 'Lemon Tart',
  yield: '8 slices',
  ingredients: '[Pastry]\n200 g flour\n100 g butter\n[Filling]\n3 lemons\n2 eggs\n150 g sugar',
  instructions:
    '[Pastry]\nRub the butter into the flour.\nChill the pastry for 30 minutes.\n[Filling]\nWhisk the eggs with the sugar and the juice of the lemons.\nBake 40-45 min.',
  labels: [],
}

/** A screen wake lock that counts what is asked of it, since Chromium without a screen refuses the real one. */
async function countWakeLocks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counts = { requests: 0, releases: 0 }
    Object.assign(window, { wakeLockCounts: counts })
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: () => {
          counts.requests += 1
          return Promise.resolve({
            released: false,
            type: 'screen',
            release: () => {
              counts.releases += 1
              return Promise.resolve()
            },
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
          })
        },
      },
    })
  })
}

const wakeLocks = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { wakeLockCounts: { requests: number; releases: number } }).wakeLockCounts,
  )

async function createTart(page: Page, token: string): Promise<string> {
  const created = await page.request.post('/api/recipes', {
    headers: { authorization: `Bearer ${token}` },
    data: TART,
  })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { id: string }).id
}

test('cook mode: a step at a time with its scaled ingredients, timers that ring, the screen kept on, pins with progress', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const token = await registerByApi(request, newAccount('Marcella Hazan'))
  const id = await createTart(page, token)
  await countWakeLocks(page)
  // Time the test can move on: a 30-minute timer ends without waiting half an hour.
  await page.clock.install()
  await openSignedIn(page, token, `/recipe/${id}`)

  // Doubled on the page, pinned, then into cook mode.
  await page.getByTestId('scale-controls').getByText('×2').click()
  await expect(page.getByTestId('ingredients')).toContainText('400 g flour')
  await page.getByTestId('pin-recipe').click()
  await page.getByRole('button', { name: 'Okay' }).click()
  const onPage = await wakeLocks(page)
  await page.getByTestId('open-cook-mode').click()
  await expect(page).toHaveURL(/#\/recipe\/[\w-]+\?cook=1$/)
  const cook = page.getByRole('dialog', { name: 'Cooking: Lemon Tart' })
  await expect(cook).toBeVisible()
  await expect.poll(async () => (await wakeLocks(page)).requests).toBe(onPage.requests + 1)

  const number = cook.getByTestId('cook-step-number')
  const text = cook.getByTestId('cook-step-text')
  const ingredients = cook.getByTestId('step-ingredients')
  await expect(number).toHaveText('Step 1 of 4 · Pastry')
  await expect(text).toHaveText('Rub the butter into the flour.')
  await expect(ingredients.getByRole('listitem')).toHaveText(['400 g flour', '200 g butter'])

  // Next by button, then by arrow keys both ways.
  await cook.getByRole('button', { name: 'Next' }).click()
  await expect(number).toHaveText('Step 2 of 4 · Pastry')
  await expect(ingredients).toHaveText('This step names none of the ingredients.')
  await page.keyboard.press('ArrowRight')
  await expect(number).toHaveText('Step 3 of 4 · Filling')
  await expect(ingredients.getByRole('listitem')).toHaveText(['6 lemons', '4 eggs', '300 g sugar'])
  await page.keyboard.press('ArrowLeft')
  await expect(number).toHaveText('Step 2 of 4 · Pastry')
  await expect(cook.getByRole('button', { name: 'Previous' })).toBeEnabled()

  // Every ingredient is a tap away, ticked as on the page.
  await cook.getByRole('button', { name: 'All ingredients' }).click()
  await expect(cook.getByTestId('cook-all-ingredients')).toContainText('300 g sugar')

  // A timer from the step's "30 minutes" counts down, survives moving on, and rings at its end.
  await cook.getByRole('button', { name: 'Start a timer: 30 minutes' }).click()
  const timer = cook.getByTestId('cook-timer')
  await expect(timer).toContainText('Step 2: 30 minutes')
  await expect(timer.getByTestId('timer-left')).toHaveText('30:00 left')
  await page.clock.fastForward('10:00')
  await expect(timer.getByTestId('timer-left')).toHaveText('20:00 left')
  await cook.getByLabel('Step done').check()
  await cook.getByRole('button', { name: 'Next' }).click()
  await expect(number).toHaveText('Step 3 of 4 · Filling')
  await cook.getByRole('button', { name: 'Next' }).click()
  await cook.getByRole('button', { name: 'Start a timer: 40-45 min' }).click()
  await expect(cook.getByTestId('cook-timer')).toHaveCount(2)
  await page.clock.fastForward('20:00')
  const ringing = cook.getByRole('alert').filter({ hasText: 'Time is up: Step 2: 30 minutes' })
  await expect(ringing).toBeVisible()
  // The other timer, started ten minutes in from the shorter end of "40-45 min", runs on.
  await expect(cook.getByTestId('cook-timer').nth(1).getByTestId('timer-left')).toHaveText('20:00 left')
  await expectAccessible(page, 'cook mode, a timer ringing')
  await cook.getByRole('button', { name: 'Stop the timer Step 2: 30 minutes' }).click()
  await expect(cook.getByTestId('cook-timer')).toHaveCount(1)
  await cook.getByRole('button', { name: 'Stop the timer Step 4: 40-45 min' }).click()
  await expect(cook.getByTestId('cook-timers')).toHaveCount(0)

  // Back leaves cook mode and lets go of its wake lock; the page's scale is as it was.
  await page.goBack()
  await expect(cook).toHaveCount(0)
  await expect(page).toHaveURL(/#\/recipe\/[\w-]+$/)
  await expect.poll(async () => (await wakeLocks(page)).releases).toBe(onPage.releases + 1)
  await expect(page.getByTestId('ingredients')).toContainText('400 g flour')

  // The pin shows the title and the steps ticked off, on the page and in cook mode alike.
  const pin = page.getByTestId('cooking-toolbar').getByTestId('pinned-recipe')
  await expect(pin).toContainText('Lemon Tart')
  await expect(pin.getByTestId('pin-progress')).toHaveText('1/4 steps')
  await page.getByTestId('instructions').getByRole('checkbox').first().check()
  await expect(pin.getByTestId('pin-progress')).toHaveText('2/4 steps')
  await expect(pin).toHaveAccessibleName(/^Lemon Tart ?, ?2\/4 steps$/)
})

test('cook mode from the keyboard: Escape leaves it and gives the focus back; no wake lock when it is turned off', async ({
  page,
  request,
}) => {
  const token = await registerByApi(request, newAccount('Edna Lewis'))
  const id = await createTart(page, token)
  await countWakeLocks(page)
  await page.addInitScript(() => {
    window.localStorage.setItem('preferences', JSON.stringify({ recipeDetails: { enableWakeLock: false } }))
  })
  await openSignedIn(page, token, `/recipe/${id}`)
  const entry = page.getByTestId('open-cook-mode')
  await entry.focus()
  await page.keyboard.press('Enter')
  const cook = page.getByRole('dialog', { name: 'Cooking: Lemon Tart' })
  await expect(cook.getByTestId('cook-step-number')).toHaveText('Step 1 of 4 · Pastry')
  await page.keyboard.press('ArrowRight')
  await expect(cook.getByTestId('cook-step-number')).toHaveText('Step 2 of 4 · Pastry')

  await page.keyboard.press('Escape')
  await expect(cook).toHaveCount(0)
  await expect(page).toHaveURL(/#\/recipe\/[\w-]+$/)
  await expect(entry).toBeFocused()
  expect((await wakeLocks(page)).requests).toBe(0)
})

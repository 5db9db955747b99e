/**
 * Import files: three files of three formats dropped at once, each recognised by its content with its
 * count, imported as one job; a recipe from each opened with its sections (and the picture its file
 * carried); a file of no known format named with what was looked for.
 */
import { expect, type Page, test } from '@playwright/test'
import { gzipSync, strToU8, zipSync } from 'fflate'
import { solidPng } from '../support/images.ts'
import { newAccount, openSignedIn, registerByApi } from '../support/app.ts'

/** A Paprika export of one recipe with a photo and an ingredient section. */
function paprikaFile(): Buffer {
  const recipe = {
    name: 'Paprika Goulash',
    ingredients: 'For the stew:\n500 g beef\n2 onions\nTo serve:\nsour cream',
    directions: 'Brown the beef.\nSimmer for two hours.',
    photo_data: solidPng(60, 40, [180, 40, 30]).toString('base64'),
    categories: ['Stews'],
  }
  return Buffer.from(zipSync({ 'Paprika Goulash.paprikarecipe': gzipSync(strToU8(JSON.stringify(recipe))) }))
}

/** A MealMaster file of two recipes, the second with a section in its ingredients. */
const mealMaster = `MMMMM----- Recipe via Meal-Master (tm) v8.05

      Title: Lemon Curd
 Categories: Preserves
      Yield: 2 jars

      3    lemons
    100 g  sugar

  Whisk everything over a low heat until thick.

MMMMM

MMMMM----- Recipe via Meal-Master (tm) v8.05

      Title: Scones
 Categories: Baking
      Yield: 8 scones

MMMMM--------------------------DOUGH---------------------------------
    250 g  flour
      1 c  milk
MMMMM--------------------------TOPPING-------------------------------
      1    egg; beaten

  Rub, fold and bake for twelve minutes.

MMMMM
`

/** A Cooklang recipe with metadata: the markup becomes an ingredient list and readable steps. */
const cooklang = `>> title: Pancakes
>> servings: 4

Whisk @eggs{3} with @milk{250%ml} and @flour{125%g}.

Fry in a hot #pan{} for ~{2%minutes} on each side.
`

async function dropFiles(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.getByTestId('import-files-dropzone').locator('input[type=file]').setInputFiles(files)
}

test('three files of three formats are recognised, imported as one job, and read back whole', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const token = await registerByApi(request, newAccount('Moving In'))
  await openSignedIn(page, token, '/settings/import')
  await page.getByRole('link', { name: /Import files/ }).click()
  await expect(page).toHaveURL(/#\/settings\/import\/files$/)

  // Named as a person's downloads might be: the content decides, not the name.
  await dropFiles(page, [
    { name: 'backup.zip', mimeType: 'application/zip', buffer: paprikaFile() },
    { name: 'from-bbs.txt', mimeType: 'text/plain', buffer: Buffer.from(mealMaster, 'latin1') },
    { name: 'pancakes.cook', mimeType: 'text/plain', buffer: Buffer.from(cooklang) },
  ])
  const found = page.getByTestId('recognized-file')
  await expect(found).toHaveCount(3)
  await expect(found.nth(0)).toContainText('Paprika, 1 recipe')
  await expect(found.nth(1)).toContainText('MealMaster, 2 recipes')
  await expect(found.nth(2)).toContainText('Cooklang, 1 recipe')

  await page.getByRole('button', { name: 'Import 4 recipes' }).click()
  const summary = page.getByRole('region', { name: 'Import summary' })
  await expect(summary).toBeVisible({ timeout: 60_000 })
  await expect(summary).toContainText('Imported 4 recipes.')
  await expect(page.getByTestId('import-files')).toContainText('from-bbs.txt: MealMaster, 2 recipes')

  // Each recipe as its format held it: sections, the picture, the markup turned into lines.
  await page.goto('/#/list/main')
  await page.getByTestId('recipe-item').filter({ hasText: 'Scones' }).click()
  const ingredients = page.getByTestId('ingredients')
  await expect(ingredients).toContainText('Dough')
  await expect(ingredients).toContainText('250 g flour')
  await expect(ingredients).toContainText('Topping')
  await page.goto('/#/list/main')
  await page.getByTestId('recipe-item').filter({ hasText: 'Paprika Goulash' }).click()
  await expect(page.getByTestId('ingredients')).toContainText('For the stew')
  const picture = page.locator('main img').first()
  await expect(picture).toHaveJSProperty('complete', true)
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await page.goto('/#/list/main')
  await page.getByTestId('recipe-item').filter({ hasText: 'Pancakes' }).click()
  await expect(page.getByTestId('ingredients')).toContainText('250 ml milk')
  await expect(page.getByTestId('instructions')).toContainText('2 minutes')

  // The recent imports name the formats it found.
  await page.goto('/#/settings/import')
  await expect(page.getByTestId('recent-import')).toContainText('Paprika, MealMaster, Cooklang')
})

test('a file of no known format is named, with what was looked for, and nothing is imported', async ({
  page,
  request,
}) => {
  const token = await registerByApi(request, newAccount('Odd Files'))
  await openSignedIn(page, token, '/settings/import/files')
  await dropFiles(page, [{ name: 'shopping.txt', mimeType: 'text/plain', buffer: Buffer.from('milk\neggs') }])
  await expect(page.getByTestId('recognized-file')).toContainText('Not a recipe file Rosemary reads')
  await expect(page.getByTestId('nothing-to-import')).toContainText(
    'It looks for Paprika, schema.org JSON-LD',
  )
  await expect(page.getByRole('button', { name: /^Import \d/ })).toHaveCount(0)
  await page.getByRole('button', { name: 'Choose other files' }).click()
  await expect(page.getByTestId('import-files-dropzone')).toBeVisible()
})

test('a spreadsheet whose header names no title: its columns are chosen, and the recipes read with them', async ({
  page,
  request,
}) => {
  const token = await registerByApi(request, newAccount('Spreadsheet Cook'))
  await openSignedIn(page, token, '/settings/import/files')
  const sheet =
    'Gericht;Was man braucht;Wie\nBrot;"500 g Mehl\n300 ml Wasser";Kneten und backen.\nSuppe;Lauch;Kochen.\n'
  await dropFiles(page, [{ name: 'rezepte.csv', mimeType: 'text/csv', buffer: Buffer.from(sheet) }])
  await expect(page.getByTestId('recognized-file')).toContainText(
    'A spreadsheet (CSV), 2 rows: choose its columns below',
  )
  // Nothing is imported before a column holds the titles, and the page says so where it is chosen.
  await expect(page.getByTestId('nothing-to-import')).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Import \d/ })).toHaveCount(0)
  const columns = page.getByRole('group', { name: 'Columns of rezepte.csv' })
  await expect(columns).toContainText('Choose the column that holds the titles')

  await columns.getByLabel('Title').selectOption({ label: 'Gericht — “Brot”' })
  await columns
    .getByLabel('Ingredients')
    .selectOption({ label: 'Was man braucht — “500 g Mehl' + '\n' + '300 ml Wasser”' })
  await columns.getByLabel('Steps').selectOption({ label: 'Wie — “Kneten und backen.”' })
  await page.getByRole('button', { name: 'Import 2 recipes' }).click()
  const summary = page.getByRole('region', { name: 'Import summary' })
  await expect(summary).toBeVisible({ timeout: 60_000 })
  await expect(summary).toContainText('Imported 2 recipes.')
  await expect(page.getByTestId('import-files')).toContainText('rezepte.csv: CSV, 2 recipes')

  await page.goto('/#/list/main')
  await page.getByTestId('recipe-item').filter({ hasText: 'Brot' }).click()
  await expect(page.getByTestId('ingredients')).toContainText('300 ml Wasser')
  await expect(page.getByTestId('instructions')).toContainText('Kneten und backen.')
})

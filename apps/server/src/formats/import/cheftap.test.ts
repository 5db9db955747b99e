import { strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { ImportFileError, type ImportItem } from '../imported-recipe.ts'
import { openChefTap, recognizesChefTap } from './cheftap.ts'
import { sampleOf } from './file-sample.ts'
import { chefTapExport, chefTapText, sampleChefTap } from './test-support/cheftap-files.ts'
import { latin1 } from './test-support/mastercook-files.ts'
import { mealMasterRecipe, sampleRecipe } from './test-support/mealmaster-files.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'
import { sampleSaffron, saffronExport } from './test-support/saffron-files.ts'

async function itemsOf(file: Uint8Array): Promise<ImportItem[]> {
  const items: ImportItem[] = []
  for await (const item of (await openChefTap(file)).items()) items.push(item)
  return items
}

async function recipeOf(text: string) {
  const [item] = await itemsOf(chefTapExport([], { 'cheftap_export/Recipe.txt': strToU8(text) }))
  if (!item || !('recipe' in item)) throw new Error(`no recipe: ${JSON.stringify(item)}`)
  return item.recipe
}

describe('openChefTap maps every field', () => {
  test('a clipped recipe under headings', async () => {
    const text = chefTapText(
      sampleChefTap({
        facts: ['Prep Time: 15 min', 'Cook Time: 10 min', 'Servings: 24'],
        notes: ['Freeze the dough in balls.'],
      }),
      '\r\n',
    )
    expect(await recipeOf(text)).toEqual({
      title: 'Chocolate chip cookies',
      description: '',
      yield: '24 servings',
      activeTime: '15 min',
      totalTime: '25 min',
      source: '',
      url: 'https://example.com/cookies',
      notes: 'Freeze the dough in balls.\n\nCook time: 10 min',
      ingredients: '1 cup butter, softened\n2 eggs\n3 cups flour\n2 cups chocolate chips',
      instructions: 'Heat the oven to 175 °C.\nBeat the butter and sugar until smooth.\nBake 10 minutes.',
      rating: null,
      labels: [],
      images: [],
    })
  })

  test('headings in capitals; a description before them; parts of the ingredients as [headers]', async () => {
    const text = chefTapText(
      sampleChefTap({
        headings: 'upper',
        ingredients: ['For the dough:', '3 cups flour', '', 'For the glaze:', '1 cup sugar'],
      }),
    ).replace('\n\n\nINGREDIENTS', '\nThe best cookies.\n\nINGREDIENTS')
    expect(await recipeOf(text)).toMatchObject({
      description: 'The best cookies.',
      ingredients: '[For the dough]\n3 cups flour\n[For the glaze]\n1 cup sugar',
      instructions: 'Heat the oven to 175 °C.\nBeat the butter and sugar until smooth.\nBake 10 minutes.',
    })
  })

  test('without headings: the paragraph of amounts is the ingredients, the rest the steps', async () => {
    const text = [
      'Pancakes',
      '',
      '',
      '',
      'Fluffy and quick.',
      '',
      '2 eggs',
      '1 ½ cups milk',
      'salt',
      '',
      '1. Whisk everything.',
      '2. Fry in butter.',
    ].join('\n')
    expect(await recipeOf(text)).toMatchObject({
      title: 'Pancakes',
      url: '',
      description: 'Fluffy and quick.',
      ingredients: '2 eggs\n1 ½ cups milk\nsalt',
      instructions: '1. Whisk everything.\n2. Fry in butter.',
    })
  })

  test('an ingredients heading but no directions heading: the steps follow the ingredients', async () => {
    const text = 'Tea\n\nhttps://example.com/tea\n\nIngredients\n1 tea bag\n1 cup water\n\nBoil the water.\n'
    expect(await recipeOf(text)).toMatchObject({
      ingredients: '1 tea bag\n1 cup water',
      instructions: 'Boil the water.',
    })
  })

  test('Windows-1252 text', async () => {
    const text = chefTapText(sampleChefTap({ title: 'Crème brûlée' }))
    const [item] = await itemsOf(zipSync({ 'cheftap_export/creme.txt': latin1(text) }))
    expect(item).toMatchObject({ recipe: { title: 'Crème brûlée' } })
  })

  test('a single file is read when it opens as ChefTap’s do', async () => {
    expect(await itemsOf(strToU8(chefTapText(sampleChefTap())))).toMatchObject([
      { recipe: { title: 'Chocolate chip cookies' } },
    ])
  })
})

describe('a ChefTap export', () => {
  test('each file a recipe; blank, damaged-looking and title-only files are failures; pictures skipped', async () => {
    const file = chefTapExport([sampleChefTap({ title: 'Soup' }), sampleChefTap({ title: 'Stew' })], {
      'cheftap_export/Blank.txt': strToU8('\n  \n'),
      'cheftap_export/Bookmark.txt': strToU8('Bookmark\n\n'),
      'cheftap_export/soup.jpg': fakeJpeg(2),
    })
    const opened = await openChefTap(file)
    expect(opened.total).toBe(4)
    const items: ImportItem[] = []
    for await (const item of opened.items()) items.push(item)
    expect(items.flatMap((item) => ('recipe' in item ? [item.recipe.title] : []))).toEqual(['Soup', 'Stew'])
    expect(items.flatMap((item) => ('failure' in item ? [item.failure] : []))).toEqual([
      { title: 'Blank', reason: '"cheftap_export/Blank.txt" is not a ChefTap recipe.' },
      { title: 'Bookmark', reason: 'The recipe has a title but no ingredients or directions.' },
    ])
  })
})

describe('openChefTap refuses', () => {
  test.for([
    ['an empty file', new Uint8Array(0), 'The file is empty.'],
    ['plain text', strToU8('Grandma’s tea: boil water, add tea.'), 'not a ChefTap recipe'],
    ['a zip without text files', zipSync({ 'a.csv': strToU8('a,b') }), 'no ChefTap recipes (.txt files)'],
  ])('%s', async ([, file, message]) => {
    await expect(openChefTap(file as Uint8Array)).rejects.toThrow(ImportFileError)
    await expect(openChefTap(file as Uint8Array)).rejects.toThrow(message)
  })
})

describe('recognizesChefTap', () => {
  const folder = (text: string) => zipSync({ 'recipes/a.txt': strToU8(text), 'recipes/b.txt': strToU8(text) })
  test.for([
    ['the export', chefTapExport([sampleChefTap()]), true],
    [
      'its folder, whatever the files look like',
      chefTapExport([], { 'cheftap_export/x.txt': strToU8('x') }),
      true,
    ],
    ['text files opening as ChefTap’s, in another folder', folder(chefTapText(sampleChefTap())), true],
    ['a single ChefTap file (no mark of the app)', strToU8(chefTapText(sampleChefTap())), false],
    ['a zip of notes', folder('Shopping\nmilk\neggs\n'), false],
    ['a zip of MealMaster files', folder(mealMasterRecipe(sampleRecipe(1))), false],
    ['a Saffron export', saffronExport([sampleSaffron()]), false],
    [
      'a zip of text and a spreadsheet',
      zipSync({ 'a.txt': strToU8('Tea\nhttps://example.com/'), 'b.csv': strToU8('') }),
      false,
    ],
  ])('%s', ([, file, expected]) => {
    expect(recognizesChefTap(sampleOf(file as Uint8Array))).toBe(expected)
  })
})

import { strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { ImportFileError, type ImportedRecipe } from '../imported-recipe.ts'
import { ImportTooLargeError } from './archive/budget.ts'
import { MAX_COOKN_ROWS, RowCount } from './cookn-tables.ts'
import { openCookn, recognizesCookn } from './cookn.ts'
import { sampleOf } from './file-sample.ts'
import { cooknExport, cooknFiles, writeTable, type CooknRecipe } from './test-support/cookn-files.ts'
import { latin1 } from './test-support/mastercook-files.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'

async function recipesOf(file: Uint8Array): Promise<ImportedRecipe[]> {
  const recipes: ImportedRecipe[] = []
  for await (const item of (await openCookn(file)).items()) if ('recipe' in item) recipes.push(item.recipe)
  return recipes
}

const soup: CooknRecipe = {
  id: '101',
  title: 'Onion Soup',
  description: 'A French classic.\r\nServe hot.',
  serves: '4',
  prepTime: '15',
  cookTime: '75',
  instructions: '1. Slice the onions\r\nthinly.\r\n2) Brown them slowly.\r\n\r\n3.Add the stock and simmer.',
  chapter: 'Soups',
  cookbook: 'Family Favorites',
  ingredients: [
    { amount: '2', unit: 'cup', unitPlural: 'cups', food: 'beef stock', post: ', hot,', order: '2' },
    { amount: '6', food: 'onion', foodPlural: 'onions', post: 'sliced', order: '1' },
    { amount: '1', unit: 'cup', unitPlural: 'cups', pre: 'freshly grated,', food: 'Gruyère', order: '3' },
    {
      amount: '1 1/2',
      unit: 'tablespoon',
      unitPlural: 'tablespoons',
      food: 'butter',
      brand: 'Kerrygold',
      order: '4',
    },
    { amount: '0', food: 'salt', post: 'to taste', order: '5' },
    { amount: 'A splash of brandy', order: '6' },
    { amount: '0', order: '7' },
    { amount: '1/2', unit: 'teaspoon', unitPlural: 'teaspoons', food: 'thyme', order: 'last' },
  ],
  media: { '5F2A9C': fakeJpeg(1) },
}

describe('openCookn maps every field', () => {
  test('a full recipe, its ingredients joined from the unit, food and brand tables', async () => {
    const opened = await openCookn(cooknExport([soup], { pictures: 'images' }))
    expect(opened.total).toBe(1)
    expect(await recipesOf(cooknExport([soup], { pictures: 'images' }))).toEqual([
      {
        title: 'Onion Soup',
        description: 'A French classic.\nServe hot.',
        yield: '4 servings',
        activeTime: '15 min',
        totalTime: '1 h 30 min',
        source: '',
        url: '',
        notes: '',
        ingredients: [
          '6 onions, sliced',
          '2 cups beef stock, hot',
          '1 cup freshly grated Gruyère',
          '1 1/2 tablespoons butter (Kerrygold)',
          'salt, to taste',
          'A splash of brandy',
          '1/2 teaspoon thyme',
        ].join('\n'),
        instructions: 'Slice the onions thinly.\nBrown them slowly.\nAdd the stock and simmer.',
        rating: null,
        labels: ['Soups', 'Family Favorites'],
        images: [{ kind: 'bytes', data: fakeJpeg(1) }],
      },
    ])
  })

  test('steps without numbers stay a step a line; a preparation time alone is no total', async () => {
    const [recipe] = await recipesOf(
      cooknExport([
        { id: '7', title: 'Tea', prepTime: '5', instructions: 'Boil water.\nPour.\n- Steep.\nServe.' },
      ]),
    )
    expect(recipe).toMatchObject({
      activeTime: '5 min',
      totalTime: '',
      instructions: 'Boil water.\nPour.\nSteep. Serve.',
    })
  })

  test('a recipe without its description row or values: a fallback title, nothing invented', async () => {
    const files = cooknFiles([{ id: '1' }, { id: '2', title: 'Toast', serves: '1' }])
    files['temp_recipe_desc.dsv'] = strToU8(writeTable(['ID', 'TITLE'], [['2', 'Toast']]))
    const recipes = await recipesOf(zipSync(files))
    expect(recipes[0]).toMatchObject({
      title: "Cook'n recipe 1",
      yield: '',
      activeTime: '',
      ingredients: '',
      instructions: '',
      labels: [],
      images: [],
    })
    expect(recipes[1]).toMatchObject({ title: 'Toast', yield: '1 serving' })
  })

  test('pictures by media ID beside the tables or below, with or without an extension', async () => {
    const files = cooknFiles([
      { id: '1', title: 'A', media: { M1: fakeJpeg(1), M2: fakeJpeg(2) } },
      { id: '2', title: 'B', media: { M3: fakeJpeg(3) } },
    ])
    files['M2.jpeg'] = files.M2 ?? new Uint8Array()
    delete files.M2
    delete files.M3
    const recipes = await recipesOf(zipSync(files))
    expect(recipes.map((recipe) => recipe.images)).toEqual([
      [
        { kind: 'bytes', data: fakeJpeg(1) },
        { kind: 'bytes', data: fakeJpeg(2) },
      ],
      [],
    ])
  })

  test('tables in folders, lower-case names, line breaks between rows: one cookbook a folder', async () => {
    const file = zipSync({
      ...cooknFiles([soup], { folder: 'Cook n/Soups', lowerCaseNames: true, lineBreaks: true }),
      ...cooknFiles([{ id: '1', title: 'Bread', chapter: 'Breads' }], { folder: 'Cook n/Breads' }),
    })
    const recipes = await recipesOf(file)
    expect(recipes.map((recipe) => [recipe.title, recipe.labels, recipe.images.length])).toEqual([
      ['Onion Soup', ['Soups', 'Family Favorites'], 1],
      ['Bread', ['Breads'], 0],
    ])
    expect(recipes[0]?.ingredients.split('\n')[0]).toBe('6 onions, sliced')
  })

  test('a zip of cookbook zips', async () => {
    const file = zipSync({
      'Soups.zip': cooknExport([soup]),
      'Breads.zip': cooknExport([{ id: '1', title: 'Bread' }], { folder: 'export' }),
    })
    expect((await recipesOf(file)).map((recipe) => recipe.title)).toEqual(['Onion Soup', 'Bread'])
  })

  test('tables in Windows-1252 and with a UTF-8 byte order mark', async () => {
    const files = cooknFiles([{ id: '1', title: 'x', chapter: 'Desserts' }])
    files['temp_recipe_desc.dsv'] = latin1(
      writeTable(['ID', 'PARENT', 'TITLE'], [['1', 'CH1', 'Crème brûlée']]),
    )
    files['temp_chapter_desc.dsv'] = strToU8(
      `\uFEFF${writeTable(['ID', 'PARENT', 'TITLE'], [['CH1', '', 'Süßes']])}`,
    )
    const [recipe] = await recipesOf(zipSync(files))
    expect(recipe).toMatchObject({ title: 'Crème brûlée', labels: ['Süßes'] })
  })
})

describe('openCookn refuses, naming the problem', () => {
  const export_ = cooknExport([soup])

  test.for([
    ['an empty file', new Uint8Array(), 'The file is empty.'],
    ['a file that is not a zip', strToU8('ID||||TITLE!@#%^&*()'), "not a Cook'n export"],
    [
      'a zip without the recipe table',
      zipSync({ 'temp_food.dsv': strToU8('ID') }),
      "holds no Cook'n recipes",
    ],
    ['a truncated zip', export_.subarray(0, export_.length - 40), 'truncated'],
  ] as const)('%s', async ([, file, message]) => {
    await expect(openCookn(file)).rejects.toThrow(ImportFileError)
    await expect(openCookn(file)).rejects.toThrow(message)
  })

  test('a damaged table, a damaged cookbook zip inside', async () => {
    const broken = zipSync(cooknFiles([soup]))
    const name = 'temp_ingredient.dsv'
    // The first copy of the name is the entry's local header; its compressed data follows it.
    const dataStart = new TextDecoder('latin1').decode(broken).indexOf(name) + name.length
    broken.fill(0xff, dataStart, dataStart + 12)
    await expect(openCookn(broken)).rejects.toThrow(/"temp_ingredient\.dsv" cannot be read/)
    const inner = zipSync({ 'Soups.zip': strToU8('PK\u0003\u0004 not really a zip temp_recipe.dsv') })
    await expect(openCookn(inner)).rejects.toThrow(/"Soups\.zip" cannot be read as a Cook'n cookbook/)
  })

  test('a bomb stops at the unpack limit; too many rows are too large', async () => {
    const bomb = zipSync({
      'temp_recipe.dsv': [
        strToU8(`ID||||INSTRUCTIONS!@#%^&*()1||||${' '.repeat(20 * 1024 * 1024)}`),
        { level: 9 },
      ],
    })
    await expect(openCookn(bomb, { maxUnpackedBytes: 1024 * 1024, maxEntries: 10 })).rejects.toThrow(
      ImportTooLargeError,
    )
    const count = new RowCount()
    for (let row = 0; row < MAX_COOKN_ROWS; row++) count.add('temp_ingredient')
    expect(() => count.add('temp_ingredient')).toThrow(ImportTooLargeError)
  })
})

describe('recognizesCookn', () => {
  test("a zip holding Cook'n's recipe table, at the top or in a folder, or zips of them", () => {
    expect(recognizesCookn(sampleOf(cooknExport([soup])))).toBe(true)
    expect(recognizesCookn(sampleOf(cooknExport([soup], { folder: 'Export', lowerCaseNames: true })))).toBe(
      true,
    )
    expect(
      recognizesCookn(sampleOf(zipSync({ 'a.zip': cooknExport([soup]), 'b.zip': cooknExport([]) }))),
    ).toBe(true)
  })

  test('not other zips, nor a bare table', () => {
    expect(recognizesCookn(sampleOf(zipSync({ 'data.dsv': strToU8('ID||||TITLE') })))).toBe(false)
    expect(recognizesCookn(sampleOf(zipSync({ 'a.zip': zipSync({ 'a.txt': strToU8('x') }) })))).toBe(false)
    expect(recognizesCookn(sampleOf(strToU8(writeTable(['ID', 'TITLE'], [['1', 'Tea']]))))).toBe(false)
  })
})

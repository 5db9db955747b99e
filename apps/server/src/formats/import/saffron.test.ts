import { strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { ImportFileError, type ImportItem } from '../imported-recipe.ts'
import { sampleOf } from './file-sample.ts'
import { openSaffron, recognizesSaffron } from './saffron.ts'
import { chefTapExport, sampleChefTap } from './test-support/cheftap-files.ts'
import { latin1 } from './test-support/mastercook-files.ts'
import { mealMasterRecipe, sampleRecipe } from './test-support/mealmaster-files.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'
import { sampleSaffron, saffronExport, saffronText } from './test-support/saffron-files.ts'

async function itemsOf(file: Uint8Array): Promise<ImportItem[]> {
  const items: ImportItem[] = []
  for await (const item of (await openSaffron(file)).items()) items.push(item)
  return items
}

const recipesOf = async (file: Uint8Array) =>
  (await itemsOf(file)).flatMap((item) => ('recipe' in item ? [item.recipe] : []))

describe('openSaffron maps every field', () => {
  test('a recipe as Saffron writes it', async () => {
    expect(await itemsOf(strToU8(saffronText(sampleSaffron(), '\r\n')))).toEqual([
      {
        recipe: {
          title: 'Apple puff pancake',
          description: 'Baked in one pan.',
          yield: '6 servings',
          activeTime: '15 minutes',
          totalTime: '45 minutes',
          source: 'Grandma Rose',
          url: 'https://example.com/apple-puff',
          notes: 'Cook time: 30 minutes',
          ingredients: '6 eggs\n1.5 cups milk\n2 apples, sliced',
          instructions: 'Heat the oven to 220 °C.\nWhisk eggs and milk.\nBake 20 minutes.',
          rating: null,
          labels: ['Breakfasts', 'Sunday'],
          images: [],
        },
      },
    ])
  })

  test('sections as [headers], a picture address, other keys and a Notes section into the notes', async () => {
    const text = [
      'Title: Lemon tart',
      'Description: Sharp and sweet.',
      'It keeps two days.',
      'Source: https://example.com/tart',
      'Original URL: ',
      'Yield: 1 tart',
      'Prep: 20 min',
      'Cook: 40 min',
      'Difficulty: medium',
      'Image: https://example.com/tart.jpg',
      'Ingredients: ',
      '\tFor the crust:',
      '\t200 g flour',
      '',
      '\t--- Filling ---',
      '\t3 lemons',
      'Instructions: ',
      '\tMake the crust:',
      '\tRub the butter into the flour.',
      '\tNote: chill it.',
      'Notes: ',
      'Best the next day.',
    ].join('\n')
    const [recipe] = await recipesOf(strToU8(text))
    expect(recipe).toMatchObject({
      description: 'Sharp and sweet.\nIt keeps two days.',
      source: '',
      url: 'https://example.com/tart',
      yield: '1 tart',
      activeTime: '20 min',
      totalTime: '1 h',
      notes: 'Best the next day.\n\nCook time: 40 min\n\nDifficulty: medium',
      ingredients: '[For the crust]\n200 g flour\n[Filling]\n3 lemons',
      instructions: '[Make the crust]\nRub the butter into the flour.\nNote: chill it.',
      labels: [],
      images: [{ kind: 'url', url: 'https://example.com/tart.jpg' }],
    })
  })

  test('what has no field of its own is kept in the notes', async () => {
    const text = saffronText(
      sampleSaffron({ originalUrl: 'from the Sunday paper', image: 'tart.jpg', total: '' }),
    )
    const [recipe] = await recipesOf(strToU8(text))
    expect(recipe).toMatchObject({
      url: '',
      totalTime: '45 min',
      notes: 'Cook time: 30 minutes\n\nOriginal URL: from the Sunday paper\n\nImage: tart.jpg',
      images: [],
    })
  })

  test('a source that is another address than the original stays the source', async () => {
    const text = saffronText(sampleSaffron({ source: 'https://example.org/blog' }))
    const [recipe] = await recipesOf(strToU8(text))
    expect(recipe).toMatchObject({
      source: 'https://example.org/blog',
      url: 'https://example.com/apple-puff',
    })
  })

  test('several recipes in one file; a missing title is named after the file', async () => {
    const text = `\n${saffronText(sampleSaffron({ title: 'Tea' }))}\n${saffronText(sampleSaffron({ title: '' }))}`
    expect((await recipesOf(strToU8(text))).map((recipe) => recipe.title)).toEqual([
      'Tea',
      'Saffron recipe 2',
    ])
  })

  test('Windows-1252 and UTF-16 text', async () => {
    const text = saffronText(sampleSaffron({ title: 'Crème brûlée' }), '\r\n')
    expect((await recipesOf(latin1(text)))[0]?.title).toBe('Crème brûlée')
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from(text, 'utf16le')])
    expect((await recipesOf(utf16))[0]?.title).toBe('Crème brûlée')
  })
})

describe('a zipped Saffron export', () => {
  test('each text file is read; one that is not Saffron is a failure; pictures and junk are skipped', async () => {
    const file = saffronExport([sampleSaffron({ title: 'Soup' }), sampleSaffron({ title: 'Stew' })], {
      'Shopping list.txt': strToU8('milk\neggs\n'),
      'Empty.txt': new Uint8Array(0),
      'soup.jpg': fakeJpeg(1),
      '__MACOSX/._Soup.txt': strToU8('junk'),
    })
    const opened = await openSaffron(file)
    expect(opened.total).toBe(4)
    const items: ImportItem[] = []
    for await (const item of opened.items()) items.push(item)
    expect(items.flatMap((item) => ('recipe' in item ? [item.recipe.title] : []))).toEqual(['Soup', 'Stew'])
    expect(items.flatMap((item) => ('failure' in item ? [item.failure] : []))).toEqual([
      { title: 'Shopping list', reason: '"Shopping list.txt" is not a Saffron recipe.' },
      { title: 'Empty', reason: 'The file is empty.' },
    ])
  })
})

describe('openSaffron refuses', () => {
  test.for([
    ['an empty file', new Uint8Array(0), 'The file is empty.'],
    ['text without a Title line', strToU8('Ingredients:\n\t2 eggs\n'), 'no Saffron recipes'],
    ['binary data', new Uint8Array([0x54, 0x69, 0x74, 0x6c, 0x65, 0x3a, 0, 0, 1]), 'not a text file'],
    ['a zip without text files', zipSync({ 'a.json': strToU8('{}') }), 'no Saffron recipes (.txt files)'],
  ])('%s', async ([, file, message]) => {
    await expect(openSaffron(file as Uint8Array)).rejects.toThrow(ImportFileError)
    await expect(openSaffron(file as Uint8Array)).rejects.toThrow(message)
  })

  test('a recipe without its lists is a failure, not half a recipe', async () => {
    expect(await itemsOf(strToU8('Title: Toast\nDescription: crisp\n'))).toEqual([
      { failure: { title: 'Toast', reason: 'The recipe has no "Ingredients:" or "Instructions:" line.' } },
    ])
  })
})

describe('recognizesSaffron', () => {
  test.for([
    ['a Saffron recipe', strToU8(saffronText(sampleSaffron())), true],
    ['a zipped export', saffronExport([sampleSaffron()]), true],
    ['a MealMaster recipe', strToU8(mealMasterRecipe(sampleRecipe(1))), false],
    ['labelled text without Saffron’s keys', strToU8('Title: Tea\nYield: 1\nIngredients:\ntea\n'), false],
    ['a Title line after other text', strToU8(`Hello\n${saffronText(sampleSaffron())}`), false],
    ['a ChefTap export', chefTapExport([sampleChefTap()]), false],
    ['a zip with other text beside', saffronExport([sampleSaffron()], { 'a.txt': strToU8('hi') }), false],
  ])('%s', ([, file, expected]) => {
    expect(recognizesSaffron(sampleOf(file as Uint8Array))).toBe(expected)
  })
})

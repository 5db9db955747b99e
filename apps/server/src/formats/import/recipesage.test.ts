import { strToU8 } from 'fflate'
import { describe, expect, test } from 'vitest'
import {
  ImportFileError,
  type ImportItem,
  type ImportedRecipe,
  type OpenedImport,
} from '../imported-recipe.ts'
import { sampleOf } from './file-sample.ts'
import { parsePrintedDate } from './recipesage-recipe.ts'
import { openRecipeSage, recognizesRecipeSage } from './recipesage.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'
import {
  NO_NUTRITION,
  recipeSageDatabaseText,
  recipeSageRecipe,
  recipeSageSummaryText,
  recipeSageXml,
} from './test-support/recipesage-files.ts'

async function itemsOf(opened: OpenedImport): Promise<ImportItem[]> {
  const items: ImportItem[] = []
  for await (const item of opened.items()) items.push(item)
  return items
}

const recipesOf = async (file: Uint8Array) =>
  (await itemsOf(await openRecipeSage(file))).flatMap((item) => ('recipe' in item ? [item.recipe] : []))

const photo = `data:image/png;base64,${Buffer.from(fakeJpeg(5)).toString('base64')}`

const full = recipeSageRecipe({
  title: 'Tarte <Tatin> & crème 🍎',
  description: 'Upside down.\nServe warm.',
  ingredients: '[Caramel]\n150 g sugar\n\n[Pastry]\nNotes: buy puff pastry\n1 sheet pastry',
  instructions: 'Melt the sugar.\nTitle: not a new recipe\nBake 25 minutes.',
  notes: 'From my aunt.\n\nUse tart apples.',
  rating: 4,
  labels: ['dessert', 'French, classic'],
  images: ['https://images.example.com/tart.jpg', photo, '/api/images/filesystem/old.jpg'],
  fromUser: { name: 'Ann', email: 'ann@example.com', handle: 'ann' },
})

const expected: ImportedRecipe = {
  title: 'Tarte <Tatin> & crème 🍎',
  description: 'Upside down.\nServe warm.',
  yield: '4 bowls',
  activeTime: '10 minutes',
  totalTime: '40 minutes',
  source: 'Family',
  url: 'https://example.com/soup',
  notes: 'From my aunt.\n\nUse tart apples.',
  ingredients: '[Caramel]\n150 g sugar\n[Pastry]\nNotes: buy puff pastry\n1 sheet pastry',
  instructions: 'Melt the sugar.\nTitle: not a new recipe\nBake 25 minutes.',
  rating: null,
  labels: ['dessert', 'French', 'classic'],
  images: [
    { kind: 'url', url: 'https://images.example.com/tart.jpg' },
    { kind: 'bytes', data: fakeJpeg(5) },
  ],
}

describe('the XML export', () => {
  test('every field, the labels, the pictures and who sent it', async () => {
    const opened = await openRecipeSage(recipeSageXml([full, recipeSageRecipe({ title: 'Tea' })]))
    expect(opened.total).toBe(2)
    const [tart, tea] = (await itemsOf(opened)).map((item) => ('recipe' in item ? item.recipe : null))
    expect(tart).toEqual({
      ...expected,
      labels: ['dessert', 'French, classic'],
      notes: 'From my aunt.\n\nUse tart apples.\n\nSent by Ann (@ann)',
    })
    expect(tea?.title).toBe('Tea')
  })

  test('missing values are empty elements; a recipe without a title element is a failure', async () => {
    const bare = recipeSageRecipe({
      title: '',
      description: null,
      yield: null,
      url: null,
      labels: [],
      images: [],
    })
    const file = strToU8(
      new TextDecoder()
        .decode(recipeSageXml([bare]))
        .replace('</data>', '<recipe><id>x</id></recipe></data>'),
    )
    const items = await itemsOf(await openRecipeSage(file))
    expect(items[0]).toMatchObject({
      recipe: { title: 'RecipeSage recipe 1', description: '', yield: '', url: '', labels: [], images: [] },
    })
    expect(items[1]).toEqual({
      failure: {
        title: 'RecipeSage recipe 2',
        reason: 'The recipe has no <title>: it is not in the shape RecipeSage writes.',
      },
    })
  })
})

describe('the text export', () => {
  test('the database generation (lowercase keys, CRLF)', async () => {
    const recipes = await recipesOf(recipeSageDatabaseText([full, recipeSageRecipe({ title: 'Tea' })]))
    expect(recipes).toEqual([
      { ...expected, createdAt: new Date('2021-05-06T07:08:09Z') },
      expect.objectContaining({ title: 'Tea', ingredients: '[Soup]\n1 kg tomatoes\n1 onion' }) as unknown,
    ])
  })

  test('the current generation, with a rating and nutrition', async () => {
    const nutrition = { ...NO_NUTRITION, Calories: '320', TotalFat: '12 g', VitaminD: '2 mcg' }
    const file = recipeSageSummaryText([{ ...full, nutrition }, recipeSageRecipe({ title: 'Tea' })], true)
    const [tart, tea] = await recipesOf(file)
    expect(tart).toEqual({
      ...expected,
      rating: 4,
      notes:
        'From my aunt.\n\nUse tart apples.\n\nNutrition:\nCalories: 320\nTotal fat: 12 g\nVitamin d: 2 mcg',
      createdAt: new Date('2021-05-06T07:08:09Z'),
    })
    expect(tea).toMatchObject({ title: 'Tea', rating: null, notes: 'Better the next day.' })
  })

  test('the current generation before it had nutrition; "null" is nothing', async () => {
    const bare = recipeSageRecipe({ yield: null, source: null, notes: null, labels: [], images: [] })
    const [recipe] = await recipesOf(recipeSageSummaryText([bare]))
    expect(recipe).toMatchObject({ yield: '', source: '', notes: '', labels: [], images: [] })
  })

  test('a file cut inside a recipe: the whole recipes are read, the cut one is a failure', async () => {
    const text = new TextDecoder().decode(recipeSageSummaryText([full, recipeSageRecipe({ title: 'Tea' })]))
    const cut = strToU8(text.slice(0, text.indexOf('Instructions: Chop.')))
    const items = await itemsOf(await openRecipeSage(cut))
    expect(items.map((item) => ('recipe' in item ? item.recipe.title : item.failure))).toEqual([
      'Tarte <Tatin> & crème 🍎',
      { title: 'Tea', reason: 'The recipe is cut short: the file ends or is damaged inside it.' },
    ])
  })
})

test('dates as JavaScript prints them, in any zone, or ISO', () => {
  expect(parsePrintedDate('Thu Jan 02 2020 03:04:05 GMT+0000 (Coordinated Universal Time)')).toEqual(
    new Date('2020-01-02T03:04:05Z'),
  )
  expect(parsePrintedDate('Wed Jan 01 2020 19:04:05 GMT-0800 (Pacific Standard Time)')).toEqual(
    new Date('2020-01-02T03:04:05Z'),
  )
  expect(parsePrintedDate('2020-01-02T03:04:05.000Z')).toEqual(new Date('2020-01-02T03:04:05Z'))
  expect(parsePrintedDate('Xyz Foo 02 2020 03:04:05 GMT+0000')).toBeUndefined()
  expect(parsePrintedDate('null')).toBeUndefined()
})

describe('openRecipeSage refuses', () => {
  test.for([
    ['an empty file', new Uint8Array(0), 'empty'],
    ['other XML', strToU8('<cookbook><recipe/></cookbook>'), 'starts with <cookbook>'],
    ['plain text', strToU8('Title: Tea\nIngredients: water'), 'not a RecipeSage export'],
  ])('%s', async ([, file, message]) => {
    await expect(openRecipeSage(file as Uint8Array)).rejects.toThrow(ImportFileError)
    await expect(openRecipeSage(file as Uint8Array)).rejects.toThrow(message)
  })
})

describe('recognizesRecipeSage', () => {
  test.for([
    ['the XML export', recipeSageXml([full]), true],
    ['the text export', recipeSageDatabaseText([full]), true],
    ['the newer text export', recipeSageSummaryText([full]), true],
    ['an empty XML export', strToU8('<data>\n</data>'), false],
    ['other XML with a <data> root', strToU8('<data><item>1</item></data>'), false],
    ['text with "Title:" lines', strToU8('Title: Tea\nIngredients: water\n'), false],
  ])('%s', ([, file, expected]) => {
    expect(recognizesRecipeSage(sampleOf(file as Uint8Array))).toBe(expected)
  })
})

import { strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { ImportFileError, type ImportItem, type OpenedImport } from '../imported-recipe.ts'
import { amountText } from './crouton-recipe.ts'
import { openCrouton, recognizesCrouton } from './crouton.ts'
import { sampleOf } from './file-sample.ts'
import { croutonFolder, crumbFile, crumbJson } from './test-support/crouton-files.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'

async function itemsOf(opened: OpenedImport): Promise<ImportItem[]> {
  const items: ImportItem[] = []
  for await (const item of opened.items()) items.push(item)
  return items
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
const row = (order: number, name: string, quantity?: Record<string, unknown>) => ({
  uuid: `i${order}`,
  order,
  ingredient: { uuid: `f${order}`, name },
  ...(quantity ? { quantity } : {}),
})
const step = (order: number, text: string, isSection = false) => ({
  uuid: `s${order}`,
  order,
  isSection,
  step: text,
})

const fullRecipe = crumbJson({
  name: 'Chicken & leek pie 🥧',
  serves: 6,
  duration: 25,
  cookingDuration: 50,
  rating: 4,
  notes: 'Freezes well.\n\nUse thighs.',
  neutritionalInfo: 'Calories: 528 kcal,\nServing Size: 1 slice',
  tags: [{ uuid: 't1', color: '#FCBE56', name: 'Pies' }, 'Winter', { name: 'pies' }],
  // Out of order in the file, as Crouton writes them: `order` is what counts.
  ingredients: [
    row(3, 'chicken stock', { amount: 1.5, quantityType: 'CUP' }),
    row(0, 'Filling', { quantityType: 'SECTION' }),
    row(1, 'chicken thighs', { amount: 0.75, quantityType: 'POUND' }),
    row(2, 'leeks, sliced', { amount: 2, quantityType: 'ITEM' }),
    row(4, 'salt and pepper'),
    row(5, 'Pastry', { quantityType: 'SECTION' }),
    row(6, 'butter', { amount: 1, secondaryAmount: 2, quantityType: 'TABLESPOON' }),
    row(7, 'flour', { amount: 250, quantityType: 'GRAMS' }),
    row(8, 'rum', { amount: 2, quantityType: 'SPLASH_OF' }),
    row(9, 'milk', { amount: 0.333, quantityType: 'MILLS' }),
    row(10, '   ', { amount: 1, quantityType: 'CUP' }),
  ],
  steps: [
    step(2, 'Brown the chicken.\nAdd the leeks.'),
    step(0, 'Filling', true),
    step(1, 'Heat the oven.'),
    step(3, 'Pastry:', true),
    step(4, '   '),
    step(5, 'Roll out and cover.'),
  ],
  images: [base64(fakeJpeg(1)), base64(fakeJpeg(2))],
  sourceImage: base64(fakeJpeg(1)),
})

describe('openCrouton maps every field', () => {
  test('a full recipe', async () => {
    const opened = await openCrouton(crumbFile(fullRecipe))
    expect(opened.total).toBe(1)
    expect(await itemsOf(opened)).toEqual([
      {
        recipe: {
          title: 'Chicken & leek pie 🥧',
          description: '',
          yield: '6 servings',
          activeTime: '25 min',
          totalTime: '1 h 15 min',
          source: 'Example Kitchen',
          url: 'https://example.com/lentil-soup',
          notes: 'Freezes well.\n\nUse thighs.\n\nNutrition:\nCalories: 528 kcal\nServing Size: 1 slice',
          ingredients: [
            '[Filling]',
            '3/4 lb chicken thighs',
            '2 leeks, sliced',
            '1 1/2 cup chicken stock',
            'salt and pepper',
            '[Pastry]',
            '1-2 tbsp butter',
            '250 g flour',
            '2 splash of rum',
            '1/3 ml milk',
          ].join('\n'),
          instructions: [
            '[Filling]',
            'Heat the oven.',
            'Brown the chicken.',
            'Add the leeks.',
            '[Pastry:]',
            'Roll out and cover.',
          ].join('\n'),
          rating: 4,
          labels: ['Pies', 'Winter'],
          images: [
            { kind: 'bytes', data: fakeJpeg(1) },
            { kind: 'bytes', data: fakeJpeg(2) },
          ],
        },
      },
    ])
  })

  test('a bare recipe: no times, servings, link, tags or pictures', async () => {
    const bare = { name: 'Toast', ingredients: [row(0, 'bread')], steps: [], webLink: '', rating: 0 }
    const [item] = await itemsOf(await openCrouton(crumbFile(bare)))
    expect(item).toEqual({
      recipe: expect.objectContaining({
        title: 'Toast',
        yield: '',
        activeTime: '',
        totalTime: '',
        source: '',
        url: '',
        ingredients: 'bread',
        instructions: '',
        rating: null,
        labels: [],
        images: [],
      }) as unknown,
    })
  })

  test('a preparation time alone is no total; a link that is not an address joins the source', async () => {
    const [item] = await itemsOf(
      await openCrouton(
        crumbFile(crumbJson({ duration: 10, cookingDuration: 0, webLink: 'Grandma’s book' })),
      ),
    )
    expect(item).toMatchObject({
      recipe: { activeTime: '10 min', totalTime: '', source: 'Example Kitchen, Grandma’s book', url: '' },
    })
  })

  test('amounts as cooks write them', () => {
    expect([1, 2.5, 0.25, 0.125, 1 / 3, 0.667, 2.3, 0.1, 0, -1, Number.NaN, '2'].map(amountText)).toEqual([
      '1',
      '2 1/2',
      '1/4',
      '1/8',
      '1/3',
      '2/3',
      '2.3',
      '0.1',
      '',
      '',
      '',
      '',
    ])
  })
})

describe('a zipped folder of .crumb files', () => {
  test('each file is a recipe; a damaged one is a failure and the rest go on; junk is skipped', async () => {
    const file = croutonFolder([crumbJson({ name: 'Soup' }), crumbJson({ name: 'Stew' })], {
      'Crouton Recipes/Broken.crumb': strToU8('{"name": "Broken", "ingredients": ['),
      'Crouton Recipes/Odd.crumb': strToU8('[1, 2]'),
      '__MACOSX/Crouton Recipes/._Soup.crumb': strToU8('junk'),
      'Crouton Recipes/.DS_Store': strToU8('junk'),
    })
    const opened = await openCrouton(file)
    expect(opened.total).toBe(4)
    const items = await itemsOf(opened)
    expect(items.flatMap((item) => ('recipe' in item ? [item.recipe.title] : []))).toEqual(['Soup', 'Stew'])
    expect(items.flatMap((item) => ('failure' in item ? [item.failure] : []))).toEqual([
      { title: 'Broken', reason: '"Crouton Recipes/Broken.crumb" holds damaged JSON.' },
      { title: 'Odd', reason: '"Crouton Recipes/Odd.crumb" is not a Crouton recipe.' },
    ])
  })

  test('a recipe without a name takes its file name', async () => {
    const file = zipSync({ 'Nameless.crumb': crumbFile(crumbJson({ name: '' })) })
    expect(await itemsOf(await openCrouton(file))).toMatchObject([{ recipe: { title: 'Nameless' } }])
  })
})

describe('openCrouton refuses', () => {
  test.for([
    ['an empty file', new Uint8Array(0), 'empty'],
    ['a zip without .crumb files', zipSync({ 'a.json': strToU8('{}') }), 'no Crouton recipes'],
    ['damaged JSON', strToU8('{"name": "x", "webLink": '), 'damaged'],
    ['a JSON list', strToU8('[{"name": "x"}]'), 'not a Crouton file'],
    [
      'schema.org JSON',
      strToU8('{"@type": "Recipe", "name": "x", "steps": [], "webLink": ""}'),
      'not a Crouton',
    ],
    ['a Mela recipe', strToU8('{"title": "x", "ingredients": "a", "link": ""}'), 'not a Crouton file'],
  ])('%s', async ([, file, message]) => {
    await expect(openCrouton(file as Uint8Array)).rejects.toThrow(ImportFileError)
    await expect(openCrouton(file as Uint8Array)).rejects.toThrow(message)
  })
})

describe('recognizesCrouton', () => {
  test.for([
    ['a .crumb', crumbFile(crumbJson()), true],
    ['a zipped folder', croutonFolder([crumbJson()]), true],
    [
      'a .crumb whose picture fills the sample',
      crumbFile({ webLink: '', cookingDuration: 5, images: ['A'.repeat(70_000)] }),
      true,
    ],
    [
      'a .crumb whose picture comes first',
      crumbFile({ images: ['A'.repeat(70_000)], name: 'x', webLink: '', cookingDuration: 5, steps: [] }),
      false,
    ],
    ['JSON with only a name and steps', strToU8('{"name": "x", "steps": []}'), false],
    ['schema.org JSON', strToU8('{"@type": "Recipe", "name": "x", "steps": [], "webLink": ""}'), false],
    ['a zip of other JSON', zipSync({ 'a.json': crumbFile(crumbJson()) }), false],
  ])('%s', ([, file, expected]) => {
    expect(recognizesCrouton(sampleOf(file as Uint8Array))).toBe(expected)
  })
})

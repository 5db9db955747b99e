import { strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { ImportFileError, type ImportItem } from '../imported-recipe.ts'
import { sampleOf } from './file-sample.ts'
import { openNowYoureCooking, recognizesNowYoureCooking } from './now-youre-cooking.ts'
import { latin1 } from './test-support/mastercook-files.ts'
import { mealMasterRecipe, sampleRecipe } from './test-support/mealmaster-files.ts'
import { nycRecipe, sampleNyc } from './test-support/now-youre-cooking-files.ts'

async function itemsOf(file: Uint8Array): Promise<ImportItem[]> {
  const items: ImportItem[] = []
  for await (const item of (await openNowYoureCooking(file)).items()) items.push(item)
  return items
}

const recipesOf = async (file: Uint8Array) =>
  (await itemsOf(file)).flatMap((item) => ('recipe' in item ? [item.recipe] : []))

describe('openNowYoureCooking maps every field', () => {
  test('a recipe as NYC v5 writes it', async () => {
    expect(await itemsOf(strToU8(nycRecipe(sampleNyc())))).toEqual([
      {
        recipe: {
          title: 'Carrot cake',
          description: '',
          yield: '12 servings',
          activeTime: '25 min',
          totalTime: '',
          source: 'Ann Baker',
          url: '',
          notes: '',
          ingredients: '2 cup flour\n4 eggs\n[Frosting]\n8 oz cream cheese; softened',
          instructions: [
            'Sift the flour. Beat the eggs and add them; bake at 350F for 35 to 40 minutes, until the cake springs back.',
            'Beat the cream cheese until smooth and frost the cooled cake.',
          ].join('\n'),
          rating: null,
          labels: ['cakes', 'desserts'],
          images: [],
        },
      },
    ])
  })

  test('a source and notes in the directions; the contributor beside a source goes to the notes', async () => {
    const recipe = sampleNyc({
      categories: [],
      directions: ['Mix and bake.', 'Source: Ladies Home Journal, August 1991', 'NOTE: Use a deep pan.'],
      preparation: '0:00',
    })
    const [read] = await recipesOf(strToU8(nycRecipe(recipe)))
    expect(read).toMatchObject({
      labels: [],
      activeTime: '',
      source: 'Ladies Home Journal, August 1991',
      notes: 'Contributor: Ann Baker\n\nUse a deep pan.',
      instructions: 'Mix and bake.',
    })
  })

  test('no category line: the line after the title is the first ingredient', async () => {
    const text = nycRecipe(sampleNyc()).replace('cakes, desserts\r\n\r\n', '')
    const [read] = await recipesOf(strToU8(text))
    expect(read).toMatchObject({
      labels: [],
      ingredients: expect.stringMatching(/^2 cup flour\n/) as unknown,
    })
  })

  test('several recipes, with mail text between them and a "-+-" closing line', async () => {
    const second = nycRecipe(sampleNyc({ title: 'Tea' }), { newline: '\n' }).replace(
      /\*\* Exported.*\*\*/,
      '-+-',
    )
    const text = `From: list@example.com\n\n${nycRecipe(sampleNyc())}Reply to the list\n\n${second}`
    expect((await recipesOf(strToU8(text))).map((recipe) => recipe.title)).toEqual(['Carrot cake', 'Tea'])
  })

  test('Windows-1252 with a curly apostrophe in the start line', async () => {
    const text = nycRecipe(sampleNyc({ title: 'Crème brûlée' })).replace("You're", 'You\u2019re')
    const bytes = latin1(text.replace('\u2019', '\x92'))
    expect((await recipesOf(bytes))[0]?.title).toBe('Crème brûlée')
  })

  test('a zip of export files', async () => {
    const file = zipSync({
      'cakes.txt': strToU8(nycRecipe(sampleNyc()) + nycRecipe(sampleNyc({ title: 'Tea' }))),
    })
    const opened = await openNowYoureCooking(file)
    expect(opened.total).toBe(2)
  })
})

describe('openNowYoureCooking refuses', () => {
  test.for([
    ['an empty file', new Uint8Array(0), 'The file is empty.'],
    [
      'text without a start line',
      strToU8('Carrot cake\n\n2 cup flour\n'),
      'no Now You’re Cooking! recipes'.replace('’', "'"),
    ],
    ['a MealMaster file', strToU8(mealMasterRecipe(sampleRecipe(1))), 'has no line like'],
  ])('%s', async ([, file, message]) => {
    await expect(openNowYoureCooking(file as Uint8Array)).rejects.toThrow(ImportFileError)
    await expect(openNowYoureCooking(file as Uint8Array)).rejects.toThrow(message)
  })

  test('a file cut inside its last recipe: that recipe is a failure, the others are read', async () => {
    const text = nycRecipe(sampleNyc({ title: 'Tea' })) + nycRecipe(sampleNyc()).slice(0, 120)
    expect(await itemsOf(strToU8(text))).toMatchObject([
      { recipe: { title: 'Tea' } },
      {
        failure: {
          title: 'Carrot cake',
          reason: expect.stringContaining('ends inside this recipe') as unknown,
        },
      },
    ])
  })

  test('a start line with nothing after it', async () => {
    expect(await itemsOf(strToU8("@@@@@ Now You're Cooking! Export Format\n\n-+-\n"))).toEqual([
      {
        failure: {
          title: "Now You're Cooking! recipe",
          reason: `No recipe follows its "@@@@@ Now You're Cooking! Export Format" line.`,
        },
      },
    ])
  })
})

describe('recognizesNowYoureCooking', () => {
  test.for([
    ['an export', strToU8(nycRecipe(sampleNyc())), true],
    ['an export after mail text', strToU8(`Subject: cakes\n\n${nycRecipe(sampleNyc())}`), true],
    ['a zip of exports', zipSync({ 'a.txt': strToU8(nycRecipe(sampleNyc())) }), true],
    ['a MealMaster file', strToU8(mealMasterRecipe(sampleRecipe(1))), false],
    ['the marker inside a sentence', strToU8('It said @@@@@ Now You’re Cooking! Export Format once.'), false],
  ])('%s', ([, file, expected]) => {
    expect(recognizesNowYoureCooking(sampleOf(file as Uint8Array))).toBe(expected)
  })
})

import { strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { ImportFileError, type ImportItem, type ImportedRecipe } from '../imported-recipe.ts'
import { sampleOf } from './file-sample.ts'
import { openMealMaster, recognizesMealMaster } from './mealmaster.ts'
import { mealMasterRecipe, sampleRecipe } from './test-support/mealmaster-files.ts'

async function itemsOf(file: Uint8Array): Promise<ImportItem[]> {
  const items: ImportItem[] = []
  for await (const item of (await openMealMaster(file)).items()) items.push(item)
  return items
}

async function recipesOf(text: string): Promise<ImportedRecipe[]> {
  return (await itemsOf(strToU8(text))).flatMap((item) => ('recipe' in item ? [item.recipe] : []))
}

const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0))
/** A two-column line: the right column starts at column 42. */
const twoColumns = (left: string, right: string) => left.padEnd(41) + right

const fullFile = [
  'From: digest@example.com',
  'Subject: MM: Tarte tatin',
  '',
  'MMMMM----- Recipe via Meal-Master (tm) v8.05',
  '',
  '      Title: Tarte Tatin à la crème',
  ' Categories: Desserts, French, None',
  '      Yield: 6 servings',
  '',
  'MMMMM-----------------------------CARAMEL------------------------------',
  twoColumns('    1/2 c  sugar', '      3 T  butter'),
  twoColumns('      2 t  lemon juice; squeezed', '      1 pn salt'),
  '           -and strained',
  '',
  '-------------------------------FOR THE PASTRY-------------------------------',
  '  1 1/2 c  flour',
  '      1 lg egg',
  '      2 ea apples',
  '           Ice water',
  '',
  '  1. Melt the sugar with the butter in an ovenproof pan until it turns a',
  '  deep amber colour.',
  '  2. Add the lemon juice.',
  '',
  '  Roll out the pastry, lay it over the apples and bake for 30 minutes at',
  '  200 C.',
  '  :Serve warm.',
  '',
  '  Source: Bistro Cooking, page 156',
  '  Posted by Jane Doe',
  '  Per serving: 320 Calories; 14g Fat (39% calories from fat);',
  '  45g Carbohydrate',
  '',
  'MMMMM',
  '',
  '-- ',
  'Sent from the digest',
  '---------- Recipe via Meal-Master (tm) v8.02',
  '      Title: Toast',
  '   Servings: 1',
  '',
  '      1 sl bread',
  '',
  '  Toast it.',
  '-----',
  '\x1a',
].join('\r\n')

describe('openMealMaster maps every field', () => {
  test('a file of two recipes between mail text, in Windows-1252 with CRLF and an end-of-file mark', async () => {
    const opened = await openMealMaster(latin1(fullFile))
    expect(opened.total).toBe(2)
    const [tatin, toast] = await recipesOf(new TextDecoder('windows-1252').decode(latin1(fullFile)))
    expect(tatin).toEqual({
      title: 'Tarte Tatin à la crème',
      description: '',
      yield: '6 servings',
      activeTime: '',
      totalTime: '',
      source: 'Bistro Cooking, page 156',
      url: '',
      notes:
        'Posted by Jane Doe\n\nPer serving: 320 Calories; 14g Fat (39% calories from fat); 45g Carbohydrate',
      ingredients: [
        '[Caramel]',
        '1/2 cup sugar',
        '2 tsp lemon juice; squeezed and strained',
        '3 tbsp butter',
        '1 pinch salt',
        '[For the Pastry]',
        '1 1/2 cups flour',
        '1 large egg',
        '2 apples',
        'Ice water',
      ].join('\n'),
      instructions: [
        '1. Melt the sugar with the butter in an ovenproof pan until it turns a deep amber colour.',
        '2. Add the lemon juice.',
        'Roll out the pastry, lay it over the apples and bake for 30 minutes at 200 C.',
        'Serve warm.',
      ].join('\n'),
      rating: null,
      labels: ['Desserts', 'French'],
      images: [],
    })
    expect(toast).toMatchObject({
      title: 'Toast',
      yield: '1 serving',
      ingredients: '1 slice bread',
      instructions: 'Toast it.',
    })
  })

  test('the same file decoded from its bytes', async () => {
    const [tatin] = await recipesOf(new TextDecoder('windows-1252').decode(latin1(fullFile)))
    const fromBytes = (await itemsOf(latin1(fullFile)))[0]
    expect(fromBytes).toEqual({ recipe: tatin })
  })
})

describe('openMealMaster reads ingredient columns', () => {
  const recipeWith = (...lines: string[]) =>
    `MMMMM----- Recipe via Meal-Master (tm) v8.05\n      Title: T\n\n${lines.join('\n')}\nMMMMM\n`
  const ingredientsOf = async (...lines: string[]) => (await recipesOf(recipeWith(...lines)))[0]?.ingredients

  test.for([
    ['      1 t  salt', '1 tsp salt'],
    ['      1 T  oil', '1 tbsp oil'],
    ['      2 TB oil', '2 tbsp oil'],
    ['      1 c  milk', '1 cup milk'],
    ['    1/2 c  milk', '1/2 cup milk'],
    ['      3 c  milk', '3 cups milk'],
    ['    1-2 cn tomatoes', '1-2 cans tomatoes'],
    ['      2 x  onions', '2 onions'],
    ['      1 fl rum', '1 fl oz rum'],
    ['    2.5 kg potatoes', '2.5 kg potatoes'],
    ['      1 ds pepper', '1 dash pepper'],
    ['      2 pk yeast', '2 packages yeast'],
    ['        md onion', 'medium onion'],
    ['      1 c\tmilk', '1 cup milk'],
  ] as const)('%s', async ([line, expected]) => {
    expect(await ingredientsOf(line)).toBe(expected)
  })

  test('two columns are read down the left column first, group by group', async () => {
    expect(
      await ingredientsOf(
        twoColumns('      1 c  a', '      1 ts c'),
        twoColumns('      1 c  b', '           -more c'),
        '',
        twoColumns('      2 c  d', '      2 ts e'),
        '      3 c  f',
      ),
    ).toBe('1 cup a\n1 cup b\n1 tsp c more c\n2 cups d\n3 cups f\n2 tsp e')
  })

  test('a long single ingredient reaching column 42 stays one ingredient', async () => {
    expect(await ingredientsOf('      1 c  chopped fresh flat-leaf parsley or 1 ts dried parsley')).toBe(
      '1 cup chopped fresh flat-leaf parsley or 1 ts dried parsley',
    )
  })

  test('a "For the sauce:" line above ingredients is a section', async () => {
    expect(await ingredientsOf('      1 c  rice', 'For the sauce:', '      1 T  soy sauce')).toBe(
      '1 cup rice\n[For the sauce]\n1 tbsp soy sauce',
    )
  })

  test('a section in the directions followed by ingredients opens ingredients again', async () => {
    const [recipe] = await recipesOf(
      recipeWith(
        '      1 c  flour',
        '',
        'Make the dough.',
        '',
        'MMMMM------------------FILLING-------------------',
        '      2 c  apples',
        '',
        'Fill the dough.',
        'MMMMM------------------TO SERVE-------------------',
        'Dust with sugar.',
      ),
    )
    expect(recipe?.ingredients).toBe('1 cup flour\n[Filling]\n2 cups apples')
    expect(recipe?.instructions).toBe('Make the dough.\nFill the dough.\n[To Serve]\nDust with sugar.')
  })

  test('lines that only look like ingredients inside the directions stay directions', async () => {
    const [recipe] = await recipesOf(recipeWith('Warm the', '      2 c  milk', '  and stir.'))
    expect(recipe).toMatchObject({ ingredients: '', instructions: 'Warm the 2 c milk and stir.' })
  })
})

describe('openMealMaster with damaged or unusual files', () => {
  test('a recipe cut off by the next one or by the end of the file keeps what it has', async () => {
    const text =
      'MMMMM----- Recipe via Meal-Master (tm) v8.05\n      Title: A\n\n      1 c  a\n' +
      '---------- Recipe via Meal-Master (tm) v8.02\n      Title: B\n\n  Stir.'
    expect((await recipesOf(text)).map((r) => [r.title, r.ingredients, r.instructions])).toEqual([
      ['A', '1 cup a', ''],
      ['B', '', 'Stir.'],
    ])
  })

  test('an empty recipe is a failure and the next one is read', async () => {
    const text = 'MMMMM----- Recipe via Meal-Master\nMMMMM\n' + mealMasterRecipe(sampleRecipe(0))
    const items = await itemsOf(strToU8(text))
    expect(items[0]).toEqual({
      failure: {
        title: 'MealMaster recipe 1',
        reason: 'The recipe has no title, ingredients or directions.',
      },
    })
    expect(items[1]).toMatchObject({ recipe: { title: 'Generated recipe 1' } })
  })

  test('a recipe without a title is named by its place in the file', async () => {
    const [recipe] = await recipesOf('MMMMM----- Meal-Master\n\n      1 c  a\nMMMMM')
    expect(recipe?.title).toBe('MealMaster recipe 1')
  })

  test('a block running on for thousands of lines is a failure', async () => {
    const text = `MMMMM----- Meal-Master\n      Title: Endless\n${'  more\n'.repeat(6000)}`
    expect(await itemsOf(strToU8(text))).toEqual([
      { failure: { title: 'MealMaster recipe 1', reason: expect.stringContaining('5000 lines') } },
    ])
  })

  test.for([
    ['an empty file', new Uint8Array(0), 'empty'],
    ['plain text', strToU8('Just a shopping list\n- milk\n- eggs\n'), 'not a MealMaster file'],
    [
      'a MasterCook export',
      strToU8('*  Exported from  MasterCook  *\n\n  MMMMM---SAUCE---\n'),
      'not a MealMaster',
    ],
  ])('refuses %s', async ([, file, message]) => {
    await expect(openMealMaster(file as Uint8Array)).rejects.toThrow(ImportFileError)
    await expect(openMealMaster(file as Uint8Array)).rejects.toThrow(message)
  })

  test('refuses more recipes than an import may hold', async () => {
    const text = mealMasterRecipe(sampleRecipe(0)).repeat(3)
    await expect(openMealMaster(strToU8(text), { maxUnpackedBytes: 1e6, maxEntries: 2 })).rejects.toThrow(
      'holds 3 recipes',
    )
  })
})

describe('recognizesMealMaster', () => {
  test.for([
    ['MMMMM----- Recipe via Meal-Master (tm) v8.05\n', true],
    ['---------- Recipe via Meal-Master (tm) v8.02\n', true],
    ["\n\nSome mail text\n\nMMMMM----- Now You're Cooking! v5 [Meal-Master Export Format]\n", true],
    ['=====REZKONV-Rezept - RezkonvSuite v1.4\n', false],
    ['                     *  Exported from  MasterCook  *\n\n MMMMM----- Recipe via Meal-Master\n', false],
    ['*  Exported from  MasterCook  *\nMMMMM----- Recipe via Meal-Master\n', false],
    ['  MMMMM-----------------SAUCE-----------------\n', false],
    ['<?xml version="1.0"?><recipeml/>', false],
  ] as const)('%j → %s', ([text, expected]) => {
    expect(recognizesMealMaster(sampleOf(strToU8(text)))).toBe(expected)
  })

  test('a zip holding a MealMaster file is not one', () => {
    const zip = zipSync({ 'recipes.mmf': strToU8(mealMasterRecipe(sampleRecipe(0))) }, { level: 0 })
    expect(recognizesMealMaster(sampleOf(zip))).toBe(false)
  })
})

import { strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { ImportFileError, type ImportItem, type OpenedImport } from '../imported-recipe.ts'
import { sampleOf } from './file-sample.ts'
import { openPlanToEat, recognizesPlanToEat } from './plan-to-eat.ts'
import { PLAN_TO_EAT_HEADER, planToEatCsv, writeCsv } from './test-support/csv-files.ts'

async function itemsOf(opened: OpenedImport): Promise<ImportItem[]> {
  const items: ImportItem[] = []
  for await (const item of opened.items()) items.push(item)
  return items
}

const recipesOf = async (file: Uint8Array) =>
  (await itemsOf(await openPlanToEat(file))).flatMap((item) => ('recipe' in item ? [item.recipe] : []))

const focaccia = {
  Title: 'Rosemary focaccia',
  Course: 'Bread',
  Cuisine: 'Italian',
  'Main Ingredient': 'Flour',
  Description: 'Crisp outside,\nsoft inside.',
  Source: 'Nonna Lia',
  Url: 'https://example.com/focaccia',
  'Url Host': 'example.com',
  'Prep Time': '20',
  'Cook Time': '25',
  'Total Time': '165',
  Servings: '8',
  Yield: '1 tray',
  Ingredients: ', Dough\n500 g flour, type 00\n350 ml water\n\n, Topping\n3 tbsp olive oil\n',
  Directions: 'Mix and rest 2 hours.\r\nDimple, oil and bake at 230 °C.',
  Tags: 'Baking, Vegan, baking',
  Rating: '4',
  'Public Url': 'https://app.plantoeat.com/recipes/1',
  'Photo Url': 'https://cdn.example.com/focaccia.jpg',
  Private: 'yes',
  'Nutritional Score (generic)': '',
  Calories: '210',
  Fat: '6',
  Protein: '5',
  Cost: '2.50',
  'Created At': '2023-05-06 07:08:09',
  'Updated At': '2024-01-01 00:00:00',
}

describe('openPlanToEat maps every column', () => {
  test('a full recipe', async () => {
    const opened = await openPlanToEat(planToEatCsv([focaccia]))
    expect(opened.total).toBe(1)
    expect(await itemsOf(opened)).toEqual([
      {
        recipe: {
          title: 'Rosemary focaccia',
          description: 'Crisp outside,\nsoft inside.',
          yield: '8 servings, 1 tray',
          activeTime: '20 min',
          totalTime: '2 h 45 min',
          source: 'Nonna Lia',
          url: 'https://example.com/focaccia',
          notes:
            'Cook time: 25 min\n\nPublic Url: https://app.plantoeat.com/recipes/1\nCost: 2.50\n\nNutrition\nCalories: 210\nFat: 6\nProtein: 5',
          ingredients: '[Dough]\n500 g flour, type 00\n350 ml water\n[Topping]\n3 tbsp olive oil',
          instructions: 'Mix and rest 2 hours.\nDimple, oil and bake at 230 °C.',
          rating: 4,
          labels: ['Bread', 'Italian', 'Flour', 'Baking', 'Vegan'],
          images: [{ kind: 'url', url: 'https://cdn.example.com/focaccia.jpg' }],
          createdAt: new Date('2023-05-06T07:08:09Z'),
        },
      },
    ])
  })

  test('a sparse row: the site as source, prep + cook as the total, no rating', async () => {
    const [recipe] = await recipesOf(
      planToEatCsv([
        {
          Title: 'Tea',
          'Url Host': 'tea.example',
          'Prep Time': '5',
          'Cook Time': '10',
          Servings: '1',
          Rating: '0',
          'Photo Url': '/local/tea.jpg',
        },
      ]),
    )
    expect(recipe).toMatchObject({
      source: 'tea.example',
      yield: '1 serving',
      totalTime: '15 min',
      notes: '',
      rating: null,
      images: [],
    })
    expect(recipe?.createdAt).toBeUndefined()
  })

  test('an unnamed recipe gets a numbered title; blank rows are no recipes', async () => {
    const file = planToEatCsv([{ Title: 'First' }, {}, { Ingredients: '1 egg' }])
    const opened = await openPlanToEat(file)
    expect(opened.total).toBe(2)
    expect((await recipesOf(file)).map((recipe) => recipe.title)).toEqual(['First', 'Plan to Eat recipe 2'])
  })

  test('a Notes column and columns a later export adds are kept in the notes', async () => {
    const header = [...PLAN_TO_EAT_HEADER, 'Notes', 'Saturated Fat', 'Difficulty']
    const row = header.map(
      (name) =>
        ({ Title: 'Soup', Notes: 'Freezes well.', 'Saturated Fat': '1 g', Difficulty: 'Easy' })[name] ?? '',
    )
    const [recipe] = await recipesOf(strToU8(writeCsv([header, row])))
    expect(recipe?.notes).toBe('Freezes well.\n\nDifficulty: Easy\n\nNutrition\nSaturated Fat: 1 g')
  })

  test('semicolons, a byte order mark, Windows-1252 and LF endings', async () => {
    const text = writeCsv(
      [PLAN_TO_EAT_HEADER, PLAN_TO_EAT_HEADER.map((name) => (name === 'Title' ? 'Crème brûlée' : ''))],
      { delimiter: ';', lineEnd: '\n' },
    )
    const latin1 = Uint8Array.from(text, (char) => char.charCodeAt(0))
    expect((await recipesOf(latin1))[0]?.title).toBe('Crème brûlée')
    const bom = strToU8(writeCsv([PLAN_TO_EAT_HEADER, ['Tea']], { bom: true }))
    expect((await recipesOf(bom))[0]?.title).toBe('Tea')
  })

  test('a zipped export, and a row the file ends inside', async () => {
    const csv = new TextDecoder().decode(planToEatCsv([{ Title: 'Tea' }, { Title: 'Coffee' }]))
    const cut = strToU8(`${csv}"Broken,`)
    const zip = zipSync({ 'export/recipes.csv': cut, 'export/readme.txt': strToU8('hi') })
    const items = await itemsOf(await openPlanToEat(zip))
    expect(items.slice(0, 2).map((item) => 'recipe' in item && item.recipe.title)).toEqual(['Tea', 'Coffee'])
    expect(items[2]).toEqual({
      failure: {
        title: 'Plan to Eat recipe 3',
        reason: expect.stringContaining('line 4 of "export/recipes.csv" never closes') as string,
      },
    })
  })
})

describe('recognizesPlanToEat', () => {
  test('by its header, bare or zipped', () => {
    expect(recognizesPlanToEat(sampleOf(planToEatCsv([])))).toBe(true)
    expect(recognizesPlanToEat(sampleOf(zipSync({ 'a.csv': planToEatCsv([focaccia]) })))).toBe(true)
  })

  test('not a spreadsheet with a title, ingredients and directions alone', () => {
    const own = strToU8('Title,Ingredients,Directions,Photo Url\nTea,tea,boil\n')
    expect(recognizesPlanToEat(sampleOf(own))).toBe(false)
  })
})

describe('openPlanToEat refuses', () => {
  test.for([
    ['an empty file', new Uint8Array(0), 'empty'],
    ['another CSV', strToU8('Title,Ingredients\nTea,tea\n'), 'not a Plan to Eat export'],
    ['a zip without its CSV', zipSync({ 'a.txt': strToU8('x') }), 'not a Plan to Eat export'],
    ['a truncated zip', zipSync({ 'a.csv': planToEatCsv([focaccia]) }).subarray(0, 60), 'truncated'],
  ])('%s', async ([, file, message]) => {
    await expect(openPlanToEat(file as Uint8Array)).rejects.toThrow(ImportFileError)
    await expect(openPlanToEat(file as Uint8Array)).rejects.toThrow(message)
  })
})

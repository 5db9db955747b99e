import { strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { ImportFileError, type ImportItem, type OpenedImport } from '../imported-recipe.ts'
import { openCookBookManager, recognizesCookBookManager } from './cookbook-manager.ts'
import { sampleOf } from './file-sample.ts'
import {
  cookBookHtmlExport,
  cookBookPage,
  cookBookYaml,
  cookBookYamlExport,
  cookBookYamlFile,
} from './test-support/cookbook-manager-files.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'

async function itemsOf(opened: OpenedImport): Promise<ImportItem[]> {
  const items: ImportItem[] = []
  for await (const item of opened.items()) items.push(item)
  return items
}

const recipesOf = async (opened: OpenedImport) =>
  (await itemsOf(opened)).flatMap((item) => ('recipe' in item ? [item.recipe] : []))

const acaiBowl = cookBookYaml({
  name: 'Berry Acai Bowl',
  description: 'Perfect healthy breakfast.\nThick and cold.',
  servings: '1 Bowl',
  source: 'CookBook App',
  rating: 5,
  image: 'https://media.cookbookmanager.com/61/bowl.png',
  images: [
    'https://media.cookbookmanager.com/61/bowl.png',
    'https://media.cookbookmanager.com/brand/logo.png',
    'https://media.cookbookmanager.com/61/topping.png',
  ],
  prep_time: 'PT5M',
  cook_time: 'PT5M',
  other_time: 'PT1H',
  notes: 'Brown sugar tastes deeper.',
  video: 'https://example.com/bowl.mp4',
  on_favorites: 'yes',
  favorite: 'yes',
  cook_count: 3,
  last_cook: '2024-10-22 00:00:00',
  keywords: 'Breakfast, Lunch, Vegetarian',
  tags: ['Breakfast', 'Smoothies'],
  nutrition: 'Servings: 1.00\nCalories: 511.65 kcal',
  ingredients: [
    '',
    '1 cup milk',
    'Smoothie:',
    '2 tsp acai powder',
    '1 medium banana',
    'Topping:',
    '1 handful granola',
  ],
  directions: ['', 'Blend everything.', 'Pour into a bowl.'],
})

describe('openCookBookManager reads YAML', () => {
  test('a full recipe in a zipped backup', async () => {
    const opened = await openCookBookManager(cookBookYamlExport([acaiBowl]))
    expect(opened.total).toBe(1)
    expect(await itemsOf(opened)).toEqual([
      {
        recipe: {
          title: 'Berry Acai Bowl',
          description: 'Perfect healthy breakfast.\nThick and cold.',
          yield: '1 Bowl',
          activeTime: '5 min',
          totalTime: '1 h 10 min',
          source: 'CookBook App',
          url: '',
          notes: [
            'Brown sugar tastes deeper.',
            'Video: https://example.com/bowl.mp4',
            'Cooked 3 times, last on 2024-10-22',
            'Nutrition:\nServings: 1.00\nCalories: 511.65 kcal',
          ].join('\n\n'),
          ingredients:
            '1 cup milk\n[Smoothie]\n2 tsp acai powder\n1 medium banana\n[Topping]\n1 handful granola',
          instructions: 'Blend everything.\nPour into a bowl.',
          rating: 5,
          labels: ['Breakfast', 'Smoothies', 'Lunch', 'Vegetarian', 'Favorite'],
          images: [
            { kind: 'url', url: 'https://media.cookbookmanager.com/61/bowl.png' },
            { kind: 'url', url: 'https://media.cookbookmanager.com/61/topping.png' },
          ],
        },
      },
    ])
  })

  test('an older CookBookApp file: text lists, times in words, an address as source', async () => {
    const old = cookBookYaml({
      exportedBy: undefined,
      ingredients: '2 eggs\n\n1 cup flour',
      directions: 'Mix.\nBake.',
      prep_time: '10 minutes',
      cook_time: 'until golden',
      source: 'Grandma',
      source_url: 'https://example.com/cake',
      nutritional_info: 'Calories: 200',
      rating: 0,
      image: '',
    })
    const [recipe] = await recipesOf(await openCookBookManager(cookBookYamlFile(old)))
    expect(recipe).toMatchObject({
      activeTime: '10 min',
      totalTime: '',
      source: 'Grandma',
      url: 'https://example.com/cake',
      notes: 'Cook time: until golden\n\nUse unwaxed lemons.\n\nNutrition:\nCalories: 200',
      ingredients: '2 eggs\n1 cup flour',
      instructions: 'Mix.\nBake.',
      rating: null,
      images: [],
    })
  })

  test('a preparation time alone is no total; a web address as source is the url', async () => {
    const [recipe] = await recipesOf(
      await openCookBookManager(cookBookYamlFile(cookBookYaml({ cook_time: undefined }))),
    )
    expect(recipe).toMatchObject({
      activeTime: '10 min',
      totalTime: '',
      source: '',
      url: 'https://example.com/lemonade',
    })
  })

  test('pictures kept in the zip beside the files; damaged and foreign files fail alone', async () => {
    const file = cookBookYamlExport(
      [cookBookYaml({ image: 'images/lemonade.jpg' }), cookBookYaml({ name: '' })],
      {
        'CookBook-Recipes-YML/images/lemonade.jpg': fakeJpeg(41),
        'CookBook-Recipes-YML/Broken.yml': strToU8('name: [unclosed'),
        'CookBook-Recipes-YML/List.yml': strToU8('- a\n- b\n'),
        'CookBook-Recipes-YML/Other.yml': strToU8('colour: blue\n'),
      },
    )
    const items = await itemsOf(await openCookBookManager(file))
    expect(items).toHaveLength(5)
    expect(
      items.flatMap((item) => ('recipe' in item ? [[item.recipe.title, item.recipe.images]] : [])),
    ).toEqual([
      ['Lemonade', [{ kind: 'bytes', data: fakeJpeg(41) }]],
      ['Recipe 1', [{ kind: 'url', url: 'https://media.cookbookmanager.com/61/lemonade.png' }]],
    ])
    expect(items.flatMap((item) => ('failure' in item ? [item.failure.reason] : []))).toEqual([
      '"CookBook-Recipes-YML/Broken.yml" cannot be read as a YAML recipe.',
      '"CookBook-Recipes-YML/List.yml" cannot be read as a YAML recipe.',
      '"CookBook-Recipes-YML/Other.yml" is not a CookBook recipe.',
    ])
  })
})

describe('openCookBookManager reads the older HTML export', () => {
  const page = cookBookPage({
    name: 'Zucchini Cornbread',
    description: 'Moist and golden.',
    recipeYield: '9 slices',
    prepTime: 'PT15M',
    totalTime: 'PT45M',
    recipeIngredient: ['1 cup cornmeal', '1 cup zucchini'],
    recipeInstructions: [
      { '@type': 'HowToStep', text: 'Mix.' },
      { '@type': 'HowToStep', text: 'Bake.' },
    ],
    recipeCategory: 'Bread',
    aggregateRating: { '@type': 'AggregateRating', ratingValue: '4' },
    image: ['https://media.cookbookmanager.com/brand/logo.png', 'images/cornbread.jpg'],
  })

  test('a zip of pages: schema.org fields, the user’s rating, pictures from the zip, no brand logo', async () => {
    const file = cookBookHtmlExport(
      [page, cookBookPage({ name: 'Tea', recipeIngredient: ['tea'] }, { microdata: true })],
      {
        'CookBook-Recipes-HTML/images/cornbread.jpg': fakeJpeg(42),
      },
    )
    const recipes = await recipesOf(await openCookBookManager(file))
    expect(recipes).toHaveLength(2)
    expect(recipes[0]).toMatchObject({
      title: 'Zucchini Cornbread',
      description: 'Moist and golden.',
      yield: '9 slices',
      activeTime: '15 min',
      totalTime: '45 min',
      ingredients: '1 cup cornmeal\n1 cup zucchini',
      instructions: 'Mix.\nBake.',
      rating: 4,
      labels: ['Bread'],
      images: [{ kind: 'bytes', data: fakeJpeg(42) }],
    })
    expect(recipes[1]).toMatchObject({ title: 'Tea', ingredients: 'tea', rating: null })
  })

  test('a page alone keeps only pictures on the web', async () => {
    const [recipe] = await recipesOf(await openCookBookManager(strToU8(page)))
    expect(recipe).toMatchObject({ title: 'Zucchini Cornbread', images: [] })
  })

  test('a page whose recipe has no name is a failure', async () => {
    const items = await itemsOf(
      await openCookBookManager(strToU8(cookBookPage({ name: '', recipeIngredient: ['x'] }))),
    )
    expect(items).toEqual([
      { failure: { title: 'CookBook recipe', reason: 'The page’s recipe has no name.' } },
    ])
  })
})

describe('openCookBookManager refuses', () => {
  test.for([
    ['an empty file', new Uint8Array(0), 'empty'],
    ['YAML that is no recipe', strToU8('colour: blue\n'), 'not a CookBook Manager export'],
    ['damaged YAML', strToU8('name: [x\ningredients: ['), 'not a CookBook Manager export'],
    [
      'a recipe site’s page',
      strToU8('<html><body><h1>Tea</h1></body></html>'),
      'not a CookBook Manager export',
    ],
    ['a zip of other pages', zipSync({ 'a.html': strToU8('<p>hi</p>') }), 'not a CookBook Manager export'],
  ] as const)('%s', async ([, file, message]) => {
    await expect(openCookBookManager(file)).rejects.toThrow(ImportFileError)
    await expect(openCookBookManager(file)).rejects.toThrow(message)
  })
})

describe('recognizesCookBookManager', () => {
  const recipeSite = `<html><script type="application/ld+json">{"@type": "Recipe", "name": "Tea"}</script></html>`
  test.for([
    ['a zipped YAML backup', cookBookYamlExport([cookBookYaml()]), true],
    ['one YAML file', cookBookYamlFile(cookBookYaml()), true],
    ['a YAML file without CookBook’s own keys', strToU8('name: Tea\ningredients:\n  - tea\n'), false],
    ['a zipped HTML export', cookBookHtmlExport([cookBookPage({ name: 'Tea' })]), true],
    ['one page', strToU8(cookBookPage({ name: 'Tea' })), true],
    ['a recipe site’s page', strToU8(recipeSite), false],
    ['a zip of a recipe site’s pages', zipSync({ 'tea.html': strToU8(recipeSite) }), false],
    ['Chowdown front matter', strToU8('---\ntitle: Tea\ningredients:\n- tea\n---\n'), false],
  ] as const)('%s', ([, file, expected]) => {
    expect(recognizesCookBookManager(sampleOf(file))).toBe(expected)
  })
})

import { strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import {
  ImportFileError,
  type ImportedRecipe,
  type ImportItem,
  type OpenedImport,
} from '../imported-recipe.ts'
import { sampleOf } from './file-sample.ts'
import { openOpenEats, recognizesOpenEats } from './openeats.ts'
import { openEatsFile, openEatsRows, type OpenEatsRecipe } from './test-support/openeats-files.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'

async function itemsOf(opened: OpenedImport): Promise<ImportItem[]> {
  const items: ImportItem[] = []
  for await (const item of opened.items()) items.push(item)
  return items
}

const recipesOf = async (opened: OpenedImport): Promise<ImportedRecipe[]> =>
  (await itemsOf(opened)).flatMap((item) => ('recipe' in item ? [item.recipe] : []))

const ingredient = (title: string, numerator: number, denominator: number, measurement: string | null) => ({
  title,
  numerator,
  denominator,
  measurement,
})

const chili: OpenEatsRecipe = {
  title: 'Tasty Chili',
  info: 'Requested every winter.\n\nFrom grandma.',
  directions: 'Brown the meat.\nChop the onion.\n\nCook slowly for an hour.',
  source: 'https://example.com/chili',
  prep_time: 60,
  cook_time: 90,
  servings: 8,
  photo: 'upload/recipe_photos/chili.jpg',
  course: 'Entry',
  cuisine: 'American',
  tags: ['Spicy', 'Winter'],
  pub_date: '2011-05-21T07:35:32+03:00',
  groups: [
    {
      title: 'Veges',
      ingredients: [ingredient('onion', 1, 1, null), ingredient('black pepper', 1, 2, 'dash')],
    },
    { title: '', ingredients: [ingredient('ground pork', 3, 2, 'lb'), ingredient('salt', 0, 1, '')] },
  ],
  ratings: [
    { rating: 5, comment: 'The best!' },
    { rating: 4, comment: '' },
    { rating: 0, comment: 'Too hot for me.' },
  ],
}

describe('openOpenEats maps every field', () => {
  test('a full recipe, its groups, ratings and lookups', async () => {
    const opened = await openOpenEats(openEatsFile(openEatsRows([chili])))
    expect(opened.total).toBe(1)
    expect(await recipesOf(opened)).toEqual([
      {
        title: 'Tasty Chili',
        description: 'Requested every winter.\n\nFrom grandma.',
        yield: '8 servings',
        activeTime: '1 h',
        totalTime: '2 h 30 min',
        source: '',
        url: 'https://example.com/chili',
        notes:
          'Ratings:\n5/5: The best!\n4/5\nToo hot for me.\n\nPhoto (not in the imported file): upload/recipe_photos/chili.jpg',
        ingredients: '[Veges]\n1 onion\n1/2 dash black pepper\n1 1/2 lb ground pork\nsalt',
        instructions: 'Brown the meat.\nChop the onion.\nCook slowly for an hour.',
        rating: 5,
        labels: ['Entry', 'American', 'Spicy', 'Winter'],
        images: [],
        createdAt: new Date('2011-05-21T04:35:32Z'),
      },
    ])
  })

  test('a bare recipe: no times, servings, lookups or photo; a source that is a name', async () => {
    const rows = openEatsRows([{ title: 'Toast', source: 'Grandma', groups: [] }])
    const [recipe] = await recipesOf(await openOpenEats(openEatsFile(rows)))
    expect(recipe).toMatchObject({
      title: 'Toast',
      yield: '',
      activeTime: '',
      totalTime: '',
      source: 'Grandma',
      url: '',
      notes: '',
      ingredients: '',
      rating: null,
      labels: [],
      images: [],
    })
  })

  test('rows out of order, models capitalised, sub-recipes, and keys the dump does not hold', async () => {
    const rows = [
      {
        model: 'ingredient.Ingredient',
        pk: 2,
        fields: { title: 'basil', numerator: 2, denominator: 1, measurement: 'cups', ingredient_group: 7 },
      },
      {
        model: 'ingredient.Ingredient',
        pk: 1,
        fields: { title: 'garlic', numerator: 1, denominator: 0, measurement: 'clove', ingredient_group: 7 },
      },
      { model: 'ingredient.IngredientGroup', pk: 7, fields: { title: 'Pesto', recipe: 2 } },
      { model: 'recipe.recipe', pk: 2, fields: { title: 'Pesto', cuisine: 9, course: 'Sauce', tags: [3] } },
      { model: 'recipe.recipe', pk: 1, fields: { title: 'Pasta', prep_time: 10, cook_time: 0 } },
      {
        model: 'recipe.subrecipe',
        pk: 1,
        fields: { parent_recipe: 1, child_recipe: 2, numerator: 1, denominator: 3, measurement: 'cup' },
      },
      {
        model: 'recipe.subrecipe',
        pk: 2,
        fields: { parent_recipe: 1, child_recipe: 99, numerator: 1, denominator: 1 },
      },
      { model: 'news.news', pk: 1, fields: { title: 'Welcome' } },
      { model: 'recipe.recipe', pk: 3, fields: { title: '', servings: 2 } },
      'not a row',
    ]
    const recipes = await recipesOf(await openOpenEats(openEatsFile(rows)))
    expect(
      recipes.map(({ title, ingredients, labels, activeTime, totalTime }) => ({
        title,
        ingredients,
        labels,
        activeTime,
        totalTime,
      })),
    ).toEqual([
      {
        title: 'Pesto',
        ingredients: '[Pesto]\n1 clove garlic\n2 cups basil',
        labels: ['Sauce'],
        activeTime: '',
        totalTime: '',
      },
      { title: 'Pasta', ingredients: '1/3 cup Pesto', labels: [], activeTime: '10 min', totalTime: '' },
    ])
  })

  test('a zip of the dump with the upload folder: the photo comes along', async () => {
    const file = zipSync({
      'openeats/recipes.json': openEatsFile(openEatsRows([chili])),
      'openeats/site-media/upload/recipe_photos/chili.jpg': fakeJpeg(31),
    })
    const [recipe] = await recipesOf(await openOpenEats(file))
    expect(recipe).toMatchObject({
      images: [{ kind: 'bytes', data: fakeJpeg(31) }],
      notes: 'Ratings:\n5/5: The best!\n4/5\nToo hot for me.',
    })
  })

  test('a zip with one dump per app, read together', async () => {
    const rows = openEatsRows([chili])
    const file = zipSync({
      'recipe.json': openEatsFile(rows.filter((row) => row.model !== 'ingredient.ingredient')),
      'ingredient.json': openEatsFile(rows.filter((row) => row.model === 'ingredient.ingredient')),
      'notes.txt': strToU8('made with dumpdata'),
    })
    const [recipe] = await recipesOf(await openOpenEats(file))
    expect(recipe?.ingredients).toBe('[Veges]\n1 onion\n1/2 dash black pepper\n1 1/2 lb ground pork\nsalt')
  })
})

describe('openOpenEats refuses', () => {
  test.for([
    ['an empty file', new Uint8Array(0), 'empty'],
    ['damaged JSON', strToU8('[{"model": "recipe.recipe", "pk": 1, "fields": {'), 'damaged'],
    ['a JSON object', strToU8('{"model": "recipe.recipe"}'), 'not an OpenEats dump'],
    [
      'rows of another Django app',
      strToU8('[{"model": "auth.user", "pk": 1, "fields": {}}]'),
      'not an OpenEats dump',
    ],
    [
      'a dump of ingredients only',
      openEatsFile([{ model: 'ingredient.ingredient', pk: 1, fields: { title: 'salt' } }]),
      'holds no recipes',
    ],
    ['a zip without a dump', zipSync({ 'a.json': strToU8('[]') }), 'holds no OpenEats dump'],
  ] as const)('%s', async ([, file, message]) => {
    await expect(openOpenEats(file)).rejects.toThrow(ImportFileError)
    await expect(openOpenEats(file)).rejects.toThrow(message)
  })
})

test('recognizesOpenEats by the model names of its rows', () => {
  const recognizes = (file: Uint8Array) => recognizesOpenEats(sampleOf(file))
  expect(recognizes(openEatsFile(openEatsRows([chili])))).toBe(true)
  expect(recognizes(strToU8('[{"pk":1,"model":"ingredient.ingredientgroup","fields":{}}]'))).toBe(true)
  expect(recognizes(zipSync({ 'dump.json': openEatsFile(openEatsRows([chili])) }))).toBe(true)
  expect(recognizes(strToU8('[{"model": "auth.user", "pk": 1, "fields": {}}]'))).toBe(false)
  expect(recognizes(strToU8('{"model": "recipe.recipe"}'))).toBe(false)
})

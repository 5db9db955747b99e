import { strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { ImportFileError, type ImportItem, type ImportedRecipe } from '../imported-recipe.ts'
import { sampleOf } from './file-sample.ts'
import { openRecipeKeeper, recognizesRecipeKeeper } from './recipe-keeper.ts'
import { copyMeThatExport, copyMeThatPage } from './test-support/copymethat-files.ts'
import { paprikaPage } from './test-support/paprika-html-files.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'
import {
  recipeKeeperExport,
  recipeKeeperPage,
  recipeKeeperRecipe,
  type RecipeKeeperRecipe,
} from './test-support/recipe-keeper-files.ts'

async function itemsOf(file: Uint8Array): Promise<ImportItem[]> {
  const items: ImportItem[] = []
  for await (const item of (await openRecipeKeeper(file)).items()) items.push(item)
  return items
}

async function recipesOf(file: Uint8Array): Promise<ImportedRecipe[]> {
  return (await itemsOf(file)).flatMap((item) => ('recipe' in item ? [item.recipe] : []))
}

const page = (recipes: RecipeKeeperRecipe[]) => strToU8(recipeKeeperPage(recipes))

const cheesecake: RecipeKeeperRecipe = {
  name: 'Blueberry Cheesecake &amp; crème 🫐',
  favourite: true,
  rating: 4,
  courses: ['Dessert', 'Snack'],
  categories: ['Cake', 'dessert'],
  collections: ['Summer'],
  source: 'Aunt May',
  servings: 'Serves 6-8',
  prepTime: ['PT10M', '10 mins'],
  cookTime: ['PT1H', '1 hour'],
  ingredients: [
    '<b>For the base</b>',
    '1 1/2 cups crumbs',
    '',
    'Topping:',
    '200 g blueberries',
    '<b><i>To serve</i></b>',
    'Cream',
    '',
  ],
  directions: ['1. Press the base.', '', '2.Bake 1 hour at 160&#176;C.', '', '3. Top &amp; chill.'],
  notes: ['Freezes well.', '', 'Use fresh berries.'],
  nutrition: [
    ['ServingSize', 'Serving size: 1 slice', '1 slice'],
    ['Calories', 'Calories: 571', '571'],
    ['TotalFat', 'Total Fat: 41.5g', '41.5'],
  ],
  photos: ['images/abc_0.jpg', 'images/abc_1.jpg'],
}

describe('openRecipeKeeper maps every field', () => {
  test('a full recipe in an export, its photos from images/', async () => {
    const file = recipeKeeperExport([cheesecake], {
      'images/abc_0.jpg': fakeJpeg(1),
      'images/abc_1.jpg': fakeJpeg(2),
    })
    expect(await recipesOf(file)).toEqual([
      {
        title: 'Blueberry Cheesecake & crème 🫐',
        description: '',
        yield: 'Serves 6-8',
        activeTime: '10 min',
        totalTime: '1 h 10 min',
        source: 'Aunt May',
        url: '',
        notes:
          'Cook time: 1 h\n\nFreezes well.\nUse fresh berries.\n\n' +
          'Nutrition:\nServing size: 1 slice\nCalories: 571\nTotal Fat: 41.5g',
        ingredients: '[For the base]\n1 1/2 cups crumbs\n[Topping]\n200 g blueberries\n[To serve]\nCream',
        instructions: 'Press the base.\nBake 1 hour at 160°C.\nTop & chill.',
        rating: 4,
        labels: ['Dessert', 'Snack', 'Cake', 'Summer', 'Favorite'],
        images: [
          { kind: 'bytes', data: fakeJpeg(1) },
          { kind: 'bytes', data: fakeJpeg(2) },
        ],
      },
    ])
  })

  test('a source that is an address is the url; one time alone is the total; unnumbered steps stay', async () => {
    const [recipe] = await recipesOf(
      page([
        {
          name: 'Tea',
          source: 'https://example.com/tea',
          cookTime: ['PT5M', '5 mins'],
          prepTime: ['PT0S', ''],
          directions: ['Boil 2 cups.', '3 minutes later, pour.'],
        },
      ]),
    )
    expect(recipe).toMatchObject({
      source: '',
      url: 'https://example.com/tea',
      activeTime: '',
      totalTime: '5 min',
      notes: '',
      instructions: 'Boil 2 cups.\n3 minutes later, pour.',
      rating: null,
      labels: [],
    })
  })

  test('a source linking to its page; a time that is not a duration is taken as written', async () => {
    const html = recipeKeeperPage([
      { name: 'Soup', source: '<a href="https://example.com/soup">Soup Co</a>' },
    ]).replace(
      '</h2>',
      '</h2><div>Preparation time: <span>overnight</span><meta content="" itemprop="prepTime"></div>',
    )
    const [recipe] = await recipesOf(strToU8(html))
    expect(recipe).toMatchObject({
      source: 'Soup Co',
      url: 'https://example.com/soup',
      activeTime: 'overnight',
    })
  })

  test('nutrition written without readable lines keeps its names and values', async () => {
    const html = recipeKeeperPage([{ name: 'Tea' }]).replace(
      '<hr/>',
      '<div><meta content="2" itemprop="recipeNutProtein"><meta content="1" itemprop="recipeNutSugars"></div><hr/>',
    )
    const [recipe] = await recipesOf(strToU8(html))
    expect(recipe?.notes).toBe('Nutrition:\nProtein: 2\nSugars: 1')
  })

  test('the page alone, minified without quotes: photos stayed behind in images/', async () => {
    const minified = recipeKeeperPage([cheesecake]).replace(/="([\w./-]+)"/g, '=$1')
    expect(minified).toContain('class=recipe-details')
    const [recipe] = await recipesOf(strToU8(minified))
    expect(recipe).toMatchObject({ title: 'Blueberry Cheesecake & crème 🫐', rating: 4, images: [] })
  })
})

describe('openRecipeKeeper reads the export zipped', () => {
  test('every recipe of the page in order, counted before reading; an empty one is a failure', async () => {
    const file = recipeKeeperExport([{ name: 'One' }, { name: '' }, { name: '', ingredients: ['salt'] }])
    expect((await openRecipeKeeper(file)).total).toBe(3)
    expect(await itemsOf(file)).toEqual([
      { recipe: expect.objectContaining({ title: 'One' }) as ImportedRecipe },
      { failure: { title: 'Recipe Keeper recipe', reason: expect.stringContaining('no name') as string } },
      {
        recipe: expect.objectContaining({
          title: 'Recipe Keeper recipe',
          ingredients: 'salt',
        }) as ImportedRecipe,
      },
    ])
  })

  test('a page in a folder finds its photos beside it; a photo missing from the zip is left out', async () => {
    const file = zipSync({
      'RecipeKeeper_20240101/images/a_0.jpg': fakeJpeg(1),
      'RecipeKeeper_20240101/recipes.html': strToU8(
        recipeKeeperPage([{ name: 'A', photos: ['images/a_0.jpg', 'images/missing.jpg'] }]),
      ),
      '.DS_Store': strToU8('junk'),
    })
    const [recipe] = await recipesOf(file)
    expect(recipe?.images).toEqual([{ kind: 'bytes', data: fakeJpeg(1) }])
  })

  test('a recipe nested in another is read once, within the outer one', async () => {
    const html = recipeKeeperPage([{ name: 'Outer' }]).replace(
      '<hr/>',
      `${recipeKeeperRecipe({ name: 'Inner' })}<hr/>`,
    )
    expect((await recipesOf(strToU8(html))).map((recipe) => recipe.title)).toEqual(['Outer'])
  })
})

describe('openRecipeKeeper refuses', () => {
  test.for([
    ['an empty file', new Uint8Array(0), 'empty'],
    ['text', strToU8('Cheesecake\n200 g blueberries'), 'not a Recipe Keeper export'],
    ['a Copy Me That page', strToU8(copyMeThatPage([{ name: 'Tea' }])), 'not a Recipe Keeper export'],
    ['a Copy Me That export', copyMeThatExport([{ name: 'Tea' }]), 'not a Recipe Keeper export'],
    [
      'a page whose recipes are gone',
      strToU8(recipeKeeperPage([{ name: 'Tea' }]).replace('class="recipe-details"', 'class="other"')),
      'not a Recipe Keeper export',
    ],
  ])('%s', async ([, file, message]) => {
    await expect(openRecipeKeeper(file as Uint8Array)).rejects.toThrow(ImportFileError)
    await expect(openRecipeKeeper(file as Uint8Array)).rejects.toThrow(message)
  })
})

describe('recognizesRecipeKeeper', () => {
  const recognizes = (file: Uint8Array) => recognizesRecipeKeeper(sampleOf(file))

  test('the page and the export zipped', () => {
    expect(recognizes(page([cheesecake]))).toBe(true)
    expect(recognizes(recipeKeeperExport([cheesecake], { 'images/abc_0.jpg': fakeJpeg(1) }))).toBe(true)
  })

  test.for([
    ['a Paprika page', paprikaPage({ name: 'Tea', ingredients: ['water'] })],
    ['a Copy Me That page', copyMeThatPage([{ name: 'Tea' }])],
    [
      'a recipe site with recipe-details and schema.org microdata',
      '<html><body><div class="recipe-details" itemscope itemtype="https://schema.org/Recipe">' +
        '<h2 itemprop="name">Tea</h2><li itemprop="recipeIngredient">water</li>' +
        '<div itemprop="recipeInstructions">Boil.</div><meta itemprop="recipeCategory" content="Drinks"></div></body></html>',
    ],
  ])('not %s', ([, html = '']) => {
    expect(recognizes(strToU8(html))).toBe(false)
  })

  test('not zips of other pages', () => {
    expect(
      recognizes(zipSync({ 'recipes.html': strToU8('<html></html>'), 'images/a.jpg': fakeJpeg(1) })),
    ).toBe(false)
    expect(recognizes(copyMeThatExport([{ name: 'Tea' }]))).toBe(false)
  })
})

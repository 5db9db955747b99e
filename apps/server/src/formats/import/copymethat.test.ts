import { strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { ImportFileError, type ImportItem, type ImportedRecipe } from '../imported-recipe.ts'
import { openCopyMeThat, recognizesCopyMeThat } from './copymethat.ts'
import { sampleOf } from './file-sample.ts'
import {
  copyMeThatExport,
  copyMeThatPage,
  copyMeThatRecipe,
  type CopyMeThatRecipe,
} from './test-support/copymethat-files.ts'
import { paprikaPage } from './test-support/paprika-html-files.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'
import { recipeKeeperExport, recipeKeeperPage } from './test-support/recipe-keeper-files.ts'
import { patchDirectoryEntry } from './test-support/zip-surgery.ts'

async function itemsOf(file: Uint8Array): Promise<ImportItem[]> {
  const items: ImportItem[] = []
  for await (const item of (await openCopyMeThat(file)).items()) items.push(item)
  return items
}

async function recipesOf(file: Uint8Array): Promise<ImportedRecipe[]> {
  return (await itemsOf(file)).flatMap((item) => ('recipe' in item ? [item.recipe] : []))
}

const shakshuka: CopyMeThatRecipe = {
  name: 'Shakshuka &amp; feta 🍳',
  link: 'https://example.com/shakshuka',
  image: 'images/shakshuka_x1y2z.jpg',
  description: 'Eggs poached in<br>spiced tomatoes.',
  tags: ['breakfast', 'vegetarian', 'Breakfast'],
  madeThis: true,
  starred: true,
  rating: 4,
  servings: '2 people',
  ingredients: [
    { header: 'Sauce' },
    '1 can tomatoes',
    '2 tsp cumin',
    null,
    { header: 'To serve' },
    '4 eggs',
    { note: '(feta is optional)' },
  ],
  steps: [
    { header: 'Sauce:' },
    'Simmer the tomatoes &lt;10 min&gt;.',
    { header: 'Eggs' },
    'Crack in the eggs.',
  ],
  notes: ['Use ripe tomatoes.', 'Good with bread.'],
}

describe('openCopyMeThat maps every field', () => {
  test('a full recipe in an export, its picture from images/', async () => {
    const file = copyMeThatExport([shakshuka], { 'images/shakshuka_x1y2z.jpg': fakeJpeg(1) })
    expect(await recipesOf(file)).toEqual([
      {
        title: 'Shakshuka & feta 🍳',
        description: 'Eggs poached in\nspiced tomatoes.',
        yield: '2 people',
        activeTime: '',
        totalTime: '',
        source: '',
        url: 'https://example.com/shakshuka',
        notes: 'Use ripe tomatoes.\n\nGood with bread.',
        ingredients: '[Sauce]\n1 can tomatoes\n2 tsp cumin\n[To serve]\n4 eggs\n(feta is optional)',
        instructions: '[Sauce]\nSimmer the tomatoes <10 min>.\n[Eggs]\nCrack in the eggs.',
        rating: 4,
        labels: ['breakfast', 'vegetarian', 'Favorite', 'Made this'],
        images: [{ kind: 'bytes', data: fakeJpeg(1) }],
      },
    ])
  })

  test('a recipe with only its name and steps; a link that is not an address is the source', async () => {
    const page = copyMeThatPage([{ name: 'Toast', steps: ['Toast the bread.'] }]).replace(
      '<div id = "name">',
      '<div id = "link">Adapted from <a id = "original_link">Grandma</a></div><div id = "name">',
    )
    expect(await recipesOf(strToU8(page))).toEqual([
      expect.objectContaining({
        title: 'Toast',
        source: 'Grandma',
        url: '',
        ingredients: '',
        instructions: 'Toast the bread.',
        rating: null,
        labels: [],
        images: [],
      }),
    ])
  })

  test('the page alone: a picture on the web is kept, one in images/ stayed behind', async () => {
    const onWeb = { ...shakshuka, name: 'A', image: 'https://example.com/a.jpg' }
    const recipes = await recipesOf(strToU8(copyMeThatPage([onWeb, { ...shakshuka, name: 'B' }])))
    expect(recipes.map((recipe) => recipe.images)).toEqual([
      [{ kind: 'url', url: 'https://example.com/a.jpg' }],
      [],
    ])
  })

  test('an unrated recipe without its name is called after the app', async () => {
    const [recipe] = await recipesOf(strToU8(copyMeThatPage([{ name: '', ingredients: ['salt'] }])))
    expect(recipe).toMatchObject({ title: 'Copy Me That recipe', rating: null, ingredients: 'salt' })
  })
})

describe('openCopyMeThat reads the export zipped', () => {
  test('every recipe of the page in order, counted before reading; an empty one is a failure', async () => {
    const file = copyMeThatExport([{ name: 'One', steps: ['Go.'] }, { name: '' }, { name: 'Three' }])
    expect((await openCopyMeThat(file)).total).toBe(3)
    expect(await itemsOf(file)).toEqual([
      { recipe: expect.objectContaining({ title: 'One' }) as ImportedRecipe },
      { failure: { title: 'Copy Me That recipe', reason: expect.stringContaining('no name') as string } },
      { recipe: expect.objectContaining({ title: 'Three' }) as ImportedRecipe },
    ])
  })

  test('a page in a folder finds its pictures beside it; zipping junk is passed over', async () => {
    const file = zipSync({
      '__MACOSX/export/._recipes.html': strToU8('junk'),
      'export/images/b%.jpg': fakeJpeg(2),
      'export/images/a b.jpg': fakeJpeg(1),
      'export/recipes.html': strToU8(
        copyMeThatPage([
          { name: 'A', image: 'images/a%20b.jpg' },
          { name: 'B', image: 'images/b%.jpg' },
          { name: 'C', image: '../../c.jpg' },
        ]),
      ),
      'c.jpg': fakeJpeg(3),
    })
    expect((await recipesOf(file)).map((recipe) => recipe.images)).toEqual([
      [{ kind: 'bytes', data: fakeJpeg(1) }],
      [{ kind: 'bytes', data: fakeJpeg(2) }],
      [],
    ])
  })

  test('a damaged picture leaves the recipe without it', async () => {
    const file = copyMeThatExport([shakshuka], { 'images/shakshuka_x1y2z.jpg': fakeJpeg(1) })
    const [recipe] = await recipesOf(patchDirectoryEntry(file, 0, 'crc', 1))
    expect(recipe).toMatchObject({ title: 'Shakshuka & feta 🍳', images: [] })
  })

  test('a recipe nested in another (an edited page) is read once, within the outer one', async () => {
    const inner = copyMeThatRecipe({ name: 'Inner', steps: ['Stir.'] })
    const page = copyMeThatPage([{ name: 'Outer', steps: ['Bake.'] }]).replace('</ol>', `</ol>${inner}`)
    expect((await recipesOf(strToU8(page))).map((recipe) => recipe.title)).toEqual(['Outer'])
  })
})

describe('openCopyMeThat refuses', () => {
  test.for([
    ['an empty file', new Uint8Array(0), 'empty'],
    ['text', strToU8('Shakshuka\n4 eggs'), 'not a Copy Me That export'],
    ['a Recipe Keeper page', strToU8(recipeKeeperPage([{ name: 'Tea' }])), 'not a Copy Me That export'],
    ['a Recipe Keeper export', recipeKeeperExport([{ name: 'Tea' }]), 'not a Copy Me That export'],
    ['a page without recipes', strToU8(copyMeThatPage([])), 'holds no recipes'],
    [
      'a damaged page in the zip',
      patchDirectoryEntry(copyMeThatExport([shakshuka]), 0, 'crc', 1),
      'recipes.html',
    ],
  ])('%s', async ([, file, message]) => {
    await expect(openCopyMeThat(file as Uint8Array)).rejects.toThrow(ImportFileError)
    await expect(openCopyMeThat(file as Uint8Array)).rejects.toThrow(message)
  })
})

describe('recognizesCopyMeThat', () => {
  const recognizes = (file: Uint8Array) => recognizesCopyMeThat(sampleOf(file))

  test('the page, the export zipped, and a page saved without its head', () => {
    expect(recognizes(strToU8(copyMeThatPage([shakshuka])))).toBe(true)
    expect(recognizes(copyMeThatExport([shakshuka], { 'images/a.jpg': fakeJpeg(1) }))).toBe(true)
    const headless = copyMeThatPage([shakshuka]).replace(/<head>[\s\S]*<\/style>/, '')
    expect(recognizes(strToU8(headless))).toBe(true)
  })

  test.for([
    ['a Paprika page', paprikaPage({ name: 'Tea', ingredients: ['water'] })],
    ['a Recipe Keeper page', recipeKeeperPage([{ name: 'Tea' }])],
    [
      'a recipe site with microdata and a recipe class',
      '<html><body><div class="recipe" itemscope itemtype="https://schema.org/Recipe"><h1 id="name" itemprop="name">Tea</h1>' +
        '<li class="recipeIngredient" itemprop="recipeIngredient">water</li><span itemprop="ratingValue">4</span></div></body></html>',
    ],
  ])('not %s', ([, html = '']) => {
    expect(recognizes(strToU8(html))).toBe(false)
  })

  test('not zips of other pages', () => {
    expect(
      recognizes(zipSync({ 'recipes.html': strToU8('<html></html>'), 'images/a.jpg': fakeJpeg(1) })),
    ).toBe(false)
    expect(recognizes(recipeKeeperExport([{ name: 'Tea' }]))).toBe(false)
  })
})

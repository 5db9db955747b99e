import { strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { ImportFileError, type ImportItem, type ImportedRecipe } from '../imported-recipe.ts'
import { sampleOf } from './file-sample.ts'
import { openPaprikaHtml, recognizesPaprikaHtml } from './paprika-html.ts'
import { paprikaHtmlExport, paprikaPage, type PaprikaPage } from './test-support/paprika-html-files.ts'
import { fakeJpeg, paprikaExport } from './test-support/paprika-files.ts'
import { patchDirectoryEntry } from './test-support/zip-surgery.ts'

async function itemsOf(file: Uint8Array): Promise<ImportItem[]> {
  const items: ImportItem[] = []
  for await (const item of (await openPaprikaHtml(file)).items()) items.push(item)
  return items
}

async function recipesOf(file: Uint8Array): Promise<ImportedRecipe[]> {
  return (await itemsOf(file)).flatMap((item) => ('recipe' in item ? [item.recipe] : []))
}

const page = (fields: PaprikaPage) => strToU8(paprikaPage(fields))

const tatin: PaprikaPage = {
  name: 'Tarte Tatin & crème fraîche 🍎',
  photo: { src: 'Images/ABC/photo.jpg', link: 'https://example.com/tatin.jpg' },
  rating: 4,
  categories: 'Dessert, French, dessert',
  prepTime: '20 min',
  cookTime: '45 min',
  totalTime: '1 h 15 min',
  difficulty: 'Medium',
  servings: '6',
  source: 'example.com',
  sourceUrl: 'https://example.com/tatin',
  description: '<p>Upside-down apple tart.</p><p>Serve warm.<br/>With cream.</p>',
  ingredients: [
    '<strong>For the caramel:</strong>',
    '<strong>150</strong> g sugar',
    '<strong>For the pastry:</strong>',
    '<strong>1 1/2</strong> cups flour &amp; salt',
    '<strong>1</strong> <a href="Pie Dough.html">pie dough</a>',
  ],
  directions:
    "<p class=\"line\">1. Melt the sugar for <span class='timer' time='600.0'>10 minutes</span>.</p>" +
    '<p class="line"><span uid="X" class="image-border image-box"><img src="Images/ABC/step.jpg" alt="2" class="inline-image photoswipe" /></span></p>' +
    '<p class="line"><strong>Bake.</strong><br/>Turn out warm.</p>',
  notes: '<p>From my aunt.</p><p>Use tart apples.</p>',
  nutrition: '<p>Servings: 6</p><p><strong>Per serving:</strong><br/>Calories: 320</p>',
}

describe('openPaprikaHtml maps every field', () => {
  test('a full recipe in an export, with its pictures from the zip', async () => {
    const file = paprikaHtmlExport([tatin], {
      'Recipes/Images/ABC/photo.jpg': fakeJpeg(1),
      'Recipes/Images/ABC/step.jpg': fakeJpeg(2),
    })
    expect(await recipesOf(file)).toEqual([
      {
        title: 'Tarte Tatin & crème fraîche 🍎',
        description: 'Upside-down apple tart.\n\nServe warm.\nWith cream.',
        yield: '6',
        activeTime: '20 min',
        totalTime: '1 h 15 min',
        source: 'example.com',
        url: 'https://example.com/tatin',
        notes:
          'Cook time: 45 min\n\nFrom my aunt.\n\nUse tart apples.\n\nDifficulty: Medium\n\n' +
          'Nutrition:\nServings: 6\n\nPer serving:\nCalories: 320',
        ingredients: '[For the caramel]\n150 g sugar\n[For the pastry]\n1 1/2 cups flour & salt\n1 pie dough',
        instructions: '1. Melt the sugar for 10 minutes.\nBake.\nTurn out warm.',
        rating: 4,
        labels: ['Dessert', 'French'],
        images: [
          { kind: 'bytes', data: fakeJpeg(1) },
          { kind: 'bytes', data: fakeJpeg(2) },
        ],
      },
    ])
  })

  test('one page alone: the photo from the address it links to, pictures set in the text left out', async () => {
    const [recipe] = await recipesOf(page(tatin))
    expect(recipe?.images).toEqual([{ kind: 'url', url: 'https://example.com/tatin.jpg' }])
    expect(recipe?.title).toBe('Tarte Tatin & crème fraîche 🍎')
  })

  test('a photo inlined as data, stars without a value, a cook time alone, a source without a link', async () => {
    const data = `data:image/jpeg;base64,${Buffer.from(fakeJpeg(5)).toString('base64')}`
    const [recipe] = await recipesOf(
      page({ name: 'Tea', photo: { src: data, link: '#' }, stars: 3, cookTime: '5 min', source: 'Grandma' }),
    )
    expect(recipe).toMatchObject({
      rating: 3,
      totalTime: '5 min',
      notes: '',
      source: 'Grandma',
      url: '',
      images: [{ kind: 'bytes', data: fakeJpeg(5) }],
    })
  })

  test('an unrated, untitled page with nothing else; a photo neither in the zip nor on the web', async () => {
    const file = paprikaHtmlExport([
      { name: '', photo: { src: 'Images/missing.jpg', link: 'assets-library://a' } },
    ])
    const [recipe] = await recipesOf(file)
    expect(recipe).toMatchObject({ title: 'Paprika recipe', rating: null, images: [], ingredients: '' })
  })
})

describe('openPaprikaHtml reads the export folder zipped', () => {
  test('every recipe page; the index, other pages and zipping junk are passed over', async () => {
    const file = paprikaHtmlExport([{ name: "Dan's Bread, 4-Hour" }, { name: 'Ramen Egg 味付け玉子' }], {
      'Recipes/about.html': strToU8('<html><body><p>Not a recipe</p></body></html>'),
      'Resources/PhotoSwipe/photoswipe.css': strToU8('.pswp {}'),
      '__MACOSX/Recipes/._Dan.html': strToU8('junk'),
    })
    const opened = await openPaprikaHtml(file)
    expect(opened.total).toBe(3)
    expect((await itemsOf(file)).map((item) => 'recipe' in item && item.recipe.title)).toEqual([
      "Dan's Bread, 4-Hour",
      'Ramen Egg 味付け玉子',
    ])
  })

  test('pictures by escaped names or by file name elsewhere in the zip; none from outside it', async () => {
    const file = paprikaHtmlExport(
      [
        { name: 'A', photo: { src: 'Images/a%20b.jpg' } },
        { name: 'B', photo: { src: 'Pictures/b.jpg' } },
        { name: 'C', photo: { src: '../../../c.jpg' } },
      ],
      { 'Recipes/Images/a b.jpg': fakeJpeg(1), 'Images/b.jpg': fakeJpeg(2), 'c.jpg': fakeJpeg(3) },
    )
    const images = (await recipesOf(file)).map((recipe) => recipe.images)
    expect(images).toEqual([
      [{ kind: 'bytes', data: fakeJpeg(1) }],
      [{ kind: 'bytes', data: fakeJpeg(2) }],
      [],
    ])
  })

  test('a damaged page is a failure naming it; the rest goes on', async () => {
    const file = paprikaHtmlExport([{ name: 'Good' }, { name: 'Bad' }])
    const items = await itemsOf(patchDirectoryEntry(file, 2, 'crc', 1))
    expect(items).toEqual([
      { recipe: expect.objectContaining({ title: 'Good' }) as ImportedRecipe },
      {
        failure: { title: 'Bad', reason: expect.stringContaining('"My Recipes/Recipes/Bad.html"') as string },
      },
    ])
  })
})

describe('openPaprikaHtml refuses', () => {
  test.for([
    ['an empty file', new Uint8Array(0), 'empty'],
    ['text', strToU8('Tarte Tatin\n150 g sugar'), 'not a Paprika HTML export'],
    [
      'a page without a recipe',
      strToU8('<html><body><a href="Recipes/x.html">x</a></body></html>'),
      'not a Paprika',
    ],
    ['a Paprika export', paprikaExport([{ name: 'Pie' }]), 'no Paprika recipe pages'],
    ['an index alone', zipSync({ 'index.html': strToU8('<html></html>') }), 'no Paprika recipe pages'],
  ])('%s', async ([, file, message]) => {
    await expect(openPaprikaHtml(file as Uint8Array)).rejects.toThrow(ImportFileError)
    await expect(openPaprikaHtml(file as Uint8Array)).rejects.toThrow(message)
  })
})

describe('recognizesPaprikaHtml', () => {
  const recognizes = (file: Uint8Array) => recognizesPaprikaHtml(sampleOf(file))

  test('a recipe page, even with a large photo inlined, and the export zipped', () => {
    expect(recognizes(page(tatin))).toBe(true)
    const photo = `data:image/jpeg;base64,${'A'.repeat(100_000)}`
    expect(recognizes(page({ ...tatin, photo: { src: photo } }))).toBe(true)
    expect(recognizes(paprikaHtmlExport([tatin]))).toBe(true)
    expect(recognizes(paprikaHtmlExport([tatin], {}, ''))).toBe(true)
  })

  test.for([
    [
      'a recipe site with microdata',
      '<html><body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">x</h1>' +
        '<div class="infobox">x</div></div></body></html>',
    ],
    [
      'Paprika-like boxes without a recipe item',
      paprikaPage(tatin).replace('schema.org/Recipe', 'schema.org/Thing'),
    ],
    [
      'the index page',
      '<html><body><h1>Recipes (1)</h1><ul><li><a href="Recipes/x.html">x</a></li></ul></body></html>',
    ],
  ])('not %s', ([, html = '']) => {
    expect(recognizes(strToU8(html))).toBe(false)
  })

  test('not zips of other pages', () => {
    expect(
      recognizes(zipSync({ 'recipes.html': strToU8('<html></html>'), 'images/a.jpg': fakeJpeg(1) })),
    ).toBe(false)
    expect(recognizes(zipSync({ 'Recipes/a.html': strToU8('<html></html>') }))).toBe(false)
    expect(recognizes(zipSync({ 'index.html': strToU8(''), 'Other/Recipes/a.html': strToU8('') }))).toBe(
      false,
    )
    expect(recognizes(paprikaExport([{ name: 'Pie' }]))).toBe(false)
  })
})

import { strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { ImportFileError, type ImportItem, type ImportedRecipe } from '../imported-recipe.ts'
import { openChowdown, recognizesChowdown } from './chowdown.ts'
import { sampleOf } from './file-sample.ts'
import { fakeJpeg, paprikaExport } from './test-support/paprika-files.ts'
import { patchDirectoryEntry } from './test-support/zip-surgery.ts'

async function itemsOf(file: Uint8Array): Promise<ImportItem[]> {
  const items: ImportItem[] = []
  for await (const item of (await openChowdown(file)).items()) items.push(item)
  return items
}

async function recipeOf(text: string): Promise<ImportedRecipe> {
  const [item] = await itemsOf(strToU8(text))
  if (!item || !('recipe' in item)) throw new Error('no recipe')
  return item.recipe
}

const page = `---

layout: recipe
title:  "Lentil Soup"
image: https://example.com/soup.jpg
imagecredit: https://example.com/photographer
tags: soups veg
tag: Winter, warming
yield: 4 bowls
servings: 4
preptime: PT15M
cook_time: "40 mins"
date_added: 2019-02-03
difficulty: Easy
nutrition:
  calories: 320
  proteinContent: 18
notes: >
  Freezes well.

components:
- Vegetable Stock

ingredients:
- Soup:
  - 1 cup red lentils
  - 1 **large** onion
  - Salt: to taste
- Topping:
  - "[Yogurt](https://example.com/yogurt)"

directions:
- Rinse the lentils.
- Simmer everything for 40 minutes.

---

# Why this soup

A [family](https://example.com/family) favourite.<br>
![photo](soup.jpg)
{% include footer.html %}
`

describe('openChowdown maps every field', () => {
  test('a page with sections, components, nutrition and a Markdown body', async () => {
    expect(await recipeOf(page)).toEqual({
      title: 'Lentil Soup',
      description: 'Why this soup\n\nA family (https://example.com/family) favourite.',
      yield: '4 servings, 4 bowls',
      activeTime: '15 min',
      totalTime: '55 min',
      source: '',
      url: '',
      notes:
        'Freezes well.\n\nImage credit: https://example.com/photographer\n\nNutrition: calories 320, protein 18\n\nCook time: 40 mins\nDifficulty: Easy',
      ingredients:
        'Vegetable Stock\n[Soup]\n1 cup red lentils\n1 large onion\nSalt: to taste\n[Topping]\nYogurt (https://example.com/yogurt)',
      instructions: 'Rinse the lentils.\nSimmer everything for 40 minutes.',
      rating: null,
      labels: ['soups', 'veg', 'Winter, warming'],
      images: [{ kind: 'url', url: 'https://example.com/soup.jpg' }],
      createdAt: new Date('2019-02-03T00:00:00Z'),
    })
  })

  test('labels as lists or comma lists; times as ISO durations or text; no title', async () => {
    const recipe = await recipeOf(
      '---\ncategories:\n  - Breakfast\ntags: eggs, quick breakfast\nprep_time: 5 mins\ntotaltime: PT1H5M\ndirections:\n- Crack the eggs into a pan. Fry.\n---\n',
    )
    expect(recipe).toMatchObject({
      title: 'Crack the eggs into a pan',
      labels: ['Breakfast', 'eggs', 'quick breakfast'],
      activeTime: '5 mins',
      totalTime: '1 h 5 min',
      ingredients: '',
    })
  })
})

describe('openChowdown reads a zipped site', () => {
  const recipePage = (title: string, image: string) =>
    strToU8(
      `---\nlayout: recipe\ntitle: ${title}\nimage: ${image}\ningredients:\n- 1 egg\ndirections:\n- Cook.\n---\n`,
    )
  const site = () =>
    zipSync({
      'chowdown-main/README.md': strToU8('# My recipes\n'),
      'chowdown-main/_posts/2018-09-09-news.md': strToU8('---\nlayout: post\ntitle: News\n---\nHello'),
      'chowdown-main/_recipes/omelette.md': recipePage('Omelette', 'omelette.jpg'),
      'chowdown-main/_components/stock.md': recipePage('Stock', 'missing.jpg'),
      'chowdown-main/images/omelette.jpg': fakeJpeg(1),
      'chowdown-main/_config.yml': strToU8('title: Chowdown'),
    })

  test('recipe pages become recipes with their pictures; other pages are left out', async () => {
    const opened = await openChowdown(site())
    expect(opened.total).toBe(2)
    const items = await itemsOf(site())
    expect(items).toEqual([
      {
        recipe: expect.objectContaining({
          title: 'Omelette',
          images: [{ kind: 'bytes', data: fakeJpeg(1) }],
        }),
      },
      { recipe: expect.objectContaining({ title: 'Stock', images: [] }) },
    ])
  })

  test('a damaged page is a failure and the others go on', async () => {
    const zip = zipSync({
      '_recipes/a.md': recipePage('A', 'a.jpg'),
      '_recipes/b.md': recipePage('B', 'b.jpg'),
    })
    const items = await itemsOf(patchDirectoryEntry(zip, 0, 'crc', 7))
    expect(items[0]).toEqual({ failure: { title: 'a', reason: expect.stringContaining('checksum') } })
    expect(items[1]).toMatchObject({ recipe: { title: 'B' } })
  })
})

describe('openChowdown refuses', () => {
  test.for([
    ['an empty file', new Uint8Array(0), 'empty'],
    ['Markdown without front matter', strToU8('# Soup\n\n- 1 onion'), 'does not start with YAML'],
    ['front matter without recipe lists', strToU8('---\ntitle: News\n---\nHello'), 'no ingredients'],
    ['malformed front matter', strToU8('---\ningredients: [one\n---\n'), 'cannot be read'],
    ['a zip without recipe pages', zipSync({ 'README.md': strToU8('# Hi') }), 'no Chowdown recipes'],
    ['a Paprika export', paprikaExport([{ name: 'Pie' }]), 'no Chowdown recipes'],
  ])('%s', async ([, file, message]) => {
    await expect(openChowdown(file as Uint8Array)).rejects.toThrow(ImportFileError)
    await expect(openChowdown(file as Uint8Array)).rejects.toThrow(message)
  })

  test('100 MB of something else at once', async () => {
    const started = performance.now()
    await expect(openChowdown(new Uint8Array(100 * 1024 * 1024).fill(0x2d))).rejects.toThrow('far more')
    expect(performance.now() - started).toBeLessThan(3_000)
  })
})

describe('recognizesChowdown', () => {
  const sample = (text: string) => sampleOf(strToU8(text))

  test('recipe pages and sites', () => {
    expect(recognizesChowdown(sample(page))).toBe(true)
    expect(recognizesChowdown(sample('---\ntitle: Tart\ndirections:\n- Bake\n---\n'))).toBe(true)
    const site = zipSync({
      'x/_recipes/a.md': strToU8(''),
      'x/index.html': strToU8(''),
      'x/a.jpg': fakeJpeg(1),
    })
    expect(recognizesChowdown(sampleOf(site))).toBe(true)
    const folder = zipSync({ 'a.md': strToU8(''), 'b.md': strToU8(''), 'a.jpg': fakeJpeg(1) })
    expect(recognizesChowdown(sampleOf(folder))).toBe(true)
  })

  test('not plain Markdown, blog posts, Cooklang or other formats', () => {
    for (const text of [
      '# Soup\n\ningredients: onion\n',
      '---\nlayout: post\ntitle: News\n---\ningredients:\n- x',
      '---\nservings: 2\n---\nToast @bread{}.',
      'MMMMM----- Recipe via Meal-Master (tm) v8.05\n\n      Title: Soup\n',
      '{"ingredients": ["1 egg"], "directions": ["Cook"]}',
    ]) {
      expect(recognizesChowdown(sample(text)), text).toBe(false)
    }
    expect(recognizesChowdown(sampleOf(paprikaExport([{ name: 'Pie' }])))).toBe(false)
    const mixed = zipSync({ 'a.md': strToU8(''), 'b.json': strToU8('{}') })
    expect(recognizesChowdown(sampleOf(mixed))).toBe(false)
  })
})

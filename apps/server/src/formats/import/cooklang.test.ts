import { strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { ImportFileError, type ImportItem, type ImportedRecipe } from '../imported-recipe.ts'
import { openCooklang, recognizesCooklang } from './cooklang.ts'
import { sampleOf } from './file-sample.ts'
import { fakeJpeg, paprikaExport } from './test-support/paprika-files.ts'
import { patchDirectoryEntry } from './test-support/zip-surgery.ts'

async function itemsOf(file: Uint8Array): Promise<ImportItem[]> {
  const items: ImportItem[] = []
  for await (const item of (await openCooklang(file)).items()) items.push(item)
  return items
}

async function recipeOf(text: string): Promise<ImportedRecipe> {
  const [item] = await itemsOf(strToU8(text))
  if (!item || !('recipe' in item)) throw new Error('no recipe')
  return item.recipe
}

const tart = `---
title: Plum tart
servings: 6
yield: 1%tart
source: https://example.com/plum-tart
author: Oma Liesel
tags: [baking, autumn]
cuisine: German
course: dessert
prep time: 30 min
cook time: 45 min
difficulty: easy
image: https://example.com/tart.jpg
description: |
  A sheet of plums.

  Best warm.
---

-- oven first
Heat the #oven to 180°C. [- fan: 160 -]

= Dough

Rub @butter{100%g} into @flour{250%g} and @sugar{1/4%cup}. \\
Add @egg{1}(beaten) and knead.

> Chill the dough if it sticks.

Rest for ~rest{30%minutes} in the #fridge{}.

== Topping ==

Halve @plums{1%kg} and lay them on the dough; dust with @sugar{1/2%cup} and @ground cinnamon{}.
Bake in a #tart tin{2} for ~{45%minutes}.
`

describe('openCooklang maps every field', () => {
  test('a recipe with front matter, sections, notes, comments and every kind of markup', async () => {
    expect(await recipeOf(tart)).toEqual({
      title: 'Plum tart',
      description: 'A sheet of plums.\n\nBest warm.',
      yield: '6 servings, 1 tart',
      activeTime: '30 min',
      totalTime: '1 h 15 min',
      source: 'Oma Liesel',
      url: 'https://example.com/plum-tart',
      notes:
        'Chill the dough if it sticks.\n\nCookware: oven, fridge, tart tin (2)\n\nCook time: 45 min\nDifficulty: easy',
      ingredients:
        '[Dough]\n100 g butter\n250 g flour\n1/4 cup sugar\n1 egg (beaten)\n[Topping]\n1 kg plums\n1/2 cup sugar\nground cinnamon',
      instructions:
        'Heat the oven to 180°C.\n[Dough]\nRub butter into flour and sugar.\nAdd egg and knead.\nRest for 30 minutes in the fridge.\n[Topping]\nHalve plums and lay them on the dough; dust with sugar and ground cinnamon. Bake in a tart tin for 45 minutes.',
      rating: null,
      labels: ['dessert', 'German', 'baking', 'autumn'],
      images: [{ kind: 'url', url: 'https://example.com/tart.jpg' }],
    })
  })

  test('>> metadata lines, and a source that is a name rather than an address', async () => {
    const recipe = await recipeOf(
      '>> title: Toast\n>> servings: 1\n>> source: Grandma\n>> author: Me\n>> time required: 1h30m\n\nToast @bread{2%slices}.',
    )
    expect(recipe).toMatchObject({
      title: 'Toast',
      yield: '1 serving',
      source: 'Grandma',
      url: '',
      totalTime: '1h30m',
      notes: 'Author: Me',
      ingredients: '2 slices bread',
      instructions: 'Toast bread.',
    })
  })

  test('a nested source, a created date, and keys of the author’s own', async () => {
    const recipe = await recipeOf(
      '---\nsource:\n  name: The Book\n  url: https://example.com/book\n  author: A. Cook\ndate: 2021-03-04\nlocale: en_GB\nrating stars: 5\n---\nMix @a{1}.',
    )
    expect(recipe).toMatchObject({
      source: 'The Book',
      url: 'https://example.com/book',
      notes: 'Author: A. Cook\nLocale: en_GB\nRating stars: 5',
      createdAt: new Date('2021-03-04T00:00:00Z'),
    })
  })
})

describe('Cooklang markup', () => {
  test('one-word and several-word names, and what is not markup', async () => {
    const recipe = await recipeOf(
      'Add @salt and @ground black pepper{} to taste, @chilli, then @5peppers.\nMessage me @ example or mail a@b. Put in #pot, then #big pot{}. Recipe # 5.',
    )
    expect(recipe.ingredients).toBe('salt\nground black pepper\nchilli\n5peppers\nb')
    expect(recipe.instructions).toBe(
      'Add salt and ground black pepper to taste, chilli, then 5peppers. Message me @ example or mail ab. Put in pot, then big pot. Recipe # 5.',
    )
  })

  test('amounts: fixed, with spaces, without unit; timers with and without name', async () => {
    const recipe = await recipeOf(
      'Season with @salt{=1%tsp}, @milk{ 1 / 2 %cup }, @eggs{3} and @thyme{few%sprigs}.\nBoil ~eggs{3%minutes}, rest ~{1/2%hour}, then let it ~rest.',
    )
    expect(recipe.ingredients).toBe('1 tsp salt\n1 / 2 cup milk\n3 eggs\nfew sprigs thyme')
    expect(recipe.instructions).toBe(
      'Season with salt, milk, eggs and thyme. Boil 3 minutes, rest 1/2 hour, then let it rest.',
    )
  })

  test('modifiers and references to other recipes', async () => {
    const recipe = await recipeOf(
      'Top with @./Sauces/Hollandaise{150%g}, @?parsley{1%bunch} and @@./Bread{1}. Stir in @&salt.',
    )
    expect(recipe.ingredients).toBe('150 g Hollandaise\n1 bunch parsley (optional)\n1 Bread\nsalt')
    expect(recipe.instructions).toBe('Top with Hollandaise, parsley and Bread. Stir in salt.')
  })

  test('an ingredient named again is added up by unit; other amounts stay separate lines', async () => {
    const recipe = await recipeOf(
      [
        'Use @flour{80%g} and @salt{pinch}.',
        'Add @flour{760%G}, @salt{1%tsp}, @flour{1/2%cup} and @flour{1/4%cup}.',
        'Then @eggs{1 1/2} and @eggs{1/2}, @butter{0.1%kg}, @butter{0.2%kg}, @salt, @Flour{2-3%cups}.',
      ].join('\n'),
    )
    expect(recipe.ingredients.split('\n')).toEqual([
      '840 g flour',
      '3/4 cup flour',
      '2-3 cups flour',
      'pinch salt',
      '1 tsp salt',
      '2 eggs',
      '0.3 kg butter',
    ])
  })

  test('comments, block comments across lines, forced breaks and blank sections', async () => {
    const recipe = await recipeOf(
      [
        '[- A long',
        'comment -]',
        'Whisk @eggs{2} -- not too long',
        '-- a comment line does not end the step',
        'until foamy.',
        '',
        'Fold in @flour{100%g}.\\',
        'Rest.',
        '',
        '=',
        '',
        'Serve.',
      ].join('\n'),
    )
    expect(recipe.instructions).toBe('Whisk eggs until foamy.\nFold in flour.\nRest.\nServe.')
  })

  test('a recipe without a title is named by the start of its first step', async () => {
    expect((await recipeOf('Preheat the #oven{} and butter a tin for the bread dough today.')).title).toBe(
      'Preheat the oven and butter a tin for…',
    )
    expect((await recipeOf('Toast @bread. Eat it.')).title).toBe('Toast bread')
  })

  test('front matter that cannot be read is kept in the notes, and an alias bomb is not expanded', async () => {
    const broken = await recipeOf('---\ntitle: [unclosed\n---\nMix @a{1}.')
    expect(broken.notes).toBe('Metadata:\ntitle: [unclosed')
    expect(broken.title).toBe('Mix a')
    const bomb = `---\na: &a [x,x,x,x,x,x,x,x,x]\nb: &b [${'*a,'.repeat(9)}*a]\nc: &c [${'*b,'.repeat(9)}*b]\nd: [${'*c,'.repeat(60)}*c]\n---\nMix @a{1}.`
    expect((await recipeOf(bomb)).notes).toContain('Metadata:')
    expect((await recipeOf(`---\ntitle: ${'['.repeat(5000)}\n---\nMix @a{1}.`)).ingredients).toBe('1 a')
  })
})

describe('openCooklang reads a zipped recipe folder', () => {
  const folder = () =>
    zipSync({
      'recipes/Breakfast/Pancakes.cook': strToU8('---\nimage: photos/stack.png\n---\nMix @flour{125%g}.'),
      'recipes/Breakfast/Pancakes.jpg': fakeJpeg(1),
      'recipes/Breakfast/Pancakes.1.jpg': fakeJpeg(2),
      'recipes/Breakfast/photos/stack.png': fakeJpeg(3),
      'recipes/Soup.cook': strToU8('TODO'),
      'recipes/Empty.cook': new Uint8Array(0),
      'recipes/Week.menu': strToU8('- @./Soup{}\n- @./Breakfast/Pancakes{}'),
      'recipes/config/aisle.conf': strToU8('[dairy]\nmilk'),
      '__MACOSX/recipes/._Soup.cook': strToU8('junk'),
    })

  test('each .cook file is a recipe named by its file, with the pictures beside it', async () => {
    const opened = await openCooklang(folder())
    expect(opened.total).toBe(3)
    const items = await itemsOf(folder())
    expect(items).toEqual([
      {
        recipe: expect.objectContaining({
          title: 'Pancakes',
          ingredients: '125 g flour',
          images: [
            { kind: 'bytes', data: fakeJpeg(3) },
            { kind: 'bytes', data: fakeJpeg(1) },
            { kind: 'bytes', data: fakeJpeg(2) },
          ],
        }),
      },
      { recipe: expect.objectContaining({ title: 'Soup', instructions: 'TODO', ingredients: '' }) },
      { failure: { title: 'Empty', reason: 'The file is empty.' } },
    ])
  })

  test('a damaged member is a failure and the others go on', async () => {
    const zip = zipSync({ 'A.cook': strToU8('Mix @a{1}.'), 'B.cook': strToU8('Mix @b{1}.') })
    const items = await itemsOf(patchDirectoryEntry(zip, 0, 'crc', 7))
    expect(items[0]).toEqual({ failure: { title: 'A', reason: expect.stringContaining('checksum') } })
    expect(items[1]).toMatchObject({ recipe: { title: 'B' } })
  })
})

describe('openCooklang refuses', () => {
  test.for([
    ['an empty file', new Uint8Array(0), 'empty'],
    ['a menu', strToU8('== Day 1 ==\n\nDinner:\n- @./Soup{2}\n- @bread{1%slice}'), 'menu'],
    ['an aisle configuration', strToU8('[produce]\npotatoes\n\n[dairy]\nmilk | milks'), 'no @ingredients'],
    ['a binary file', new Uint8Array([0x41, 0, 0x40, 0x7b, 0x7d]), 'not a text file'],
    ['a zip without .cook files', paprikaExport([{ name: 'Pie' }]), 'no Cooklang recipes'],
    ['a truncated zip', zipSync({ 'A.cook': strToU8('@a{1}') }).subarray(0, 30), 'truncated'],
  ])('%s', async ([, file, message]) => {
    await expect(openCooklang(file as Uint8Array)).rejects.toThrow(ImportFileError)
    await expect(openCooklang(file as Uint8Array)).rejects.toThrow(message)
  })

  test('100 MB of something else at once', async () => {
    const started = performance.now()
    await expect(openCooklang(new Uint8Array(100 * 1024 * 1024).fill(0x40))).rejects.toThrow('far more')
    expect(performance.now() - started).toBeLessThan(3_000)
  })
})

describe('recognizesCooklang', () => {
  const sample = (text: string) => sampleOf(strToU8(text))

  test('recipes and recipe folders', () => {
    expect(recognizesCooklang(sample('Boil @eggs{2} for ~{3%minutes}.'))).toBe(true)
    expect(recognizesCooklang(sample('---\nservings: 2\n---\nToast @bread{}.'))).toBe(true)
    expect(recognizesCooklang(sample('>> servings: 2\nToast @white bread{}.'))).toBe(true)
    expect(recognizesCooklang(sample('[- note -]\nToast @bread{1} and @butter{}.'))).toBe(true)
    const folder = zipSync({ 'a.cook': strToU8(''), 'a.jpg': fakeJpeg(1), 'plan.menu': strToU8('') })
    expect(recognizesCooklang(sampleOf(folder))).toBe(true)
  })

  test('not other text, menus, Chowdown pages or zips of other files', () => {
    for (const text of [
      'MMMMM----- Recipe via Meal-Master (tm) v8.05\n\n      Title: Soup\n 1 c  milk\n',
      '{"@context": {"@vocab": "https://schema.org/"}, "@type": "Recipe"}',
      '<recipe><ingredient>@flour{1}</ingredient></recipe>',
      '"<!DOCTYPE html><html><style>@media screen { a {} } @font-face{x}</style></html>"',
      '---\ntitle: Soup\ningredients:\n- 1 @onion{1}\ndirections:\n- Boil\n---\n',
      '---\ntitle: Holiday notes\n---\nPing @anna about the #party.',
      '== Day 1 ==\n- @./Soup{2}\n- @bread{1%slice}',
      'A plain text recipe: mix the flour {sifted} with water.',
      '',
    ]) {
      expect(recognizesCooklang(sample(text)), text).toBe(false)
    }
    expect(recognizesCooklang(sampleOf(paprikaExport([{ name: 'Pie' }])))).toBe(false)
  })
})

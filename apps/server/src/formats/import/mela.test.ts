import { strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { emptyRecipe, ImportFileError, type ImportItem, type ImportedRecipe } from '../imported-recipe.ts'
import { sampleOf } from './file-sample.ts'
import { openMela, recognizesMela } from './mela.ts'
import { melaExport, melaFile, melaJson } from './test-support/mela-files.ts'
import { fakeJpeg, paprikaExport } from './test-support/paprika-files.ts'
import { patchDirectoryEntry, withZip64Sizes } from './test-support/zip-surgery.ts'

async function itemsOf(file: Uint8Array): Promise<ImportItem[]> {
  const items: ImportItem[] = []
  for await (const item of (await openMela(file)).items()) items.push(item)
  return items
}

async function recipesOf(file: Uint8Array): Promise<ImportedRecipe[]> {
  return (await itemsOf(file)).flatMap((item) => ('recipe' in item ? [item.recipe] : []))
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

describe('openMela maps every field', () => {
  test('a full recipe', async () => {
    const recipe = melaJson({
      title: 'Pizza **Margherita** 🍕',
      text: 'Naples style. See [the guide](https://example.com/guide).',
      images: [
        base64(fakeJpeg(1)),
        `data:image/jpeg;base64,${base64(fakeJpeg(2))}`,
        'https://x.org/p.jpg',
        '%%',
      ],
      categories: ['Italian', 'Dinner', 'italian', ''],
      yield: 2,
      prepTime: '1 h',
      cookTime: '10 min',
      totalTime: '25 h',
      ingredients:
        '# Dough\n500 g flour\n\n#10 can tomatoes\n## Topping\n[Basil](https://x.org/basil) leaves\r\n',
      instructions: '# Dough\nKnead **well**.\n# \nBake.',
      notes: '# Tips\nUse a stone.',
      nutrition: 'Calories: 800',
      link: 'https://example.com/pizza',
      favorite: true,
      wantToCook: true,
      date: 700_000_000,
    })
    expect(await recipesOf(melaFile(recipe))).toEqual([
      {
        title: 'Pizza Margherita 🍕',
        description: 'Naples style. See the guide (https://example.com/guide).',
        yield: '2',
        activeTime: '1 h',
        totalTime: '25 h',
        source: '',
        url: 'https://example.com/pizza',
        notes: 'Cook time: 10 min\n\nTips\nUse a stone.\n\nNutrition:\nCalories: 800',
        ingredients: '[Dough]\n500 g flour\n#10 can tomatoes\n[Topping]\nBasil (https://x.org/basil) leaves',
        instructions: '[Dough]\nKnead well.\nBake.',
        rating: null,
        labels: ['Italian', 'Dinner', 'Favorite', 'Want to cook'],
        images: [
          { kind: 'bytes', data: fakeJpeg(1) },
          { kind: 'bytes', data: fakeJpeg(2) },
          { kind: 'url', url: 'https://x.org/p.jpg' },
        ],
        createdAt: new Date('2023-03-08T20:26:40Z'),
      },
    ])
  })

  test('a link that is not an address is the source; a web id is the address', async () => {
    const [book, web, plain] = await recipesOf(
      melaExport([
        melaJson({ title: 'A', link: 'Fresh & Easy, p. 42', totalTime: '', cookTime: '45 min' }),
        melaJson({ title: 'B', link: '', id: 'www.example.com/recipes/pie/' }),
        melaJson({ title: 'C', link: '', id: 'urn:isbn:9781234567897#page=42', date: -5 }),
      ]),
    )
    expect(book).toMatchObject({ source: 'Fresh & Easy, p. 42', url: '', totalTime: '45 min' })
    expect(book?.notes).toBe('')
    expect(web).toMatchObject({ source: '', url: 'https://www.example.com/recipes/pie/' })
    expect(plain).toMatchObject({ source: '', url: '' })
    expect(plain?.createdAt).toBeUndefined()
  })

  test('missing, null and odd values leave fields empty; an untitled recipe is named after its entry', async () => {
    const file = melaExport([], {
      'Soup.melarecipe': strToU8('{"title":null,"ingredients":["x"],"images":"no","categories":{"a":1}}'),
    })
    expect(await recipesOf(file)).toEqual([emptyRecipe('Soup')])
  })
})

describe('openMela reads .melarecipes exports', () => {
  test('every recipe, an export inside the export, and none of the zipping junk', async () => {
    const inner = melaExport([melaJson({ title: 'Inner' })])
    const file = melaExport([melaJson({ title: 'One' }), melaJson({ title: 'Two' })], {
      'Nested.melarecipes': inner,
      '__MACOSX/._One.melarecipe': strToU8('junk'),
      'readme.txt': strToU8('hi'),
    })
    const opened = await openMela(file)
    expect(opened.total).toBe(3)
    expect((await recipesOf(file)).map((r) => r.title).sort()).toEqual(['Inner', 'One', 'Two'])
  })

  test('sizes in ZIP64 extra fields, as Mela writes its exports', async () => {
    const file = withZip64Sizes(melaExport([melaJson({ title: 'One' })]))
    expect((await recipesOf(file)).map((r) => r.title)).toEqual(['One'])
  })

  test('a damaged entry, damaged JSON and a non-object are failures; the rest goes on', async () => {
    const good = melaExport([melaJson({ title: 'Good' })], {
      'Broken.melarecipe': strToU8('{"title": "Bro'),
      'List.melarecipe': strToU8('[1, 2]'),
      'Damaged.melarecipe': strToU8(JSON.stringify(melaJson({ title: 'Damaged' }))),
    })
    const damaged = patchDirectoryEntry(good, 2, 'crc', 1)
    const items = await itemsOf(damaged)
    expect(items.map((item) => ('recipe' in item ? item.recipe.title : item.failure))).toEqual([
      { title: 'Broken', reason: '"Broken.melarecipe" holds damaged JSON.' },
      { title: 'List', reason: '"List.melarecipe" is not a Mela recipe.' },
      { title: 'Damaged', reason: expect.stringContaining('checksum') as string },
      'Good',
    ])
  })
})

describe('openMela refuses', () => {
  test.for([
    ['an empty file', new Uint8Array(0), 'empty'],
    ['text', strToU8('A title\nA ingredients'), 'not a Mela file'],
    ['damaged JSON', strToU8('{"title": "x", "ingredients": "y", "link": '), 'damaged'],
    ['JSON-LD', strToU8('{"@context":"https://schema.org","@type":"Recipe","name":"x"}'), 'not a Mela'],
    ['Paprika JSON', strToU8('{"name":"x","ingredients":"y","directions":"z","prep_time":""}'), 'not a Mela'],
    ['a list of recipes', strToU8(JSON.stringify([melaJson()])), 'not a Mela'],
    ['a Paprika export', paprikaExport([{ name: 'Pie' }]), 'no Mela recipes'],
    ['a zip without recipes', zipSync({ 'a.json': strToU8('{}') }), 'no Mela recipes'],
  ])('%s', async ([, file, message]) => {
    await expect(openMela(file as Uint8Array)).rejects.toThrow(ImportFileError)
    await expect(openMela(file as Uint8Array)).rejects.toThrow(message)
  })
})

describe('recognizesMela', () => {
  const recognizes = (file: Uint8Array) => recognizesMela(sampleOf(file))
  const json = (value: unknown) => strToU8(JSON.stringify(value))

  test('a recipe, whatever its key order, and an export', () => {
    expect(recognizes(melaFile(melaJson()))).toBe(true)
    const reversed = Object.fromEntries(Object.entries(melaJson()).reverse())
    expect(recognizes(melaFile(reversed))).toBe(true)
    expect(recognizes(melaExport([melaJson()]))).toBe(true)
    expect(recognizes(zipSync({ 'All.melarecipes': melaExport([melaJson()]) }))).toBe(true)
  })

  test('a recipe whose photo comes first and fills the sample', () => {
    const photo = 'A'.repeat(100_000)
    const { id, link, favorite, images: _images, ...rest } = melaJson()
    expect(recognizes(melaFile({ id, link, favorite, images: [photo], ...rest }))).toBe(true)
    expect(recognizes(melaFile({ images: [photo], id, link, favorite, ...rest }))).toBe(false)
  })

  test.for([
    ['JSON-LD', { '@context': 'https://schema.org', '@type': 'Recipe', name: 'x', text: 'y' }],
    ['Paprika JSON', { name: 'x', ingredients: 'y', directions: 'z', prep_time: '' }],
    ['a Mealie recipe', { id: 'x', name: 'x', slug: 'x', recipeIngredient: [], recipeInstructions: [] }],
    ['a Tandoor recipe', { name: 'x', description: '', steps: [], working_time: 0, keywords: [] }],
    ['Crouton', { name: 'x', uuid: 'u', ingredients: [], steps: [], images: [], webLink: '' }],
    ['a list', [melaJson()]],
    ['lists of ingredients', { ...melaJson(), ingredients: ['a'], instructions: ['b'] }],
    ['no key only Mela writes', { id: 'x', title: 'x', ingredients: 'a', instructions: 'b', notes: '' }],
    ['Mela keys with foreign ones', { ...melaJson(), name: 'x' }],
    ['a favorite that is not a flag', { ...melaJson(), favorite: 'yes' }],
  ])('not %s', ([, value]) => {
    expect(recognizes(json(value))).toBe(false)
  })

  test('not text, damaged JSON or a zip of something else', () => {
    expect(recognizes(strToU8('title: x\ningredients: y'))).toBe(false)
    expect(recognizes(strToU8('{"title": "x", "text": "y", "ingredients": "z" "link": ""}'))).toBe(false)
    expect(recognizes(paprikaExport([{ name: 'Pie' }]))).toBe(false)
  })
})

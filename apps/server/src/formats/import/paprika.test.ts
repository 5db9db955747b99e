import { gzipSync, strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import {
  ImportFileError,
  type ImportedRecipe,
  type ImportItem,
  type OpenedImport,
} from '../imported-recipe.ts'
import { ImportTooLargeError } from './archive/budget.ts'
import { openPaprika } from './paprika.ts'
import { fakeJpeg, paprikaExport, paprikaRecipeFile } from './test-support/paprika-files.ts'
import { patchDirectoryEntry } from './test-support/zip-surgery.ts'

async function collect(opened: OpenedImport): Promise<ImportItem[]> {
  const items: ImportItem[] = []
  for await (const item of opened.items()) items.push(item)
  return items
}

async function recipesOf(file: Uint8Array): Promise<ImportedRecipe[]> {
  return (await collect(await openPaprika(file))).flatMap((item) => ('recipe' in item ? [item.recipe] : []))
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
const gzipText = (text: string) => gzipSync(strToU8(text))

const fullRecipe = {
  uid: 'B4CF0636-1445',
  name: ' Ramen egg 味付け玉子 🍜 ',
  description: 'Soy-marinated eggs.',
  servings: '6 eggs',
  prep_time: '10 min',
  cook_time: '7 min',
  total_time: '8 hours',
  source: 'Grandma',
  source_url: 'https://example.com/ramen-egg',
  rating: 4,
  difficulty: 'Easy',
  categories: ['Japanese', 'Snacks', 'japanese'],
  nutritional_info: 'Calories: 90\r\nProtein: 6 g',
  notes: 'Keeps 3 days.\r\n\r\n\r\nServe cold.',
  ingredients: '6 eggs\r\nFor the marinade:\r\n½ cup soy sauce\r\n\r\n¼ cup mirin\r\n[Topping]\r\nscallions',
  directions: 'Boil the eggs 7 minutes.\n\n[photo:1]\nPeel and marinate overnight.\n[photo:2]',
  photo_data: base64(fakeJpeg(1)),
  photos: [
    { name: '1', filename: 'A.jpg', data: base64(fakeJpeg(2)) },
    { name: '2', filename: 'B.jpg', data: base64(fakeJpeg(1)) },
  ],
  created: '2016-10-23 11:27:27',
  hash: 'ce959db2',
}

describe('openPaprika maps every field', () => {
  test('a full Paprika 3 recipe', async () => {
    const [recipe] = await recipesOf(paprikaExport([fullRecipe]))
    expect(recipe).toEqual({
      title: 'Ramen egg 味付け玉子 🍜',
      description: 'Soy-marinated eggs.',
      yield: '6 eggs',
      activeTime: '10 min',
      totalTime: '8 hours',
      source: 'Grandma',
      url: 'https://example.com/ramen-egg',
      notes:
        'Cook time: 7 min\n\nKeeps 3 days.\n\nServe cold.\n\nDifficulty: Easy\n\nNutrition:\nCalories: 90\nProtein: 6 g',
      ingredients: '6 eggs\n[For the marinade]\n½ cup soy sauce\n¼ cup mirin\n[Topping]\nscallions',
      instructions: 'Boil the eggs 7 minutes.\nPeel and marinate overnight.',
      rating: 4,
      labels: ['Japanese', 'Snacks'],
      images: [
        { kind: 'bytes', data: fakeJpeg(1) },
        { kind: 'bytes', data: fakeJpeg(2) },
      ],
      createdAt: new Date('2016-10-23T11:27:27Z'),
    })
  })

  test('an older export: nulls, no total time, servings as a number, rating 0', async () => {
    const [recipe] = await recipesOf(
      paprikaExport([
        {
          name: 'Banana bread',
          servings: 12,
          prep_time: '15 m',
          cook_time: '1 h 5 m',
          rating: 0,
          notes: null,
          photo_data: null,
          image_url: 'http://images.example.com/bread.jpg',
          categories: [],
          ingredients: '3 bananas',
          directions: 'Bake.',
        },
      ]),
    )
    expect(recipe).toMatchObject({
      yield: '12',
      activeTime: '15 m',
      totalTime: '1 h 5 m',
      notes: '',
      rating: null,
      labels: [],
      images: [{ kind: 'url', url: 'http://images.example.com/bread.jpg' }],
      createdAt: undefined,
    })
  })

  test('a recipe without a name is titled after its entry', async () => {
    const file = zipSync({ 'Untitled.paprikarecipe': paprikaRecipeFile({ name: '', ingredients: 'salt' }) })
    expect((await recipesOf(file))[0]?.title).toBe('Untitled')
  })
})

describe('openPaprika reads', () => {
  test('a single .paprikarecipe (one gzip)', async () => {
    const opened = await openPaprika(paprikaRecipeFile({ name: 'Tea', directions: 'Steep.' }))
    expect(opened.total).toBe(1)
    expect((await recipesOf(paprikaRecipeFile({ name: 'Tea' })))[0]?.title).toBe('Tea')
  })

  test('an export with other entries and folders, counting only recipes', async () => {
    const file = paprikaExport([{ name: 'A' }, { name: 'B' }], {
      'README.txt': strToU8('hello'),
      'photos/': new Uint8Array(0),
    })
    const opened = await openPaprika(file)
    expect(opened.total).toBe(2)
    expect((await recipesOf(file)).map((r) => r.title)).toEqual(['A', 'B'])
  })

  test('an export zipped on a Mac: its resource forks are neither recipes nor failures', async () => {
    const file = paprikaExport([{ name: 'A' }, { name: 'B' }], {
      '__MACOSX/._A.paprikarecipe': strToU8('\0\u0005\u0016\u0007 resource fork'),
      '._B.paprikarecipe': strToU8('\0\u0005\u0016\u0007'),
      '.DS_Store': strToU8('Bud1'),
    })
    const opened = await openPaprika(file)
    expect(opened.total).toBe(2)
    const items = await collect(opened)
    expect(items.filter((item) => 'failure' in item)).toEqual([])
    expect(items).toHaveLength(2)
  })

  test('a damaged entry as a failure naming it, and the rest goes on', async () => {
    const file = zipSync({
      'Good.paprikarecipe': paprikaRecipeFile({ name: 'Good' }),
      'Broken.paprikarecipe': strToU8('not gzip at all'),
      'Garbled.paprikarecipe': paprikaRecipeFile({ name: 'x' }).subarray(0, 20),
      'List.paprikarecipe': paprikaRecipeFile([1, 2] as unknown as Record<string, unknown>),
      'Text.paprikarecipe': gzipText('{"name": '),
      'Also good.paprikarecipe': paprikaRecipeFile({ name: 'Also good' }),
    })
    const items = await collect(await openPaprika(file))
    expect(items).toEqual([
      { recipe: expect.objectContaining({ title: 'Good' }) },
      { failure: { title: 'Broken', reason: '"Broken.paprikarecipe" cannot be read: it is not gzip data.' } },
      {
        failure: {
          title: 'Garbled',
          reason: expect.stringMatching(/"Garbled.paprikarecipe" cannot be read: it is/),
        },
      },
      { failure: { title: 'List', reason: '"List.paprikarecipe" is not a Paprika recipe.' } },
      { failure: { title: 'Text', reason: '"Text.paprikarecipe" holds damaged JSON.' } },
      { recipe: expect.objectContaining({ title: 'Also good' }) },
    ])
  })
})

describe('openPaprika refuses', () => {
  test.for([
    ['an empty file', new Uint8Array(0), 'empty'],
    ['a text file', strToU8('name: Pie'), 'not a Paprika export'],
    ['a zip of something else', zipSync({ 'cookbook.xml': strToU8('<cookbook/>') }), 'no Paprika recipes'],
    ['a truncated export', paprikaExport([fullRecipe]).subarray(0, 300), 'truncated'],
    ['an entry climbing out of the zip', zipSync({ '../x.paprikarecipe': paprikaRecipeFile({}) }), 'outside'],
  ])('%s', async ([, file, message]) => {
    await expect(openPaprika(file as Uint8Array)).rejects.toThrow(ImportFileError)
    await expect(openPaprika(file as Uint8Array)).rejects.toThrow(message)
  })

  test('a gzip bomb inside an entry, while iterating, past the limit', async () => {
    const bomb = zipSync({ 'Bomb.paprikarecipe': [gzipText(' '.repeat(30 * 1024 * 1024)), { level: 0 }] })
    expect(bomb.length).toBeLessThan(100 * 1024)
    const opened = await openPaprika(bomb, { maxUnpackedBytes: 4 * 1024 * 1024, maxEntries: 100 })
    await expect(collect(opened)).rejects.toThrow(ImportTooLargeError)
  })

  test('an entry that inflates past its declared size, as a failure', async () => {
    const file = patchDirectoryEntry(paprikaExport([fullRecipe]), 0, 'size', 10)
    const [item] = await collect(await openPaprika(file))
    expect(item).toEqual({
      failure: {
        title: fullRecipe.name.trim(),
        reason: expect.stringContaining('more than its header says'),
      },
    })
  })
})

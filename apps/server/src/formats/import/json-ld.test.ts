import { describe, expect, test } from 'vitest'
import { ROSEMARY_BLOCK_KEY, type RosemaryRecipeBlock } from '../exported-recipe.ts'
import { ImportFileError, type ImportItem } from '../imported-recipe.ts'
import { sampleOf } from './file-sample.ts'
import { openJsonLd, recognizesJsonLd } from './json-ld.ts'
import { mealieApiJson, mealieJson } from './test-support/mealie-files.ts'
import { tandoorJson } from './test-support/tandoor-files.ts'

const encode = (text: string) => new TextEncoder().encode(text)
const file = (value: unknown) => encode(JSON.stringify(value))

async function readAll(bytes: Uint8Array): Promise<{ total: number; items: ImportItem[] }> {
  const opened = await openJsonLd(bytes)
  const items: ImportItem[] = []
  for await (const item of opened.items()) items.push(item)
  return { total: opened.total, items }
}

const titles = (items: ImportItem[]) =>
  items.map((item) => ('recipe' in item ? item.recipe.title : `failed: ${item.failure.title}`))

const soup = { '@type': 'Recipe', name: 'Soup', recipeIngredient: ['1 leek'], recipeInstructions: 'Boil.' }
const stew = { '@type': 'recipe', name: 'Stew', recipeIngredient: ['1 kg beef'] }

describe('the shapes a JSON-LD file takes', () => {
  test.for([
    ['a single Recipe', soup, ['Soup']],
    ['a list', [soup, stew], ['Soup', 'Stew']],
    [
      'an @graph with other nodes',
      { '@context': 'https://schema.org', '@graph': [{ '@type': 'WebSite', name: 'x' }, soup, stew] },
      ['Soup', 'Stew'],
    ],
    ['{recipes: [...]}', { recipes: [soup, stew] }, ['Soup', 'Stew']],
    [
      'a page whose mainEntity is the Recipe',
      { '@type': 'WebPage', name: 'Page', mainEntity: soup },
      ['Soup'],
    ],
    ['@type as a list', { ...soup, '@type': ['Recipe', 'NewsArticle'] }, ['Soup']],
    [
      'recipes without @type under recipes',
      { recipes: [{ name: 'Plain', recipeIngredient: ['salt'] }] },
      ['Plain'],
    ],
  ] as const)('%s', async ([, value, expected]) => {
    const { total, items } = await readAll(file(value))
    expect(total).toBe(expected.length)
    expect(titles(items)).toEqual(expected)
  })

  test('a UTF-8 byte-order mark', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...file(soup)])
    expect(titles((await readAll(bytes)).items)).toEqual(['Soup'])
  })

  test('UTF-16 with its byte-order mark', async () => {
    const text = JSON.stringify({ ...soup, name: 'Suppe für Jörg' })
    const bytes = new Uint8Array(2 + text.length * 2)
    bytes.set([0xff, 0xfe])
    for (let index = 0; index < text.length; index += 1) {
      bytes[2 + index * 2] = text.charCodeAt(index) & 0xff
      bytes[3 + index * 2] = text.charCodeAt(index) >> 8
    }
    expect(titles((await readAll(bytes)).items)).toEqual(['Suppe für Jörg'])
  })

  test('small defects are repaired: a trailing comma, a raw line break', async () => {
    const { items } = await readAll(
      encode('[{"@type": "Recipe", "name": "Soup", "recipeInstructions": "Boil\nthen serve.",},]'),
    )
    expect(items).toMatchObject([{ recipe: { title: 'Soup', instructions: 'Boil\nthen serve.' } }])
  })
})

test('the fields of a schema.org Recipe', async () => {
  const { items } = await readAll(
    file({
      ...soup,
      recipeYield: '4 bowls',
      totalTime: 'PT30M',
      recipeInstructions: [
        { '@type': 'HowToSection', name: 'Soup', itemListElement: [{ '@type': 'HowToStep', text: 'Boil.' }] },
      ],
      image: 'https://x.example/soup.jpg',
      keywords: 'winter, easy',
      aggregateRating: { ratingValue: 5 },
    }),
  )
  expect(items).toEqual([
    {
      recipe: expect.objectContaining({
        title: 'Soup',
        yield: '4 bowls',
        totalTime: '30 min',
        ingredients: '1 leek',
        instructions: '[Soup]\nBoil.',
        labels: ['winter', 'easy'],
        rating: null,
        images: [{ kind: 'url', url: 'https://x.example/soup.jpg' }],
      }),
    },
  ])
})

test('Rosemary’s own export comes back exactly, pictures decoded', async () => {
  const block: RosemaryRecipeBlock = {
    version: 1,
    title: 'Bread',
    description: 'Crusty.',
    yield: '1 loaf',
    activeTime: '20 min',
    totalTime: 'overnight',
    source: 'Grandma',
    url: '',
    notes: 'Use rye.',
    ingredients: '[Dough]\n500 g flour\n10 g salt',
    instructions: 'Knead.\n[Baking]\nBake.',
    rating: 5,
    labels: ['bread', 'weekend'],
    createdAt: '2024-01-02T03:04:05.000Z',
    updatedAt: '2024-02-02T03:04:05.000Z',
  }
  const exported = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Recipe',
        name: 'Bread',
        recipeIngredient: ['500 g flour', '10 g salt'],
        keywords: 'bread, weekend',
        image: ['data:image/webp;base64,UklGRgAAAA==', 'data:image/webp;base64,AAEC'],
        [ROSEMARY_BLOCK_KEY]: block,
      },
    ],
  }
  const { items } = await readAll(file(exported))
  const { version: _version, updatedAt: _updatedAt, createdAt, ...fields } = block
  expect(items).toEqual([
    {
      recipe: {
        ...fields,
        images: [
          { kind: 'bytes', data: new Uint8Array(Buffer.from('UklGRgAAAA==', 'base64')) },
          { kind: 'bytes', data: new Uint8Array([0, 1, 2]) },
        ],
        createdAt: new Date(createdAt),
      },
    },
  ])
})

test('a Recipe without a name fails alone; the others go on', async () => {
  const { total, items } = await readAll(file([soup, { '@type': 'Recipe', recipeIngredient: ['x'] }, stew]))
  expect(total).toBe(3)
  expect(items[1]).toEqual({ failure: { title: 'Recipe 2', reason: 'The recipe has no name.' } })
  expect(titles(items)).toEqual(['Soup', 'failed: Recipe 2', 'Stew'])
})

describe('unreadable files', () => {
  test.for([
    ['an empty file', new Uint8Array(), 'The file is empty.'],
    ['blank text', encode('  \n'), 'The file is empty.'],
    [
      'text that is not JSON',
      encode('name: Soup'),
      'This is not a JSON file: its content cannot be read as JSON.',
    ],
    [
      'JSON without a Recipe',
      file({ '@type': 'Article', name: 'News' }),
      'The file holds no schema.org Recipe.',
    ],
    ['an empty list', file([]), 'The file holds no schema.org Recipe.'],
  ] as const)('%s', async ([, bytes, reason]) => {
    const opening = openJsonLd(bytes)
    await expect(opening).rejects.toBeInstanceOf(ImportFileError)
    await expect(opening).rejects.toThrow(reason)
  })
})

describe('hostile nesting', () => {
  test('lists and markup nested far deeper than any recipe are read up to a cap, never a stack overflow', async () => {
    const deepList = `${'['.repeat(100_000)}"2 eggs"${']'.repeat(100_000)}`
    const deepMarkup = `${'<div>'.repeat(50_000)}Whisk.${'</div>'.repeat(50_000)}`
    const text = `{"@type":"Recipe","name":"Deep","recipeIngredient":["1 cup milk",${deepList}],"recipeInstructions":${JSON.stringify(deepMarkup)}}`
    const { items } = await readAll(encode(text))
    expect(items).toEqual([
      {
        recipe: expect.objectContaining({ title: 'Deep', ingredients: '1 cup milk', instructions: 'Whisk.' }),
      },
    ])
  })

  test('recipes nested deeper than any document are not found, and the file says so', async () => {
    const text = `${'{"@graph":['.repeat(100_000)}${JSON.stringify(soup)}${']}'.repeat(100_000)}`
    await expect(openJsonLd(encode(text))).rejects.toThrow(/holds no schema.org Recipe/)
  })
})

describe('recognizesJsonLd', () => {
  const sample = (value: unknown) => sampleOf(file(value))

  test('claims schema.org JSON, typed or not', () => {
    expect(recognizesJsonLd(sample({ '@type': 'Recipe', name: 'Tea' }))).toBe(true)
    expect(recognizesJsonLd(sample({ name: 'Tea', recipeIngredient: ['tea'], slug: 'tea' }))).toBe(true)
  })

  test('leaves Mealie’s camelCase recipe and Tandoor’s recipe.json to their readers', () => {
    expect(recognizesJsonLd(sample(mealieApiJson(mealieJson())))).toBe(false)
    expect(recognizesJsonLd(sample(tandoorJson({ description: 'See "recipeInstructions"' })))).toBe(false)
  })
})

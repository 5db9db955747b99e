import { strToU8 } from 'fflate'
import { describe, expect, test } from 'vitest'
import type { ExportedRecipe } from '../exported-recipe.ts'
import { makeExportedRecipe } from '../export/generate-recipes.ts'
import { writeText } from '../export/txt.ts'
import { writeXml } from '../export/xml.ts'
import { ImportFileError, type ImportItem, type OpenedImport } from '../imported-recipe.ts'
import type { PageLanguage } from '../print/print-words.ts'
import { sampleOf } from './file-sample.ts'
import { openRosemaryExport, recognizesRosemaryExport } from './rosemary-export.ts'

async function exported(
  write: (recipes: AsyncIterable<ExportedRecipe>) => AsyncGenerator<string>,
  recipes: ExportedRecipe[],
): Promise<Uint8Array> {
  let text = ''
  for await (const chunk of write(
    (async function* () {
      yield* recipes
    })(),
  ))
    text += chunk
  return strToU8(text)
}

async function itemsOf(opened: OpenedImport): Promise<ImportItem[]> {
  const items: ImportItem[] = []
  for await (const item of opened.items()) items.push(item)
  return items
}

const recipesOf = async (file: Uint8Array) =>
  (await itemsOf(await openRosemaryExport(file))).flatMap((item) => ('recipe' in item ? [item.recipe] : []))

const picture = (id: string) => ({
  id,
  url: `https://rosemary.example/api/images/${id}?v=1&w=2`,
  load: () => Promise.reject(new Error('not loaded')),
})

const tart: ExportedRecipe = {
  ...makeExportedRecipe(1),
  title: 'Tarte <Tatin> & crème 🍎',
  description: 'Upside down.\r\n\r\nServe warm.',
  yield: '8 slices',
  activeTime: '40 min',
  totalTime: 'overnight',
  source: 'Grandma',
  url: 'https://example.com/tart',
  notes: 'Keeps two days.\n\nIngredients\n-----------\nnot a section here',
  ingredients: '[Crust]\n1/2 cup sugar\n- 200 g flour\n[Filling]\n3 eggs',
  instructions: 'Preheat.\n[Crust]\nMix.\nChill.\n[Filling]\nWhisk.',
  rating: 4,
  labels: ['dessert', 'french'],
  images: [picture('p1'), picture('p2')],
}

describe('the XML export comes back to the letter', () => {
  test('every field, the labels, the pictures as addresses and the creation date', async () => {
    const recipes = await recipesOf(await exported(writeXml, [tart, makeExportedRecipe(2)]))
    const { id: _id, updatedAt: _updatedAt, images: _images, ...fields } = tart
    expect(recipes[0]).toEqual({
      ...fields,
      images: [
        { kind: 'url', url: 'https://rosemary.example/api/images/p1?v=1&w=2' },
        { kind: 'url', url: 'https://rosemary.example/api/images/p2?v=1&w=2' },
      ],
    })
    expect(recipes[1]?.title).toBe(makeExportedRecipe(2).title)
  })

  test('an unrated recipe, and a recipe without a title element is a failure', async () => {
    const file = strToU8(
      new TextDecoder()
        .decode(await exported(writeXml, [{ ...tart, rating: null, labels: [], images: [] }]))
        .replace('</recipes>', '<recipe id="x"><notes>lost</notes></recipe></recipes>'),
    )
    const items = await itemsOf(await openRosemaryExport(file))
    expect(items[0]).toMatchObject({ recipe: { rating: null, labels: [], images: [] } })
    expect(items[1]).toEqual({
      failure: { title: 'Rosemary recipe 2', reason: 'The recipe has no <title>.' },
    })
  })
})

describe('the text export comes back as far as its text carries', () => {
  test.for(['en-us', 'it-it', 'de-de'] as PageLanguage[])('in %s', async (language) => {
    const file = await exported((recipes) => writeText(recipes, language), [tart, makeExportedRecipe(4)])
    const [back, other] = await recipesOf(file)
    expect(back).toEqual({
      title: tart.title,
      description: 'Upside down.\n\nServe warm.',
      yield: '8 slices',
      activeTime: '40 min',
      totalTime: 'overnight',
      source: 'Grandma',
      url: 'https://example.com/tart',
      notes: 'Keeps two days.\n\nIngredients\n-----------\nnot a section here',
      ingredients: '[Crust]\n1/2 cup sugar\n- 200 g flour\n[Filling]\n3 eggs',
      instructions: 'Preheat.\n[Crust]\nMix.\nChill.\n[Filling]\nWhisk.',
      rating: 4,
      labels: ['dessert', 'french'],
      images: [],
    })
    expect(other).toMatchObject({
      title: makeExportedRecipe(4).title,
      source: 'Family notebook',
      url: 'https://example.com/recipes/4',
    })
  })

  test('a url without a source, a recipe with nothing but its title', async () => {
    const bare = {
      ...tart,
      description: '',
      yield: '',
      activeTime: '',
      totalTime: '',
      source: '',
      notes: '',
      ingredients: '',
      instructions: '',
      rating: null,
      labels: [],
    }
    const [linked, empty] = await recipesOf(
      await exported(writeText, [
        { ...tart, source: '' },
        { ...bare, url: '' },
      ]),
    )
    expect(linked).toMatchObject({ source: '', url: 'https://example.com/tart' })
    expect(empty).toMatchObject({ title: tart.title, description: '', yield: '', ingredients: '', notes: '' })
  })
})

describe('openRosemaryExport refuses', () => {
  test.for([
    ['an empty file', new Uint8Array(0), 'empty'],
    ['other XML', strToU8('<recipes><recipe/></recipes>'), 'not <recipes format="rosemary">'],
    ['plain text', strToU8('Lemon tart\n\nIngredients\n-----------\n- lemons'), 'not a Rosemary export'],
  ])('%s', async ([, file, message]) => {
    await expect(openRosemaryExport(file as Uint8Array)).rejects.toThrow(ImportFileError)
    await expect(openRosemaryExport(file as Uint8Array)).rejects.toThrow(message)
  })
})

describe('recognizesRosemaryExport', () => {
  test('its XML and text exports, and nothing like them', async () => {
    const recognized = async (file: Uint8Array | Promise<Uint8Array>) =>
      recognizesRosemaryExport(sampleOf(await file))
    expect(await recognized(exported(writeXml, [tart]))).toBe(true)
    expect(await recognized(exported(writeXml, []))).toBe(true)
    expect(await recognized(exported(writeText, [tart]))).toBe(true)
    expect(await recognized(strToU8('<recipes format="other"><recipe/></recipes>'))).toBe(false)
    expect(await recognized(strToU8(`${'='.repeat(72)}\n\n${'='.repeat(72)}\n`))).toBe(false)
    expect(await recognized(strToU8(`${'='.repeat(40)}\nTea\n${'='.repeat(40)}\n`))).toBe(false)
  })
})

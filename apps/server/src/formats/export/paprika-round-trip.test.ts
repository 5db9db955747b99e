import { gunzipSync, strFromU8, unzipSync } from 'fflate'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import type { ExportedRecipe } from '../exported-recipe.ts'
import type { ImportedRecipe } from '../imported-recipe.ts'
import { makeExportedRecipe } from './generate-recipes.ts'
import { exportPaprika, importPaprika } from './paprika-round-trip.ts'
import type { PaprikaRecipeJson } from './paprika-recipe.ts'

const picture = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .webp()
    .toBuffer()

const withPictures = (recipe: ExportedRecipe, pictures: Buffer[]): ExportedRecipe => ({
  ...recipe,
  images: pictures.map((bytes, index) => ({
    id: `${recipe.id}-${String(index)}`,
    url: 'https://rosemary.example/p',
    load: () => Promise.resolve(new Uint8Array(bytes)),
  })),
})

async function library(): Promise<ExportedRecipe[]> {
  const full: ExportedRecipe = {
    ...makeExportedRecipe(0),
    title: 'Ramen egg 味付け玉子 🍜 / Crème "brûlée"',
    description: 'Soy-marinated eggs.\n\nA second paragraph.',
    yield: '6 eggs',
    activeTime: '10 min',
    totalTime: 'overnight',
    source: 'Grand-mère',
    url: 'https://example.com/ramen?x=1&y=2',
    notes: 'Keeps 3 days.\n\nServe cold.',
    ingredients: '6 eggs\n[For the marinade]\n½ cup soy sauce\n¼ cup mirin: light\n[Topping]\nscallions',
    instructions: 'Boil the eggs 7 minutes.\n[Marinate]\nPeel and marinate overnight.',
    rating: 4,
    labels: ['japanese', 'snacks', 'Ōsaka style'],
    createdAt: new Date('2016-10-23T11:27:27.456Z'),
  }
  const empty: ExportedRecipe = {
    ...makeExportedRecipe(1),
    title: 'Toast',
    description: '',
    yield: '',
    activeTime: '',
    totalTime: '',
    source: '',
    url: '',
    notes: '',
    ingredients: '',
    instructions: '',
    rating: null,
    labels: [],
  }
  return [
    withPictures(full, [await picture(40, 30, '#c33'), await picture(20, 50, '#33c')]),
    empty,
    { ...makeExportedRecipe(2), title: 'Soup' },
    withPictures({ ...makeExportedRecipe(3), title: 'Soup' }, [await picture(16, 16, '#3c3')]),
    { ...makeExportedRecipe(4), title: 'soup' },
  ]
}

const FIELDS = [
  'title',
  'description',
  'yield',
  'activeTime',
  'totalTime',
  'source',
  'url',
  'notes',
  'ingredients',
  'instructions',
  'rating',
  'labels',
] as const satisfies readonly (keyof ImportedRecipe)[]

async function pictureFacts(bytes: Uint8Array) {
  const image = sharp(bytes)
  const { format, width, height } = await image.metadata()
  const { channels } = await image.stats()
  return {
    format,
    width,
    height,
    color: channels.slice(0, 3).map((channel) => Math.round(channel.mean / 16)),
  }
}

describe('the Paprika export read back by the Paprika import', () => {
  test('gives every field, label, rating, date and picture of every recipe', async () => {
    const recipes = await library()
    const back = await importPaprika(await exportPaprika(recipes))

    expect(back).toHaveLength(recipes.length)
    for (const [index, recipe] of recipes.entries()) {
      const copy = back[index]!
      for (const field of FIELDS) expect(copy[field], `${recipe.title}: ${field}`).toEqual(recipe[field])
      // Paprika keeps whole seconds.
      expect(copy.createdAt).toEqual(new Date(Math.floor(recipe.createdAt.getTime() / 1000) * 1000))
      const originals = await Promise.all(
        recipe.images.map(async (image) => pictureFacts(await image.load())),
      )
      const pictures = await Promise.all(
        copy.images.map((image) => pictureFacts(image.kind === 'bytes' ? image.data : new Uint8Array())),
      )
      expect(pictures).toEqual(originals.map((original) => ({ ...original, format: 'jpeg' })))
    }
  })

  test('names each entry after its recipe, safely and once, and writes Paprika’s fields', async () => {
    const recipes = await library()
    const entries = unzipSync(await exportPaprika(recipes))
    expect(Object.keys(entries)).toEqual([
      'Ramen egg 味付け玉子 🍜 - Crème -brûlée-.paprikarecipe',
      'Toast.paprikarecipe',
      'Soup.paprikarecipe',
      'Soup (2).paprikarecipe',
      'soup (3).paprikarecipe',
    ])
    const json = (name: string) => JSON.parse(strFromU8(gunzipSync(entries[name]!))) as PaprikaRecipeJson
    const full = json('Ramen egg 味付け玉子 🍜 - Crème -brûlée-.paprikarecipe')
    expect(full).toMatchObject({
      uid: recipes[0]!.id.toUpperCase(),
      ingredients: '6 eggs\nFor the marinade:\n½ cup soy sauce\n¼ cup mirin: light\nTopping:\nscallions',
      directions: 'Boil the eggs 7 minutes.\n[Marinate]\nPeel and marinate overnight.',
      servings: '6 eggs',
      prep_time: '10 min',
      total_time: 'overnight',
      source_url: 'https://example.com/ramen?x=1&y=2',
      rating: 4,
      categories: ['japanese', 'snacks', 'Ōsaka style'],
      created: '2016-10-23 11:27:27',
      photo: `${recipes[0]!.id.toUpperCase()}.jpg`,
    })
    expect(full.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(full.photo_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(full.photos).toHaveLength(1)
    expect(json('Toast.paprikarecipe')).toMatchObject({
      rating: 0,
      photo: null,
      photo_data: null,
      photos: [],
    })
  })

  test('the same recipe exports to the same uid and hash; a change changes the hash', async () => {
    const recipe = makeExportedRecipe(7)
    const hashOf = async (exported: ExportedRecipe) => {
      const [entry] = Object.values(unzipSync(await exportPaprika([exported])))
      return JSON.parse(strFromU8(gunzipSync(entry!))) as PaprikaRecipeJson
    }
    const first = await hashOf(recipe)
    const again = await hashOf(recipe)
    const changed = await hashOf({ ...recipe, notes: 'Changed.' })
    expect(again.uid).toBe(first.uid)
    expect(again.hash).toBe(first.hash)
    expect(changed.hash).not.toBe(first.hash)
  })
})

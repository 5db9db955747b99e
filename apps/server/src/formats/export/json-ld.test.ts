import { describe, expect, test } from 'vitest'
import type { ExportedRecipe, RosemaryRecipeBlock } from '../exported-recipe.ts'
import { generateExportedRecipes, makeExportedRecipe } from './generate-recipes.ts'
import { writeJsonLd } from './json-ld.ts'

async function* from(recipes: ExportedRecipe[]) {
  yield* recipes
}

async function exportJson(recipes: ExportedRecipe[]) {
  let text = ''
  for await (const chunk of writeJsonLd(from(recipes))) text += chunk
  return JSON.parse(text) as { '@context': string; '@graph': Record<string, unknown>[] }
}

const picture = (bytes: number[]) => ({
  id: `p${String(bytes[0])}`,
  url: 'https://x.example/p',
  load: () => Promise.resolve(new Uint8Array(bytes)),
})

describe('writeJsonLd', () => {
  test.for([0, 1, 25])('%d recipes make valid JSON with that many Recipes in @graph', async (count) => {
    const recipes = Array.from({ length: count }, (_, index) => makeExportedRecipe(index))
    const json = await exportJson(recipes)
    expect(json['@context']).toBe('https://schema.org')
    expect(json['@graph']).toHaveLength(count)
    expect(json['@graph'].map((recipe) => recipe.name)).toEqual(recipes.map((recipe) => recipe.title))
  })

  test('writes one chunk per recipe, so nothing waits for the whole library', async () => {
    const chunks: string[] = []
    for await (const chunk of writeJsonLd(generateExportedRecipes(3))) chunks.push(chunk)
    expect(chunks).toHaveLength(5)
  })

  test('keeps any text intact, including quotes, newlines, line separators and markup', async () => {
    const title = 'He said "hi"\\\n\u2028<script>alert(1)</script>\u0000 ☃ 🍋'
    const [recipe] = (await exportJson([{ ...makeExportedRecipe(0), title }]))['@graph']
    expect(recipe?.name).toBe(title)
  })

  test('maps the fields to schema.org', async () => {
    const recipe: ExportedRecipe = {
      ...makeExportedRecipe(0),
      title: 'Tart',
      description: '',
      yield: '8 slices',
      activeTime: '1 h 30 min',
      totalTime: 'overnight',
      source: 'Grandma',
      url: 'https://example.com/tart',
      ingredients: '[Crust]\n 1/2 cup sugar \n\n200 g flour',
      instructions: '1. Preheat.\n[Crust]\nMix.\nChill.\n[Filling]\nWhisk.',
      labels: ['dessert', 'baking'],
      images: [picture([1, 2, 3]), picture([250, 251])],
      createdAt: new Date('2024-05-01T10:00:00Z'),
      updatedAt: new Date('2024-06-01T11:30:00Z'),
    }
    const [json] = (await exportJson([recipe]))['@graph']
    expect(json).toMatchObject({
      '@type': 'Recipe',
      name: 'Tart',
      recipeYield: '8 slices',
      prepTime: 'PT1H30M',
      url: 'https://example.com/tart',
      isBasedOn: { '@type': 'CreativeWork', name: 'Grandma', url: 'https://example.com/tart' },
      recipeIngredient: ['[Crust]', '1/2 cup sugar', '200 g flour'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Preheat.' },
        {
          '@type': 'HowToSection',
          name: 'Crust',
          itemListElement: [
            { '@type': 'HowToStep', text: 'Mix.' },
            { '@type': 'HowToStep', text: 'Chill.' },
          ],
        },
        {
          '@type': 'HowToSection',
          name: 'Filling',
          itemListElement: [{ '@type': 'HowToStep', text: 'Whisk.' }],
        },
      ],
      keywords: 'dessert, baking',
      image: ['data:image/webp;base64,AQID', 'data:image/webp;base64,+vs='],
      dateCreated: '2024-05-01T10:00:00.000Z',
      dateModified: '2024-06-01T11:30:00.000Z',
    })
    // "overnight" is no exact duration, and an empty description is left out.
    expect(json).not.toHaveProperty('totalTime')
    expect(json).not.toHaveProperty('description')
  })

  test('leaves out what the recipe does not have', async () => {
    const bare: ExportedRecipe = {
      ...makeExportedRecipe(0),
      description: ' ',
      yield: '',
      activeTime: '',
      totalTime: '',
      source: '',
      url: '',
      labels: [],
      images: [],
    }
    const [json] = (await exportJson([bare]))['@graph']
    for (const key of [
      'description',
      'recipeYield',
      'prepTime',
      'totalTime',
      'url',
      'isBasedOn',
      'keywords',
      'image',
    ])
      expect(json).not.toHaveProperty(key)
  })

  test('the rosemary block holds every field exactly as stored', async () => {
    const recipe: ExportedRecipe = {
      ...makeExportedRecipe(5),
      notes: '  spaced\r\nout  ',
      activeTime: 'PT20M',
      rating: 5,
      ingredients: '\n[Dough]\n  1 egg\n',
    }
    const [json] = (await exportJson([recipe]))['@graph']
    const expected: RosemaryRecipeBlock = {
      version: 1,
      title: recipe.title,
      description: recipe.description,
      yield: recipe.yield,
      activeTime: 'PT20M',
      totalTime: recipe.totalTime,
      source: recipe.source,
      url: recipe.url,
      notes: '  spaced\r\nout  ',
      ingredients: '\n[Dough]\n  1 egg\n',
      instructions: recipe.instructions,
      rating: 5,
      labels: recipe.labels,
      createdAt: recipe.createdAt.toISOString(),
      updatedAt: recipe.updatedAt.toISOString(),
    }
    expect(json?.rosemary).toEqual(expected)
  })

  test('an unrated recipe has a null rating in the block', async () => {
    const [json] = (await exportJson([{ ...makeExportedRecipe(0), rating: null }]))['@graph']
    expect(json?.rosemary).toMatchObject({ rating: null })
  })

  test('a picture that cannot be loaded fails the stream', async () => {
    const broken = { id: 'x', url: '', load: () => Promise.reject(new Error('storage is gone')) }
    await expect(exportJson([{ ...makeExportedRecipe(0), images: [broken] }])).rejects.toThrow(
      'storage is gone',
    )
  })
})

import { describe, expect, test } from 'vitest'
import type { ExportedRecipe } from '../exported-recipe.ts'
import { generateExportedRecipes, makeExportedRecipe } from './generate-recipes.ts'
import { writeText } from './txt.ts'

async function exportText(recipes: AsyncIterable<ExportedRecipe>, language?: 'de-de') {
  let text = ''
  for await (const chunk of writeText(recipes, language)) text += chunk
  return text
}

async function* one(recipe: ExportedRecipe) {
  yield recipe
}

const recipe: ExportedRecipe = {
  ...makeExportedRecipe(1),
  title: 'Lemon tart',
  description: 'Sharp.\r\nSweet.',
  yield: '8 slices',
  activeTime: '40 min',
  totalTime: '3 h',
  source: 'Grandma',
  url: 'https://example.com/tart',
  notes: 'Keeps two days.',
  ingredients: '[Crust]\n1/2 cup sugar\n200 g flour\n[Filling]\n3 eggs',
  instructions: 'Preheat.\n[Crust]\n1. Mix.\nChill.\n[Filling]\nWhisk.',
  rating: 4,
  labels: ['dessert', 'citrus'],
}

describe('writeText', () => {
  test('writes a recipe a person can read', async () => {
    const rule = '='.repeat(72)
    expect(await exportText(one(recipe))).toBe(
      `${rule}
Lemon tart
${rule}

Sharp.
Sweet.

Yield: 8 slices
Active time: 40 min
Total time: 3 h
Source: Grandma (https://example.com/tart)
Rating: 4/5
Labels: dessert, citrus

Ingredients
-----------
Crust:
- 1/2 cup sugar
- 200 g flour

Filling:
- 3 eggs

Instructions
------------
1. Preheat.

Crust:
1. Mix.
2. Chill.

Filling:
1. Whisk.

Notes
-----
Keeps two days.


`,
    )
  })

  test('leaves out what the recipe does not have', async () => {
    const bare = {
      ...recipe,
      description: '',
      yield: '',
      activeTime: '',
      totalTime: ' ',
      source: '',
      url: '',
      notes: '',
      ingredients: '',
      instructions: '',
      rating: null,
      labels: [],
    }
    const rule = '='.repeat(72)
    expect(await exportText(one(bare))).toBe(`${rule}\nLemon tart\n${rule}\n\n\n`)
  })

  test('a url without a source stands alone', async () => {
    expect(await exportText(one({ ...recipe, source: '' }))).toContain('\nSource: https://example.com/tart\n')
  })

  test('writes every recipe, one chunk each, separated by rules', async () => {
    const chunks: string[] = []
    for await (const chunk of writeText(generateExportedRecipes(4))) chunks.push(chunk)
    expect(chunks).toHaveLength(4)
    expect(chunks.join('').match(/^={72}$/gm)).toHaveLength(8)
  })

  test('uses the fixed words of the given language', async () => {
    const text = await exportText(one(recipe), 'de-de')
    expect(text).toContain('Zutaten\n-------\n')
    expect(text).toContain('Zubereitung\n')
    expect(text).toContain('Menge: 8 slices')
  })
})

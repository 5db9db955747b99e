import { strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { ImportFileError, type ImportItem, type ImportedRecipe } from '../imported-recipe.ts'
import { sampleOf } from './file-sample.ts'
import { mealieJson } from './test-support/mealie-files.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'
import {
  tandoorExport,
  tandoorIngredient,
  tandoorJson,
  tandoorRecipeZip,
  tandoorStep,
} from './test-support/tandoor-files.ts'
import { openTandoor, recognizesTandoor } from './tandoor.ts'

async function itemsOf(file: Uint8Array): Promise<ImportItem[]> {
  const items: ImportItem[] = []
  for await (const item of (await openTandoor(file)).items()) items.push(item)
  return items
}

async function recipesOf(file: Uint8Array): Promise<ImportedRecipe[]> {
  return (await itemsOf(file)).flatMap((item) => ('recipe' in item ? [item.recipe] : []))
}

const json = (value: unknown) => strToU8(JSON.stringify(value))
const food = (name: string, plural: string | null = null) => ({ name, plural_name: plural })

const full = tandoorJson({
  name: 'Lasagne',
  description: 'Layers.\r\n\r\n\r\nMore layers.',
  keywords: [{ name: 'Italian' }, { name: 'Dinner' }, { name: 'italian' }],
  servings: 6,
  servings_text: 'pieces',
  working_time: 45,
  waiting_time: 60,
  source_url: 'https://example.com/lasagne',
  nutrition: { carbohydrates: 40, fats: 20.5, proteins: '25', calories: 520, source: 'USDA' },
  steps: [
    tandoorStep({
      name: 'Sauce',
      instruction:
        'Fry {{ ingredients[1] }} in {{ ingredients[0] }}.\n\nAdd the rest; use {{ scale(100) }} g.',
      ingredients: [
        tandoorIngredient({
          amount: 2,
          unit: { name: 'tbsp', plural_name: 'tbsp' },
          food: food('olive oil'),
        }),
        tandoorIngredient({ amount: 1, unit: null, food: food('onion', 'onions'), note: 'chopped' }),
        tandoorIngredient({ amount: '0.5', unit: { name: 'kg' }, food: food('minced beef') }),
      ],
    }),
    tandoorStep({ name: '', instruction: 'Preheat the oven.', ingredients: [] }),
    tandoorStep({
      name: 'Assembly',
      instruction: 'Layer and bake.',
      ingredients: [
        tandoorIngredient({ is_header: true, note: 'Cheese', food: null, unit: null, amount: 0 }),
        tandoorIngredient({
          amount: 3,
          unit: { name: 'cup', plural_name: 'cups' },
          food: food('mozzarella'),
        }),
        tandoorIngredient({
          amount: 1,
          no_amount: true,
          unit: null,
          food: food('basil'),
          note: '(optional)',
        }),
        tandoorIngredient({
          amount: 1,
          unit: { name: 'sheet', plural_name: 'sheets' },
          food: food('pasta', 'pasta'),
          always_use_plural_unit: true,
        }),
      ],
    }),
  ],
})

describe('openTandoor maps every field', () => {
  test('a recipe of an export, with its picture', async () => {
    const file = tandoorExport([tandoorRecipeZip(full, { type: 'png', data: fakeJpeg(1) })])
    expect(await itemsOf(file)).toEqual([
      {
        recipe: {
          title: 'Lasagne',
          description: 'Layers.\n\nMore layers.',
          yield: '6 pieces',
          activeTime: '45 min',
          totalTime: '1 h 45 min',
          source: '',
          url: 'https://example.com/lasagne',
          notes:
            'Nutrition per serving: Calories 520 kcal, Carbohydrates 40 g, Fat 20.5 g, Protein 25 g (source: USDA)',
          ingredients:
            '[Sauce]\n2 tbsp olive oil\n1 onion, chopped\n1/2 kg minced beef\n[Cheese]\n3 cups mozzarella\nbasil (optional)\n1 sheets pasta',
          instructions:
            '[Sauce]\nFry 1 onion, chopped in 2 tbsp olive oil.\nAdd the rest; use 100 g.\nPreheat the oven.\n[Assembly]\nLayer and bake.',
          rating: null,
          labels: ['Italian', 'Dinner'],
          images: [{ kind: 'bytes', data: fakeJpeg(1) }],
        } satisfies ImportedRecipe,
      },
    ])
  })

  test('a step name heads its ingredients when it has any', async () => {
    const [recipe] = await recipesOf(
      tandoorRecipeZip(
        tandoorJson({
          steps: [
            tandoorStep({ name: 'Dough', instruction: '', ingredients: [tandoorIngredient()] }),
            tandoorStep({ name: 'Rest', instruction: 'Wait.', ingredients: [] }),
          ],
        }),
      ),
    )
    expect(recipe?.ingredients).toBe('[Dough]\n2 cups flour')
    expect(recipe?.instructions).toBe('[Rest]\nWait.')
  })

  test('no servings, no times, a source that is not an address', async () => {
    const [recipe] = await recipesOf(
      json(
        tandoorJson({
          servings: 0,
          servings_text: 'one cake',
          working_time: 0,
          waiting_time: 0,
          source_url: 'Mum',
        }),
      ),
    )
    expect([recipe?.yield, recipe?.activeTime, recipe?.totalTime]).toEqual(['one cake', '', ''])
    expect([recipe?.source, recipe?.url]).toEqual(['Mum', ''])
  })
})

describe('the zips around recipe.json', () => {
  test('many recipes; a damaged one fails alone', async () => {
    const good = tandoorRecipeZip(tandoorJson({ name: 'A' }), { type: 'jpeg', data: fakeJpeg(2) })
    const broken = good.slice(0, 40)
    const empty = zipSync({ 'notes.txt': strToU8('x') }, { level: 0 })
    const notTandoor = tandoorRecipeZip(mealieJson())
    const file = tandoorExport([
      good,
      broken,
      empty,
      notTandoor,
      tandoorRecipeZip(tandoorJson({ name: 'B' })),
    ])
    const items = await itemsOf(file)
    expect(
      items.map((item) => ('recipe' in item ? item.recipe.title : `failed ${item.failure.title}`)),
    ).toEqual(['A', 'failed 2.zip', 'failed 3.zip', 'failed 4.zip/recipe.json', 'B'])
  })

  test('one recipe’s zip; a recipe.json alone', async () => {
    expect((await recipesOf(tandoorRecipeZip(tandoorJson({ name: 'Z' }))))[0]?.title).toBe('Z')
    expect((await recipesOf(json(tandoorJson({ name: '' }))))[0]?.title).toBe('Tandoor recipe')
  })

  test('100 MB of something else is refused at once', async () => {
    const started = performance.now()
    await expect(openTandoor(new Uint8Array(100 * 1024 * 1024).fill(0x5b))).rejects.toThrow(ImportFileError)
    expect(performance.now() - started).toBeLessThan(3_000)
  })

  test('refusals name what was expected', async () => {
    await expect(openTandoor(json({ name: 'x' }))).rejects.toThrow(/not a Tandoor export/)
    await expect(openTandoor(zipSync({ 'a.txt': strToU8('x') }))).rejects.toThrow(/neither recipe zips/)
    await expect(openTandoor(new Uint8Array(0))).rejects.toThrow(/empty/)
  })
})

describe('recognition', () => {
  test.for([
    ['an export (zip of zips)', tandoorExport([tandoorRecipeZip(tandoorJson())]), true],
    ['an export compressed again', zipSync({ '1.zip': tandoorRecipeZip(tandoorJson()) }), true],
    ['one recipe’s zip', tandoorRecipeZip(tandoorJson()), true],
    ['a recipe.json', json(tandoorJson()), true],
    ['Mealie JSON', json(mealieJson()), false],
    ['schema.org JSON with steps', json({ '@type': 'Recipe', steps: [], keywords: 'a' }), false],
    ['a zip of other zips', zipSync({ 'a.zip': zipSync({ 'a.txt': strToU8('x') }) }), false],
  ] as const)('%s', ([, file, expected]) => {
    expect(recognizesTandoor(sampleOf(file))).toBe(expected)
  })
})

import fc from 'fast-check'
import { strToU8, zipSync } from 'fflate'
import { expect, test } from 'vitest'
import { minutesToText } from '../duration.ts'
import type { ImportedRecipe } from '../imported-recipe.ts'
import { FUZZ_LIMITS, importCleanly, mutationOf, textMutationOf } from './test-support/mutations.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'
import {
  tandoorExport,
  tandoorIngredient,
  tandoorJson,
  tandoorRecipeZip,
  tandoorStep,
} from './test-support/tandoor-files.ts'
import { openTandoor } from './tandoor.ts'

const recipe = tandoorJson({
  name: 'Borscht борщ',
  nutrition: { calories: 120, carbohydrates: 10, fats: 2, proteins: 3, source: '' },
  steps: [
    tandoorStep({
      name: 'Soup',
      instruction: 'Boil {{ ingredients[0] }}.',
      ingredients: [tandoorIngredient(), tandoorIngredient({ is_header: true, note: 'Garnish' })],
    }),
  ],
})
const json = JSON.stringify(recipe)
const exported = tandoorExport([
  tandoorRecipeZip(recipe, { type: 'jpg', data: fakeJpeg(1) }),
  tandoorRecipeZip(tandoorJson({ name: 'Tea' })),
])

test('the unmutated files import', async () => {
  expect(await importCleanly(openTandoor, exported, FUZZ_LIMITS)).toBe(2)
  expect(await importCleanly(openTandoor, strToU8(json), FUZZ_LIMITS)).toBe(1)
})

test('damaged exports and recipe.json files end in items or ImportFileError, quickly', async () => {
  await fc.assert(
    fc.asyncProperty(fc.oneof(mutationOf(exported), mutationOf(strToU8(json))), async (file) => {
      await importCleanly(openTandoor, file, FUZZ_LIMITS)
    }),
    { numRuns: 6000 },
  )
})

test('damaged recipe.json inside intact zips', async () => {
  await fc.assert(
    fc.asyncProperty(textMutationOf(json), async (text) => {
      const inner = zipSync({ 'recipe.json': strToU8(text), 'image.png': fakeJpeg(2) }, { level: 0 })
      const file = tandoorExport([inner, tandoorRecipeZip(tandoorJson())])
      expect(await importCleanly(openTandoor, file, FUZZ_LIMITS)).toBe(2)
    }),
    { numRuns: 3000 },
  )
})

const token = fc.stringMatching(/^[A-Za-zÀ-ÿ0-9][A-Za-zÀ-ÿ0-9,.()/-]{0,10}$/)
const word = fc.array(token, { minLength: 1, maxLength: 3 }).map((tokens) => tokens.join(' '))
const label = fc.stringMatching(/^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ0-9]{0,12}$/)
/** Amounts as Tandoor stores them, and how a cook writes them. */
const AMOUNTS: [number, string][] = [
  [0.25, '1/4'],
  [0.333, '1/3'],
  [0.5, '1/2'],
  [1, '1'],
  [1.5, '1 1/2'],
  [2.75, '2 3/4'],
  [0.15, '0.15'],
  [250, '250'],
]
const ingredient = fc.record({
  amount: fc.constantFrom(...AMOUNTS),
  unit: fc.option(label, { nil: undefined }),
  food: word,
  note: fc.option(label, { nil: undefined }),
})
const step = fc.record({
  name: fc.option(word, { nil: undefined }),
  ingredients: fc.array(ingredient, { maxLength: 4 }),
  lines: fc.array(word, { maxLength: 3 }),
})

const generated = fc.record({
  name: word,
  description: word,
  servings: fc.integer({ min: 1, max: 24 }),
  servingsText: fc.option(label, { nil: undefined }),
  working: fc.nat({ max: 600 }),
  waiting: fc.nat({ max: 2000 }),
  url: word.map((w) => `https://example.com/${encodeURIComponent(w)}`),
  keywords: fc.uniqueArray(label, {
    maxLength: 6,
    comparator: (a, b) => a.toLowerCase() === b.toLowerCase(),
  }),
  steps: fc.array(step, { minLength: 1, maxLength: 4 }),
  photo: fc.option(fc.nat({ max: 1000 }), { nil: undefined }),
})

type Step = typeof step extends fc.Arbitrary<infer T> ? T : never
const ingredientLines = (steps: Step[]) =>
  steps.flatMap(({ name, ingredients }) => [
    ...(name !== undefined && ingredients.length > 0 ? [`[${name}]`] : []),
    ...ingredients.map(({ amount: [, amount], unit, food, note }) =>
      [[amount, unit, food].filter(Boolean).join(' '), note].filter(Boolean).join(', '),
    ),
  ])
const instructionLines = (steps: Step[]) =>
  steps.flatMap(({ name, lines }) => [
    ...(name !== undefined && lines.length > 0 ? [`[${name}]`] : []),
    ...lines,
  ])

test('a recipe written in Tandoor’s form reads back with the same fields', async () => {
  await fc.assert(
    fc.asyncProperty(generated, async (fields) => {
      const written = tandoorJson({
        name: fields.name,
        description: fields.description,
        servings: fields.servings,
        servings_text: fields.servingsText ?? '',
        working_time: fields.working,
        waiting_time: fields.waiting,
        source_url: fields.url,
        keywords: fields.keywords.map((name) => ({ name, description: '' })),
        steps: fields.steps.map(({ name, ingredients, lines }) =>
          tandoorStep({
            name: name ?? '',
            instruction: lines.join('\n\n'),
            ingredients: ingredients.map(({ amount: [amount], unit, food, note }) =>
              tandoorIngredient({
                amount,
                unit: unit === undefined ? null : { name: unit, plural_name: null },
                food: { name: food, plural_name: null },
                note: note ?? '',
              }),
            ),
          }),
        ),
      })
      const image = fields.photo === undefined ? undefined : { type: 'jpg', data: fakeJpeg(fields.photo) }
      const file = tandoorExport([tandoorRecipeZip(written, image)])
      const items = []
      for await (const item of (await openTandoor(file)).items()) items.push(item)
      expect(items).toEqual([
        {
          recipe: {
            title: fields.name,
            description: fields.description,
            yield: [fields.servings, fields.servingsText].filter(Boolean).join(' '),
            activeTime: minutesToText(fields.working),
            totalTime: minutesToText(fields.working + fields.waiting),
            source: '',
            url: fields.url,
            notes: '',
            ingredients: ingredientLines(fields.steps).join('\n'),
            instructions: instructionLines(fields.steps).join('\n'),
            rating: null,
            labels: fields.keywords,
            images: image ? [{ kind: 'bytes', data: image.data }] : [],
          } satisfies ImportedRecipe,
        },
      ])
    }),
    { numRuns: 1000 },
  )
})

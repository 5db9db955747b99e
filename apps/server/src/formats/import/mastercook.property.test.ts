import fc from 'fast-check'
import { expect, test } from 'vitest'
import type { ImportedRecipe } from '../imported-recipe.ts'
import { openMasterCook } from './mastercook.ts'
import {
  END_LINE,
  expectedFields,
  latin1,
  mxpRecipe,
  START_LINE,
  writtenRecipe,
  type WrittenRecipe,
} from './test-support/mastercook-files.ts'
import { FUZZ_LIMITS, importCleanly, mutationOf, textMutationOf, fuzzRuns } from './test-support/mutations.ts'

const galette: WrittenRecipe = {
  title: 'Pear Galette',
  author: 'Edna',
  servings: 8,
  preparation: { hours: 1, minutes: 15 },
  categories: ['Desserts', 'Pies & Pastry', 'Fruit'],
  ingredients: [
    { heading: 'Pastry' },
    { amount: '1 1/2', measure: 'cups', name: 'flour', preparation: 'sifted' },
    { amount: '3', measure: 'large', name: 'pears', preparation: '' },
  ],
  directions: ['Rub the butter into the flour.', 'Fill and bake.'],
  notes: 'Best on the day.',
}

const digest = [
  'From: list@example.com',
  'Subject: Digest',
  '',
  mxpRecipe(galette),
  'Source:',
  '  "Orchard Baking"',
  'Ratings       : Taste 8',
  'Per Serving (excluding unknown items): 310 Calories',
  '- --------------',
  mxpRecipe({ ...galette, title: 'Crème Brûlée', ingredients: [] }, { rightAligned: true }),
  `${START_LINE}\r\n\r\nCut short\r\nServing Size  : 1\r\n`,
].join('\r\n')

async function readAll(file: Uint8Array): Promise<ImportedRecipe[]> {
  const recipes: ImportedRecipe[] = []
  for await (const item of (await openMasterCook(file, FUZZ_LIMITS)).items()) {
    if ('recipe' in item) recipes.push(item.recipe)
  }
  return recipes
}

test('the unmutated digest imports', async () => {
  expect(await importCleanly(openMasterCook, latin1(digest), FUZZ_LIMITS)).toBe(3)
})

test('damaged MasterCook text ends in items or ImportFileError, quickly', async () => {
  await fc.assert(
    fc.asyncProperty(mutationOf(latin1(digest)), async (file) => {
      await importCleanly(openMasterCook, file, FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(5500) },
  )
})

test('text damaged as text, and lines shuffled between recipes', async () => {
  const lines = digest.split('\r\n')
  const shuffled = fc
    .array(fc.oneof(fc.constantFrom(...lines), fc.string({ maxLength: 80 })), { maxLength: 120 })
    .map((picked) => [START_LINE, ...picked, END_LINE].join('\n'))
  await fc.assert(
    fc.asyncProperty(fc.oneof(textMutationOf(digest), shuffled), async (text) => {
      await importCleanly(openMasterCook, new TextEncoder().encode(text), FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(3000) },
  )
})

test('recipes written in MasterCook layout read back the same, in either column layout', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(writtenRecipe, { minLength: 1, maxLength: 3 }),
      fc.boolean(),
      async (written, rightAligned) => {
        const file = latin1(written.map((recipe) => mxpRecipe(recipe, { rightAligned })).join('\r\n'))
        const recipes = await readAll(file)
        const expected = written.map(expectedFields)
        const fields = Object.keys(expected[0] ?? {}) as (keyof ImportedRecipe)[]
        expect(recipes.map((recipe) => Object.fromEntries(fields.map((key) => [key, recipe[key]])))).toEqual(
          expected,
        )
      },
    ),
    { numRuns: fuzzRuns(1500) },
  )
})

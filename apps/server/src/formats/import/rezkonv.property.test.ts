import fc from 'fast-check'
import { strToU8 } from 'fflate'
import { expect, test } from 'vitest'
import { openRezKonv } from './rezkonv.ts'
import { recipeArbitrary, REZKONV_UNITS } from './test-support/mealmaster-arbitraries.ts'
import { rezKonvRecipe, sampleRecipe } from './test-support/mealmaster-files.ts'
import { FUZZ_LIMITS, importCleanly, mutationOf, fuzzRuns } from './test-support/mutations.ts'

const german = {
  ...sampleRecipe(3),
  title: 'Zwiebelkuchen für Große',
  ingredients: [
    { amount: '500', unit: 'Gramm', text: 'Mehl' },
    { section: 'Belag' },
    { amount: '1 1/2', unit: 'kg', text: 'Zwiebeln; in feine Ringe geschnitten' },
    { amount: '', unit: 'Prise', text: 'Kümmel' },
  ],
}
const valid = Uint8Array.from(
  rezKonvRecipe(german) + rezKonvRecipe(sampleRecipe(4), { newline: '\n' }),
  (char) => char.charCodeAt(0),
)

test('the unmutated file imports', async () => {
  expect(await importCleanly(openRezKonv, valid, FUZZ_LIMITS)).toBe(2)
})

test('damaged files end in items or ImportFileError, quickly', async () => {
  await fc.assert(
    fc.asyncProperty(mutationOf(valid), async (file) => {
      await importCleanly(openRezKonv, file, FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(7500) },
  )
})

test('recipes written by RezKonv read back the same', async () => {
  await fc.assert(
    fc.asyncProperty(
      recipeArbitrary(REZKONV_UNITS),
      fc.constantFrom('\r\n', '\n'),
      async ({ recipe, expected }, newline) => {
        const opened = await openRezKonv(strToU8(rezKonvRecipe(recipe, { newline })))
        const items = []
        for await (const item of opened.items()) items.push(item)
        expect(items).toEqual([
          {
            recipe: expect.objectContaining({
              title: recipe.title,
              yield: `${recipe.servings} Portionen`,
              labels: recipe.categories,
              ingredients: expected.ingredients.join('\n'),
              instructions: expected.instructions.join('\n'),
              source: recipe.source ?? '',
              notes: recipe.source ? 'Erfasst *RK* 01.02.2003 von Test' : '',
            }),
          },
        ])
      },
    ),
    { numRuns: fuzzRuns(2500) },
  )
})

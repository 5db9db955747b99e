import fc from 'fast-check'
import { strToU8 } from 'fflate'
import { expect, test } from 'vitest'
import type { ImportedRecipe } from '../imported-recipe.ts'
import { openMealMaster } from './mealmaster.ts'
import { MEALMASTER_UNITS, recipeArbitrary } from './test-support/mealmaster-arbitraries.ts'
import { mealMasterRecipe, sampleRecipe } from './test-support/mealmaster-files.ts'
import { FUZZ_LIMITS, importCleanly, mutationOf, fuzzRuns } from './test-support/mutations.ts'

const text =
  'From: list@example.com\r\n\r\n' +
  mealMasterRecipe({ ...sampleRecipe(1), title: 'Crème brûlée' }) +
  mealMasterRecipe(
    { ...sampleRecipe(2), ingredients: sampleRecipe(2).ingredients.slice(0, 3) },
    { twoColumns: true, newline: '\n' },
  ) +
  '\x1a'
const valid = Uint8Array.from(text, (char) => char.charCodeAt(0))

test('the unmutated file imports', async () => {
  expect(await importCleanly(openMealMaster, valid, FUZZ_LIMITS)).toBe(2)
})

test('damaged files end in items or ImportFileError, quickly', async () => {
  await fc.assert(
    fc.asyncProperty(mutationOf(valid), async (file) => {
      await importCleanly(openMealMaster, file, FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(7500) },
  )
})

test('recipes written in MealMaster columns read back the same', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(recipeArbitrary(MEALMASTER_UNITS), { minLength: 1, maxLength: 2 }),
      fc.boolean(),
      fc.constantFrom('\r\n', '\n'),
      async (cases, twoColumns, newline) => {
        const file = cases.map(
          ({ recipe }) => `Mail text${newline}${mealMasterRecipe(recipe, { twoColumns, newline })}`,
        )
        const recipes: ImportedRecipe[] = []
        for await (const item of (await openMealMaster(strToU8(file.join('')))).items()) {
          if ('recipe' in item) recipes.push(item.recipe)
        }
        expect(recipes).toHaveLength(cases.length)
        for (const [index, { recipe, expected }] of cases.entries()) {
          expect(recipes[index]).toMatchObject({
            title: recipe.title,
            yield: `${recipe.servings} servings`,
            labels: recipe.categories,
            ingredients: expected.ingredients.join('\n'),
            instructions: expected.instructions.join('\n'),
            source: recipe.source ?? '',
            notes: recipe.nutrition ? `Per serving: ${recipe.nutrition}` : '',
          })
        }
      },
    ),
    { numRuns: fuzzRuns(2500) },
  )
})

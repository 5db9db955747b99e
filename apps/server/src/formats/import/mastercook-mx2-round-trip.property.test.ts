import fc from 'fast-check'
import { expect, test } from 'vitest'
import type { ImportedRecipe } from '../imported-recipe.ts'
import { openMasterCookXml } from './mastercook-mx2.ts'
import { expectedFields, latin1, mx2File, mx2Recipe, writtenRecipe } from './test-support/mastercook-files.ts'
import { FUZZ_LIMITS, fuzzRuns } from './test-support/mutations.ts'

// Apart from the damaged files (mastercook-mx2.property.test.ts): every XML parse costs about a millisecond,
// and the two together would not finish in the time one test file has.
test('recipes written as MasterCook XML read back the same', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(writtenRecipe, { minLength: 1, maxLength: 2 }), async (written) => {
      const opened = await openMasterCookXml(latin1(mx2File(written.map(mx2Recipe))), FUZZ_LIMITS)
      const recipes: ImportedRecipe[] = []
      for await (const item of opened.items()) if ('recipe' in item) recipes.push(item.recipe)
      const expected = written.map(expectedFields)
      const fields = Object.keys(expected[0] ?? {}) as (keyof ImportedRecipe)[]
      expect(recipes.map((recipe) => Object.fromEntries(fields.map((key) => [key, recipe[key]])))).toEqual(
        expected,
      )
    }),
    { numRuns: fuzzRuns(4000) },
  )
})

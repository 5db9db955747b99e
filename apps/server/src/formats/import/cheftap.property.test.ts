import fc from 'fast-check'
import { strToU8, zipSync } from 'fflate'
import { expect, test } from 'vitest'
import type { ImportedRecipe } from '../imported-recipe.ts'
import { openChefTap } from './cheftap.ts'
import { chefTapExport, chefTapText, sampleChefTap } from './test-support/cheftap-files.ts'
import { FUZZ_LIMITS, fuzzRuns, importCleanly, mutationOf, textMutationOf } from './test-support/mutations.ts'
import {
  expectedLines,
  ingredient,
  minutes,
  partLines,
  parts,
  phrase,
  servings,
  servingsRead,
} from './test-support/text-export-arbitraries.ts'

const recipe = sampleChefTap({ title: 'Crème brûlée', facts: ['Prep Time: 10 min'], notes: ['Chill well.'] })
const text = chefTapText(recipe, '\r\n')
const folder = chefTapExport([recipe, sampleChefTap({ title: 'Tea', headings: 'none' })])

test('the unmutated export imports', async () => {
  expect(await importCleanly(openChefTap, folder, FUZZ_LIMITS)).toBe(2)
  expect(await importCleanly(openChefTap, strToU8(text), FUZZ_LIMITS)).toBe(1)
})

test('damaged exports, and damaged recipe files inside an intact one, end in items or ImportFileError', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        mutationOf(folder),
        mutationOf(strToU8(text)),
        textMutationOf(text).map((damaged) => zipSync({ 'cheftap_export/a.txt': strToU8(damaged) })),
      ),
      async (file) => {
        await importCleanly(openChefTap, file, FUZZ_LIMITS)
      },
    ),
    { numRuns: fuzzRuns(7000) },
  )
})

const generated = fc.record({
  title: phrase(6),
  slug: phrase(3),
  headings: fc.constantFrom('title' as const, 'upper' as const, 'none' as const),
  prep: minutes,
  servings,
  ingredients: parts(ingredient),
  steps: fc.array(phrase(15), { minLength: 1, maxLength: 4 }),
})

test('recipe files laid out as ChefTap’s read back field for field', async () => {
  await fc.assert(
    fc.asyncProperty(generated, async (source) => {
      // Without headings nothing marks a part's name: those files have none.
      const ingredients =
        source.headings === 'none'
          ? [{ name: undefined, items: source.ingredients.flatMap((part) => part.items) }]
          : source.ingredients
      const file = chefTapExport([
        {
          title: source.title,
          url: `https://example.com/${source.slug.replace(/ /g, '-')}`,
          facts: [`Prep Time: ${source.prep} min`, `Servings: ${source.servings}`],
          ingredients: partLines(ingredients, (name) => `${name}:`),
          directions: source.steps,
          headings: source.headings,
        },
      ])
      const recipes: ImportedRecipe[] = []
      for await (const item of (await openChefTap(file)).items())
        if ('recipe' in item) recipes.push(item.recipe)
      expect(recipes[0]).toMatchObject({
        title: source.title,
        url: `https://example.com/${source.slug.replace(/ /g, '-')}`,
        yield: servingsRead(source.servings),
        activeTime: `${source.prep} min`,
        description: '',
        ingredients: expectedLines(ingredients),
        instructions: source.steps.join('\n'),
      })
    }),
    { numRuns: fuzzRuns(3000) },
  )
})

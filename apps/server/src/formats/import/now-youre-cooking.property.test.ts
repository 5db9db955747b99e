import fc from 'fast-check'
import { strToU8 } from 'fflate'
import { expect, test } from 'vitest'
import { minutesToText } from '../duration.ts'
import type { ImportedRecipe } from '../imported-recipe.ts'
import { openNowYoureCooking } from './now-youre-cooking.ts'
import { latin1 } from './test-support/mastercook-files.ts'
import { FUZZ_LIMITS, fuzzRuns, importCleanly, mutationOf } from './test-support/mutations.ts'
import { nycRecipe, sampleNyc } from './test-support/now-youre-cooking-files.ts'
import {
  expectedLines,
  ingredient,
  minutes,
  parts,
  phrase,
  servings,
  word,
} from './test-support/text-export-arbitraries.ts'

const text = `From: list@example.com\r\n\r\n${nycRecipe(sampleNyc({ title: 'Crème brûlée' }))}${nycRecipe(sampleNyc())}`
const valid = latin1(text)

test('the unmutated file imports', async () => {
  expect(await importCleanly(openNowYoureCooking, valid, FUZZ_LIMITS)).toBe(2)
})

test('damaged files end in items or ImportFileError, quickly', async () => {
  await fc.assert(
    fc.asyncProperty(mutationOf(valid), async (file) => {
      await importCleanly(openNowYoureCooking, file, FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(7000) },
  )
})

const generated = fc.record({
  title: phrase(6),
  categories: fc.uniqueArray(word, { maxLength: 3 }),
  ingredients: parts(ingredient),
  directions: fc.array(phrase(30), { minLength: 1, maxLength: 3 }),
  contributor: phrase(3),
  servings,
  preparation: minutes,
})

const clock = (total: number) => `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`

test('recipes written as NYC writes them read back field for field', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(generated, { minLength: 1, maxLength: 3 }),
      fc.constantFrom('\r\n', '\n'),
      async (cases, newline) => {
        const file = cases.map((source) =>
          nycRecipe(
            {
              ...source,
              ingredients: source.ingredients.flatMap((part) => [
                ...(part.name ? [{ part: part.name }] : []),
                ...part.items,
              ]),
              yield: `${source.servings} servings`,
              preparation: clock(source.preparation),
            },
            { newline },
          ),
        )
        const recipes: ImportedRecipe[] = []
        for await (const item of (await openNowYoureCooking(strToU8(file.join('')))).items()) {
          if ('recipe' in item) recipes.push(item.recipe)
        }
        expect(recipes).toHaveLength(cases.length)
        for (const [index, source] of cases.entries()) {
          expect(recipes[index]).toMatchObject({
            title: source.title,
            labels: source.categories,
            ingredients: expectedLines(source.ingredients),
            instructions: source.directions.join('\n'),
            source: source.contributor,
            yield: `${source.servings} servings`,
            activeTime: minutesToText(source.preparation),
          })
        }
      },
    ),
    { numRuns: fuzzRuns(3000) },
  )
})

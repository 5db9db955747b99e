import fc from 'fast-check'
import { strToU8, zipSync } from 'fflate'
import { expect, test } from 'vitest'
import { minutesToText } from '../duration.ts'
import type { ImportedRecipe } from '../imported-recipe.ts'
import { openSaffron } from './saffron.ts'
import { latin1 } from './test-support/mastercook-files.ts'
import { FUZZ_LIMITS, fuzzRuns, importCleanly, mutationOf, textMutationOf } from './test-support/mutations.ts'
import { sampleSaffron, saffronExport, saffronText } from './test-support/saffron-files.ts'
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

const text = saffronText(sampleSaffron({ title: 'Crème brûlée' }), '\r\n') + saffronText(sampleSaffron())
const single = latin1(text)
const folder = saffronExport([sampleSaffron({ title: 'Soup' }), sampleSaffron({ title: 'Stew' })])

test('the unmutated files import', async () => {
  expect(await importCleanly(openSaffron, single, FUZZ_LIMITS)).toBe(2)
  expect(await importCleanly(openSaffron, folder, FUZZ_LIMITS)).toBe(2)
})

test('damaged Saffron files, zips, and text inside an intact zip end in items or ImportFileError, quickly', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        mutationOf(single),
        mutationOf(folder),
        textMutationOf(text).map((damaged) => zipSync({ 'a.txt': strToU8(damaged) })),
      ),
      async (file) => {
        await importCleanly(openSaffron, file, FUZZ_LIMITS)
      },
    ),
    { numRuns: fuzzRuns(7000) },
  )
})

const generated = fc.record({
  title: phrase(6),
  description: phrase(12),
  source: phrase(3),
  slug: phrase(3),
  servings,
  prep: minutes,
  cook: minutes,
  labels: fc.uniqueArray(phrase(2), {
    minLength: 2,
    maxLength: 2,
    comparator: (a, b) => a.toLowerCase() === b.toLowerCase(),
  }),
  ingredients: parts(ingredient),
  instructions: parts(phrase(15)),
})

test('recipes written as Saffron writes them read back field for field', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(generated, { minLength: 1, maxLength: 3 }), async (cases) => {
      const file = cases.map((source) =>
        saffronText({
          title: source.title,
          description: source.description,
          source: source.source,
          originalUrl: `https://example.com/${source.slug.replace(/ /g, '-')}`,
          yield: String(source.servings),
          prep: `${source.prep} min`,
          cook: `${source.cook} min`,
          cookbook: source.labels[0],
          section: source.labels[1],
          ingredients: partLines(source.ingredients, (name) => `${name}:`),
          instructions: partLines(source.instructions, (name) => `${name}:`),
        }),
      )
      const recipes: ImportedRecipe[] = []
      for await (const item of (await openSaffron(strToU8(file.join('')))).items()) {
        if ('recipe' in item) recipes.push(item.recipe)
      }
      expect(recipes).toHaveLength(cases.length)
      for (const [index, source] of cases.entries()) {
        expect(recipes[index]).toMatchObject({
          title: source.title,
          description: source.description,
          source: source.source,
          url: `https://example.com/${source.slug.replace(/ /g, '-')}`,
          yield: servingsRead(source.servings),
          activeTime: `${source.prep} min`,
          totalTime: minutesToText(source.prep + source.cook),
          notes: `Cook time: ${source.cook} min`,
          ingredients: expectedLines(source.ingredients),
          instructions: expectedLines(source.instructions),
          labels: source.labels,
        })
      }
    }),
    { numRuns: fuzzRuns(3000) },
  )
})

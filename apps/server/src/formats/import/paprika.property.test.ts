import fc from 'fast-check'
import { gzipSync, strToU8, zipSync } from 'fflate'
import { expect, test } from 'vitest'
import { openPaprika } from './paprika.ts'
import { FUZZ_LIMITS, importCleanly, mutationOf, textMutationOf, fuzzRuns } from './test-support/mutations.ts'
import { fakeJpeg, paprikaExport, paprikaRecipeFile } from './test-support/paprika-files.ts'

const recipes = [
  {
    name: 'Pão de queijo',
    ingredients: 'For the dough:\n2 cups tapioca flour\n1 cup milk',
    directions: 'Mix.\n[photo:1]\nBake.',
    categories: ['Brazilian'],
    rating: 5,
    photo_data: Buffer.from(fakeJpeg(7)).toString('base64'),
    created: '2020-01-02 03:04:05',
  },
  { name: 'Tea', servings: 2, cook_time: '5 min', rating: 0, notes: null },
]
const valid = paprikaExport(recipes)
const json = JSON.stringify(recipes[0])

test('the unmutated export imports', async () => {
  expect(await importCleanly(openPaprika, valid, FUZZ_LIMITS)).toBe(2)
})

test('damaged exports end in items or ImportFileError, quickly', async () => {
  await fc.assert(
    fc.asyncProperty(mutationOf(valid), async (file) => {
      await importCleanly(openPaprika, file, FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(5000) },
  )
})

test('damaged gzip entries and damaged JSON inside intact containers', async () => {
  const entry = fc.oneof(
    mutationOf(paprikaRecipeFile(recipes[0]!)),
    textMutationOf(json).map((text) => gzipSync(strToU8(text))),
  )
  await fc.assert(
    fc.asyncProperty(entry, fc.boolean(), async (gzip, single) => {
      const file = single
        ? gzip
        : zipSync({ 'A.paprikarecipe': gzip, 'B.paprikarecipe': paprikaRecipeFile({}) })
      await importCleanly(openPaprika, file, FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(5000) },
  )
})

import fc from 'fast-check'
import { expect, test } from 'vitest'
import { openLivingCookbook } from './living-cookbook.ts'
import { lcbDatabase, lcbFile } from './test-support/lcb-files.ts'
import { FUZZ_LIMITS, importCleanly, mutationOf, fuzzRuns } from './test-support/mutations.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'

const database = lcbDatabase(
  {
    t_recipe: [
      { recipeid: 1, recipename: 'Smørrebrød', cookbookid: 1, preparationtime: 10, comments: 'Danish.' },
      { recipeid: 2, recipename: 'Pickles', recipetypes: 'Sides', readyintime: 2880 },
    ],
    t_recipeingredient: [
      { recipeid: 1, ingredientindex: 1, ingredienttext: 'Bread', heading: true },
      { recipeid: 1, ingredientindex: 2, quantitytext: '4', unittext: 'slices', ingredienttext: 'rye bread' },
    ],
    t_recipeprocedure: [{ recipeid: 1, procedureindex: 1, proceduretext: 'Butter the bread. '.repeat(10) }],
    t_image: [
      { imageid: 1, imagedata: fakeJpeg(1) },
      { imageid: 2, filename: 'pickles.jpg', imagedata: new Uint8Array(5000).fill(9) },
    ],
    t_recipeimage: [
      { recipeid: 1, imageid: 1, imageindex: 1 },
      { recipeid: 2, imageid: 2, imageindex: 1 },
    ],
    t_cookbook: [{ cookbookid: 1, name: 'Nordic' }],
  },
  ['t_recipetip', 't_authornote', 't_recipereview', 't_cookbookchapter', 't_cookbookchapterassocation'],
)

test('the unmutated files import', async () => {
  expect(await importCleanly(openLivingCookbook, database, FUZZ_LIMITS)).toBe(2)
  expect(await importCleanly(openLivingCookbook, lcbFile(database), FUZZ_LIMITS)).toBe(2)
})

test('damaged Access databases end in items or ImportFileError, quickly', async () => {
  await fc.assert(
    fc.asyncProperty(mutationOf(database), async (file) => {
      await importCleanly(openLivingCookbook, file, FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(6000) },
  )
})

test('damaged .lcb zips, and damaged databases inside intact zips', async () => {
  const file = fc.oneof(
    mutationOf(lcbFile(database)),
    mutationOf(database).map((mdb) => lcbFile(mdb)),
  )
  await fc.assert(
    fc.asyncProperty(file, async (lcb) => {
      await importCleanly(openLivingCookbook, lcb, FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(4000) },
  )
})

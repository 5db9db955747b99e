import fc from 'fast-check'
import { strToU8, zipSync } from 'fflate'
import { expect, test } from 'vitest'
import { openMasterCookXml } from './mastercook-mx2.ts'
import { latin1, mx2File, mx2Recipe } from './test-support/mastercook-files.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'
import { FUZZ_LIMITS, importCleanly, mutationOf, textMutationOf, fuzzRuns } from './test-support/mutations.ts'

const file = mx2File([
  mx2Recipe({
    title: 'Crème Brûlée',
    author: 'Edna',
    servings: 6,
    preparation: { hours: 0, minutes: 30 },
    categories: ['Desserts', 'French'],
    ingredients: [
      { heading: 'Custard' },
      { amount: '2', measure: 'cups', name: 'cream', preparation: 'heavy' },
      { amount: '1/2', measure: 'cup', name: 'sugar', preparation: '' },
    ],
    directions: ['Heat the cream.', 'Bake in a bain-marie.'],
    notes: 'Chill overnight.',
  }),
  '<RcpE name="Chili" author="Diana, "The Vegetarian""><IngR name="beans & rice"/><RatS><RatE name="Taste" value="9"/></RatS>' +
    '<AltS label="Internet address" source="https://example.com/chili"/><Nutr>300 Calories</Nutr></RcpE>',
])

test('the unmutated file imports, mended', async () => {
  expect(await importCleanly(openMasterCookXml, latin1(file), FUZZ_LIMITS)).toBe(2)
})

test('damaged .mx2 files end in items or ImportFileError, quickly', async () => {
  await fc.assert(
    fc.asyncProperty(mutationOf(latin1(file)), async (bytes) => {
      await importCleanly(openMasterCookXml, bytes, FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(4000) },
  )
})

test('damaged XML text, re-encoded as UTF-8', async () => {
  await fc.assert(
    fc.asyncProperty(textMutationOf(file.replace('ISO-8859-1', 'UTF-8')), async (text) => {
      await importCleanly(openMasterCookXml, strToU8(text), FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(2000) },
  )
})

const withPicture = file.replace('<RcpE name="Chili"', '<RcpE name="Chili" img="chili.jpg"')
const mz2 = (mx2: Uint8Array) => zipSync({ 'Book/Soups.mx2': mx2, 'Book/chili.jpg': fakeJpeg(1) })

test('the unmutated .mz2 imports, with its picture', async () => {
  expect(await importCleanly(openMasterCookXml, mz2(latin1(withPicture)), FUZZ_LIMITS)).toBe(2)
})

test('damaged .mz2 archives end in items or ImportFileError, quickly', async () => {
  await fc.assert(
    fc.asyncProperty(mutationOf(mz2(latin1(withPicture))), async (bytes) => {
      await importCleanly(openMasterCookXml, bytes, FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(2500) },
  )
})

test('a damaged .mx2 inside an intact .mz2', async () => {
  await fc.assert(
    fc.asyncProperty(mutationOf(latin1(withPicture)), async (damaged) => {
      await importCleanly(openMasterCookXml, mz2(damaged), FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(2000) },
  )
})

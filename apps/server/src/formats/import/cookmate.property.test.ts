import fc from 'fast-check'
import { strToU8, zipSync } from 'fflate'
import { expect, test } from 'vitest'
import { openCookmate } from './cookmate.ts'
import { FUZZ_LIMITS, importCleanly, mutationOf, textMutationOf, fuzzRuns } from './test-support/mutations.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'

const xml = `<?xml version="1.0" encoding="utf-8"?>
<cookbook version="66"><recipe><title>Pierogi</title><preptime>P0DT0H40M</preptime><totaltime>PT1H</totaltime>
<ingredient><li>500 g flour</li><li>[Filling]</li><li>potatoes</li></ingredient>
<recipetext><li>Knead.</li><li>Fill &amp; boil.</li></recipetext><category>Polish</category>
<imagepath>/storage/Pictures/pierogi.jpg</imagepath><rating>5</rating><nutrition><li>kcal 300</li></nutrition>
</recipe></cookbook>`

const mcb = (data: Uint8Array) => zipSync({ 'cookbook.xml': data, 'images/pierogi.jpg': fakeJpeg(4) })

test('the unmutated files import', async () => {
  expect(await importCleanly(openCookmate, strToU8(xml), FUZZ_LIMITS)).toBe(1)
  expect(await importCleanly(openCookmate, mcb(strToU8(xml)), FUZZ_LIMITS)).toBe(1)
})

test('damaged .mcb and XML files end in items or ImportFileError, quickly', async () => {
  await fc.assert(
    fc.asyncProperty(fc.oneof(mutationOf(strToU8(xml)), mutationOf(mcb(strToU8(xml)))), async (file) => {
      await importCleanly(openCookmate, file, FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(6000) },
  )
})

test('damaged XML inside an intact .mcb', async () => {
  await fc.assert(
    fc.asyncProperty(textMutationOf(xml), async (text) => {
      await importCleanly(openCookmate, mcb(strToU8(text)), FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(4000) },
  )
})

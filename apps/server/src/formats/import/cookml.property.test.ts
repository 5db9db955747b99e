import fc from 'fast-check'
import { strToU8, zipSync } from 'fflate'
import { expect, test } from 'vitest'
import type { ImportedRecipe } from '../imported-recipe.ts'
import { openCookMl } from './cookml.ts'
import { FUZZ_LIMITS, fuzzRuns, importCleanly, mutationOf } from './test-support/mutations.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'
import {
  cookMlFile,
  expectedFields,
  oddValuesOf,
  roundTripFields,
  sampleRecipe,
} from './test-support/xml-recipe-files.ts'

const xml = `<?xml version="1.0" encoding="UTF-8"?>
<cookml version="1.1.2" name="Export" prog="Rezeptsuite" progver="3.2">
<recipe lang="de">
<head title="Linsensuppe" servingqty="4" servingtype="Teller" createdate="01.02.2020" createuser="Anna"
  timeallqty="60" timeprepqty="15" timecookqty="45" proteins="9">
<cat>Suppen</cat>
<hint>deftig</hint>
<sourceline>Familienrezept</sourceline>
<card>Wärmt im Winter.</card>
<picbin format="JPG">${Buffer.from(fakeJpeg(12)).toString('base64')}</picbin>
</head>
<part title="Suppe">
<ingredient qty="250" unit="g" item="Linsen" preparation="gewaschen"><inote>braun</inote></ingredient>
<ingredient qty="1" unit="l" item="Brühe"/>
</part>
<preparation><step>Linsen kochen.</step><text>Würzen &amp; servieren.</text></preparation>
<remark user="Anna"><line>Mit Essig abschmecken.</line></remark>
</recipe>
</cookml>
`
const single = strToU8(xml)
const zipped = zipSync({ 'rezepte.cml': single, 'bild.jpg': fakeJpeg(13) })

test('the unmutated files import', async () => {
  expect(await importCleanly(openCookMl, single, FUZZ_LIMITS)).toBe(1)
  expect(await importCleanly(openCookMl, zipped, FUZZ_LIMITS)).toBe(1)
})

test('damaged CookML files and zips end in items or ImportFileError, quickly', async () => {
  await fc.assert(
    fc.asyncProperty(fc.oneof(mutationOf(single), mutationOf(zipped)), async (file) => {
      await importCleanly(openCookMl, file, FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(5500) },
  )
})

test('odd values in a well-formed CookML file', async () => {
  await fc.assert(
    fc.asyncProperty(oddValuesOf(xml), async (file) => {
      expect(await importCleanly(openCookMl, file, FUZZ_LIMITS)).toBe(1)
    }),
    { numRuns: fuzzRuns(2500) },
  )
})

async function recipesOf(file: Uint8Array): Promise<ImportedRecipe[]> {
  const recipes: ImportedRecipe[] = []
  for await (const item of (await openCookMl(file)).items()) if ('recipe' in item) recipes.push(item.recipe)
  return recipes
}

test('what a CookML writer puts in comes back', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(sampleRecipe, { minLength: 1, maxLength: 3 }), async (samples) => {
      const recipes = await recipesOf(cookMlFile(samples))
      expect(recipes.map(roundTripFields)).toEqual(
        samples.map((sample) => expectedFields(sample, { rated: false })),
      )
    }),
    { numRuns: fuzzRuns(2000) },
  )
})

import fc from 'fast-check'
import { gzipSync, strToU8 } from 'fflate'
import { expect, test } from 'vitest'
import type { ImportedRecipe } from '../imported-recipe.ts'
import { openKRecipes } from './krecipes.ts'
import { FUZZ_LIMITS, importCleanly, mutationOf, fuzzRuns } from './test-support/mutations.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'
import { kreFile, tarFile } from './test-support/tar-files.ts'
import {
  expectedFields,
  kremlFile,
  oddValuesOf,
  roundTripFields,
  sampleRecipe,
} from './test-support/xml-recipe-files.ts'

const xml = `<?xml version="1.0" encoding="UTF-8" ?>
<krecipes version="2.0" lang="cs">
<krecipes-category-structure>
<category name="Polévky">
</category>
</krecipes-category-structure>
<krecipes-recipe id="1">
<krecipes-description>
<title>Boršč</title>
<author>Babička</author>
<pictures>
<pic format="JPEG" id="1"><![CDATA[${Buffer.from(fakeJpeg(5)).toString('base64')}]]></pic>
</pictures>
<category>
<cat>Polévky</cat>
</category>
<yield><amount><min>4</min><max>6</max></amount><type>talířů</type></yield>
<preparation-time>01:15</preparation-time>
</krecipes-description>
<krecipes-ingredients>
<ingredient-group name="Polévka">
<ingredient>
<name>řepa</name>
<amount>1,5</amount>
<unit>kg</unit>
<prep>strouhaná</prep>
<substitutes>
<ingredient>
<name>mrkev</name>
<amount>1</amount>
<unit>kg</unit>
</ingredient>
</substitutes>
</ingredient>
</ingredient-group>
</krecipes-ingredients>
<krecipes-properties>
<property>
<name>Energie</name>
<amount>800</amount>
<units>kcal</units>
</property>
</krecipes-properties>
<krecipes-instructions>
Vařte &amp; podávejte.</krecipes-instructions>
<krecipes-ratings><rating><comment>Dobré</comment><rater>Eva</rater><criterion><criteria><name>Chuť</name><stars>4.5</stars></criteria></criterion></rating></krecipes-ratings></krecipes-recipe>
</krecipes>
`

test('the unmutated file imports', async () => {
  expect(await importCleanly(openKRecipes, strToU8(xml), FUZZ_LIMITS)).toBe(1)
})

test('damaged KRecipes files end in items or ImportFileError, quickly', async () => {
  await fc.assert(
    fc.asyncProperty(mutationOf(strToU8(xml)), async (file) => {
      await importCleanly(openKRecipes, file, FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(5500) },
  )
})

test('damaged .kre archives end in items or ImportFileError, quickly', async () => {
  await fc.assert(
    fc.asyncProperty(mutationOf(kreFile(xml)), async (file) => {
      await importCleanly(openKRecipes, file, FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(2000) },
  )
})

test('a damaged tar or .kreml inside an intact gzip', async () => {
  const tar = tarFile({ 'Polévky.kreml': strToU8(xml) }, { style: 'ustar', folders: ['export'] })
  await fc.assert(
    fc.asyncProperty(mutationOf(tar), async (damaged) => {
      await importCleanly(openKRecipes, gzipSync(damaged), FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(2000) },
  )
})

test('odd values in a well-formed KRecipes file', async () => {
  await fc.assert(
    fc.asyncProperty(oddValuesOf(xml), async (file) => {
      expect(await importCleanly(openKRecipes, file, FUZZ_LIMITS)).toBe(1)
    }),
    { numRuns: fuzzRuns(2500) },
  )
})

async function recipesOf(file: Uint8Array): Promise<ImportedRecipe[]> {
  const recipes: ImportedRecipe[] = []
  for await (const item of (await openKRecipes(file)).items()) if ('recipe' in item) recipes.push(item.recipe)
  return recipes
}

test('what a KRecipes writer puts in comes back', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(sampleRecipe, { minLength: 1, maxLength: 3 }), async (samples) => {
      const recipes = await recipesOf(kremlFile(samples))
      expect(recipes.map(roundTripFields)).toEqual(
        samples.map((sample) => expectedFields(sample, { rated: true })),
      )
    }),
    { numRuns: fuzzRuns(2000) },
  )
})

import fc from 'fast-check'
import { strToU8 } from 'fflate'
import { expect, test } from 'vitest'
import type { ImportedRecipe } from '../imported-recipe.ts'
import { openGourmet } from './gourmet.ts'
import { FUZZ_LIMITS, importCleanly, mutationOf, fuzzRuns } from './test-support/mutations.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'
import {
  expectedFields,
  gourmetFile,
  oddValuesOf,
  roundTripFields,
  sampleRecipe,
} from './test-support/xml-recipe-files.ts'

const xml = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE gourmetDoc>
<gourmetDoc>
	<recipe id="r1">
		<title>
			Borscht борщ
		</title>
		<category>
			Soup, Russian
		</category>
		<cuisine>
			Russian
		</cuisine>
		<source>
			Babushka
		</source>
		<link>
			https://example.com/borscht
		</link>
		<rating>
			4/5 stars
		</rating>
		<preptime>
			30 minutes
		</preptime>
		<cooktime>
			1 hour
		</cooktime>
		<servings>
			4
		</servings>
		<image format="jpeg"><![CDATA[${Buffer.from(fakeJpeg(3)).toString('base64')}]]></image>
		<ingredient-list>
			<inggroup>
				<groupname>
					Soup
				</groupname>
				<ingredient optional="yes">
					<amount>
						1 1/2
					</amount>
					<unit>
						kg
					</unit>
					<item>
						beets
					</item>
					<key>
						beet
					</key>
				</ingredient>
			</inggroup>
			<ingref amount="1" refid="r2">
				Stock
			</ingref>
		</ingredient-list>
		<instructions>
			Simmer &amp; serve.
		</instructions>
		<modifications>
			Add &lt;b&gt;dill&lt;/b&gt;.
		</modifications>
	</recipe>
</gourmetDoc>
`

test('the unmutated file imports', async () => {
  expect(await importCleanly(openGourmet, strToU8(xml), FUZZ_LIMITS)).toBe(1)
})

test('damaged Gourmet files end in items or ImportFileError, quickly', async () => {
  await fc.assert(
    fc.asyncProperty(mutationOf(strToU8(xml)), async (file) => {
      await importCleanly(openGourmet, file, FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(5500) },
  )
})

test('odd values in a well-formed Gourmet file', async () => {
  await fc.assert(
    fc.asyncProperty(oddValuesOf(xml), async (file) => {
      expect(await importCleanly(openGourmet, file, FUZZ_LIMITS)).toBe(1)
    }),
    { numRuns: fuzzRuns(2500) },
  )
})

async function recipesOf(file: Uint8Array): Promise<ImportedRecipe[]> {
  const recipes: ImportedRecipe[] = []
  for await (const item of (await openGourmet(file)).items()) if ('recipe' in item) recipes.push(item.recipe)
  return recipes
}

test('what a Gourmet writer puts in comes back', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(sampleRecipe, { minLength: 1, maxLength: 3 }), async (samples) => {
      const recipes = await recipesOf(gourmetFile(samples))
      expect(recipes.map(roundTripFields)).toEqual(
        samples.map((sample) => expectedFields(sample, { rated: true })),
      )
    }),
    { numRuns: fuzzRuns(2000) },
  )
})
